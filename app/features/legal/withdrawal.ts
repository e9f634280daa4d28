import type { MessageKey } from "../../i18n/catalogues.ts";
import type { LegalSection } from "./legal-document.ts";

export interface WithdrawalSection extends LegalSection {
  paragraphs: readonly MessageKey[];
}

/**
 * The withdrawal policy of the plugin shop: the model text of FAGG Annex I part A (Directive
 * 2011/83/EU Annex I A) for digital content not supplied on a tangible medium, followed by when
 * the right ends early (FAGG § 18 (1) 11) and who holds it.
 */
export const withdrawalSections = [
  {
    id: "withdrawal-right",
    title: "legal.withdrawal.right.title",
    paragraphs: ["legal.withdrawal.right.1", "legal.withdrawal.right.2", "legal.withdrawal.right.3", "legal.withdrawal.right.4"],
  },
  { id: "withdrawal-effects", title: "legal.withdrawal.effects.title", paragraphs: ["legal.withdrawal.effects.1", "legal.withdrawal.effects.2"] },
  {
    id: "withdrawal-expiry",
    title: "legal.withdrawal.expiry.title",
    paragraphs: ["legal.withdrawal.expiry.1", "legal.withdrawal.expiry.2", "legal.withdrawal.expiry.3"],
  },
  { id: "withdrawal-scope", title: "legal.withdrawal.scope.title", paragraphs: ["legal.withdrawal.scope.1"] },
] as const satisfies readonly WithdrawalSection[];

/** The lines of the model withdrawal form (FAGG Annex I part B) the consumer fills in, in order. */
export const withdrawalFormLines = [
  "legal.withdrawalForm.orderedOn",
  "legal.withdrawalForm.name",
  "legal.withdrawalForm.address",
  "legal.withdrawalForm.signature",
  "legal.withdrawalForm.date",
] as const satisfies readonly MessageKey[];
