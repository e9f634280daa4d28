import type { Db } from "../../../../db/client.ts";
import type { StoredLicenseStatus } from "../../../../db/schema.ts";
import { eddSiteUrl, lifetimeExpiry } from "../legacy/edd-protocol.server.ts";
import { loadLegacyIdentities } from "../legacy/legacy-identities.server.ts";
import { classifySite } from "../site-url.ts";

/**
 * Import of EDD Software Licensing's licence export (decision 049): customers without passwords
 * (they set one through the reset flow), licences that keep their key text, and their active sites,
 * all in one transaction. Rows that cannot be imported are refused with a reason; the rest go in.
 * A licence whose key already exists for the same customer and product is left as it is, so a
 * second run of the same file changes nothing.
 */

export type ImportRefusal =
  | "missing_columns"
  | "key_invalid"
  | "key_taken"
  | "key_repeated"
  | "status_unknown"
  | "expiry_invalid"
  | "expired_lifetime"
  | "limit_invalid"
  | "email_invalid"
  | "product_unknown"
  | "site_invalid";

export interface ImportReport {
  imported: number;
  unchanged: number;
  customersCreated: number;
  activations: number;
  /** Each refused row by its line in the file (the header is line 1). */
  refused: { line: number; key: string; reason: ImportRefusal }[];
}

/** RFC 4180 CSV: quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
}

/** The export's columns, by the header names EDD and spreadsheet edits give them. */
const columnAliases = {
  key: ["key", "license key", "license_key", "license"],
  status: ["status", "license status"],
  expiration: ["expiration", "expires", "expiry", "expiration date"],
  limit: ["activation limit", "activation_limit", "limit", "activations limit"],
  email: ["email", "customer email", "customer_email"],
  name: ["name", "customer name", "customer_name", "customer"],
  productId: ["product id", "product_id", "download_id", "download id", "item id"],
  priceId: ["price id", "price_id"],
  sites: ["active sites", "sites", "active_sites"],
} as const;
type Column = keyof typeof columnAliases;
const requiredColumns: Column[] = ["key", "status", "expiration", "limit", "email", "productId"];

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const normalised = header.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, " "));
  const columns: Partial<Record<Column, number>> = {};
  for (const [column, aliases] of Object.entries(columnAliases) as [Column, readonly string[]][]) {
    const index = normalised.findIndex((cell) => aliases.includes(cell));
    if (index >= 0) columns[column] = index;
  }
  return columns;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ImportRow {
  line: number;
  key: string;
  status: StoredLicenseStatus;
  expiresAt: string;
  siteLimit: number | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  pluginId: number;
  priceId: number | null;
  sites: string[];
}

/** EDD's expiration: `lifetime`, a Unix timestamp, or a date (and time) read as UTC. */
function expiryOf(value: string): string | null {
  const text = value.trim();
  if (text.toLowerCase() === "lifetime") return lifetimeExpiry;
  if (/^\d{9,11}$/.test(text)) return new Date(Number(text) * 1000).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = "23", minute = "59", second = "59"] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? null : date.toISOString();
}

function readRow(
  cells: string[],
  line: number,
  columns: Record<Column, number | undefined>,
  pluginOfProduct: (id: string) => number | undefined,
): ImportRow | { line: number; key: string; reason: ImportRefusal } {
  const cell = (column: Column) => (columns[column] === undefined ? "" : (cells[columns[column]] ?? "").trim());
  const key = cell("key");
  const refuse = (reason: ImportRefusal) => ({ line, key: key.slice(0, 64), reason });
  if (key === "" || key.length > 64 || /\s/.test(key)) return refuse("key_invalid");
  const statusText = cell("status").toLowerCase();
  const status: StoredLicenseStatus | null =
    statusText === "active" || statusText === "inactive" || statusText === "expired" ? "active" : statusText === "disabled" ? "disabled" : null;
  if (status === null) return refuse("status_unknown");
  const expiresAt = expiryOf(cell("expiration"));
  if (expiresAt === null) return refuse("expiry_invalid");
  if (statusText === "expired" && expiresAt === lifetimeExpiry) return refuse("expired_lifetime");
  const limitText = cell("limit");
  if (!/^\d{1,6}$/.test(limitText)) return refuse("limit_invalid");
  const email = cell("email");
  if (!emailShape.test(email) || email.length > 254) return refuse("email_invalid");
  const pluginId = pluginOfProduct(cell("productId"));
  if (pluginId === undefined) return refuse("product_unknown");
  const priceText = cell("priceId");
  const rawSites = cell("sites")
    .split(/[\s,|;]+/)
    .filter(Boolean);
  const sites: string[] = [];
  for (const raw of rawSites) {
    const site = eddSiteUrl(raw);
    if (site === null) return refuse("site_invalid");
    if (!sites.includes(site)) sites.push(site);
  }
  const [firstName = "", ...rest] = cell("name").split(/\s+/);
  return {
    line,
    key,
    status,
    expiresAt,
    // EDD's limit 0 is unlimited.
    siteLimit: Number(limitText) === 0 ? null : Number(limitText),
    email,
    firstName: firstName || null,
    lastName: rest.join(" ") || null,
    pluginId,
    priceId: /^\d{1,6}$/.test(priceText) ? Number(priceText) : null,
    sites,
  };
}

