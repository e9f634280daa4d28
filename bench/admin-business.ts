// A realistic shop behind the admin lists (issue #7): three years of customers, orders, licences
// with their sites, contact messages and admin actions. The data is generated from a fixed seed,
// so every run writes the same rows (relative to the day it runs) and figures stay comparable.
import { type Insertable, PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/client.ts";
import type { Database, OrderKind, OrderStatus, SiteEnvironment, StoredLicenseStatus } from "../db/schema.ts";
import { maskLicenseKey } from "../app/features/licenses/license-key.ts";
import { formatOrderNumber } from "../app/features/invoices/order-number.ts";

export const businessSize = {
  customers: 5_000,
  orders: 20_000,
  licenses: 20_000,
  activations: 40_000,
  auditEntries: 50_000,
  contactMessages: 2_000,
} as const;

/** Real values out of the generated rows, for searches that should find something. */
export interface BusinessSamples {
  customerEmail: string;
  customerLastName: string;
  orderId: number;
  licenseKey: string;
  siteUrl: string;
  senderEmail: string;
  adminEmail: string;
}

const dayMs = 86_400_000;
const spanDays = 3 * 365;

/** mulberry32: small, fast and good enough to spread bench data; Math.random cannot be seeded. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const firstNames = [
  "Anna",
  "Lukas",
  "Sophie",
  "Maximilian",
  "Lena",
  "Tobias",
  "Katharina",
  "Florian",
  "Julia",
  "Stefan",
  "Elena",
  "Michael",
  "Theresa",
  "Andreas",
  "Magdalena",
  "Paul",
  "Sarah",
  "Jakob",
  "Johanna",
  "Martin",
];
const lastNames = [
  "Gruber",
  "Huber",
  "Bauer",
  "Wagner",
  "Müller",
  "Pichler",
  "Steiner",
  "Moser",
  "Mayer",
  "Hofer",
  "Leitner",
  "Berger",
  "Fuchs",
  "Eder",
  "Fischer",
  "Schmid",
  "Winkler",
  "Weber",
  "Schwarz",
  "Maier",
  "Schneider",
  "Reiter",
  "Mayr",
  "Schmidt",
  "Wimmer",
  "Egger",
  "Brunner",
  "Lang",
  "Baumgartner",
  "Auer",
];
const mailDomains = ["gmx.at", "aon.at", "a1.net", "gmail.com", "outlook.com", "chello.at", "web.de", "icloud.com"];
const companyWords = ["Alpen", "Donau", "Wiener", "Tiroler", "Steirer", "Salzach", "Kärntner", "Berg", "Stadt", "Land"];
const companyKinds = ["Medien", "Design", "Webagentur", "Handel", "Hotel", "Tischlerei", "Consulting", "Immobilien"];
const subjects = [
  "Frage zur Lizenz",
  "Rechnung benötigt",
  "Plugin-Update schlägt fehl",
  "Angebot für Agenturlizenz",
  "Question about renewal",
  "Support request",
  "Umstieg auf Unbegrenzt",
  "Datenschutzfrage",
];
const keyAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Umlauts spelled out, as people write them in addresses and host names. */
function ascii(text: string): string {
  return text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

/** `count` instants over the last three years up to `now`, oldest first (ids grow with time, as in a live shop). */
function instantsOverThreeYears(random: () => number, count: number, now: number): number[] {
  return Array.from({ length: count }, () => now - random() * spanDays * dayMs).sort((a, b) => a - b);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** The last index whose value is at most `limit` (values ascending), or -1. */
function lastIndexAtOrBefore(values: number[], limit: number): number {
  let low = 0;
  let high = values.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? Infinity) <= limit) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Bulk inserts within both engines' limits on bound parameters (SQLite 32,766, PostgreSQL 65,535). */
async function insertAll<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < rows.length; start += chunk) {
    // Kysely's insert typing is per table; the rows are already typed per table by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as never)
      .execute();
  }
}

interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  createdAt: number;
}

interface LicenseDraft {
  id: number;
  key: string;
  userId: number;
  orderId: number | null;
  pluginId: number;
  optionId: number;
  siteLimit: number | null;
  status: StoredLicenseStatus;
  expiresAt: number;
  createdAt: number;
}

function licenseKey(random: () => number): string {
  const groups = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => pick(random, [...keyAlphabet])).join(""));
  return ["WPS", ...groups].join("-");
}

/**
 * Writes the business into a migrated database that holds the demo catalogue (plugins and their
 * pricing options) and nothing else. Ids are given explicitly, so the rows can refer to each other
 * without reading back; PostgreSQL's identity sequences are moved past them at the end.
 */
export async function seedAdminBusiness(db: Db, now: Date): Promise<BusinessSamples> {
  const random = seededRandom(20261121);
  const nowMs = now.getTime();
  const options = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .select([
      "pricing_options.id",
      "pricing_options.plugin_id",
      "pricing_options.amount_cents",
      "pricing_options.site_limit",
      "pricing_options.update_months",
      "pricing_options.name_de",
      "plugins.name_de as plugin_name",
    ])
    .where("pricing_options.amount_cents", ">", 0)
    .execute();
  if (options.length === 0) throw new Error("the demo catalogue has no paid pricing option to sell");

  const admins = [
    { id: 1, email: "office@wp-studio.at", username: "office" },
    { id: 2, email: "technik@wp-studio.at", username: "technik" },
  ];
  const adminCreatedAt = iso(nowMs - spanDays * dayMs - 30 * dayMs);
  const customerTimes = instantsOverThreeYears(random, businessSize.customers, nowMs);
  const customers: Customer[] = customerTimes.map((createdAt, index) => {
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const company = random() < 0.3 ? `${pick(random, companyWords)} ${pick(random, companyKinds)} GmbH` : null;
    return {
      id: admins.length + index + 1,
      email: `${ascii(firstName)}.${ascii(lastName)}${index + 1}@${pick(random, mailDomains)}`,
      firstName,
      lastName,
      company,
      createdAt,
    };
  });
  await insertAll(db, "users", [
    ...admins.map((admin) => ({
      ...admin,
      first_name: null,
      last_name: null,
      display_name: null,
      language: "de" as const,
      role: "admin" as const,
      email_verified_at: adminCreatedAt,
      created_at: adminCreatedAt,
      updated_at: adminCreatedAt,
    })),
    ...customers.map((customer) => {
      const verified = random() > 0.08;
      return {
        id: customer.id,
        email: customer.email,
        username: ascii(`${customer.firstName}${customer.lastName}${customer.id}`),
        first_name: customer.firstName,
        last_name: customer.lastName,
        display_name: null,
        language: random() < 0.85 ? ("de" as const) : ("en" as const),
        role: "customer" as const,
        email_verified_at: verified ? iso(customer.createdAt + 600_000) : null,
        disabled_at: random() < 0.01 ? iso(customer.createdAt + 200 * dayMs) : null,
        created_at: iso(customer.createdAt),
        updated_at: iso(customer.createdAt),
      };
    }),
  ]);

  // Orders: who, when and how each ended, decided first, so the licences can be counted out exactly.
  const orderTimes = instantsOverThreeYears(random, businessSize.orders, nowMs);
  const plannedOrders = orderTimes.map((createdAt, index) => {
    const knownCustomers = Math.max(0, lastIndexAtOrBefore(customerTimes, createdAt));
    const customer = customers[Math.floor(random() * (knownCustomers + 1))] ?? customers[0];
    if (!customer) throw new Error("no customers");
    const roll = random();
    const recent = nowMs - createdAt < 2 * dayMs;
    const status: OrderStatus =
      recent && roll < 0.3 ? "pending" : roll < 0.84 ? "paid" : roll < 0.87 ? "refunded" : roll < 0.91 ? "pending" : roll < 0.97 ? "cancelled" : "failed";
    const kindRoll = random();
    const kind: OrderKind = kindRoll < 0.85 ? "purchase" : kindRoll < 0.97 ? "renewal" : "upgrade";
    return { id: index + 1, createdAt, customer, status, kind, itemCount: 1 };
  });
  const complimentaryCount = 100;
  const licensing = plannedOrders.filter((order) => order.kind === "purchase" && (order.status === "paid" || order.status === "refunded"));
  // Bundles: some purchases buy two plugins, so the licences add up to the target.
  let extraItems = businessSize.licenses - complimentaryCount - licensing.length;
  while (extraItems > 0) {
    const order = pick(random, licensing);
    if (order.itemCount === 1) {
      order.itemCount = 2;
      extraItems -= 1;
    }
  }

  const orderRows: Insertable<Database["orders"]>[] = [];
  const itemRows: Insertable<Database["order_items"]>[] = [];
  const licenses: LicenseDraft[] = [];
  for (const order of plannedOrders) {
    const { customer } = order;
    const lineOptions = Array.from({ length: order.itemCount }, () => pick(random, options));
    const grossCents = lineOptions.reduce((sum, option) => sum + option.amount_cents, 0);
    const netCents = Math.round(grossCents / 1.2);
    const paidAt = order.status === "paid" || order.status === "refunded" ? order.createdAt + 60_000 + random() * 240_000 : null;
    const refundedAt = order.status === "refunded" && paidAt !== null ? Math.min(nowMs, paidAt + random() * 14 * dayMs) : null;
    const renewed = order.kind !== "purchase" && licenses.length > 0 ? pick(random, licenses) : null;
    const billingEmail =
      customer.company && random() < 0.3 ? `buchhaltung@${ascii(customer.company.split(" ")[0] ?? "firma")}${customer.id}.at` : customer.email;
    orderRows.push({
      id: order.id,
      user_id: customer.id,
      kind: renewed ? order.kind : "purchase",
      license_id: renewed?.id ?? null,
      status: order.status,
      language: "de",
      billing_first_name: customer.firstName,
      billing_last_name: customer.lastName,
      billing_email: billingEmail,
      billing_company: customer.company,
      billing_address: `Hauptstraße ${1 + Math.floor(random() * 120)}`,
      billing_city: pick(random, ["Wien", "Graz", "Linz", "Salzburg", "Innsbruck", "Klagenfurt", "München"]),
      billing_postal_code: String(1010 + Math.floor(random() * 8900)),
      billing_country: "AT",
      billing_vat_id: customer.company ? `ATU${10_000_000 + customer.id}` : null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      net_cents: netCents,
      vat_cents: grossCents - netCents,
      gross_cents: grossCents,
      provider: "stripe",
      provider_reference: `cs_bench_${order.id}`,
      created_at: iso(order.createdAt),
      updated_at: iso(refundedAt ?? paidAt ?? order.createdAt),
      paid_at: paidAt === null ? null : iso(paidAt),
      cancelled_at: order.status === "cancelled" ? iso(order.createdAt + 3_600_000) : null,
      refunded_at: refundedAt === null ? null : iso(refundedAt),
    });
    for (const option of lineOptions) {
      itemRows.push({
        order_id: order.id,
        plugin_id: option.plugin_id,
        pricing_option_id: option.id,
        description: `${option.plugin_name} – ${option.name_de}`,
        site_limit: option.site_limit,
        update_months: option.update_months,
        list_price_cents: option.amount_cents,
        net_cents: Math.round(option.amount_cents / 1.2),
        vat_cents: option.amount_cents - Math.round(option.amount_cents / 1.2),
        gross_cents: option.amount_cents,
      });
      if (paidAt === null) continue;
      if (renewed) {
        if (order.status === "paid") renewed.expiresAt = Math.max(renewed.expiresAt, paidAt) + option.update_months * 30 * dayMs;
        continue;
      }
      licenses.push({
        id: licenses.length + 1,
        key: licenseKey(random),
        userId: customer.id,
        orderId: order.id,
        pluginId: option.plugin_id,
        optionId: option.id,
        siteLimit: option.site_limit,
        status: order.status === "refunded" ? "disabled" : random() < 0.01 ? "revoked" : "active",
        expiresAt: paidAt + option.update_months * 30 * dayMs,
        createdAt: paidAt,
      });
    }
  }
  for (let index = 0; index < complimentaryCount; index += 1) {
    const option = pick(random, options);
    const createdAt = nowMs - random() * spanDays * dayMs;
    licenses.push({
      id: licenses.length + 1,
      key: licenseKey(random),
      userId: pick(random, customers).id,
      orderId: null,
      pluginId: option.plugin_id,
      optionId: option.id,
      siteLimit: option.site_limit,
      status: "active",
      expiresAt: createdAt + 365 * dayMs,
      createdAt,
    });
  }
  await insertAll(db, "orders", orderRows);
  await insertAll(db, "order_items", itemRows);
  await insertAll(
    db,
    "licenses",
    licenses.map((license) => ({
      id: license.id,
      license_key: license.key,
      user_id: license.userId,
      order_id: license.orderId,
      plugin_id: license.pluginId,
      pricing_option_id: license.optionId,
      site_limit: license.siteLimit,
      status: license.status,
      expires_at: iso(license.expiresAt),
      note: license.orderId === null ? "Partner" : null,
      created_at: iso(license.createdAt),
      updated_at: iso(license.createdAt),
    })),
  );

  // Sites: about two per licence (none to four), production sites counted, staging and local ones
  // not. Further rounds over the licences, if needed, add one site each until the target is met.
  const activationRows: Insertable<Database["license_activations"]>[] = [];
  for (let round = 0; activationRows.length < businessSize.activations; round += 1) {
    for (const license of licenses) {
      if (activationRows.length >= businessSize.activations) break;
      const customer = customers[license.userId - admins.length - 1];
      const base = ascii(`${customer?.company?.split(" ")[0] ?? customer?.lastName ?? "kunde"}-${license.id}`);
      const count = round === 0 ? Math.floor(random() * 5) : 1;
      for (let site = 0; site < count && activationRows.length < businessSize.activations; site += 1) {
        const environment: SiteEnvironment =
          site === 0 && round === 0 ? "production" : pick(random, ["production", "staging", "development", "local"] as const);
        const prefix = environment === "production" ? "" : `${environment}.`;
        const activatedAt = license.createdAt + random() * 20 * dayMs;
        activationRows.push({
          license_id: license.id,
          site_url: `${prefix}${base}-${round * 10 + site}.${pick(random, ["at", "de", "com", "wien"])}`,
          environment,
          counts_toward_limit: environment === "production" ? 1 : 0,
          activated_at: iso(activatedAt),
          last_seen_at: iso(Math.min(nowMs, activatedAt + random() * 300 * dayMs)),
          deactivated_at: random() < 0.1 ? iso(Math.min(nowMs, activatedAt + 100 * dayMs)) : null,
        });
      }
    }
  }
  await insertAll(db, "license_activations", activationRows);

  const messageTimes = instantsOverThreeYears(random, businessSize.contactMessages, nowMs);
  const messageRows = messageTimes.map((createdAt, index) => {
    const old = nowMs - createdAt > 7 * dayMs;
    const read = old ? random() < 0.98 : random() < 0.4;
    const handled = read && (old ? random() < 0.93 : random() < 0.3);
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    return {
      id: index + 1,
      name: `${firstName} ${lastName}`,
      email: `${ascii(firstName)}.${ascii(lastName)}.${index + 1}@${pick(random, mailDomains)}`,
      company: random() < 0.3 ? `${pick(random, companyWords)} ${pick(random, companyKinds)}` : null,
      subject: pick(random, subjects),
      message: "Guten Tag,\n\nich hätte eine Frage zu Ihrem Plugin. Können Sie mir bitte weiterhelfen?\n\nDanke und liebe Grüße",
      language: "de" as const,
      ip_hash: Math.floor(random() * 2 ** 48)
        .toString(16)
        .padStart(64, "0"),
      created_at: iso(createdAt),
      read_at: read ? iso(createdAt + 3_600_000) : null,
      handled_at: handled ? iso(createdAt + 7_200_000) : null,
    };
  });
  await insertAll(db, "contact_messages", messageRows);
  await insertAll(
    db,
    "contact_replies",
    messageRows
      .filter((message) => message.handled_at !== null && random() < 0.5)
      .map((message) => ({
        message_id: message.id,
        admin_user_id: pick(random, admins).id,
        body: "Vielen Dank für Ihre Nachricht …",
        created_at: message.handled_at ?? message.created_at,
      })),
  );

  const auditTimes = instantsOverThreeYears(random, businessSize.auditEntries, nowMs);
  const auditRows = auditTimes.map((createdAt) => {
    const actor = pick(random, admins);
    const roll = random();
    const record =
      roll < 0.35
        ? (() => {
            const license = pick(random, licenses);
            const action = pick(random, [
              "license.extend",
              "license.site_limit",
              "license.reset_activations",
              "license.revoke",
              "license.enable",
              "license.grant",
            ]);
            return { action, type: "license", id: license.id, label: maskLicenseKey(license.key) };
          })()
        : roll < 0.6
          ? (() => {
              const order = pick(random, orderRows);
              return {
                action: pick(random, ["order.resend_receipt", "order.refund"]),
                type: "order",
                id: Number(order.id),
                label: formatOrderNumber(Number(order.id)),
              };
            })()
          : roll < 0.75
            ? (() => {
                const customer = pick(random, customers);
                return {
                  action: pick(random, ["user.disable", "user.enable", "user.grant_admin", "user.remove_admin"]),
                  type: "user",
                  id: customer.id,
                  label: customer.email,
                };
              })()
            : roll < 0.9
              ? (() => {
                  const message = pick(random, messageRows);
                  return {
                    action: pick(random, ["contact_message.handled", "contact_message.reply"]),
                    type: "contact_message",
                    id: message.id,
                    label: message.subject,
                  };
                })()
              : {
                  action: pick(random, ["plugin.update", "post.update", "docs_article.update", "release.create"]),
                  type: "plugin",
                  id: 1 + Math.floor(random() * 4),
                  label: "invoice-forge",
                };
    return {
      actor_user_id: actor.id,
      actor_label: actor.email,
      action: record.action,
      entity_type: record.type,
      entity_id: String(record.id),
      entity_label: record.label,
      before_json: JSON.stringify({ status: "active", expires_at: iso(createdAt) }),
      after_json: JSON.stringify({ status: "revoked", expires_at: iso(createdAt + 365 * dayMs) }),
      created_at: iso(createdAt),
    };
  });
  await insertAll(db, "audit_log", auditRows);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of ["users", "orders", "licenses", "contact_messages"]) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }

  const sampleCustomer = customers[Math.floor(customers.length * 0.4)];
  const sampleLicense = licenses[Math.floor(licenses.length * 0.6)];
  const sampleSite = activationRows[Math.floor(activationRows.length * 0.3)];
  const sampleMessage = messageRows[Math.floor(messageRows.length * 0.7)];
  if (!sampleCustomer || !sampleLicense || !sampleSite || !sampleMessage) throw new Error("the bench business came out empty");
  return {
    customerEmail: sampleCustomer.email,
    customerLastName: sampleCustomer.lastName,
    orderId: Math.floor(businessSize.orders * 0.55),
    licenseKey: sampleLicense.key,
    siteUrl: sampleSite.site_url,
    senderEmail: sampleMessage.email,
    adminEmail: admins[1]?.email ?? "",
  };
}
