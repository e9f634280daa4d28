import type { MessageKey } from "../../i18n/catalogues.ts";
import { languageCookieName } from "../../i18n/detect.ts";
import { checkoutHandOverKey } from "../catalog/checkout-hand-over.ts";
import { CONSENT_STORAGE_KEY, type ConsentCategory, PREFERENCES_STORAGE_KEY } from "../consent/consent-state.ts";
import type { LegalSection } from "./legal-document.ts";
import type { PostalAddress } from "./postal-address.ts";

/** What, why, on which legal basis and how long: the four facts GDPR Art. 13 asks for per processing. */
export interface ProcessingFacts {
  data: MessageKey;
  purpose: MessageKey;
  legalBasis: MessageKey;
  retention: MessageKey;
}

export type PrivacyBlock =
  | { kind: "paragraph"; text: MessageKey }
  | { kind: "list"; items: readonly MessageKey[] }
  | { kind: "processing"; facts: ProcessingFacts }
  | { kind: "controller" }
  | { kind: "cookieCategories" }
  | { kind: "cookieSettings" }
  | { kind: "authority" };

export interface PrivacySection extends LegalSection {
  blocks: readonly PrivacyBlock[];
}

export interface StoredItem {
  name: string;
  kind: "cookie" | "localStorage" | "sessionStorage";
  purpose: MessageKey;
  duration: MessageKey;
}

export interface CookieCategory {
  /** The banner's category; its label comes from the banner's own texts, so both always read the same. */
  category: ConsentCategory;
  description: MessageKey;
  items: readonly StoredItem[];
}

/** The session cookie of app/features/accounts/session.server.ts, which browser code must not import. */
const sessionCookieName = "sid";

/** Everything the site stores in the browser, by the categories of the cookie banner. */
export const cookieCategories: readonly CookieCategory[] = [
  {
    category: "essential",
    description: "legal.privacy.cookies.essential.text",
    items: [
      {
        name: sessionCookieName,
        kind: "cookie",
        purpose: "legal.privacy.cookies.session.purpose",
        duration: "legal.privacy.cookies.session.duration",
      },
      {
        name: languageCookieName,
        kind: "cookie",
        purpose: "legal.privacy.cookies.language.purpose",
        duration: "legal.privacy.cookies.language.duration",
      },
      {
        name: CONSENT_STORAGE_KEY,
        kind: "localStorage",
        purpose: "legal.privacy.cookies.consent.purpose",
        duration: "legal.privacy.cookies.consentDuration",
      },
      {
        name: PREFERENCES_STORAGE_KEY,
        kind: "localStorage",
        purpose: "legal.privacy.cookies.preferences.purpose",
        duration: "legal.privacy.cookies.consentDuration",
      },
      {
        name: checkoutHandOverKey,
        kind: "sessionStorage",
        purpose: "legal.privacy.cookies.checkout.purpose",
        duration: "legal.privacy.cookies.checkout.duration",
      },
    ],
  },
  { category: "analytics", description: "legal.privacy.cookies.analytics.text", items: [] },
  { category: "functionality", description: "legal.privacy.cookies.functionality.text", items: [] },
  { category: "marketing", description: "legal.privacy.cookies.marketing.text", items: [] },
];

export const storageKindLabels: Record<StoredItem["kind"], MessageKey> = {
  cookie: "legal.privacy.cookies.kind.cookie",
  localStorage: "legal.privacy.cookies.kind.localStorage",
  sessionStorage: "legal.privacy.cookies.kind.sessionStorage",
};

/** The Austrian supervisory authority for complaints (GDPR Art. 77). */
export const dataProtectionAuthority: { address: PostalAddress; phone: string; email: string; website: string } = {
  address: { street: "Barichgasse 40–42", postalCode: "1030", city: "Wien", country: "AT" },
  phone: "+43 1 52 152-0",
  email: "dsb@dsb.gv.at",
  website: "https://www.dsb.gv.at",
};

function processing(topic: "website" | "contact" | "account" | "orders" | "tasks" | "credits" | "licenses"): PrivacyBlock {
  return {
    kind: "processing",
    facts: {
      data: `legal.privacy.${topic}.data`,
      purpose: `legal.privacy.${topic}.purpose`,
      legalBasis: `legal.privacy.${topic}.legalBasis`,
      retention: `legal.privacy.${topic}.retention`,
    },
  };
}

