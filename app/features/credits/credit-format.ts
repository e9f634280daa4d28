import type { CreditCurrency } from "../../../db/schema.ts";
import { formatMoney } from "../../i18n/format.ts";
import type { Language } from "../../i18n/paths.ts";

/** Credits in their currency, 1 credit = 1.00: "€ 1.250,00", "$1,250.00". */
export function formatCredits(cents: number, currency: CreditCurrency, language: Language): string {
  return formatMoney(cents / 100, currency, language);
}

/** A credit refund's number as its receipt prints it: "E-000012" (E for Erstattung). */
export function formatRefundNumber(refundId: number): string {
  return `E-${String(refundId).padStart(6, "0")}`;
}
