import type { OrderKind } from "../../../../db/schema.ts";
import type { Translate } from "../../../i18n/catalogues.ts";
import type { Language } from "../../../i18n/paths.ts";

/** An order item's wording on the invoice (the buyer's language) and the names to say it in the other. */
export interface OrderItemNames {
  kind: OrderKind;
  invoiceLanguage: Language;
  invoiceText: string;
  plugin: Record<Language, string>;
  option: Record<Language, string>;
  months: number;
}

/**
 * The item in the admin's language: the invoice's own words when the buyer used that language,
 * otherwise the checkout's wording (repeated in the admin texts, which admin pages load) from
 * today's plugin and option names. An upgrade's former option is
 * named only on the invoice, so the other language says which option it upgraded to.
 */
export function orderItemName(item: OrderItemNames, language: Language, t: Translate): string {
  if (item.invoiceLanguage === language) return item.invoiceText;
  const values = { plugin: item.plugin[language], option: item.option[language], months: item.months };
  if (item.kind === "renewal") return t("admin.orders.items.renewal", values);
  if (item.kind === "upgrade") return t("admin.orders.items.upgrade", values);
  return t("admin.orders.items.purchase", values);
}
