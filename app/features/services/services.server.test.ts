import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, testDataDir } from "../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPlugin } from "../../../tests/support/shop-fixtures.ts";
import { action as servicesAction, loader as servicesLoader } from "../../routes/admin.services.tsx";
import { action as editPostAction } from "../../routes/admin.blog.post.tsx";
import { loader as servicePageLoader } from "../../routes/service.tsx";
import { translator } from "../../i18n/catalogues.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { adminRouteArgs } from "../../../tests/support/test-admin.ts";
import { saveBlogPost } from "../blog/blog.server.ts";
import { fileSystemStore } from "../file-store/file-store.server.ts";
import { servicesSeeder } from "../../../seed/services.ts";
import { caseStudiesOfPlugin, caseStudiesOfService, caseStudyMarkOf, priceCuesOf, saveCaseStudyMark } from "./services.server.ts";

const seedContext = { files: fileSystemStore(""), publicUrl: "http://localhost:3000" };

describe.each(testEngines)("service pages on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;
  const dataDir = testDataDir("services-test");
  const args = <Params extends Record<string, string>>(user: CurrentUser | null, path: string, params: Params, fields?: Record<string, string> | FormData) =>
    adminRouteArgs({ db, dataDir, user }, path, params, fields);
  const auditCount = async () =>
    Number(
      (
        await db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const settings = () => db.selectFrom("service_settings").selectAll().orderBy("service").execute();
  const post = async (slug: string, fields: { publishedAt?: string; status?: "published" | "draft"; languages?: ("de" | "en")[] } = {}) => {
    for (const language of fields.languages ?? ["de", "en"]) {
      await saveBlogPost(db, {
        slug,
        language,
        title: `${slug} ${language}`,
        source: `Text ${language}`,
        author: "Katharina Huber",
        publishedAt: fields.publishedAt ?? "2026-04-21T08:00:00.000Z",
      });
    }
    if (fields.status === "draft") await db.updateTable("blog_posts").set({ status: "draft" }).where("slug", "=", slug).execute();
    return (await db.selectFrom("blog_posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  };

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "dora.admin@example.com");
    customer = await insertCustomer(db, "kundin@example.com");
  });
  afterAll(async () => drop());

  describe("demo seeding", () => {
    it("sets the demo price cues and marks the bakery as a web case study with Booking Desk, once", async () => {
      const bookingDesk = await insertPlugin(db, "booking-desk");
      const bakery = await post("case-study-vienna-bakery-booking");
      expect(await priceCuesOf(db)).toEqual({ web: null, app: null, custom: null, ai: null });

      expect(await servicesSeeder.run(db, seedContext)).toBe(true);
      expect((await priceCuesOf(db)).web).toEqual({ kind: "project_from", amountCents: 240_000, currency: "EUR" });
      expect(await caseStudyMarkOf(db, bakery)).toEqual({ services: ["web"], pluginId: bookingDesk.id });

      // An admin's later removal is not undone at the next start.
      await saveCaseStudyMark(db, bakery, null);
      expect(await servicesSeeder.run(db, seedContext)).toBe(false);
      expect(await caseStudyMarkOf(db, bakery)).toBeNull();
    });
  });

  describe("price cues in the admin area", () => {
    const form = (fields: Record<string, string>) => ({ service: "app", kind: "day_rate", amount: "950", currency: "EUR", ...fields });
    const save = (fields: Record<string, string>, user: CurrentUser = admin) => answerOf(() => servicesAction(args(user, "/admin/services", {}, form(fields))));

    it("refuses bad input with the reason, changing nothing and logging nothing", async () => {
      const before = { rows: await settings(), audit: await auditCount() };
      const refusals: [Record<string, string>, string, string][] = [
        [{ amount: "-5" }, "amount", "admin.services.error.amountNegative"],
        [{ amount: "abc" }, "amount", "admin.services.error.amountFormat"],
        [{ amount: "2.400,00" }, "amount", "admin.services.error.amountFormat"],
        [{ amount: "1e6" }, "amount", "admin.services.error.amountFormat"],
        [{ amount: "" }, "amount", "admin.services.error.amountRequired"],
        [{ amount: "0,00" }, "amount", "admin.services.error.amountZero"],
        [{ amount: "1000000.01" }, "amount", "admin.services.error.amountTooLarge"],
        [{ amount: "99999999999999999999999" }, "amount", "admin.services.error.amountTooLarge"],
        [{ kind: "per_smile" }, "kind", "admin.services.error.kind"],
        [{ currency: "GBP" }, "currency", "admin.services.error.currency"],
        [{ service: "seo" }, "service", "admin.services.error.service"],
      ];
      for (const [fields, field, message] of refusals) {
        const answer = await save(fields);
        expect(answer.status, JSON.stringify(fields)).toBe(400);
        expect((answer.body as { errors: Record<string, string> }).errors[field]).toBe(message);
      }
      expect(await settings()).toEqual(before.rows);
      expect(await auditCount()).toBe(before.audit);
      // The messages exist in the admin's two languages.
      for (const [, , message] of refusals) expect(translator("de")(message as never)).not.toBe(translator("en")(message as never));
    });

    it("answers a customer with 403, changing nothing", async () => {
      const before = await settings();
      expect((await save({}, customer)).status).toBe(403);
      expect((await answerOf(() => servicesLoader(args(customer, "/admin/services", {})))).status).toBe(403);
      expect(await settings()).toEqual(before);
    });

    it("saves a cue with its audit entry, shows it on the public page in the page's language, and removes it", async () => {
      const saved = await save({ amount: "950,50" });
      expect(saved.body).toEqual({ service: "app", notice: "admin.services.saved" });
      expect((await priceCuesOf(db)).app).toEqual({ kind: "day_rate", amountCents: 95_050, currency: "EUR" });
      const entry = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: "service.price_cue", entity_type: "service", entity_id: "app", actor_user_id: admin.id });
      expect(JSON.parse(entry.after_json ?? "{}")).toEqual({ price_kind: "day_rate", price_amount: 950.5, price_currency: "EUR" });

      const audit = await auditCount();
      expect((await save({ amount: "950.50" })).body).toEqual({ service: "app", notice: "admin.services.unchanged" });
      expect(await auditCount()).toBe(audit);

      const german = (await answerOf(() => servicePageLoader(args(null, "/leistungen/app", { service: "app" })))).body as { page: { priceCue: unknown } };
      expect(german.page.priceCue).toEqual({ kind: "day_rate", amountCents: 95_050, currency: "EUR" });
      const admins = (await answerOf(() => servicesLoader(args(admin, "/admin/services?lang=en", {})))).body as {
        rows: { type: string; shownNow: string | null; values: unknown }[];
      };
      expect(admins.rows.find((row) => row.type === "app")).toMatchObject({
        shownNow: "Day rate €950.50",
        values: { kind: "day_rate", amount: "950.50", currency: "EUR" },
      });

      await save({ kind: "project_from", amount: "12000", currency: "USD" });
      expect((await priceCuesOf(db)).app).toEqual({ kind: "project_from", amountCents: 1_200_000, currency: "USD" });
      await save({ kind: "none", amount: "ignored" });
      expect((await priceCuesOf(db)).app).toBeNull();
    });

    it("keeps a half-set cue out at the database too", async () => {
      await expect(
        db.updateTable("service_settings").set({ price_kind: "day_rate", price_amount_cents: null }).where("service", "=", "custom").execute(),
      ).rejects.toThrow();
      await expect(
        db
          .updateTable("service_settings")
          .set({ price_kind: "day_rate", price_amount_cents: -100, price_currency: "EUR" })
          .where("service", "=", "custom")
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe("case studies", () => {
    let plugin: { id: number };
    let draftPlugin: { id: number };
    beforeEach(async () => {
      await db.deleteFrom("case_studies").execute();
    });
    beforeAll(async () => {
      plugin = await insertPlugin(db, "hreflang-manager", { name: { de: "Hreflang-Manager", en: "Hreflang Manager" } });
      draftPlugin = await insertPlugin(db, "secret-plugin", { status: "draft" });
    });

    it("lists a service's case studies a visitor may read, newest first, with the plugin they used when it is public", async () => {
      const older = await post("hotel-group", { publishedAt: "2026-01-10T08:00:00.000Z" });
      const newer = await post("shop-relaunch", { publishedAt: "2026-03-10T08:00:00.000Z" });
      const germanOnly = await post("nur-deutsch", { languages: ["de"] });
      const draft = await post("noch-entwurf", { status: "draft" });
      const scheduled = await post("spaeter", { publishedAt: "2999-01-01T00:00:00.000Z" });
      await saveCaseStudyMark(db, older, { services: ["web", "custom"], pluginId: plugin.id });
      await saveCaseStudyMark(db, newer, { services: ["web"], pluginId: draftPlugin.id });
      for (const id of [germanOnly, draft, scheduled]) await saveCaseStudyMark(db, id, { services: ["web"], pluginId: null });

      const english = await caseStudiesOfService(db, "web", "en");
      expect(english.map((study) => study.slug)).toEqual(["shop-relaunch", "hotel-group"]);
      expect(english[0]?.plugin).toBeNull();
      expect(english[1]).toMatchObject({
        title: "hotel-group en",
        plugin: { slug: "hreflang-manager", name: "Hreflang Manager" },
        services: ["web", "custom"],
      });
      expect((await caseStudiesOfService(db, "web", "de")).map((study) => study.slug)).toEqual(["nur-deutsch", "shop-relaunch", "hotel-group"]);
      expect((await caseStudiesOfService(db, "custom", "de")).map((study) => study.slug)).toEqual(["hotel-group"]);
      expect(await caseStudiesOfService(db, "ai", "de")).toEqual([]);
      expect((await caseStudiesOfPlugin(db, plugin.id, "de")).map((study) => study.slug)).toEqual(["hotel-group"]);

      // Deleting the post ends the mark.
      await db.deleteFrom("blog_posts").where("id", "=", newer).execute();
      expect(await caseStudyMarkOf(db, newer)).toBeNull();
    });

    it("is marked in the blog editor, audited with the post; bad marks are refused and change nothing", async () => {
      const id = await post("bakery-story");
      const editorForm = (fields: [string, string][]) => {
        const form = new FormData();
        const base: Record<string, string> = {
          intent: "save",
          slug: "bakery-story",
          author: "Katharina Huber",
          publishedAt: "2026-04-21T10:00",
          coverImage: "",
          status: "published",
          title_de: "bakery-story de",
          excerpt_de: "",
          source_de: "Text de",
          title_en: "bakery-story en",
          excerpt_en: "",
          source_en: "Text en",
        };
        for (const [name, value] of Object.entries(base)) form.set(name, value);
        for (const [name, value] of fields) form.append(name, value);
        return form;
      };
      const edit = (fields: [string, string][]) => answerOf(() => editPostAction(args(admin, `/admin/blog/${id}`, { postId: String(id) }, editorForm(fields))));

      const audit = await auditCount();
      const noService = await edit([
        ["caseStudy", "on"],
        ["caseStudyPlugin", String(plugin.id)],
      ]);
      expect(noService.status).toBe(400);
      expect((noService.body as { errors: Record<string, string> }).errors.caseStudyServices).toBe("admin.caseStudy.error.services");
      const unknownPlugin = await edit([
        ["caseStudy", "on"],
        ["caseStudyServices", "web"],
        ["caseStudyPlugin", "999999"],
      ]);
      expect((unknownPlugin.body as { errors: Record<string, string> }).errors.caseStudyPlugin).toBe("admin.caseStudy.error.plugin");
      const unknownService = await edit([
        ["caseStudy", "on"],
        ["caseStudyServices", "seo"],
      ]);
      expect(unknownService.status).toBe(400);
      expect(await caseStudyMarkOf(db, id)).toBeNull();
      expect(await auditCount()).toBe(audit);

      const marked = await edit([
        ["caseStudy", "on"],
        ["caseStudyServices", "web"],
        ["caseStudyServices", "ai"],
        ["caseStudyPlugin", String(plugin.id)],
      ]);
      expect(marked.status).toBe(200);
      expect(await caseStudyMarkOf(db, id)).toEqual({ services: ["web", "ai"], pluginId: plugin.id });
      const entry = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: "post.update", entity_type: "post", entity_id: String(id) });
      expect(JSON.parse(entry.after_json ?? "{}")).toMatchObject({ case_study_services: "web, ai", case_study_plugin_id: plugin.id });

      await edit([]);
      expect(await caseStudyMarkOf(db, id)).toBeNull();
    });
  });
});