async function usernameFor(db: Db, email: string): Promise<string> {
  const base =
    (email.split("@")[0] ?? "customer")
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 40) || "customer";
  for (let suffix = 0; ; suffix++) {
    const candidate = suffix === 0 ? base : `${base}${suffix + 1}`;
    const taken = await db.selectFrom("users").select("id").where("username", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * Imports the CSV text. `record` writes the audit entry in the import's transaction (the admin
 * layer's recordAudit); it is told the report, never a key.
 */
export async function importEddLicenses(
  db: Db,
  csv: string,
  record: (trx: Db, report: ImportReport) => Promise<void>,
  now = new Date(),
): Promise<ImportReport> {
  const [header = [], ...rows] = parseCsv(csv);
  const columns = columnsOf(header);
  const report: ImportReport = { imported: 0, unchanged: 0, customersCreated: 0, activations: 0, refused: [] };
  if (requiredColumns.some((column) => columns[column] === undefined)) {
    report.refused.push({ line: 1, key: "", reason: "missing_columns" });
    return report;
  }
  const identities = await loadLegacyIdentities(db);
  const pluginOfProduct = (id: string) => identities.byEddItemId.get(id)?.pluginId;
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const seenKeys = new Set<string>();
    for (const [index, cells] of rows.entries()) {
      const row = readRow(cells, index + 2, columns as Record<Column, number | undefined>, pluginOfProduct);
      if ("reason" in row) {
        report.refused.push(row);
        continue;
      }
      if (seenKeys.has(row.key)) {
        report.refused.push({ line: row.line, key: row.key, reason: "key_repeated" });
        continue;
      }
      seenKeys.add(row.key);
      let user = await trx
        .selectFrom("users")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", row.email.toLowerCase()))
        .executeTakeFirst();
      const existing = await trx.selectFrom("licenses").select(["id", "user_id", "plugin_id"]).where("license_key", "=", row.key).executeTakeFirst();
      if (existing) {
        if (existing.plugin_id === row.pluginId && existing.user_id === user?.id) report.unchanged++;
        else report.refused.push({ line: row.line, key: row.key, reason: "key_taken" });
        continue;
      }
      if (!user) {
        user = await trx
          .insertInto("users")
          .values({
            email: row.email,
            username: await usernameFor(trx, row.email),
            first_name: row.firstName,
            last_name: row.lastName,
            language: "de",
            role: "customer",
            password_hash: null,
            email_verified_at: null,
            created_at: timestamp,
            updated_at: timestamp,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        report.customersCreated++;
      }
      const options = await trx.selectFrom("pricing_options").select("id").where("plugin_id", "=", row.pluginId).orderBy("position").orderBy("id").execute();
      // EDD's price ids count the variable prices from 1; a single-price product has none.
      const option = (row.priceId !== null ? options[row.priceId - 1] : undefined) ?? options[0];
      if (!option) {
        report.refused.push({ line: row.line, key: row.key, reason: "product_unknown" });
        continue;
      }
      const license = await trx
        .insertInto("licenses")
        .values({
          license_key: row.key,
          user_id: user.id,
          order_id: null,
          plugin_id: row.pluginId,
          pricing_option_id: option.id,
          site_limit: row.siteLimit,
          status: row.status,
          expires_at: row.expiresAt,
          note: "EDD import",
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      report.imported++;
      for (const site of row.sites) {
        const { environment, countsTowardLimit } = classifySite(site, "production");
        await trx
          .insertInto("license_activations")
          .values({
            license_id: license.id,
            site_url: site,
            environment,
            counts_toward_limit: countsTowardLimit ? 1 : 0,
            activated_at: timestamp,
            last_seen_at: timestamp,
            deactivated_at: null,
          })
          .execute();
        report.activations++;
      }
    }
    if (report.imported > 0) await record(trx, report);
    return report;
  });
}
