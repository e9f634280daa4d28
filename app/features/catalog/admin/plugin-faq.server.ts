import type { Selectable } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { PluginFaqEntriesTable } from "../../../../db/schema.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { faqLimits, type FaqEntryFields } from "./faq-schema.ts";
import { type Actor, changesOf, type Direction, missing, type Outcome, refused } from "./plugin-outcome.ts";
import { movePluginChild } from "./plugin-child-order.server.ts";

export type AdminFaqEntry = Selectable<PluginFaqEntriesTable>;

/** A plugin's questions in the order of its page (the public page reads them in the same order). */
export async function faqEntriesOf(db: Db, pluginId: number): Promise<AdminFaqEntry[]> {
  return db.selectFrom("plugin_faq_entries").selectAll().where("plugin_id", "=", pluginId).orderBy("position").orderBy("id").execute();
}

function faqRecord(slug: string, entry: Pick<AdminFaqEntry, "id" | "question_de">) {
  return { type: "plugin_faq", id: entry.id, label: `${slug} · ${entry.question_de}` };
}

interface EntryInPlugin {
  slug: string;
  entry: AdminFaqEntry;
}

async function entryInPlugin(db: Db, pluginId: number, entryId: number): Promise<EntryInPlugin | undefined> {
  const plugin = await db.selectFrom("plugins").select("slug").where("id", "=", pluginId).executeTakeFirst();
  const entry = await db.selectFrom("plugin_faq_entries").selectAll().where("id", "=", entryId).where("plugin_id", "=", pluginId).executeTakeFirst();
  return plugin && entry ? { slug: plugin.slug, entry } : undefined;
}

/** Adds a question at the end of the plugin's list. */
export async function addFaqEntry(db: Db, actor: Actor, pluginId: number, fields: FaqEntryFields, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom("plugins").select("slug").where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) return missing;
    const entries = await trx
      .selectFrom("plugin_faq_entries")
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as("count"), eb.fn.max("position").as("last")])
      .where("plugin_id", "=", pluginId)
      .executeTakeFirstOrThrow();
    if (Number(entries.count) >= faqLimits.entries) return refused(409, "form", "admin.plugins.faq.error.full");
    const position = entries.last === null ? 0 : Number(entries.last) + 1;
    const { id } = await trx
      .insertInto("plugin_faq_entries")
      .values({ plugin_id: pluginId, position, ...fields })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { actor, action: "plugin_faq.create", record: faqRecord(plugin.slug, { id, question_de: fields.question_de }), after: { ...fields, position } },
      now,
    );
    return { ok: true, notice: "admin.plugins.faq.notice.added" };
  });
}

export async function updateFaqEntry(db: Db, actor: Actor, pluginId: number, entryId: number, fields: FaqEntryFields, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await entryInPlugin(trx, pluginId, entryId);
    if (!found) return missing;
    const changes = changesOf(found.entry, fields);
    if (!changes) return { ok: true, notice: "admin.plugins.notice.unchanged" };
    await trx.updateTable("plugin_faq_entries").set(changes.after).where("id", "=", entryId).execute();
    await recordAudit(
      trx,
      { actor, action: "plugin_faq.update", record: faqRecord(found.slug, { id: entryId, question_de: fields.question_de }), ...changes },
      now,
    );
    return { ok: true, notice: "admin.plugins.faq.notice.saved" };
  });
}

/** Swaps an entry with its neighbour; the log keeps its place before and after, counted from 1. */
export async function moveFaqEntry(db: Db, actor: Actor, pluginId: number, entryId: number, direction: Direction, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await entryInPlugin(trx, pluginId, entryId);
    if (!found) return missing;
    const moved = await movePluginChild(trx, "plugin_faq_entries", pluginId, entryId, direction);
    if (moved === "missing") return missing;
    if (moved === "cannotMove") return refused(409, "form", "admin.plugins.error.cannotMove");
    await recordAudit(
      trx,
      { actor, action: "plugin_faq.reorder", record: faqRecord(found.slug, found.entry), before: { position: moved.from }, after: { position: moved.to } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.moved" };
  });
}

export async function deleteFaqEntry(db: Db, actor: Actor, pluginId: number, entryId: number, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await entryInPlugin(trx, pluginId, entryId);
    if (!found) return missing;
    await trx.deleteFrom("plugin_faq_entries").where("id", "=", entryId).execute();
    const { id, plugin_id, ...before } = found.entry;
    await recordAudit(
      trx,
      { actor, action: "plugin_faq.delete", record: faqRecord(found.slug, { id, question_de: before.question_de }), before: { plugin_id, ...before } },
      now,
    );
    return { ok: true, notice: "admin.plugins.faq.notice.deleted" };
  });
}
