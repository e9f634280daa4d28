import { z } from "../../zod.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { recordIdOf } from "../../lib/ids.ts";

/**
 * What a checkout URL asks to buy (the contracts' checkout URLs):
 * `?plugin=<slug>&option=<pricingOptionId>` a new licence, `?renew=<licenseId>` a renewal,
 * `?upgrade=<licenseId>&option=<pricingOptionId>` an upgrade to a larger tier.
 */
export type Selection =
  | { kind: "purchase"; pluginSlug: string; optionId: number }
  | { kind: "renewal"; licenseId: number }
  | { kind: "upgrade"; licenseId: number; optionId: number };

/**
 * Purchase Now's two query parameters: the plugin's id and the chosen option's name, as the card's
 * form sends them (with or without JavaScript) and as the browser turns a session-storage record
 * into. The checkout answers them with the selection URL, priced from the database.
 */
export const handOverParameters = { plugin: "handOverPlugin", option: "handOverOption" } as const;

/** Where Purchase Now leads: the checkout of the page's language with the hand-over parameters, exactly as the card's form sends them. */
export function purchaseHref(pluginId: number, optionName: string | undefined, language: Language): string {
  const params = new URLSearchParams({ [handOverParameters.plugin]: String(pluginId) });
  if (optionName !== undefined) params.set(handOverParameters.option, optionName);
  return `${hrefOf("checkout", language)}?${params.toString()}`;
}

/** A row id as the URL carries it (see recordIdOf). */
export const databaseId = z
  .string()
  .refine((value) => recordIdOf(value) !== null)
  .transform(Number);

const pluginSlug = z.string().regex(/^[a-z0-9-]{1,100}$/);
const absent = z.undefined();

const selectionQuerySchema = z.union([
  z
    .object({ plugin: pluginSlug, option: databaseId, renew: absent, upgrade: absent })
    .transform((query): Selection => ({ kind: "purchase", pluginSlug: query.plugin, optionId: query.option })),
  z
    .object({ renew: databaseId, option: absent, plugin: absent, upgrade: absent })
    .transform((query): Selection => ({ kind: "renewal", licenseId: query.renew })),
  z
    .object({ upgrade: databaseId, option: databaseId, plugin: absent, renew: absent })
    .transform((query): Selection => ({ kind: "upgrade", licenseId: query.upgrade, optionId: query.option })),
]);

/**
 * The selection a checkout URL names: `none` when it names nothing (the browser may still hold
 * a hand-over record), `malformed` when its parameters cannot be a selection.
 */
export function selectionFromQuery(params: URLSearchParams): Selection | "none" | "malformed" {
  const value = (name: string) => params.get(name) ?? undefined;
  const query = { plugin: value("plugin"), option: value("option"), renew: value("renew"), upgrade: value("upgrade") };
  if (query.plugin === undefined && query.renew === undefined && query.upgrade === undefined) return "none";
  const parsed = selectionQuerySchema.safeParse(query);
  return parsed.success ? parsed.data : "malformed";
}

/** The query string of a selection, without the `?`. */
export function selectionQuery(selection: Selection): string {
  const params: Record<string, string> =
    selection.kind === "purchase"
      ? { plugin: selection.pluginSlug, option: String(selection.optionId) }
      : selection.kind === "renewal"
        ? { renew: String(selection.licenseId) }
        : { upgrade: String(selection.licenseId), option: String(selection.optionId) };
  return new URLSearchParams(params).toString();
}

/** Where a page sends someone to buy, renew or upgrade: the checkout of its language with the selection. */
export function checkoutHref(selection: Selection, language: Language): string {
  return `${hrefOf("checkout", language)}?${selectionQuery(selection)}`;
}
