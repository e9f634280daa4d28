// Issue #18 part 3: a plugin's FAQ through the plugin editor's action, on SQLite and PostgreSQL,
// and what the public plugin page reads of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { action as editorAction, loader as editorLoader } from "../../../routes/admin.plugin.tsx";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { findPluginDetail } from "../catalog.server.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { faqLimits } from "./faq-schema.ts";

const entry = {
  question_de: "Brauche ich WooCommerce?",
  question_en: "Do I need WooCommerce?",
  answer_de: "Ja, ab Version 9.",
  answer_en: "Yes, version 9 or later.",
};

describe.each(testEngines)("a plugin's FAQ on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;
  let pluginId: number;
  let otherPluginId: number;
  const dataDir = testDataDir("plugin-faq-test");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "admin@example.com");
    customer = await insertCustomer(db, "anna@example.com");
    pluginId = (await insertPlugin(db, "faq-forge")).id;
    otherPluginId = (await insertPlugin(db, "faq-other")).id;
  });
  afterAll(() => drop());

  function post(fields: Record<string, string>, { user = admin, plugin = pluginId }: { user?: CurrentUser; plugin?: number } = {}) {
    return answerOf(() => editorAction(adminRouteArgs({ db, dataDir, user }, `/admin/plugins/${plugin}`, { pluginId: String(plugin) }, fields)));
  }

  const entriesOf = (plugin = pluginId) =>
    db
      .selectFrom("plugin_faq_entries")
      .select(["id", "position", "question_de", "question_en", "answer_de", "answer_en"])
      .where("plugin_id", "=", plugin)
      .orderBy("position")
      .orderBy("id")
      .execute();
  const questionsOf = async (plugin = pluginId) => (await entriesOf(plugin)).map((row) => row.question_en);
  const auditOf = (action: string) => db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

  async function add(fields: Partial<typeof entry> = {}): Promise<number> {
    const added = await post({ intent: "addFaq", ...entry, ...fields });
    expect(added.status).toBe(200);
    const rows = await entriesOf();
    return rows[rows.length - 1]?.id ?? 0;
  }

  it("refuses a customer with 403 on the editor and its FAQ actions, and changes nothing", async () => {
    const loaded = await answerOf(() =>
      editorLoader(adminRouteArgs({ db, dataDir, user: customer }, `/admin/plugins/${pluginId}`, { pluginId: String(pluginId) })),
    );
    expect(loaded.status).toBe(403);
    expect((await post({ intent: "addFaq", ...entry }, { user: customer })).status).toBe(403);
    expect(await entriesOf()).toEqual([]);
    expect(await db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("requires both languages, keeps to the limits, names each problem and stores nothing", async () => {
    const missing = await post({ intent: "addFaq", ...entry, question_en: "  ", answer_de: "\n\n" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      intent: "addFaq",
      errors: { form: "admin.error.form", question_en: "admin.plugins.error.required", answer_de: "admin.plugins.error.required" },
    });
    const tooLong = await post({ intent: "addFaq", ...entry, question_de: "F".repeat(faqLimits.question + 1), answer_en: "A".repeat(faqLimits.answer + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      errors: { question_de: "admin.plugins.faq.error.questionTooLong", answer_en: "admin.plugins.faq.error.answerTooLong" },
    });
    expect(await entriesOf()).toEqual([]);
    expect(await auditOf("plugin_faq.create")).toEqual([]);
  });

  it("adds entries at the end, normalised, and records each in the audit log", async () => {
    const atLimit = await post({ intent: "addFaq", ...entry, question_de: "F".repeat(faqLimits.question), answer_en: "A".repeat(faqLimits.answer) });
    expect(atLimit).toMatchObject({ status: 200, body: { intent: "addFaq", notice: "admin.plugins.faq.notice.added" } });
    await add({ question_en: "Does it\r\nwork   with\tmultisite?", answer_de: "Ja.\r\n\r\n\r\n\r\nAuch im Netzwerk.  \r\nOhne Einschränkung." });
    const rows = await entriesOf();
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    expect(rows[1]).toMatchObject({ question_en: "Does it work with multisite?", answer_de: "Ja.\n\nAuch im Netzwerk.\nOhne Einschränkung." });

    const [created] = await auditOf("plugin_faq.create");
    expect(created).toMatchObject({
      actor_user_id: admin.id,
      entity_type: "plugin_faq",
      entity_id: String(rows[0]?.id),
      entity_label: `faq-forge · ${"F".repeat(faqLimits.question)}`.slice(0, 200),
    });
    expect(JSON.parse(created?.after_json ?? "{}")).toMatchObject({ question_en: entry.question_en, answer_de: entry.answer_de, position: 0 });
  });

  it("saves only what changed, says so when nothing did, and keeps the errors beside the entry", async () => {
    const [first] = await entriesOf();
    const id = String(first?.id);
    const stored = {
      question_de: first?.question_de ?? "",
      question_en: first?.question_en ?? "",
      answer_de: first?.answer_de ?? "",
      answer_en: first?.answer_en ?? "",
    };
    const same = await post({ intent: "saveFaq", faqId: id, ...stored });
    expect(same.body).toMatchObject({ notice: "admin.plugins.notice.unchanged", target: first?.id });
    expect(await auditOf("plugin_faq.update")).toEqual([]);

    const refused = await post({ intent: "saveFaq", faqId: id, ...entry, answer_en: "" });
    expect(refused).toMatchObject({ status: 400, body: { intent: "saveFaq", target: first?.id, errors: { answer_en: "admin.plugins.error.required" } } });

    const saved = await post({ intent: "saveFaq", faqId: id, ...entry, question_de: "Brauche ich WooCommerce 9?" });
    expect(saved.body).toMatchObject({ notice: "admin.plugins.faq.notice.saved", target: first?.id });
    const [update] = await auditOf("plugin_faq.update");
    expect(JSON.parse(update?.before_json ?? "{}")).toEqual({ question_de: "F".repeat(faqLimits.question), answer_en: "A".repeat(faqLimits.answer) });
    expect(JSON.parse(update?.after_json ?? "{}")).toEqual({ question_de: "Brauche ich WooCommerce 9?", answer_en: entry.answer_en });
    expect(update?.entity_label).toBe("faq-forge · Brauche ich WooCommerce 9?");
  });

  it("moves an entry up and down and refuses to move past either end", async () => {
    await add({ question_en: "Third?" });
    const [first, second, third] = await entriesOf();
    expect((await post({ intent: "faqUp", faqId: String(third?.id) })).body).toMatchObject({ notice: "admin.plugins.notice.moved" });
    expect(await questionsOf()).toEqual([first?.question_en, "Third?", second?.question_en]);
    expect((await post({ intent: "faqDown", faqId: String(third?.id) })).status).toBe(200);
    expect(await questionsOf()).toEqual([first?.question_en, second?.question_en, "Third?"]);
    expect((await entriesOf()).map((row) => row.position)).toEqual([0, 1, 2]);

    const cannot = await post({ intent: "faqUp", faqId: String(first?.id) });
    expect(cannot).toMatchObject({ status: 409, body: { errors: { form: "admin.plugins.error.cannotMove" } } });
    const moves = await auditOf("plugin_faq.reorder");
    expect(moves.map((row) => [JSON.parse(row.before_json ?? "{}"), JSON.parse(row.after_json ?? "{}")])).toEqual([
      [{ position: 3 }, { position: 2 }],
      [{ position: 2 }, { position: 3 }],
    ]);
  });

  it("deletes only when confirmed, and only an entry of this plugin", async () => {
    const [, second] = await entriesOf();
    const unconfirmed = await post({ intent: "deleteFaq", faqId: String(second?.id) });
    expect(unconfirmed).toMatchObject({ status: 400, body: { errors: { form: "admin.error.notConfirmed" } } });
    expect((await post({ confirmedIntent: "deleteFaq", faqId: String(second?.id) }, { plugin: otherPluginId })).status).toBe(404);
    expect((await post({ intent: "saveFaq", faqId: "99999999999", ...entry })).status).toBe(404);
    expect((await post({ intent: "faqUp", faqId: "abc" })).status).toBe(404);
    expect(await entriesOf()).toHaveLength(3);

    const deleted = await post({ confirmedIntent: "deleteFaq", faqId: String(second?.id) });
    expect(deleted.body).toMatchObject({ notice: "admin.plugins.faq.notice.deleted" });
    expect(await questionsOf()).not.toContain(second?.question_en);
    const [removed] = await auditOf("plugin_faq.delete");
    expect(JSON.parse(removed?.before_json ?? "{}")).toMatchObject({ plugin_id: pluginId, question_de: second?.question_de, answer_en: second?.answer_en });
  });

  it("refuses another entry once a plugin has as many as it may", async () => {
    const existing = (await entriesOf(otherPluginId)).length;
    await db
      .insertInto("plugin_faq_entries")
      .values(Array.from({ length: faqLimits.entries - existing }, (_, index) => ({ plugin_id: otherPluginId, position: index, ...entry })))
      .execute();
    const full = await post({ intent: "addFaq", ...entry }, { plugin: otherPluginId });
    expect(full).toMatchObject({ status: 409, body: { errors: { form: "admin.plugins.faq.error.full" } } });
    expect(await entriesOf(otherPluginId)).toHaveLength(faqLimits.entries);
  });

  it("lists the entries in the editor and on the public page, in the page's language and order", async () => {
    const loaded = await answerOf(() =>
      editorLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/plugins/${pluginId}`, { pluginId: String(pluginId) })),
    );
    const rows = await entriesOf();
    expect((loaded.body as { faq: unknown[] }).faq).toEqual(rows.map((row) => ({ ...row, plugin_id: pluginId })));

    const german = await findPluginDetail(db, "faq-forge", { language: "de", origin: "https://example.at" });
    const english = await findPluginDetail(db, "faq-forge", { language: "en", origin: "https://example.at" });
    expect(german?.faq).toEqual(rows.map((row) => ({ question: row.question_de, answer: row.answer_de })));
    expect(english?.faq.map((faq) => faq.question)).toEqual(rows.map((row) => row.question_en));
    const bare = await insertPlugin(db, "faq-none");
    expect((await findPluginDetail(db, bare.slug, { language: "de", origin: "https://example.at" }))?.faq).toEqual([]);
  });

  it("deletes a plugin's entries with the plugin", async () => {
    const doomed = await insertPlugin(db, "faq-doomed", { tiers: {} });
    await post({ intent: "addFaq", ...entry }, { plugin: doomed.id });
    expect(await entriesOf(doomed.id)).toHaveLength(1);
    const deleted = await post({ confirmedIntent: "delete" }, { plugin: doomed.id });
    expect(deleted.status).toBe(302);
    expect(await entriesOf(doomed.id)).toEqual([]);
  });
});