/** The privacy policy (GDPR Art. 13), section by section. */
export const privacySections: readonly PrivacySection[] = [
  {
    id: "privacy-controller",
    title: "legal.privacy.controller.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.controller.text" },
      { kind: "controller" },
      { kind: "paragraph", text: "legal.privacy.controller.officer" },
    ],
  },
  {
    id: "privacy-legal-bases",
    title: "legal.privacy.bases.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.bases.text" },
      {
        kind: "list",
        items: ["legal.privacy.bases.consent", "legal.privacy.bases.contract", "legal.privacy.bases.obligation", "legal.privacy.bases.interest"],
      },
      { kind: "paragraph", text: "legal.privacy.bases.voluntary" },
    ],
  },
  {
    id: "privacy-website",
    title: "legal.privacy.website.title",
    blocks: [{ kind: "paragraph", text: "legal.privacy.website.text" }, processing("website")],
  },
  {
    id: "privacy-contact",
    title: "legal.privacy.contact.title",
    blocks: [{ kind: "paragraph", text: "legal.privacy.contact.text" }, processing("contact")],
  },
  { id: "privacy-account", title: "legal.privacy.account.title", blocks: [processing("account")] },
  {
    id: "privacy-orders",
    title: "legal.privacy.orders.title",
    blocks: [processing("orders"), { kind: "paragraph", text: "legal.privacy.orders.text" }],
  },
  {
    id: "privacy-tasks",
    title: "legal.privacy.tasks.title",
    blocks: [{ kind: "paragraph", text: "legal.privacy.tasks.text" }, processing("tasks")],
  },
  {
    id: "privacy-credits",
    title: "legal.privacy.credits.title",
    blocks: [{ kind: "paragraph", text: "legal.privacy.credits.text" }, processing("credits")],
  },
  {
    id: "privacy-licences",
    title: "legal.privacy.licenses.title",
    blocks: [{ kind: "paragraph", text: "legal.privacy.licenses.text" }, processing("licenses"), { kind: "paragraph", text: "legal.privacy.licenses.removal" }],
  },
  { id: "privacy-newsletter", title: "legal.privacy.newsletter.title", blocks: [{ kind: "paragraph", text: "legal.privacy.newsletter.text" }] },
  {
    id: "privacy-cookies",
    title: "legal.privacy.cookies.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.cookies.text" },
      { kind: "paragraph", text: "legal.privacy.cookies.categories" },
      { kind: "cookieCategories" },
      { kind: "paragraph", text: "legal.privacy.cookies.change" },
      { kind: "cookieSettings" },
    ],
  },
  {
    id: "privacy-recipients",
    title: "legal.privacy.recipients.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.recipients.text" },
      { kind: "list", items: ["legal.privacy.recipients.hosting", "legal.privacy.recipients.payment", "legal.privacy.recipients.email"] },
      { kind: "paragraph", text: "legal.privacy.recipients.others" },
    ],
  },
  {
    id: "privacy-transfers",
    title: "legal.privacy.transfers.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.transfers.text" },
      { kind: "paragraph", text: "legal.privacy.transfers.marketing" },
    ],
  },
  {
    id: "privacy-retention",
    title: "legal.privacy.retention.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.retention.text" },
      {
        kind: "list",
        items: [
          "legal.privacy.retention.logs",
          "legal.privacy.retention.contact",
          "legal.privacy.retention.account",
          "legal.privacy.retention.invoices",
          "legal.privacy.retention.ledger",
          "legal.privacy.retention.tasks",
          "legal.privacy.retention.drafts",
          "legal.privacy.retention.licenses",
          "legal.privacy.retention.consent",
        ],
      },
    ],
  },
  {
    id: "privacy-rights",
    title: "legal.privacy.rights.title",
    blocks: [
      { kind: "paragraph", text: "legal.privacy.rights.text" },
      {
        kind: "list",
        items: [
          "legal.privacy.rights.access",
          "legal.privacy.rights.rectification",
          "legal.privacy.rights.erasure",
          "legal.privacy.rights.restriction",
          "legal.privacy.rights.portability",
          "legal.privacy.rights.objection",
          "legal.privacy.rights.withdrawal",
        ],
      },
      { kind: "paragraph", text: "legal.privacy.rights.exercise" },
      { kind: "paragraph", text: "legal.privacy.rights.complaint" },
      { kind: "authority" },
    ],
  },
  { id: "privacy-security", title: "legal.privacy.security.title", blocks: [{ kind: "paragraph", text: "legal.privacy.security.text" }] },
  { id: "privacy-changes", title: "legal.privacy.changes.title", blocks: [{ kind: "paragraph", text: "legal.privacy.changes.text" }] },
];
