import type { Selectable } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { PricingOptionsTable } from "../../../../db/schema.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { type Actor, changesOf, type Direction, missing, type Outcome, refused } from "./plugin-outcome.ts";
import type { PricingOptionFields } from "./plugin-schemas.ts";
import { movePluginChild } from "./plugin-child-order.server.ts";

type PricingOptionRow = Selectable<PricingOptionsTable>;

export interface AdminPricingOption extends PricingOptionRow {
  /** Orders or licences refer to it: it can be retired, never deleted. */
  referenced: boolean;
}

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * Every option of a plugin, retired ones included, in the order the plugin page lists them. Not
 * paged: a plugin has a handful of options by nature (one site, five sites, unlimited …), and
 * moving them up and down wants them all in view.
 */
export async function pricingOptionsOf(db: Db, pluginId: number): Promise<AdminPricingOption[]> {
  const rows = await db
    .selectFrom("pricing_options")
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom("order_items")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
        .whereRef("order_items.pricing_option_id", "=", "pricing_options.id")
        .as("order_item_count"),
      eb
        .selectFrom("licenses")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
        .whereRef("licenses.pricing_option_id", "=", "pricing_options.id")
        .as("license_count"),
    ])
    .where("plugin_id", "=", pluginId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(({ order_item_count, license_count, ...option }) => ({ ...option, referenced: count(order_item_count) + count(license_count) > 0 }));
}

interface OptionInPlugin {
  option: PricingOptionRow;
  plugin: { id: number; slug: string; status: "published" | "draft"; is_free: 0 | 1 };
}

async function optionInPlugin(db: Db, pluginId: number, optionId: number): Promise<OptionInPlugin | undefined> {
  const plugin = await db.selectFrom("plugins").select(["id", "slug", "status", "is_free"]).where("id", "=", pluginId).executeTakeFirst();
  const option = await db.selectFrom("pricing_options").selectAll().where("id", "=", optionId).where("plugin_id", "=", pluginId).executeTakeFirst();
  return plugin && option ? { plugin, option } : undefined;
}

function optionRecord(slug: string, option: Pick<PricingOptionRow, "id" | "name_de">) {
  return { type: "pricing_option", id: option.id, label: `${slug} · ${option.name_de}` };
}

async function isReferenced(db: Db, optionId: number): Promise<boolean> {
  const [item, license] = await Promise.all([
    db.selectFrom("order_items").select("id").where("pricing_option_id", "=", optionId).executeTakeFirst(),
    db.selectFrom("licenses").select("id").where("pricing_option_id", "=", optionId).executeTakeFirst(),
  ]);
  return Boolean(item || license);
}

/** A published paid plugin keeps at least one option it can be bought at. */
async function isLastBuyableOption(db: Db, { plugin, option }: OptionInPlugin): Promise<boolean> {
  if (plugin.status !== "published" || plugin.is_free || !option.active) return false;
  const others = await db
    .selectFrom("pricing_options")
    .select("id")
    .where("plugin_id", "=", plugin.id)
    .where("active", "=", 1)
    .where("id", "!=", option.id)
    .executeTakeFirst();
  return !others;
}

export async function addPricingOption(db: Db, actor: Actor, pluginId: number, fields: PricingOptionFields, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom("plugins").select(["id", "slug"]).where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) return missing;
    const last = await trx
      .selectFrom("pricing_options")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("plugin_id", "=", pluginId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const { id } = await trx
      .insertInto("pricing_options")
      .values({ plugin_id: pluginId, position, ...fields, active: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { actor, action: "pricing_option.create", record: optionRecord(plugin.slug, { id, name_de: fields.name_de }), after: { ...fields, position } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.optionAdded" };
  });
}

/** Changes an option; orders keep the price and terms they were bought at (order_items copies them). */
export async function updatePricingOption(
  db: Db,
  actor: Actor,
  pluginId: number,
  optionId: number,
  fields: PricingOptionFields,
  now = new Date(),
): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await optionInPlugin(trx, pluginId, optionId);
    if (!found) return missing;
    const changes = changesOf(found.option, fields);
    if (!changes) return { ok: true, notice: "admin.plugins.notice.unchanged" };
    await trx.updateTable("pricing_options").set(changes.after).where("id", "=", optionId).execute();
    await recordAudit(
      trx,
      { actor, action: "pricing_option.update", record: optionRecord(found.plugin.slug, { id: optionId, name_de: fields.name_de }), ...changes },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.optionSaved" };
  });
}

export async function movePricingOption(db: Db, actor: Actor, pluginId: number, optionId: number, direction: Direction, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await optionInPlugin(trx, pluginId, optionId);
    if (!found) return missing;
    const moved = await movePluginChild(trx, "pricing_options", pluginId, optionId, direction);
    if (moved === "missing") return missing;
    if (moved === "cannotMove") return refused(409, "form", "admin.plugins.error.cannotMove");
    await recordAudit(
      trx,
      {
        actor,
        action: "pricing_option.update",
        record: optionRecord(found.plugin.slug, found.option),
        before: { position: moved.from },
        after: { position: moved.to },
      },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.moved" };
  });
}

/** Takes an option out of the shop; orders and licences that refer to it keep it. */
export async function retirePricingOption(db: Db, actor: Actor, pluginId: number, optionId: number, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await optionInPlugin(trx, pluginId, optionId);
    if (!found) return missing;
    if (!found.option.active) return { ok: true, notice: "admin.plugins.notice.optionRetired" };
    if (await isLastBuyableOption(trx, found)) return refused(409, "form", "admin.plugins.error.lastOption");
    await trx.updateTable("pricing_options").set({ active: 0 }).where("id", "=", optionId).execute();
    await recordAudit(
      trx,
      { actor, action: "pricing_option.retire", record: optionRecord(found.plugin.slug, found.option), before: { active: 1 }, after: { active: 0 } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.optionRetired" };
  });
}

export async function restorePricingOption(db: Db, actor: Actor, pluginId: number, optionId: number, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await optionInPlugin(trx, pluginId, optionId);
    if (!found) return missing;
    if (found.option.active) return { ok: true, notice: "admin.plugins.notice.optionRestored" };
    await trx.updateTable("pricing_options").set({ active: 1 }).where("id", "=", optionId).execute();
    await recordAudit(
      trx,
      { actor, action: "pricing_option.update", record: optionRecord(found.plugin.slug, found.option), before: { active: 0 }, after: { active: 1 } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.optionRestored" };
  });
}

/** Deletes an option nobody bought or was granted; others can only be retired. */
export async function deletePricingOption(db: Db, actor: Actor, pluginId: number, optionId: number, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const found = await optionInPlugin(trx, pluginId, optionId);
    if (!found) return missing;
    if (await isReferenced(trx, optionId)) return refused(409, "form", "admin.plugins.error.optionReferenced");
    if (await isLastBuyableOption(trx, found)) return refused(409, "form", "admin.plugins.error.lastOption");
    await trx.deleteFrom("pricing_options").where("id", "=", optionId).execute();
    const { id, plugin_id, ...before } = found.option;
    await recordAudit(
      trx,
      { actor, action: "pricing_option.delete", record: optionRecord(found.plugin.slug, { id, name_de: before.name_de }), before: { plugin_id, ...before } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.optionDeleted" };
  });
}
