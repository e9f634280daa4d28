import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { action as editorAction, loader as editorLoader } from "../../../routes/admin.plugin.tsx";
import { action as listAction, loader as listLoader } from "../../../routes/admin.plugins.tsx";
import { action as newAction } from "../../../routes/admin.plugins.new.tsx";
import { answerOf, formRequest, routeArgs, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPaidOrder, insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import { translator } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { listBannerPlugins } from "../catalog.server.ts";
import { sha256Of } from "../../admin-kit/uploads.server.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { buildPluginZip } from "../plugin-zip.server.ts";
import { packageOf, testPluginZip, testPng } from "../../../../tests/support/plugin-test-files.ts";

const pluginTexts = {
  slug: "demo-backup",
  name_de: "Demo-Sicherung",
  name_en: "Demo Backup",
  description_de: "Sichert Ihre Website jede Nacht.",
  description_en: "Backs up your site every night.",
  body_de: "Erster Absatz.\r\n\r\nZweiter Absatz.",
  body_en: "First paragraph.\n\nSecond paragraph.",
  features_de: "Nächtliche Sicherung\n\n  Wiederherstellung mit einem Klick  ",
  features_en: "Nightly backup\nOne-click restore",
  released_on: "2026-05-04",
  origin: "own",
  wordpress_org_url: "",
  rating: "",
  rating_count: "",
};

describe.each(testEngines)("the admin plugins section on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;
  const dataDir = testDataDir("admin-plugins-test");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "admin@example.com");
    customer = await insertCustomer(db, "anna@example.com");
  });
  afterAll(() => drop());

  function post(pathAndQuery: string, fields: Record<string, string | Blob>, user: CurrentUser = admin) {
    const pluginId = /^\/admin\/plugins\/(\d+)/.exec(pathAndQuery)?.[1];
    const services = { db, dataDir, user };
    if (pluginId) return answerOf(() => editorAction(adminRouteArgs(services, pathAndQuery, { pluginId }, fields)));
    if (pathAndQuery === "/admin/plugins/new") return answerOf(() => newAction(adminRouteArgs(services, pathAndQuery, {}, fields)));
    return answerOf(() => listAction(adminRouteArgs(services, pathAndQuery, {}, fields)));
  }

  async function createPlugin(fields: Partial<typeof pluginTexts> = {}): Promise<number> {
    const created = await post("/admin/plugins/new", { ...pluginTexts, ...fields });
    expect(created.status).toBe(302);
    return Number(/\/admin\/plugins\/(\d+)\?notice=created$/.exec(created.location ?? "")?.[1]);
  }

  const auditActions = async (entityType: string, entityId: number) =>
    (
      await db.selectFrom("audit_log").select("action").where("entity_type", "=", entityType).where("entity_id", "=", String(entityId)).orderBy("id").execute()
    ).map((row) => row.action);

  it("refuses a customer with 403 on every loader and action and changes nothing", async () => {
    const plugins = await db.selectFrom("plugins").select("id").execute();
    const listed = await answerOf(() => listLoader(adminRouteArgs({ db, dataDir, user: customer }, "/admin/plugins", {})));
    expect(listed.status).toBe(403);
    expect((await post("/admin/plugins/new", pluginTexts, customer)).status).toBe(403);
    expect((await post("/admin/plugins", { intent: "moveUp", pluginId: "1" }, customer)).status).toBe(403);
    expect((await post("/admin/plugins/1", { intent: "publish" }, customer)).status).toBe(403);
    expect(await db.selectFrom("plugins").select("id").execute()).toEqual(plugins);
    expect(await db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("validates the German and the English texts separately and stores nothing on bad input", async () => {
    const answer = await post("/admin/plugins/new", {
      ...pluginTexts,
      name_de: "",
      description_en: " ",
      slug: "Mein Plugin",
      wordpress_org_url: "",
      origin: "wordpress_org",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        form: "admin.error.form",
        name_de: "admin.plugins.error.required",
        description_en: "admin.plugins.error.required",
        slug: "admin.plugins.error.slug",
        wordpress_org_url: "admin.plugins.error.wordpressOrgUrl",
      },
    });
    expect((answer.body as { errors: Record<string, string> }).errors).not.toHaveProperty("name_en");
    for (const key of ["admin.plugins.error.required", "admin.plugins.error.slug", "admin.plugins.error.wordpressOrgUrl"] as const) {
      expect(translator("de")(key)).not.toBe(translator("en")(key));
    }
    const rating = await post("/admin/plugins/new", { ...pluginTexts, rating: "6", rating_count: "", released_on: "2026-02-30" });
    expect(rating.body).toMatchObject({
      errors: { rating: "admin.plugins.error.rating", rating_count: "admin.plugins.error.ratingCount", released_on: "admin.plugins.error.date" },
    });
    expect(await db.selectFrom("plugins").select("id").execute()).toEqual([]);
  });

  it("creates a draft at the end of the list, normalises its texts and records it", async () => {
    const id = await createPlugin();
    const plugin = await db.selectFrom("plugins").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(plugin).toMatchObject({
      slug: "demo-backup",
      status: "draft",
      position: 0,
      body_de: "Erster Absatz.\n\nZweiter Absatz.",
      features_de: "Nächtliche Sicherung\nWiederherstellung mit einem Klick",
      is_free: 0,
      wordpress_org_url: null,
      rating_tenths: null,
    });
    const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "plugin.create").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: admin.id, entity_type: "plugin", entity_id: String(id), entity_label: "demo-backup" });
    expect(JSON.parse(entry.after_json ?? "{}")).toMatchObject({ status: "draft", name_en: "Demo Backup" });

    const second = await createPlugin({
      slug: "demo-hosted",
      origin: "wordpress_org",
      wordpress_org_url: "https://de.wordpress.org/plugins/demo-hosted",
      is_free: "on",
      rating: "4,6",
      rating_count: "12",
    } as Partial<typeof pluginTexts>);
    expect(
      await db
        .selectFrom("plugins")
        .select(["position", "wordpress_org_url", "is_free", "rating_tenths", "rating_count"])
        .where("id", "=", second)
        .executeTakeFirst(),
    ).toEqual({
      position: 1,
      wordpress_org_url: "https://de.wordpress.org/plugins/demo-hosted/",
      is_free: 1,
      rating_tenths: 46,
      rating_count: 12,
    });
  });

  it("refuses a slug another plugin has, on creation and on change", async () => {
    const taken = await post("/admin/plugins/new", pluginTexts);
    expect(taken).toMatchObject({ status: 409, body: { errors: { slug: "admin.plugins.error.slugTaken" } } });
    const other = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-hosted").executeTakeFirstOrThrow();
    const renamed = await post(`/admin/plugins/${other.id}`, { ...pluginTexts, intent: "save" });
    expect(renamed).toMatchObject({ status: 409, body: { errors: { slug: "admin.plugins.error.slugTaken" } } });
  });

  it("saves only what changed and records before and after", async () => {
    const plugin = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-backup").executeTakeFirstOrThrow();
    const saved = await post(`/admin/plugins/${plugin.id}`, { ...pluginTexts, intent: "save", name_en: "Demo Backup Pro" });
    expect(saved).toMatchObject({ status: 200, body: { notice: "admin.plugins.notice.saved" } });
    const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "plugin.update").executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json ?? "")).toEqual({ name_en: "Demo Backup" });
    expect(JSON.parse(entry.after_json ?? "")).toEqual({ name_en: "Demo Backup Pro" });
    const again = await post(`/admin/plugins/${plugin.id}`, { ...pluginTexts, intent: "save", name_en: "Demo Backup Pro" });
    expect(again.body).toMatchObject({ notice: "admin.plugins.notice.unchanged" });
    expect(await auditActions("plugin", plugin.id)).toEqual(["plugin.create", "plugin.update"]);
  });

  it("files a plugin under a category of the /plugins filter, refuses an unknown one and changes nothing then", async () => {
    const id = await createPlugin({ slug: "demo-category", category: "privacy" } as Partial<typeof pluginTexts>);
    const categoryOf = async () => (await db.selectFrom("plugins").select("category").where("id", "=", id).executeTakeFirstOrThrow()).category;
    expect(await categoryOf()).toBe("privacy");
    const refused = await post(`/admin/plugins/${id}`, { ...pluginTexts, slug: "demo-category", intent: "save", category: "games", name_en: "Renamed" });
    expect(refused.body).toMatchObject({ errors: { category: "admin.plugins.error.category" } });
    expect(await categoryOf()).toBe("privacy");
    const cleared = await post(`/admin/plugins/${id}`, { ...pluginTexts, slug: "demo-category", intent: "save", category: "" });
    expect(cleared).toMatchObject({ status: 200, body: { notice: "admin.plugins.notice.saved" } });
    expect(await categoryOf()).toBeNull();
    // The later tests count and order the plugins created before them.
    await db.deleteFrom("plugins").where("id", "=", id).execute();
  });

  it("publishes a paid plugin only with a price, and the public list shows it at once", async () => {
    const { id } = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-backup").executeTakeFirstOrThrow();
    expect(await post(`/admin/plugins/${id}`, { intent: "publish" })).toMatchObject({
      status: 409,
      body: { errors: { form: "admin.plugins.error.publishNeedsPrice" } },
    });

    const badOption = await post(`/admin/plugins/${id}`, {
      intent: "addOption",
      name_de: "1 Website",
      name_en: "",
      price: "0",
      site_limit: "",
      update_months: "0",
    });
    expect(badOption).toMatchObject({
      status: 400,
      body: {
        errors: {
          name_en: "admin.plugins.error.required",
          price: "admin.plugins.error.price",
          site_limit: "admin.plugins.error.siteLimit",
          update_months: "admin.plugins.error.updateMonths",
        },
      },
    });
    expect(
      await post(`/admin/plugins/${id}`, {
        intent: "addOption",
        name_de: "1 Website",
        name_en: "1 site",
        price: "49,90",
        site_limit: "1",
        update_months: "12",
      }),
    ).toMatchObject({ status: 200 });
    expect(
      await post(`/admin/plugins/${id}`, {
        intent: "addOption",
        name_de: "Unbegrenzt",
        name_en: "Unlimited",
        price: "199",
        unlimited: "on",
        site_limit: "",
        update_months: "12",
      }),
    ).toMatchObject({ status: 200 });
    const options = await db
      .selectFrom("pricing_options")
      .select(["id", "amount_cents", "site_limit", "position", "active"])
      .where("plugin_id", "=", id)
      .orderBy("position")
      .execute();
    expect(options.map(({ amount_cents, site_limit, position }) => ({ amount_cents, site_limit, position }))).toEqual([
      { amount_cents: 4990, site_limit: 1, position: 0 },
      { amount_cents: 19900, site_limit: null, position: 1 },
    ]);

    const before = await listBannerPlugins(db, { language: "en", origin: "http://localhost" });
    expect(before.map((plugin) => plugin.slug)).not.toContain("demo-backup");
    expect(await post(`/admin/plugins/${id}`, { intent: "publish" })).toMatchObject({ status: 200, body: { notice: "admin.plugins.notice.published" } });
    const after = await listBannerPlugins(db, { language: "en", origin: "http://localhost" });
    expect(after.find((plugin) => plugin.slug === "demo-backup")).toMatchObject({ name: "Demo Backup Pro", price: 49.9 });

    const [first, second] = options;
    expect(await post(`/admin/plugins/${id}`, { intent: "optionDown", optionId: String(first?.id) })).toMatchObject({ status: 200 });
    expect((await listBannerPlugins(db, { language: "en", origin: "http://localhost" })).find((plugin) => plugin.slug === "demo-backup")?.price).toBe(199);
    expect(await post(`/admin/plugins/${id}`, { intent: "retireOption", optionId: String(second?.id) })).toMatchObject({ status: 200 });
    expect(await post(`/admin/plugins/${id}`, { intent: "retireOption", optionId: String(first?.id) })).toMatchObject({
      status: 409,
      body: { errors: { form: "admin.plugins.error.lastOption" } },
    });
    expect(await post(`/admin/plugins/${id}`, { intent: "deleteOption", optionId: String(second?.id) })).toMatchObject({
      status: 400,
      body: { errors: { form: "admin.error.notConfirmed" } },
    });
    expect(await post(`/admin/plugins/${id}`, { confirmedIntent: "deleteOption", optionId: String(second?.id) })).toMatchObject({ status: 200 });
    expect(await db.selectFrom("pricing_options").select("id").where("plugin_id", "=", id).execute()).toHaveLength(1);
    expect(await auditActions("pricing_option", first?.id ?? 0)).toEqual(["pricing_option.create", "pricing_option.update"]);
    expect(await auditActions("pricing_option", second?.id ?? 0)).toEqual(["pricing_option.create", "pricing_option.retire", "pricing_option.delete"]);
    expect(await auditActions("plugin", id)).toContain("plugin.publish");
  });

  it("stores a real image under DATA_DIR/media and refuses a text file named .png", async () => {
    const { id } = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-backup").executeTakeFirstOrThrow();
    const renamed = await post(`/admin/plugins/${id}?upload=image`, {
      intent: "image",
      image: new File([new Uint8Array(strToU8("not an image at all"))], "banner.png", { type: "image/png" }),
    });
    expect(renamed).toMatchObject({ status: 400, body: { errors: { image: "admin.plugins.error.imageType" } } });

    const png = testPng(32, 18);
    const uploaded = await post(`/admin/plugins/${id}?upload=image`, {
      intent: "image",
      image: new File([new Uint8Array(png)], "banner.jpg", { type: "image/jpeg" }),
    });
    expect(uploaded).toMatchObject({ status: 200, body: { notice: "admin.plugins.notice.imageSaved" } });
    const { image } = await db.selectFrom("plugins").select("image").where("id", "=", id).executeTakeFirstOrThrow();
    expect(image).toBe(`/media/plugins/demo-backup-${sha256Of(png).slice(0, 16)}.png`);
    const stored = path.join(dataDir, image ?? "");
    expect(readFileSync(stored)).toEqual(Buffer.from(png));
    const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "plugin.image").executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json ?? "")).toMatchObject({ image, type: "image/png", width: 32, height: 18 });

    expect(await post(`/admin/plugins/${id}?upload=image`, { intent: "image", image: new File([new Uint8Array(testPng(64, 36))], "new.png") })).toMatchObject({
      status: 200,
    });
    expect(existsSync(stored)).toBe(false);

    const hugeUpload = formRequest(`http://localhost:3000/admin/plugins/${id}?upload=image`, {
      intent: "image",
      image: new File([new Uint8Array(3 * 1024 * 1024)], "huge.png"),
    });
    const tooLarge = new Request(hugeUpload.url, {
      method: "POST",
      body: await hugeUpload.arrayBuffer(),
      headers: { "Content-Type": hugeUpload.headers.get("Content-Type") ?? "", "Content-Length": String(3 * 1024 * 1024 + 500) },
    });
    const refused = await answerOf(() => editorAction(routeArgs(tooLarge, testRequestContext({ db, dataDir, user: admin }), { pluginId: String(id) })));
    expect(refused).toMatchObject({ status: 413, body: { errors: { image: "admin.plugins.error.imageTooLarge" } } });
  });

  it("adds a release with a checked zip and its checksum, and refuses a renamed text file and older versions", async () => {
    const { id } = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-backup").executeTakeFirstOrThrow();
    const release = {
      intent: "addRelease",
      version: "1.0.0",
      released_on: "2026-05-04",
      changelog_de: "Erste Version",
      changelog_en: "First release",
      requires_wordpress: "6.4",
      tested_up_to: "6.8",
      requires_php: "8.1",
    };
    const fake = await post(`/admin/plugins/${id}?upload=release`, {
      ...release,
      zip: new File([new Uint8Array(strToU8("a text file renamed to plugin.zip"))], "demo-backup.zip", { type: "application/zip" }),
    });
    expect(fake).toMatchObject({ status: 400, body: { errors: { zip: "admin.plugins.error.zipNotZip" } } });
    expect(await post(`/admin/plugins/${id}?upload=release`, release)).toMatchObject({
      status: 400,
      body: { errors: { zip: "admin.plugins.error.zipRequired" } },
    });

    const zip = testPluginZip("demo-backup");
    expect(await post(`/admin/plugins/${id}?upload=release`, { ...release, zip: new File([new Uint8Array(zip)], "demo-backup.zip") })).toMatchObject({
      status: 200,
    });
    const stored = await db.selectFrom("plugin_releases").selectAll().where("plugin_id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version: "1.0.0", zip_sha256: sha256Of(zip), zip_bytes: zip.length, changelog_en: "First release" });
    expect(readFileSync(path.join(dataDir, stored.zip_file ?? ""))).toEqual(Buffer.from(zip));
    expect(stored.zip_file).toMatch(/^plugins\/demo-backup\/demo-backup-1\.0\.0-[0-9a-f]{12}\.zip$/);
    expect(await auditActions("release", stored.id)).toEqual(["release.create"]);

    const older = await post(`/admin/plugins/${id}?upload=release`, { ...release, version: "0.9.9", zip: new File([new Uint8Array(zip)], "demo-backup.zip") });
    expect(older).toMatchObject({ status: 409, body: { errors: { version: "admin.plugins.error.versionNotNewer" } } });
    expect(await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", id).execute()).toHaveLength(1);

    const hosted = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-hosted").executeTakeFirstOrThrow();
    expect(await post(`/admin/plugins/${hosted.id}?upload=release`, { ...release, version: "2.1" })).toMatchObject({ status: 200 });
  });

  it("moves a plugin on the plugins page and records it", async () => {
    const { id } = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-hosted").executeTakeFirstOrThrow();
    expect(await post("/admin/plugins", { intent: "moveUp", pluginId: String(id) })).toMatchObject({
      status: 200,
      body: { notice: "admin.plugins.notice.moved" },
    });
    expect((await db.selectFrom("plugins").select("slug").orderBy("position").orderBy("id").execute()).map((row) => row.slug)).toEqual([
      "demo-hosted",
      "demo-backup",
    ]);
    expect(await post("/admin/plugins", { intent: "moveUp", pluginId: String(id) })).toMatchObject({ status: 409 });
    // An id no integer column holds names no plugin.
    expect(await post("/admin/plugins", { intent: "moveUp", pluginId: "9999999999" })).toMatchObject({ status: 404 });
    const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "plugin.reorder").executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json ?? "")).toEqual({ position: 1, swappedWith: "demo-backup" });
    const listed = await answerOf(() => listLoader(adminRouteArgs({ db, dataDir, user: admin }, "/admin/plugins?q=backup%20PRO", {})));
    expect(listed.body).toMatchObject({
      plugins: { total: 1, items: [{ slug: "demo-backup", rank: 2, minCents: 4990, maxCents: 4990, releases: 1, sold: 0 }] },
    });
  });

  it("refuses to delete a sold plugin, explaining why, and deletes an unsold one with its files after confirmation", async () => {
    const sold = await db.selectFrom("plugins").select("id").where("slug", "=", "demo-backup").executeTakeFirstOrThrow();
    const option = await db.selectFrom("pricing_options").select("id").where("plugin_id", "=", sold.id).executeTakeFirstOrThrow();
    const zipFile = (await db.selectFrom("plugin_releases").select("zip_file").where("plugin_id", "=", sold.id).executeTakeFirstOrThrow()).zip_file ?? "";
    await insertPaidOrder(db, customer.id, option.id);
    expect(await post(`/admin/plugins/${sold.id}`, { confirmedIntent: "delete" })).toMatchObject({
      status: 409,
      body: { errors: { form: "admin.plugins.delete.sold" } },
    });
    const page = await answerOf(() => editorLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/plugins/${sold.id}`, { pluginId: String(sold.id) })));
    expect(page.body).toMatchObject({ usage: { orderItems: 1, licenses: 0 } });
    expect(await post(`/admin/plugins/${sold.id}`, { ...pluginTexts, intent: "save", slug: "demo-renamed" })).toMatchObject({
      status: 409,
      body: { errors: { slug: "admin.plugins.error.slugLocked" } },
    });
    expect(await post(`/admin/plugins/${sold.id}`, { confirmedIntent: "deleteOption", optionId: String(option.id) })).toMatchObject({
      status: 409,
      body: { errors: { form: "admin.plugins.error.optionReferenced" } },
    });
    expect(existsSync(path.join(dataDir, zipFile))).toBe(true);

    const unsold = await createPlugin({ slug: "demo-unsold" });
    await post(`/admin/plugins/${unsold}?upload=release`, {
      intent: "addRelease",
      version: "1.0",
      released_on: "2026-05-04",
      changelog_de: "Neu",
      changelog_en: "New",
      requires_wordpress: "6.4",
      tested_up_to: "6.8",
      requires_php: "8.1",
      zip: new File([new Uint8Array(testPluginZip("demo-unsold", "1.0"))], "x.zip"),
    });
    const unsoldZip = (await db.selectFrom("plugin_releases").select("zip_file").where("plugin_id", "=", unsold).executeTakeFirstOrThrow()).zip_file ?? "";
    expect(existsSync(path.join(dataDir, unsoldZip))).toBe(true);
    expect(await post(`/admin/plugins/${unsold}`, { intent: "delete" })).toMatchObject({ status: 400, body: { errors: { form: "admin.error.notConfirmed" } } });
    expect(await post(`/admin/plugins/${unsold}`, { confirmedIntent: "delete" })).toMatchObject({ status: 302, location: "/admin/plugins?notice=deleted" });
    expect(await db.selectFrom("plugins").select("id").where("id", "=", unsold).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", unsold).executeTakeFirst()).toBeUndefined();
    expect(existsSync(path.join(dataDir, unsoldZip))).toBe(false);
    expect(await auditActions("plugin", unsold)).toEqual(["plugin.create", "plugin.delete"]);
    expect((await post(`/admin/plugins/${unsold}`, { intent: "publish" })).status).toBe(404);
    expect((await post(`/admin/plugins/${sold.id}`, { intent: "reticulate" })).body).toMatchObject({ errors: { form: "admin.error.unknownIntent" } });
  });

  it("pages the releases of a plugin by version, newest first, and keeps the newest for the form on every page", async () => {
    // Inserted out of order; "1.10" is newer than "1.9" though it sorts before it as text.
    const minors = Array.from({ length: 30 }, (_, index) => ((index * 7) % 30) + 1);
    const { id } = await insertPlugin(db, "demo-versions", { status: "draft", releases: minors.map((minor) => ({ version: `1.${minor}`, zipFile: null })) });
    const releasesAt = async (query: string) =>
      (await editorLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/plugins/${id}${query}`, { pluginId: String(id) }))).releases;
    const versions = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => `1.${from - index}`);

    const first = await releasesAt("");
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30, newest: { version: "1.30" } });
    expect(first.items.map((release) => release.version)).toEqual(versions(30, 6));
    const second = await releasesAt("?releases=2");
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 30, newest: { version: "1.30" } });
    expect(second.items.map((release) => release.version)).toEqual(versions(5, 1));
    expect(second.items[0]).toMatchObject({ changelog_en: expect.stringContaining("New in 1.5") });
    expect((await releasesAt("?releases=40")).page).toBe(2);
  });
  it("refuses a zip whose main file names another version or none, and warns when it cannot update itself from this shop", async () => {
    const { id } = await insertPlugin(db, "demo-client", { status: "draft", releases: [] });
    const release = {
      intent: "addRelease",
      released_on: "2026-06-01",
      changelog_de: "Neu",
      changelog_en: "New",
      requires_wordpress: "6.4",
      tested_up_to: "6.8",
      requires_php: "8.1",
    };
    const upload = (version: string, zip: Uint8Array) =>
      post(`/admin/plugins/${id}?upload=release`, { ...release, version, zip: new File([new Uint8Array(zip)], "demo-client.zip") });
    const releasesBefore = await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", id).execute();

    expect(await upload("3.0.0", testPluginZip("demo-client", "2.9.0"))).toMatchObject({
      status: 400,
      body: { errors: { zip: "admin.plugins.error.zipVersionMismatch" } },
    });
    const headerless = zipSync({ "demo-client/demo-client.php": strToU8("<?php\n// no header\n") });
    expect(await upload("3.0.0", headerless)).toMatchObject({ status: 400, body: { errors: { zip: "admin.plugins.error.zipNoPluginHeader" } } });
    expect(await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", id).execute()).toEqual(releasesBefore);

    const bare = await upload("3.0.0", testPluginZip("demo-client", "3.0.0"));
    expect(bare).toMatchObject({
      status: 200,
      body: { notice: "admin.plugins.notice.releaseAdded", warnings: ["admin.plugins.warning.noLicenseClient", "admin.plugins.warning.noUpdateUri"] },
    });

    const foreign = buildPluginZip({ ...packageOf("demo-client", "3.1.0"), licenseServer: "https://elsewhere.example" });
    expect(await upload("3.1.0", foreign.bytes)).toMatchObject({ status: 200, body: { warnings: ["admin.plugins.warning.foreignUpdateUri"] } });

    const ours = buildPluginZip(packageOf("demo-client", "3.2.0"));
    expect(await upload("3.2.0", ours.bytes)).toMatchObject({ status: 200, body: { warnings: [] } });
  });
});
