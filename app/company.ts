/**
 * The company's identity, used by the imprint, invoices, e-mails, structured data and the
 * WhatsApp button. DEMO VALUES: replace every field before going live.
 */
export const company = {
  name: "WP Studio",
  legalName: "WP Studio GmbH",
  legalForm: "GmbH",
  street: "Mariahilfer Straße 1",
  postalCode: "1060",
  city: "Wien",
  country: "AT",
  commercialRegister: "FN 000000a, Handelsgericht Wien",
  vatId: "ATU00000000",
  /** International format without "+" or spaces, as wa.me expects it. */
  whatsappNumber: "4312345678",
  phone: "+43 1 2345678",
  email: "office@wp-studio.example",
  foundingYear: 2014,
  fullTimeDevelopers: 8,
  // Imprint details required by ECG §5, UGB §14 and MedienG §25 (demo values as well).
  managingDirector: "Maria Muster",
  chamber: "Wirtschaftskammer Wien",
  professionalGroup: "Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie (UBIT)",
  /** The trade licence by its legal name in the Austrian trade register, not translated. */
  tradeLicense: "Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik",
  tradeAuthority: "Magistratisches Bezirksamt für den 6./7. Bezirk",
} as const;

/** A WhatsApp chat with the company that opens with `greeting` typed in. */
export function whatsappUrl(greeting: string): string {
  return `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
}
