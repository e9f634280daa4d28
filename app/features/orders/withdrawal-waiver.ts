import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";

/**
 * The version of the consent text below; change it with every change of the text's meaning, so
 * each order's record says which wording the buyer agreed to.
 */
export const withdrawalWaiverVersion = "2026-11";

/**
 * The buyer's express consent that delivery (licence key and downloads) starts before the
 * withdrawal period ends, with the acknowledgement that the right of withdrawal is lost by it
 * (FAGG § 18 (1) 11, Directive 2011/83/EU Art. 16 (m)), as the checkout shows it in `language`.
 */
export interface WithdrawalWaiver {
  version: string;
  text: string;
}

export function withdrawalWaiverIn(language: Language): WithdrawalWaiver {
  return { version: withdrawalWaiverVersion, text: translator(language)("checkout.waiver.consent") };
}
