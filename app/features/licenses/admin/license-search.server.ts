import { InvalidSiteUrlError, normaliseSiteUrl } from "../site-url.ts";

/**
 * The ways one search text can name licences. An address with `@` is an owner's e-mail address and
 * nothing else (as a URL it would read as a host with a user name), and `#42` an order number. Anything
 * else is looked for as part of a key, of an owner's address and of a site URL at once, and a plain
 * number also as an order number.
 */
export interface LicenseSearchTerms {
  /** Upper case, as keys are stored; matched anywhere in the key. */
  keyPart: string | null;
  /** Lower case; matched anywhere in the owner's address. */
  emailPart: string | null;
  /** Lower case, normalised like the activations store sites when possible; matched anywhere. */
  sitePart: string | null;
  /** The order that bought, renewed or upgraded the licence; 0 (no order) for a `#` without a number. */
  orderId: number | null;
}

export function searchTermsOf(search: string): LicenseSearchTerms | null {
  const text = search.trim();
  if (text === "") return null;
  if (text.includes("@")) return { keyPart: null, emailPart: text.toLowerCase(), sitePart: null, orderId: null };
  const orderNumber = /^#?0*(\d{1,9})$/.exec(text);
  if (text.startsWith("#")) return { keyPart: null, emailPart: null, sitePart: null, orderId: orderNumber?.[1] ? Number(orderNumber[1]) : 0 };
  return {
    keyPart: text.toUpperCase().replace(/\s+/g, ""),
    emailPart: text.toLowerCase(),
    sitePart: siteSearchPart(text),
    orderId: orderNumber?.[1] ? Number(orderNumber[1]) : null,
  };
}

/**
 * `https://www.Kunde.at/` finds `kunde.at`; text that is no URL (a part of a host) is searched as
 * typed, and so are digits and dots, which the URL parser would turn into an IPv4 address (`42` → `0.0.0.42`).
 */
function siteSearchPart(text: string): string {
  if (/^[\d.]+$/.test(text)) return text;
  try {
    return normaliseSiteUrl(text).toLowerCase();
  } catch (error) {
    if (error instanceof InvalidSiteUrlError) return text.toLowerCase();
    throw error;
  }
}
