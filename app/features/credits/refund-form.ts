import type { CreditCurrency } from "../../../db/schema.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";

export const refundFields = { intent: "intent", currency: "currency", amount: "amount", key: "refundKey" } as const;

/** The credits page's form intent that asks for a refund (the top-up form has none). */
export const refundIntent = "refund";

/** "Try again" on a pending refund, with the refund's id in `refundId`. */
export const retryRefundIntent = "retryRefund";

export interface RefundFormRequest {
  currency: CreditCurrency;
  amountCents: number;
  requestKey: string;
}

export type RefundFormResult = { ok: true; request: RefundFormRequest } | { ok: false; error: MessageKey; values: { currency: string; amount: string } };

/** Whole credits or with up to two decimals, written with a comma or a point: "120", "99,50", "99.5". */
const amountPattern = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** The form's one-time key, as randomUUID makes it. */
const requestKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The refund form as the server reads it: a known currency, a positive amount and the form's
 * one-time key. Whether the amount is available is the ledger's to say, behind its lock.
 */
export function readRefundForm(currencyText: string, amountText: string, keyText: string): RefundFormResult {
  const values = { currency: currencyText, amount: amountText };
  const currency = currencyText === "EUR" || currencyText === "USD" ? currencyText : undefined;
  if (!currency || !requestKeyPattern.test(keyText)) return { ok: false, error: "credits.refund.error.currency", values };
  const trimmed = amountText.trim();
  if (trimmed === "") return { ok: false, error: "credits.refund.error.amountMissing", values };
  const match = amountPattern.exec(trimmed);
  if (!match) return { ok: false, error: "credits.refund.error.amountFormat", values };
  const amountCents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (amountCents === 0) return { ok: false, error: "credits.refund.error.amountFormat", values };
  return { ok: true, request: { currency, amountCents, requestKey: keyText } };
}
