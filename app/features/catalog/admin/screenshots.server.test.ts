import { strToU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { action as editorAction, loader as editorLoader } from "../../../routes/admin.plugin.tsx";
import { answerOf, formRequest, routeArgs, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { findPluginDetail } from "../catalog.server.ts";
import { type FileStore, fileStoreFor, referencedFileKeys } from "../../file-store/file-store.server.ts";
import { mediaFileOf } from "../../file-store/media-address.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { testPng } from "../../../../tests/support/plugin-test-files.ts";
import { sha256Of } from "../../admin-kit/uploads.server.ts";

const captions = { caption_de: "Übersicht der Sicherungen", caption_en: "Overview of the backups" };

describe.each(testEngines)("plugin screenshots in the admin area on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let store: FileStore;
  let admin: CurrentUser;
  let customer: CurrentUser;
  let pluginId: number;
  const dataDir = testDataDir("admin-screenshots-test");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    store = fileStoreFor(engine, db, dataDir);
    admin = await insertAdmin(db, "admin@example.com");
    customer = await insertCustomer(db, "anna@example.com");
    ({ id: pluginId } = await insertPlugin(db, "demo-backup"));
  });
  afterAll(() => drop());

  const services = (user: CurrentUser) => ({ db, dataDir, files: store, user });
  const post = (query: string, fields: Record<string, string | Blob>, user: CurrentUser = admin) =>
    answerOf(() => editorAction(adminRouteArgs(services(user), `/admin/plugins/${pluginId}${query}`, { pluginId: String(pluginId) }, fields)));
  const upload = (file: File, fields: Record<string, string> = captions, user: CurrentUser = admin) =>
    post("?upload=screenshot", { intent: "addScreenshot", screenshot: file, ...fields }, user);
  const pngFile = (width: number, height: number, name = "screen.png") => new File([new Uint8Array(testPng(width, height))], name, { type: "image/png" });

  const shots = () => db.selectFrom("plugin_screenshots").selectAll().where("plugin_id", "=", pluginId).orderBy("position").orderBy("id").execute();
  const auditActions = async () =>
    (await db.selectFrom("audit_log").select("action").where("action", "like", "plugin.screenshot.%").orderBy("id").execute()).map((row) => row.action);
  async function storedBytes(url: string): Promise<Buffer | undefined> {
    const file = await store.open(mediaFileOf(url) ?? "");
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const storedKeys = async () => (await store.list("media")).sort();

  it("refuses a customer with 403 and changes nothing", async () => {
    expect(await upload(pngFile(800, 500), captions, customer)).toMatchObject({ status: 403 });
    const loaded = await answerOf(() => editorLoader(adminRouteArgs(services(customer), `/admin/plugins/${pluginId}`, { pluginId: String(pluginId) })));
    expect(loaded.status).toBe(403);
    expect(await shots()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a text file named .png, a damaged image, no file and missing captions, with a message and nothing stored", async () => {
    const text = new File([new Uint8Array(strToU8("this is no image"))], "screen.png", { type: "image/png" });
    expect(await upload(text)).toMatchObject({ status: 400, body: { intent: "addScreenshot", errors: { screenshot: "admin.plugins.error.imageType" } } });
    const damaged = new File([new Uint8Array(testPng(800, 500).subarray(0, 60))], "cut.png", { type: "image/png" });
    expect(await upload(damaged)).toMatchObject({ status: 400, body: { errors: { screenshot: "admin.plugins.error.imageBroken" } } });
    expect(await post("?upload=screenshot", { intent: "addScreenshot", ...captions })).toMatchObject({
      status: 400,
      body: { errors: { screenshot: "admin.plugins.error.screenshotRequired" } },
    });
    expect(await upload(pngFile(800, 500), { caption_de: "  ", caption_en: "x".repeat(201) })).toMatchObject({
      status: 400,
      body: { errors: { caption_de: "admin.plugins.error.required", caption_en: "admin.plugins.error.tooLong" } },
    });
    expect(await shots()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });

  it("refuses a thirteenth screenshot of a plugin", async () => {
    const full = await insertPlugin(db, "full-gallery");
    await db
      .insertInto("plugin_screenshots")
      .values(
        Array.from({ length: 12 }, (_, position) => ({
          plugin_id: full.id,
          position,
          image: `/images/plugins/full-${position}.svg`,
          width: 1280,
          height: 800,
          caption_de: "Bild",
          caption_en: "Picture",
        })),
      )
      .execute();
    const thirteenth = await answerOf(() =>
      editorAction(
        adminRouteArgs(
          services(admin),
          `/admin/plugins/${full.id}?upload=screenshot`,
          { pluginId: String(full.id) },
          { intent: "addScreenshot", screenshot: pngFile(320, 200), ...captions },
        ),
      ),
    );
    expect(thirteenth).toMatchObject({ status: 409, body: { errors: { screenshot: "admin.plugins.error.screenshotLimit" } } });
    expect(await db.selectFrom("plugin_screenshots").select("id").where("plugin_id", "=", full.id).execute()).toHaveLength(12);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an upload over the limit with 413 before reading it", async () => {
    const huge = formRequest(`http://localhost:3000/admin/plugins/${pluginId}?upload=screenshot`, {
      intent: "addScreenshot",
      ...captions,
      screenshot: new File([new Uint8Array(9 * 1024 * 1024)], "huge.png"),
    });
    const request = new Request(huge.url, {
      method: "POST",
      body: await huge.arrayBuffer(),
      headers: { "Content-Type": huge.headers.get("Content-Type") ?? "", "Content-Length": String(9 * 1024 * 1024 + 800) },
    });
    const refused = await answerOf(() => editorAction(routeArgs(request, testRequestContext(services(admin)), { pluginId: String(pluginId) })));
    expect(refused).toMatchObject({ status: 413, body: { intent: "addScreenshot", errors: { screenshot: "admin.plugins.error.screenshotTooLarge" } } });
    expect(await shots()).toEqual([]);
  });

  it("stores AVIF and WebP variants of an upload, records them and shows them as <picture> sources in both languages", async () => {
    const png = testPng(1600, 1000);
    expect(await upload(new File([new Uint8Array(png)], "screen.jpg", { type: "image/jpeg" }))).toMatchObject({
      status: 200,
      body: { notice: "admin.plugins.notice.screenshotAdded" },
    });
    const [shot] = await shots();
    const prefix = `/media/screenshots/demo-backup-${sha256Of(png).slice(0, 16)}`;
    expect(shot).toMatchObject({ image: `${prefix}-1280.webp`, image_en: null, width: 1280, height: 800, position: 0, ...captions });
    const variants = await db
      .selectFrom("plugin_screenshot_variants")
      .select(["format", "width", "height", "image"])
      .where("screenshot_id", "=", shot?.id ?? 0)
      .orderBy("width")
      .orderBy("format")
      .execute();
    expect(variants).toEqual([
      { format: "avif", width: 640, height: 400, image: `${prefix}-640.avif` },
      { format: "webp", width: 640, height: 400, image: `${prefix}-640.webp` },
      { format: "avif", width: 1280, height: 800, image: `${prefix}-1280.avif` },
      { format: "webp", width: 1280, height: 800, image: `${prefix}-1280.webp` },
    ]);
    for (const variant of variants) {
      const bytes = await storedBytes(variant.image);
      if (!bytes) throw new Error(`${variant.image} was not stored`);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: variant.format === "avif" ? "heif" : "webp",
        width: variant.width,
        height: variant.height,
      });
    }
    // The original upload is not kept: only the variants are in the store, and the start-up import knows them.
    expect(await storedKeys()).toEqual(variants.map((variant) => mediaFileOf(variant.image)).sort());
    expect(await referencedFileKeys(db)).toEqual(expect.arrayContaining(variants.map((variant) => mediaFileOf(variant.image))));

    const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "plugin.screenshot.add").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: admin.id, entity_type: "plugin", entity_id: String(pluginId), entity_label: "demo-backup" });
    expect(JSON.parse(entry.after_json ?? "")).toMatchObject({
      ...captions,
      image: `${prefix}-1280.webp`,
      type: "image/png",
      width: 1280,
      height: 800,
      bytes: png.length,
    });

    const origin = "https://shop.example";
    for (const [language, caption] of [
      ["de", captions.caption_de],
      ["en", captions.caption_en],
    ] as const) {
      const detail = await findPluginDetail(db, "demo-backup", { language, origin });
      expect(detail?.screenshots).toEqual([
        {
          src: `${origin}${prefix}-1280.webp`,
          caption,
          width: 1280,
          height: 800,
          sources: [
            { type: "image/avif", srcset: `${origin}${prefix}-640.avif 640w, ${origin}${prefix}-1280.avif 1280w` },
            { type: "image/webp", srcset: `${origin}${prefix}-640.webp 640w, ${origin}${prefix}-1280.webp 1280w` },
          ],
        },
      ]);
    }

    expect(await upload(new File([new Uint8Array(png)], "again.png"))).toMatchObject({
      status: 409,
      body: { errors: { screenshot: "admin.plugins.error.screenshotDuplicate" } },
    });
    expect(await shots()).toHaveLength(1);
  });

  it("changes captions, reorders and removes screenshots with their files, each audited", async () => {
    expect(await upload(pngFile(500, 400, "small.png"), { caption_de: "Zweites Bild", caption_en: "Second picture" })).toMatchObject({ status: 200 });
    const [first, second] = await shots();
    if (!first || !second) throw new Error("two screenshots expected");
    expect(second).toMatchObject({ width: 500, height: 400, position: 1 });

    const saved = await post("", {
      intent: "saveScreenshot",
      screenshotId: String(first.id),
      caption_de: "Alle  Sicherungen\tauf einen Blick",
      caption_en: captions.caption_en,
    });
    expect(saved).toMatchObject({ status: 200, body: { screenshot: first.id, notice: "admin.plugins.notice.screenshotSaved" } });
    expect((await shots())[0]?.caption_de).toBe("Alle Sicherungen auf einen Blick");
    expect(
      await post("", {
        intent: "saveScreenshot",
        screenshotId: String(first.id),
        caption_de: "Alle Sicherungen auf einen Blick",
        caption_en: captions.caption_en,
      }),
    ).toMatchObject({
      body: { notice: "admin.plugins.notice.unchanged" },
    });
    expect(await post("", { intent: "saveScreenshot", screenshotId: String(first.id), caption_de: "", caption_en: "" })).toMatchObject({
      status: 400,
      body: { screenshot: first.id, errors: { caption_de: "admin.plugins.error.required" } },
    });

    expect(await post("", { intent: "screenshotUp", screenshotId: String(second.id) })).toMatchObject({
      status: 200,
      body: { notice: "admin.plugins.notice.moved" },
    });
    expect((await shots()).map((shot) => shot.id)).toEqual([second.id, first.id]);
    expect(await post("", { intent: "screenshotUp", screenshotId: String(second.id) })).toMatchObject({
      status: 409,
      body: { errors: { form: "admin.plugins.error.cannotMove" } },
    });

    // Another plugin's screenshot id is not found here.
    const other = await insertPlugin(db, "other-plugin");
    expect(
      (
        await answerOf(() =>
          editorAction(
            adminRouteArgs(
              services(admin),
              `/admin/plugins/${other.id}`,
              { pluginId: String(other.id) },
              { intent: "screenshotUp", screenshotId: String(first.id) },
            ),
          ),
        )
      ).status,
    ).toBe(404);

    const secondFiles = (await db.selectFrom("plugin_screenshot_variants").select("image").where("screenshot_id", "=", second.id).execute()).map((row) =>
      mediaFileOf(row.image),
    );
    expect(await post("", { intent: "deleteScreenshot", screenshotId: String(second.id) })).toMatchObject({
      status: 400,
      body: { errors: { form: "admin.error.notConfirmed" } },
    });
    expect(await post("", { confirmedIntent: "deleteScreenshot", screenshotId: String(second.id) })).toMatchObject({
      status: 200,
      body: { notice: "admin.plugins.notice.screenshotDeleted" },
    });
    expect((await shots()).map((shot) => shot.id)).toEqual([first.id]);
    expect(await db.selectFrom("plugin_screenshot_variants").select("id").where("screenshot_id", "=", second.id).execute()).toEqual([]);
    const left = await storedKeys();
    expect(left).toHaveLength(4);
    for (const key of secondFiles) expect(left).not.toContain(key);

    expect(await auditActions()).toEqual([
      "plugin.screenshot.add",
      "plugin.screenshot.add",
      "plugin.screenshot.update",
      "plugin.screenshot.reorder",
      "plugin.screenshot.delete",
    ]);
    const loaded = await answerOf(() => editorLoader(adminRouteArgs(services(admin), `/admin/plugins/${pluginId}`, { pluginId: String(pluginId) })));
    expect(loaded.body).toMatchObject({ screenshots: [{ id: first.id, caption_de: "Alle Sicherungen auf einen Blick", variants: 4, imageEn: null }] });
  });
});
