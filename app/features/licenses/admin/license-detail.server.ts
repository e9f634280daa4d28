import type { Db } from "../../../../db/client.ts";
import type { LicenseStatus, OrderKind, OrderStatus, SiteEnvironment } from "../../../../db/schema.ts";

/** The orders that change a licence: every kind but a credit top-up. */
type LicenseOrderKind = Exclude<OrderKind, "credit_top_up">;
import { type MessageKey, translator } from "../../../i18n/catalogues.ts";
import type { Language } from "../../../i18n/paths.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import { maskLicenseKey } from "../license-key.ts";
import { selectNamedLicenses } from "../license-rows.server.ts";
import { licenseStatus } from "../license-status.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { auditEntriesOf } from "../../admin-kit/audit.server.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { formatViennaDate, formatViennaDateTime, viennaDayOf } from "../../../i18n/vienna-time.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";

export interface LicenseActivationView {
  id: number;
  siteUrl: string;
  environment: SiteEnvironment;
  countsTowardLimit: boolean;
  activatedAt: string;
  lastSeenAt: string;
  /** Null while the site is active. */
  deactivatedAt: string | null;
}

/** One step in a licence's life: an order that bought or changed it, or an admin action. */
export type LicenseHistoryEntry =
  | { kind: "order"; at: string; when: string; orderId: number; orderNumber: string; orderKind: LicenseOrderKind; orderStatus: OrderStatus; amount: string }
  | { kind: "audit"; at: string; when: string; id: number; action: string; label: string; actor: string; changes: string };

export interface LicenseDetail {
  id: number;
  key: string;
  maskedKey: string;
  status: LicenseStatus;
  storedStatus: "active" | "disabled" | "revoked";
  owner: { id: number; email: string; name: string };
  pluginName: string;
  pluginSlug: string;
  optionName: string;
  /** Null for a complimentary licence. */
  order: { id: number; number: string } | null;
  note: string | null;
  expiresOn: string;
  /** The expiry's Vienna day, `YYYY-MM-DD`. */
  expiresDay: string;
  siteLimit: number | null;
  /** Active sites that count toward the limit, counted over all activations. */
  sitesUsed: number;
  /** Every active site, counted or not: what resetting the activations ends. */
  activeSites: number;
  createdAt: string;
  /** One page of the sites, active ones first, then the newest: an unlimited licence can have thousands. */
  activations: PageOf<LicenseActivationView>;
  /** Newest first. */
  history: LicenseHistoryEntry[];
}

const auditActionKeys: Record<string, MessageKey> = {
  "license.revoke": "admin.audit.action.license.revoke",
  "license.enable": "admin.audit.action.license.enable",
  "license.extend": "admin.audit.action.license.extend",
  "license.site_limit": "admin.audit.action.license.site_limit",
  "license.reset_activations": "admin.audit.action.license.reset_activations",
  "license.deactivate_site": "admin.audit.action.license.deactivate_site",
  "license.grant": "admin.audit.action.license.grant",
};

/** `field: before → after` for each changed field, as the audit entry stored it. */
function describeChanges(beforeJson: string | null, afterJson: string | null): string {
  const before = beforeJson ? (JSON.parse(beforeJson) as Record<string, unknown>) : {};
  const after = afterJson ? (JSON.parse(afterJson) as Record<string, unknown>) : {};
  const shown = (value: unknown) => (value === undefined ? "–" : typeof value === "string" ? value : JSON.stringify(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((field) => (field in before ? `${field}: ${shown(before[field])} → ${shown(after[field])}` : `${field}: ${shown(after[field])}`))
    .join("; ");
}

async function siteCounts(db: Db, licenseId: number): Promise<{ active: number; counted: number }> {
  const row = await db
    .selectFrom("license_activations")
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("active"),
      eb.fn.sum<number | string | bigint | null>(eb.case().when("counts_toward_limit", "=", 1).then(1).else(0).end()).as("counted"),
    ])
    .where("license_id", "=", licenseId)
    .where("deactivated_at", "is", null)
    .executeTakeFirst();
  return { active: Number(row?.active ?? 0), counted: Number(row?.counted ?? 0) };
}

