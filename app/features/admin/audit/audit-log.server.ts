import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { AuditLogRow, Database } from "../../../../db/schema.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { containsText } from "../../admin-kit/text-search.server.ts";
import { isoDayOfTyped } from "../../admin-kit/typed-dates.ts";
import { viennaDay } from "../../../i18n/vienna-time.ts";
import { type FieldChange, fieldChangesOf } from "../../admin-kit/audit-diff.ts";
import { type AuditedEntityType, isAuditedEntityType, recordHref } from "./audited-records.ts";
import { type AuditSort, defaultAuditSort } from "../../admin-kit/list-sort.ts";

/** The filters of the audit log page, as the query string carries them ("" = not filtered). */
export interface AuditFilters {
  entityType: string;
  action: string;
  /** Part of the acting admin's e-mail address. */
  actor: string;
  /** A record's id, or part of its label (slug, order number, masked key, e-mail). */
  record: string;
  /** `YYYY-MM-DD`, Vienna calendar days, both included. */
  from: string;
  to: string;
}

const filterLimits = { entityType: 32, action: 64, actor: 320, record: 200 } as const;

function queryValue(url: URL, name: string, maxLength: number): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, maxLength);
}

function dateValue(url: URL, name: string): string {
  return isoDayOfTyped(queryValue(url, name, 10)) ?? "";
}

/** The filters of a request; malformed dates are ignored rather than refused, as in any search form. */
export function auditFiltersOf(url: URL): AuditFilters {
  return {
    entityType: queryValue(url, "type", filterLimits.entityType),
    action: queryValue(url, "action", filterLimits.action),
    actor: queryValue(url, "actor", filterLimits.actor),
    record: queryValue(url, "record", filterLimits.record),
    from: dateValue(url, "from"),
    to: dateValue(url, "to"),
  };
}

function filteredEntries(db: Db, filters: AuditFilters, sort: AuditSort) {
  let query = db.selectFrom("audit_log").selectAll();
  if (filters.entityType) query = query.where("entity_type", "=", filters.entityType);
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.actor) query = query.where((eb) => containsText(eb.ref("actor_label"), filters.actor));
  if (filters.record) query = query.where((eb) => eb.or([eb("entity_id", "=", filters.record), containsText(eb.ref("entity_label"), filters.record)]));
  const from = viennaDay(filters.from);
  if (from) query = query.where("created_at", ">=", from.start);
  const to = viennaDay(filters.to);
  if (to) query = query.where("created_at", "<", to.end);
  const sortColumn = {
    time: sql`${sql.ref("created_at")}`,
    actor: sql`lower(${sql.ref("actor_label")})`,
    action: sql`${sql.ref("action")}`,
  }[sort.key];
  return query.orderBy(sortColumn, sort.direction).orderBy("id", sort.direction);
}

/** One audit entry as the page shows it. */
export interface AuditLogItem {
  id: number;
  createdAt: string;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  entityLabel: string;
  /** The record's admin page; null when the type has none or the record is gone. */
  recordHref: string | null;
  changes: FieldChange[];
}

const recordTables: Record<AuditedEntityType, keyof Database> = {
  plugin: "plugins",
  order: "orders",
  license: "licenses",
  user: "users",
  contact_message: "contact_messages",
  post: "blog_posts",
  docs_parent: "docs_parents",
  docs_section: "docs_sections",
  docs_article: "docs_articles",
};

/** `type:id` of each entry's record that still exists: one query per record type on the page. */
async function existingRecords(db: Db, rows: AuditLogRow[]): Promise<Set<string>> {
  const idsByType = new Map<AuditedEntityType, Set<number>>();
  for (const row of rows) {
    if (!isAuditedEntityType(row.entity_type) || !/^\d{1,15}$/.test(row.entity_id)) continue;
    const ids = idsByType.get(row.entity_type) ?? new Set<number>();
    ids.add(Number(row.entity_id));
    idsByType.set(row.entity_type, ids);
  }
  const existing = new Set<string>();
  for (const [type, ids] of idsByType) {
    const found = await db
      .selectFrom(recordTables[type])
      .select(sql<number>`id`.as("id"))
      .where(sql.ref("id"), "in", [...ids])
      .execute();
    for (const { id } of found) existing.add(`${type}:${Number(id)}`);
  }
  return existing;
}

/** Entries as the pages show them: links to the records that still exist, and each entry's field changes. */
async function itemsOf(db: Db, rows: AuditLogRow[]): Promise<AuditLogItem[]> {
  const existing = await existingRecords(db, rows);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actor: row.actor_label,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    recordHref: isAuditedEntityType(row.entity_type) && existing.has(`${row.entity_type}:${row.entity_id}`) ? recordHref(row.entity_type, row.entity_id) : null,
    changes: fieldChangesOf(row.before_json, row.after_json),
  }));
}

/** One page of the log, newest first unless sorted otherwise. */
export async function auditLogPage(db: Db, filters: AuditFilters, page: number, sort: AuditSort = defaultAuditSort): Promise<PageOf<AuditLogItem>> {
  const entries = await paginate(filteredEntries(db, filters, sort), page);
  return { ...entries, items: await itemsOf(db, entries.items) };
}

/** The newest entries, for the dashboard. */
export async function latestAuditEntries(db: Db, count: number): Promise<AuditLogItem[]> {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(count).execute();
  return itemsOf(db, rows);
}

/** The actions the log holds, for the action filter. */
export async function actionsInLog(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute();
  return rows.map((row) => row.action);
}
