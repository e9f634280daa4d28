import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { Language } from "../../../i18n/paths.ts";
import { isPriceCueCurrency, isPriceCueKind, maxPriceCueCents, type PriceCue } from "../price-cue.ts";
import { isServiceType, type ServiceType } from "../service-types.ts";

/** What an admin typed into one service's form, shown again beside the errors. */
export interface PriceCueFormValues {
  kind: string;
  amount: string;
  currency: string;
}

export type PriceCueFormResult =
  | { ok: true; service: ServiceType; cue: PriceCue | null }
  | { ok: false; service: string; errors: Partial<Record<keyof PriceCueFormValues | "service", MessageKey>>; values: PriceCueFormValues };

const amountPattern = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** Digits before the decimal mark beyond which an amount is refused as too large before it is even computed. */
const maxIntegerDigits = String(maxPriceCueCents / 100).length;

/** An amount as typed ("2400", "2400.50", "2400,5") in cents, or the reason it is refused. */
export function amountCentsOf(typed: string): { cents: number } | { error: MessageKey } {
  const amount = typed.trim();
  if (!amount) return { error: "admin.services.error.amountRequired" };
  if (/^-\s*\d/.test(amount)) return { error: "admin.services.error.amountNegative" };
  const match = amountPattern.exec(amount);
  if (!match) return { error: "admin.services.error.amountFormat" };
  const [, whole = "", fraction = ""] = match;
  if (whole.replace(/^0+(?=\d)/, "").length > maxIntegerDigits) return { error: "admin.services.error.amountTooLarge" };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents === 0) return { error: "admin.services.error.amountZero" };
  if (cents > maxPriceCueCents) return { error: "admin.services.error.amountTooLarge" };
  return { cents };
}

/** A stored amount as the form shows it: whole amounts without decimals, others with the language's decimal mark. */
export function amountInputOf(cents: number, language: Language): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return language === "de" ? text.replace(".", ",") : text;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Reads one service's price cue form; "none" as the kind removes the cue whatever the other fields say. */
export function parsePriceCueForm(form: FormData): PriceCueFormResult {
  const service = text(form, "service");
  const values: PriceCueFormValues = { kind: text(form, "kind"), amount: text(form, "amount").slice(0, 40), currency: text(form, "currency") };
  if (!isServiceType(service)) return { ok: false, service, errors: { service: "admin.services.error.service" }, values };
  if (values.kind === "none") return { ok: true, service, cue: null };
  const errors: Partial<Record<keyof PriceCueFormValues, MessageKey>> = {};
  if (!isPriceCueKind(values.kind)) errors.kind = "admin.services.error.kind";
  if (!isPriceCueCurrency(values.currency)) errors.currency = "admin.services.error.currency";
  const amount = amountCentsOf(values.amount);
  if ("error" in amount) errors.amount = amount.error;
  if (!isPriceCueKind(values.kind) || !isPriceCueCurrency(values.currency) || "error" in amount) return { ok: false, service, errors, values };
  return { ok: true, service, cue: { kind: values.kind, amountCents: amount.cents, currency: values.currency } };
}