/** Everything the admin licence page shows with one page of its sites, or undefined for an unknown id. */
export async function licenseDetail(db: Db, licenseId: number, language: Language, activationPage = 1, now = new Date()): Promise<LicenseDetail | undefined> {
  const row = await selectNamedLicenses(db)
    .innerJoin("users", "users.id", "licenses.user_id")
    .select([
      "licenses.order_id",
      "licenses.note",
      "licenses.created_at",
      "users.id as owner_id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.display_name",
    ])
    .where("licenses.id", "=", licenseId)
    .executeTakeFirst();
  if (!row) return undefined;

  const [activations, sites, orders, audit] = await Promise.all([
    paginate(
      db
        .selectFrom("license_activations")
        .selectAll()
        .where("license_id", "=", licenseId)
        .orderBy((eb) => eb.case().when("deactivated_at", "is", null).then(0).else(1).end())
        .orderBy("activated_at", "desc")
        .orderBy("id", "desc"),
      activationPage,
    ),
    siteCounts(db, licenseId),
    // A licence's orders are its purchase and one renewal or upgrade a year or so: a handful by nature.
    db
      .selectFrom("orders")
      .select(["id", "kind", "status", "created_at", "paid_at", "gross_cents"])
      .where((eb) => eb.or([eb("license_id", "=", licenseId), ...(row.order_id === null ? [] : [eb("id", "=", row.order_id)])]))
      .where("kind", "!=", "credit_top_up")
      .$narrowType<{ kind: LicenseOrderKind }>()
      .execute(),
    auditEntriesOf(db, { type: "license", id: licenseId }),
  ]);

  const t = translator(language);
  const history: LicenseHistoryEntry[] = [
    ...orders.map((order): LicenseHistoryEntry => {
      const at = order.paid_at ?? order.created_at;
      return {
        kind: "order",
        at,
        when: formatViennaDateTime(at, language),
        orderId: order.id,
        orderNumber: formatOrderNumber(order.id),
        orderKind: order.kind,
        orderStatus: order.status,
        amount: formatInvoiceAmount(order.gross_cents, language),
      };
    }),
    ...audit.map((entry): LicenseHistoryEntry => {
      const key = auditActionKeys[entry.action];
      return {
        kind: "audit",
        at: entry.created_at,
        when: formatViennaDateTime(entry.created_at, language),
        id: entry.id,
        action: entry.action,
        label: key ? t(key) : entry.action,
        actor: entry.actor_label,
        changes: describeChanges(entry.before_json, entry.after_json),
      };
    }),
  ].sort((a, b) => b.at.localeCompare(a.at));

  const activationViews = activations.items.map((activation) => ({
    id: activation.id,
    siteUrl: activation.site_url,
    environment: activation.environment,
    countsTowardLimit: activation.counts_toward_limit === 1,
    activatedAt: formatViennaDateTime(activation.activated_at, language),
    lastSeenAt: formatViennaDateTime(activation.last_seen_at, language),
    deactivatedAt: activation.deactivated_at === null ? null : formatViennaDateTime(activation.deactivated_at, language),
  }));
  const name = row.display_name?.trim() || [row.first_name, row.last_name].filter(Boolean).join(" ");
  return {
    id: row.id,
    key: row.license_key,
    maskedKey: maskLicenseKey(row.license_key),
    status: licenseStatus(row, now),
    storedStatus: row.status,
    owner: { id: row.owner_id, email: row.email, name },
    pluginName: inLanguage(row, "plugin_name", language),
    pluginSlug: row.slug,
    optionName: inLanguage(row, "option_name", language),
    order: row.order_id === null ? null : { id: row.order_id, number: formatOrderNumber(row.order_id) },
    note: row.note,
    expiresOn: formatViennaDate(row.expires_at, language),
    expiresDay: viennaDayOf(row.expires_at),
    siteLimit: row.site_limit,
    sitesUsed: sites.counted,
    activeSites: sites.active,
    createdAt: formatViennaDateTime(row.created_at, language),
    activations: { ...activations, items: activationViews },
    history,
  };
}
