import type { MessageKey } from "../../i18n/catalogues.ts";

/**
 * The imprint's facts in the order Austrian imprints give them (ECG § 5, UGB § 14, MedienG § 25).
 * Each value is a catalogue text whose placeholders are filled from the company configuration.
 */
export const imprintFields = [
  { label: "legal.imprint.mediaOwner.label", value: "legal.imprint.mediaOwner.value" },
  { label: "legal.imprint.legalForm.label", value: "legal.imprint.legalForm.value" },
  { label: "legal.imprint.seat.label", value: "legal.imprint.seat.value" },
  { label: "legal.imprint.address.label", value: "legal.imprint.address.value" },
  { label: "legal.imprint.managingDirector.label", value: "legal.imprint.managingDirector.value" },
  { label: "legal.imprint.businessPurpose.label", value: "legal.imprint.businessPurpose.value" },
  { label: "legal.imprint.register.label", value: "legal.imprint.register.value" },
  { label: "legal.imprint.vatId.label", value: "legal.imprint.vatId.value" },
  { label: "legal.imprint.phone.label", value: "legal.imprint.phone.value" },
  { label: "legal.imprint.email.label", value: "legal.imprint.email.value" },
  { label: "legal.imprint.chamber.label", value: "legal.imprint.chamber.value" },
  { label: "legal.imprint.tradeLicense.label", value: "legal.imprint.tradeLicense.value" },
  { label: "legal.imprint.authority.label", value: "legal.imprint.authority.value" },
  { label: "legal.imprint.law.label", value: "legal.imprint.law.value" },
  { label: "legal.imprint.direction.label", value: "legal.imprint.direction.value" },
] as const satisfies readonly { label: MessageKey; value: MessageKey }[];

/** The imprint's own anchor, next to those of the terms' sections in one table of contents. */
export const imprintAnchor = "imprint";
export const termsAnchor = "terms";
