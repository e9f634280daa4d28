// Test support, not part of the site: the shop's rows (users, plugins with pricing options, orders,
// licences, site activations) written straight into the tables, as registration, the catalogue,
// checkout and fulfilment leave them. Shared by the Vitest integration tests, the e2e fixtures and the benchmark.
import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { CurrentUser } from "../../app/features/accounts/current-user.ts";
import type { OrderBilling } from "../../app/features/invoices/billing-details.ts";
import { addCalendarMonthsUtc } from "../../app/features/licenses/calendar-months.ts";
import { applyPaidOrderToLicenses } from "../../app/features/licenses/license-issue.server.ts";
import { generateLicenseKey } from "../../app/features/licenses/license-key.ts";
import type { Db } from "../../db/client.ts";
import type { OrdersTable, SiteEnvironment, StoredLicenseStatus } from "../../db/schema.ts";

export interface TestUserFields {
  username?: string;
  role?: CurrentUser["role"];
  language?: "de" | "en";
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  passwordHash?: string | null;
  /** Whether the e-mail address is confirmed; it is unless said otherwise. */
  verified?: boolean;
}

/** An account named Anna Berger (username: the e-mail's local part); answers it as the session sees it. */
export async function insertUser(db: Db, email: string, fields: TestUserFields = {}): Promise<CurrentUser> {
  const now = new Date().toISOString();
  const user = {
    username: fields.username ?? email.split("@")[0] ?? email,
    firstName: fields.firstName === undefined ? "Anna" : fields.firstName,
    lastName: fields.lastName === undefined ? "Berger" : fields.lastName,
    displayName: fields.displayName ?? null,
    role: fields.role ?? "customer",
  };
  const { id } = await db
    .insertInto("users")
    .values({
      email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      display_name: user.displayName,
      language: fields.language ?? "de",
      role: user.role,
      password_hash: fields.passwordHash ?? null,
      email_verified_at: fields.verified === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email, ...user };
}

export function insertCustomer(db: Db, email: string, fields: Omit<TestUserFields, "role"> = {}): Promise<CurrentUser> {
  return insertUser(db, email, { ...fields, role: "customer" });
}

export function insertAdmin(db: Db, email: string, fields: Omit<TestUserFields, "role"> = {}): Promise<CurrentUser> {
  return insertUser(db, email, { ...fields, role: "admin" });
}

export interface TestTier {
  de: string;
  en: string;
  amountCents: number;
  siteLimit: number | null;
  /** A retired tier stays on old licences but can no longer be bought. */
  active?: boolean;
}

/** The usual tiers, in order: 1 site (€49), 5 sites (€99), unlimited (€199). */
export const standardTiers = {
  single: { de: "1 Website", en: "1 site", amountCents: 4900, siteLimit: 1 },
  five: { de: "5 Websites", en: "5 sites", amountCents: 9900, siteLimit: 5 },
  unlimited: { de: "Unbegrenzte Websites", en: "Unlimited sites", amountCents: 19900, siteLimit: null },
} satisfies Record<string, TestTier>;

/** A 10-site tier (€149) that is no longer sold. */
export const retiredTier: TestTier = { de: "10 Websites", en: "10 sites", amountCents: 14900, siteLimit: 10, active: false };

/** The standard tiers and a retired one, as the shop tests sell them. */
export const shopTiers = { ...standardTiers, retired: retiredTier };

/** A consumer in Vienna: domestic VAT, no company. */
export const austrianConsumer: OrderBilling = {
  firstName: "Anna",
  lastName: "Berger",
  email: "anna@example.com",
  company: null,
  address: "Ringstraße 1",
  postalCode: "1010",
  city: "Wien",
  country: "AT",
  vatId: null,
};

export interface TestRelease {
  version: string;
  zipFile: string | null;
  releasedOn?: string;
}

export interface TestPluginFields<Tier extends string> {
  status?: "published" | "draft";
  name?: { de: string; en: string };
  image?: string | null;
  /** Pricing options by the name the test uses for them, in tier order; the standard tiers unless given. */
  tiers?: Record<Tier, TestTier>;
  releases?: TestRelease[];
}

export interface TestPlugin<Tier extends string = keyof typeof standardTiers> {
  id: number;
  slug: string;
  /** Pricing option ids by tier name. */
  options: Record<Tier, number>;
}

/** The plugin most order tests sell: SEO Booster with one tier, Business for 3 sites at € 1.481,48. */
export const seoBooster = {
  name: { de: "SEO Booster", en: "SEO Booster" },
  tiers: { business: { de: "Business (3 Websites)", en: "Business (3 sites)", amountCents: 148_148, siteLimit: 3 } },
} satisfies TestPluginFields<string>;

/** A plugin "Testplugin <slug>" (published unless said otherwise) with its pricing options and releases. */
export async function insertPlugin<Tier extends string = keyof typeof standardTiers>(
  db: Db,
  slug: string,
  fields: TestPluginFields<Tier> = {},
): Promise<TestPlugin<Tier>> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("plugins")
    .values({
      slug,
      status: fields.status ?? "published",
      name_de: fields.name?.de ?? `Testplugin ${slug}`,
      name_en: fields.name?.en ?? `Test plugin ${slug}`,
      description_de: "Ein Plugin für Tests.",
      description_en: "A plugin for tests.",
      body_de: "Erster Absatz.\n\nZweiter Absatz.",
      body_en: "First paragraph.\n\nSecond <paragraph>.",
      image: fields.image ?? null,
      released_on: "2025-01-10",
      wordpress_org_url: null,
      rating_tenths: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tiers = Object.entries<TestTier>(fields.tiers ?? standardTiers);
  const options: Record<string, number> = {};
  for (const [position, [name, tier]] of tiers.entries()) {
    const option = await db
      .insertInto("pricing_options")
      .values({
        plugin_id: id,
        position,
        name_de: tier.de,
        name_en: tier.en,
        amount_cents: tier.amountCents,
        site_limit: tier.siteLimit,
        update_months: 12,
        active: tier.active === false ? 0 : 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    options[name] = option.id;
  }
  for (const release of fields.releases ?? []) {
    await db
      .insertInto("plugin_releases")
      .values({
        plugin_id: id,
        version: release.version,
        released_on: release.releasedOn ?? "2025-06-01",
        changelog_de: `Neu in ${release.version}\nFehler behoben`,
        changelog_en: `New in ${release.version}\nFixed <b>bugs</b> & more`,
        requires_wordpress: "6.3",
        tested_up_to: "6.8",
        requires_php: "8.1",
        zip_file: release.zipFile,
        zip_sha256: null,
        zip_bytes: null,
        created_at: now,
      })
      .execute();
  }
  return { id, slug, options: options as Record<Tier, number> };
}

/** Columns of the order to set instead of the defaults, and the item's description. */
export type TestOrderFields = Partial<Insertable<OrdersTable>> & { description?: string };

/**
 * An Austrian consumer's order of one pricing option, priced as checkout prices it (20 % VAT
 * included in the option's price) and named "<plugin> – <option>" in German. Each order has
 * its own billing e-mail address, so its mails can be told from those of other orders.
 */
async function insertOrder(db: Db, userId: number, optionId: number, defaults: Partial<Insertable<OrdersTable>>, fields: TestOrderFields): Promise<number> {
  const { description, ...orderFields } = fields;
  const option = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .select([
      "pricing_options.plugin_id",
      "pricing_options.name_de",
      "pricing_options.amount_cents",
      "pricing_options.site_limit",
      "pricing_options.update_months",
      "plugins.name_de as plugin_name_de",
    ])
    .where("pricing_options.id", "=", optionId)
    .executeTakeFirstOrThrow();
  const net = orderFields.net_cents ?? Math.round((option.amount_cents * 10_000) / 12_000);
  const vat = orderFields.vat_cents ?? option.amount_cents - net;
  const gross = orderFields.gross_cents ?? net + vat;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("orders")
    .values({
      user_id: userId,
      kind: "purchase",
      license_id: null,
      status: "pending",
      language: "de",
      billing_first_name: "Anna",
      billing_last_name: "Berger",
      billing_email: `anna.${randomBytes(6).toString("hex")}@example.com`,
      billing_company: null,
      billing_address: "Hauptstraße 5",
      billing_city: "Graz",
      billing_postal_code: "8010",
      billing_country: "AT",
      billing_vat_id: null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      provider: "sandbox",
      provider_reference: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      cancelled_at: null,
      refunded_at: null,
      ...defaults,
      ...orderFields,
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_items")
    .values({
      order_id: id,
      plugin_id: option.plugin_id,
      pricing_option_id: optionId,
      description: description ?? `${option.plugin_name_de} – ${option.name_de}`,
      site_limit: option.site_limit,
      update_months: option.update_months,
      list_price_cents: option.amount_cents,
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
    })
    .execute();
  const status = orderFields.status ?? defaults.status;
  if (status === "refunded") {
    // A refunded order is refunded in full, in the refund ledger as refundOrder books it (no credit note in a fixture).
    const refundedAt = orderFields.refunded_at ?? orderFields.updated_at ?? now;
    await db.updateTable("orders").set({ refunded_cents: gross, refunded_at: refundedAt }).where("id", "=", id).execute();
    await db
      .insertInto("order_refunds")
      .values({
        order_id: id,
        net_cents: net,
        vat_cents: vat,
        gross_cents: gross,
        invoice_id: null,
        provider_reference: null,
        request_key: null,
        revoked_licenses: 1,
        refunded_at: refundedAt,
      })
      .execute();
  }
  return id;
}

/** An order awaiting payment, placed now. */
export function insertPendingOrder(db: Db, userId: number, optionId: number, fields: TestOrderFields = {}): Promise<number> {
  return insertOrder(db, userId, optionId, {}, fields);
}

/** A paid order, placed on 14 March 2026 at 09:00 UTC and paid five minutes later unless said otherwise. */
export function insertPaidOrder(db: Db, userId: number, optionId: number, fields: TestOrderFields = {}): Promise<number> {
  return insertOrder(
    db,
    userId,
    optionId,
    { status: "paid", created_at: "2026-03-14T09:00:00.000Z", updated_at: "2026-03-14T09:05:00.000Z", paid_at: "2026-03-14T09:05:00.000Z" },
    fields,
  );
}

export interface IssuedLicense {
  id: number;
  key: string;
  /** The paid purchase that issued it; null for a complimentary licence. */
  orderId: number | null;
}

/**
 * A licence of `optionId` for the user: bought with a paid purchase that fulfilment applied at
 * `paidAt` (default now), or granted without an order when complimentary. `status` and
 * `expiresAt` then stand for what happened to the licence since.
 */
export async function issueLicense(
  db: Db,
  fields: { userId: number; optionId: number; paidAt?: Date; complimentary?: boolean; status?: StoredLicenseStatus; expiresAt?: string },
): Promise<IssuedLicense> {
  const paidAt = fields.paidAt ?? new Date();
  let license: { id: number; orderId: number | null };
  if (fields.complimentary) {
    const { id } = await insertLicense(db, {
      userId: fields.userId,
      orderId: null,
      optionId: fields.optionId,
      expiresAt: addCalendarMonthsUtc(paidAt, 12),
      createdAt: paidAt,
    });
    license = { id, orderId: null };
  } else {
    const timestamp = paidAt.toISOString();
    const orderId = await insertPaidOrder(db, fields.userId, fields.optionId, { created_at: timestamp, updated_at: timestamp, paid_at: timestamp });
    const [id] = await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, orderId, paidAt));
    if (id === undefined) throw new Error("no licence issued");
    license = { id, orderId };
  }
  if (fields.status !== undefined || fields.expiresAt !== undefined) {
    await db
      .updateTable("licenses")
      .set({ ...(fields.status === undefined ? {} : { status: fields.status }), ...(fields.expiresAt === undefined ? {} : { expires_at: fields.expiresAt }) })
      .where("id", "=", license.id)
      .execute();
  }
  const { license_key: key } = await db.selectFrom("licenses").select("license_key").where("id", "=", license.id).executeTakeFirstOrThrow();
  return { ...license, key };
}

/** A licence row written directly, for states fulfilment does not leave (several licences of one order, set creation dates). */
export async function insertLicense(
  db: Db,
  fields: { userId: number; orderId: number | null; optionId: number; expiresAt: Date; status?: StoredLicenseStatus; createdAt?: Date },
): Promise<{ id: number; key: string }> {
  const option = await db.selectFrom("pricing_options").select(["plugin_id", "site_limit"]).where("id", "=", fields.optionId).executeTakeFirstOrThrow();
  const key = generateLicenseKey();
  const createdAt = (fields.createdAt ?? new Date()).toISOString();
  const { id } = await db
    .insertInto("licenses")
    .values({
      license_key: key,
      user_id: fields.userId,
      order_id: fields.orderId,
      plugin_id: option.plugin_id,
      pricing_option_id: fields.optionId,
      site_limit: option.site_limit,
      status: fields.status ?? "active",
      expires_at: fields.expiresAt.toISOString(),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, key };
}

/** A site the licence was activated on; staging and development sites do not count toward its limit. */
export async function insertActivation(
  db: Db,
  fields: { licenseId: number; siteUrl: string; environment?: SiteEnvironment; activatedAt: Date; lastSeenAt?: Date; deactivatedAt?: Date },
): Promise<number> {
  const environment = fields.environment ?? "production";
  const { id } = await db
    .insertInto("license_activations")
    .values({
      license_id: fields.licenseId,
      site_url: fields.siteUrl,
      environment,
      counts_toward_limit: environment === "production" ? 1 : 0,
      activated_at: fields.activatedAt.toISOString(),
      last_seen_at: (fields.lastSeenAt ?? fields.activatedAt).toISOString(),
      deactivated_at: fields.deactivatedAt?.toISOString() ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** What fulfilment left behind for an order: licences, invoices, mails and recorded events. */
export async function fulfilmentTraces(db: Db, orderId: number) {
  const [order, licenses, invoices, mails, events] = await Promise.all([
    db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow(),
    db.selectFrom("licenses").selectAll().where("order_id", "=", orderId).execute(),
    db.selectFrom("invoices").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db
      .selectFrom("outbox_emails")
      .innerJoin("orders", "orders.billing_email", "outbox_emails.to_address")
      .select(["outbox_emails.id", "outbox_emails.subject"])
      .where("orders.id", "=", orderId)
      .execute(),
    db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
  ]);
  return { order, licenses, invoices, mails, events };
}
