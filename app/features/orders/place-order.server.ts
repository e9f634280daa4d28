import type { Db } from "../../../db/client.ts";
import type { PaymentProviderName } from "../../../db/schema.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import type { Selection } from "../catalog/checkout-selection.ts";
import { addCalendarMonthsUtc } from "../licenses/calendar-months.ts";
import { maskLicenseKey } from "../licenses/license-key.ts";
import type { OrderBilling } from "../invoices/billing-details.ts";
import type { CheckoutOffer, OfferedOption, SelectionProblem } from "./offer.ts";
import { priceOf, vatFor } from "./vat.ts";
import type { WithdrawalWaiver } from "./withdrawal-waiver.ts";

export type SelectionResolution = { ok: true; offer: CheckoutOffer } | { ok: false; problem: SelectionProblem };

type OptionRow = { id: number; plugin_id: number; name_de: string; name_en: string; amount_cents: number; site_limit: number | null; update_months: number };

const optionColumns = ["id", "plugin_id", "name_de", "name_en", "amount_cents", "site_limit", "update_months"] as const;

function offeredOption(row: OptionRow, language: Language): OfferedOption {
  return { id: row.id, name: row[`name_${language}`], siteLimit: row.site_limit, updateMonths: row.update_months, amountCents: row.amount_cents };
}

/** Unlimited (null) is the largest tier. */
function allowsMoreSites(target: number | null, current: number | null): boolean {
  if (current === null) return false;
  return target === null || target > current;
}

async function pluginOf(db: Db, pluginId: number, language: Language) {
  const row = await db.selectFrom("plugins").select(["id", "slug", "name_de", "name_en"]).where("id", "=", pluginId).executeTakeFirstOrThrow();
  return { id: row.id, slug: row.slug, name: row[`name_${language}`] };
}

/** What a purchase selection buys, whoever asks: a published plugin and an active, priced option of it. */
export async function resolvePurchase(db: Db, selection: Extract<Selection, { kind: "purchase" }>, language: Language): Promise<SelectionResolution> {
  const row = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .select(optionColumns.map((column) => `pricing_options.${column}` as const))
    .select(["plugins.slug", "plugins.name_de as plugin_name_de", "plugins.name_en as plugin_name_en"])
    .where("plugins.slug", "=", selection.pluginSlug)
    .where("plugins.status", "=", "published")
    .where("pricing_options.id", "=", selection.optionId)
    .where("pricing_options.active", "=", 1)
    .executeTakeFirst();
  if (!row || row.amount_cents <= 0) return { ok: false, problem: "notFound" };
  return {
    ok: true,
    offer: {
      kind: "purchase",
      plugin: { id: row.plugin_id, slug: row.slug, name: row[`plugin_name_${language}`] },
      option: offeredOption(row, language),
      license: null,
      listPriceCents: row.amount_cents,
    },
  };
}

async function resolveLicenseChange(
  db: Db,
  selection: Extract<Selection, { kind: "renewal" | "upgrade" }>,
  { userId, language, now }: ResolveContext,
): Promise<SelectionResolution> {
  const license = await db
    .selectFrom("licenses")
    .select(["id", "license_key", "plugin_id", "pricing_option_id", "site_limit", "status", "expires_at"])
    .where("id", "=", selection.licenseId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!license) return { ok: false, problem: "licenseNotFound" };
  if (license.status !== "active") return { ok: false, problem: "licenseInactive" };
  const current = await db.selectFrom("pricing_options").select(optionColumns).where("id", "=", license.pricing_option_id).executeTakeFirstOrThrow();

  let target: OptionRow = current;
  let listPriceCents = current.amount_cents;
  if (selection.kind === "upgrade") {
    const row = await db
      .selectFrom("pricing_options")
      .select(optionColumns)
      .where("id", "=", selection.optionId)
      .where("plugin_id", "=", license.plugin_id)
      .where("active", "=", 1)
      .executeTakeFirst();
    if (!row) return { ok: false, problem: "notFound" };
    listPriceCents = row.amount_cents - current.amount_cents;
    if (!allowsMoreSites(row.site_limit, license.site_limit) || listPriceCents <= 0) return { ok: false, problem: "notAnUpgrade" };
    target = row;
  } else if (current.amount_cents <= 0) {
    return { ok: false, problem: "notFound" };
  }

  const renewFrom = new Date(Math.max(now.getTime(), Date.parse(license.expires_at)));
  return {
    ok: true,
    offer: {
      kind: selection.kind,
      plugin: await pluginOf(db, license.plugin_id, language),
      option: offeredOption(target, language),
      license: {
        id: license.id,
        maskedKey: maskLicenseKey(license.license_key),
        expiresAt: license.expires_at,
        currentOption: offeredOption(current, language),
        renewedUntil: addCalendarMonthsUtc(renewFrom, current.update_months).toISOString(),
      },
      listPriceCents,
    },
  };
}

