import type { Language } from "../../i18n/paths.ts";

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
}

/** The country's name in the page's language (AT: "Österreich", "Austria"). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
}

/** An Austrian postal address as it is written on a letter: street, postcode and town, country. */
export function postalAddressLines(address: PostalAddress, language: Language): string[] {
  return [address.street, `${address.postalCode} ${address.city}`, countryName(address.country, language)];
}
