import type { Db } from "../../../db/client.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { Selection } from "../catalog/checkout-selection.ts";
import { latestBillingOf } from "../orders/orders.server.ts";
import type { BillingFormValues } from "./billing-form.ts";
import { defaultCountry } from "./countries.ts";

/**
 * The billing form's starting values: the billing details of the buyer's latest order, else
 * the account's names and e-mail address in the company's home country.
 */
export async function billingPrefill(db: Db, user: CurrentUser): Promise<BillingFormValues> {
  const last = await latestBillingOf(db, user.id);
  if (last) return { ...last, company: last.company ?? "", vatId: last.vatId ?? "" };
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email ?? "",
    company: "",
    address: "",
    postalCode: "",
    city: "",
    country: defaultCountry,
    vatId: "",
  };
}

/**
 * The checkout selection of Purchase Now's session-storage record: the plugin by id, the option
 * by the record's option name in either language and, failing that, the plugin's first active
 * option. Only ids leave this function; the record's price is never read.
 */
export async function selectionOfHandOver(db: Db, pluginId: number, optionName: string | null): Promise<Selection | undefined> {
  const plugin = await db.selectFrom("plugins").select(["id", "slug"]).where("id", "=", pluginId).where("status", "=", "published").executeTakeFirst();
  if (!plugin) return undefined;
  const options = await db
    .selectFrom("pricing_options")
    .select(["id", "name_de", "name_en"])
    .where("plugin_id", "=", plugin.id)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const wanted = optionName?.trim().toLowerCase();
  const named = wanted ? options.find((option) => option.name_de.toLowerCase() === wanted || option.name_en.toLowerCase() === wanted) : undefined;
  const option = named ?? options[0];
  return option ? { kind: "purchase", pluginSlug: plugin.slug, optionId: option.id } : undefined;
}