export interface ResolveContext {
  /** The buyer: licences of anyone else are not found. */
  userId: number;
  /** The language names are given in. */
  language: Language;
  now: Date;
}

/**
 * What a selection buys for this buyer, priced from the database; the browser's idea of the
 * price never counts. A purchase needs a published plugin and an active option of it; a renewal
 * or upgrade needs the buyer's own licence, neither disabled nor revoked; an upgrade needs an
 * active option of the same plugin that allows more sites and costs more.
 */
export async function resolveSelection(db: Db, selection: Selection, context: ResolveContext): Promise<SelectionResolution> {
  return selection.kind === "purchase" ? resolvePurchase(db, selection, context.language) : resolveLicenseChange(db, selection, context);
}

/** createOrder's refusal when the selection cannot be bought (any more). */
export class SelectionUnavailableError extends Error {
  readonly problem: SelectionProblem;

  constructor(problem: SelectionProblem) {
    super(`selection unavailable: ${problem}`);
    this.name = "SelectionUnavailableError";
    this.problem = problem;
  }
}

export interface NewOrder {
  userId: number;
  /** The buyer's language: the item description, invoice and mails use it. */
  language: Language;
  selection: Selection;
  /** Validated billing details (validateBillingForm). */
  billing: OrderBilling;
  provider: PaymentProviderName;
  /** The consent to early delivery the buyer gave; no order is placed without it. */
  withdrawalWaiver: WithdrawalWaiver;
}

function itemDescription(offer: CheckoutOffer, language: Language): string {
  const t = translator(language);
  const values = { plugin: offer.plugin.name, option: offer.option.name, months: offer.option.updateMonths };
  if (offer.kind === "renewal") return t("checkout.item.renewal", values);
  if (offer.kind === "upgrade") return t("checkout.item.upgrade", { ...values, from: offer.license?.currentOption.name ?? "" });
  return t("checkout.item.purchase", values);
}

/**
 * A pending order with its one item, priced from the database at `now`: the selection is
 * resolved again inside the transaction, VAT follows the billing country and VAT ID. Throws
 * SelectionUnavailableError when the selection cannot be bought. Returns the order id.
 */
export async function createOrder(db: Db, input: NewOrder, now = new Date()): Promise<number> {
  const outcome = vatFor({ country: input.billing.country, vatId: input.billing.vatId }, now);
  if (!outcome.ok) throw new Error(`billing details not validated: VAT ID ${outcome.problem}`);
  const { vat } = outcome;
  return db.transaction().execute(async (trx) => {
    const resolution = await resolveSelection(trx, input.selection, { userId: input.userId, language: input.language, now });
    if (!resolution.ok) throw new SelectionUnavailableError(resolution.problem);
    const { offer } = resolution;
    const price = priceOf(offer.listPriceCents, vat);
    const timestamp = now.toISOString();
    const { billing } = input;
    const { id: orderId } = await trx
      .insertInto("orders")
      .values({
        user_id: input.userId,
        kind: offer.kind,
        license_id: offer.license?.id ?? null,
        status: "pending",
        language: input.language,
        billing_first_name: billing.firstName,
        billing_last_name: billing.lastName,
        billing_email: billing.email,
        billing_company: billing.company,
        billing_address: billing.address,
        billing_city: billing.city,
        billing_postal_code: billing.postalCode,
        billing_country: billing.country,
        billing_vat_id: vat.vatId,
        vat_treatment: vat.treatment,
        vat_country: vat.vatCountry,
        vat_rate_basis_points: vat.rateBasisPoints,
        net_cents: price.net,
        vat_cents: price.vat,
        gross_cents: price.gross,
        provider: input.provider,
        provider_reference: null,
        created_at: timestamp,
        updated_at: timestamp,
        paid_at: null,
        cancelled_at: null,
        refunded_at: null,
        withdrawal_waiver_at: timestamp,
        withdrawal_waiver_version: input.withdrawalWaiver.version,
        withdrawal_waiver_text: input.withdrawalWaiver.text,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("order_items")
      .values({
        order_id: orderId,
        plugin_id: offer.plugin.id,
        pricing_option_id: offer.option.id,
        description: itemDescription(offer, input.language).slice(0, 300),
        site_limit: offer.option.siteLimit,
        update_months: offer.option.updateMonths,
        list_price_cents: offer.listPriceCents,
        net_cents: price.net,
        vat_cents: price.vat,
        gross_cents: price.gross,
      })
      .execute();
    return orderId;
  });
}
