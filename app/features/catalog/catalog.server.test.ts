import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import {
  compareVersions,
  countDownload,
  findFeaturedPlugin,
  findFreeZip,
  findPluginDetail,
  listBannerPlugins,
  listCataloguePlugins,
  publishedPluginSlugs,
} from "./catalog.server.ts";
import { noFilter } from "./catalogue-filter.ts";
import { collectSitemapEntries } from "../sitemap/sitemap.server.ts";
import { demoPlugins } from "../../../seed/catalog.ts";
import { catalogSeeder } from "../../../seed/catalog.ts";
import { licenseClientFiles } from "../wordpress-client/client-files.server.ts";
import { fileSystemStore } from "../file-store/file-store.server.ts";

const origin = "https://shop.example";

describe("compareVersions", () => {
  it("orders numerically, not as text", () => {
    expect(["1.9.2", "1.10.0", "1.2", "2.0.0"].sort(compareVersions)).toEqual(["1.2", "1.9.2", "1.10.0", "2.0.0"]);
  });
});

describe.each(testEngines)("plugin catalogue on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    dataDir = mkdtempSync(path.join(tmpdir(), "catalog-test-"));
    expect(await catalogSeeder.run(db, { files: fileSystemStore(dataDir), publicUrl: "http://localhost:3000" })).toBe(true);
  });

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("the filtered catalogue of /plugins", () => {
    const slugsOf = async (filter: Partial<typeof noFilter>, language: "de" | "en" = "de") =>
      (await listCataloguePlugins(db, { language, origin }, { ...noFilter, ...filter })).map((plugin) => plugin.slug);

    it("without a filter is the list of GET /api/banner-plugins", async () => {
      expect(await listCataloguePlugins(db, { language: "en", origin }, noFilter)).toEqual(await listBannerPlugins(db, { language: "en", origin }));
    });

    it("searches names and descriptions in both languages, whatever the page's language", async () => {
      expect(await slugsOf({ search: "Rechnungen" }, "en")).toEqual(["invoice-forge"]);
      expect(await slugsOf({ search: "invoices" }, "de")).toEqual(["invoice-forge"]);
      expect(await slugsOf({ search: "osterreich feiertage" })).toEqual(["austrian-holidays"]);
      expect(await slugsOf({ search: "CONSENT MODE" })).toEqual(["consent-bridge"]);
      expect(await slugsOf({ search: "no such plugin anywhere" })).toEqual([]);
    });

    it("filters by price and category, combined with the search, in display order", async () => {
      const free = demoPlugins.filter((plugin) => plugin.free).map((plugin) => plugin.slug);
      const paid = demoPlugins.filter((plugin) => !plugin.free).map((plugin) => plugin.slug);
      expect(await slugsOf({ price: "free" })).toEqual(free);
      expect(await slugsOf({ price: "paid" })).toEqual(paid);
      expect(await slugsOf({ category: "administration" })).toEqual(["admin-notes", "maintenance-switch"]);
      expect(await slugsOf({ category: "administration", price: "paid" })).toEqual(
        demoPlugins.filter((plugin) => plugin.category === "administration" && !plugin.free).map((plugin) => plugin.slug),
      );
      expect(await slugsOf({ category: "ecommerce", search: "booking" })).toEqual([]);
    });

    it("never lists a draft", async () => {
      await db.updateTable("plugins").set({ status: "draft" }).where("slug", "=", "form-relay").execute();
      try {
        expect(await slugsOf({ category: "forms" })).toEqual([]);
        expect(await slugsOf({ search: "webhook" })).toEqual([]);
      } finally {
        await db.updateTable("plugins").set({ status: "published" }).where("slug", "=", "form-relay").execute();
      }
    });
  });

  it("seeds once: a second run leaves a filled catalogue alone", async () => {
    expect(await catalogSeeder.run(db, { files: fileSystemStore(dataDir), publicUrl: "http://localhost:3000" })).toBe(false);
    const { count } = await db
      .selectFrom("plugins")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(demoPlugins.length);
  });

  it("seeds what the issue asks for: paid plugins with three tiers, WordPress.org and own free plugins, one without image", async () => {
    const plugins = await listBannerPlugins(db, { language: "en", origin });
    expect(plugins.length).toBeGreaterThanOrEqual(8);
    const paid = plugins.filter((plugin) => plugin.pricing_options.length === 3);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(paid[0]?.pricing_options.map((option) => option.name)).toEqual(["1 site", "5 sites", "Unlimited sites"]);
    expect(plugins.some((plugin) => plugin.isFreePlugin && plugin.isWordPressOrg)).toBe(true);
    expect(plugins.some((plugin) => plugin.isFreePlugin && !plugin.isWordPressOrg && plugin.freeDownloadLink)).toBe(true);
    expect(plugins.some((plugin) => plugin.image === null)).toBe(true);
  });

  it("lists plugins in display order with the fields of GET /api/banner-plugins, in the requested language", async () => {
    const [featured] = await listBannerPlugins(db, { language: "en", origin });
    expect(featured).toEqual({
      id: expect.any(Number),
      name: "Invoice Forge for WooCommerce",
      slug: "invoice-forge",
      description: expect.stringContaining("PDF invoices"),
      image: "https://shop.example/images/plugins/invoice-forge.svg",
      date: "2021-03-15",
      downloads: 3420,
      rating: 4.8,
      isFreePlugin: false,
      freeDownloadLink: null,
      price: 59,
      pricing_options: [
        { name: "1 site", amount: 59 },
        { name: "5 sites", amount: 149 },
        { name: "Unlimited sites", amount: 299 },
      ],
      isWordPressOrg: false,
    });
    expect(await findFeaturedPlugin(db, { language: "en", origin })).toEqual(featured);
    const [german] = await listBannerPlugins(db, { language: "de", origin });
    expect(german?.name).toBe("Invoice Forge für WooCommerce");
    expect(german?.pricing_options[2]?.name).toBe("Unbegrenzte Websites");
  });

  it("links free downloads to WordPress.org or to our own zip", async () => {
    const plugins = await listBannerPlugins(db, { language: "de", origin });
    const bySlug = new Map(plugins.map((plugin) => [plugin.slug, plugin]));
    expect(bySlug.get("maintenance-switch")?.freeDownloadLink).toBe("https://wordpress.org/plugins/maintenance-switch/");
    expect(bySlug.get("admin-notes")?.freeDownloadLink).toBe("https://shop.example/api/plugins/admin-notes/download");
    expect(bySlug.get("admin-notes")?.price).toBe(0);
    expect(bySlug.get("hreflang-manager")?.rating).toBeNull();
  });

  it("hides drafts and retired pricing options", async () => {
    await db.updateTable("plugins").set({ status: "draft" }).where("slug", "=", "booking-desk").execute();
    const retired = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select("pricing_options.id")
      .where("plugins.slug", "=", "invoice-forge")
      .where("pricing_options.position", "=", 0)
      .executeTakeFirstOrThrow();
    await db.updateTable("pricing_options").set({ active: 0 }).where("id", "=", retired.id).execute();
    try {
      const plugins = await listBannerPlugins(db, { language: "en", origin });
      expect(plugins.map((plugin) => plugin.slug)).not.toContain("booking-desk");
      expect(plugins[0]?.pricing_options.map((option) => option.amount)).toEqual([149, 299]);
      expect(plugins[0]?.price).toBe(149);
      expect(await findPluginDetail(db, "booking-desk", { language: "en", origin })).toBeUndefined();
      expect(await publishedPluginSlugs(db)).not.toContain("booking-desk");
    } finally {
      await db.updateTable("plugins").set({ status: "published" }).where("slug", "=", "booking-desk").execute();
      await db.updateTable("pricing_options").set({ active: 1 }).where("id", "=", retired.id).execute();
    }
  });

  it("gives the detail page tiers, releases newest first, features, screenshots and the rating count", async () => {
    const detail = await findPluginDetail(db, "invoice-forge", { language: "de", origin });
    expect(detail?.tiers).toEqual([
      { name: "1 Website", amount: 59, siteLimit: 1, updateMonths: 12 },
      { name: "5 Websites", amount: 149, siteLimit: 5, updateMonths: 12 },
      { name: "Unbegrenzte Websites", amount: 299, siteLimit: null, updateMonths: 12 },
    ]);
    expect(detail?.releases.map((release) => release.version)).toEqual(["3.2.0", "3.1.2", "3.1.0"]);
    expect(detail?.releases[0]).toMatchObject({ requiresWordPress: "6.4", testedUpTo: "6.9", requiresPhp: "8.1" });
    expect(detail?.releases[0]?.changes[0]).toBe("Neu: Export im RZL-Format");
    expect(detail?.features).toHaveLength(6);
    expect(detail?.body.split("\n\n")).toHaveLength(3);
    expect(detail?.screenshots[0]).toEqual({
      src: "https://shop.example/images/plugins/invoice-forge-screenshot-1-de.svg",
      caption: "Rechnungsübersicht im WordPress-Dashboard",
      width: 1280,
      height: 800,
      sources: [],
    });
    // The English page shows the screen with English labels.
    expect((await findPluginDetail(db, "invoice-forge", { language: "en", origin }))?.screenshots[0]).toMatchObject({
      src: "https://shop.example/images/plugins/invoice-forge-screenshot-1-en.svg",
      caption: "Invoice overview in the WordPress dashboard",
    });
    expect(detail?.ratingCount).toBe(126);
    expect((await findPluginDetail(db, "hreflang-manager", { language: "en", origin }))?.ratingCount).toBe(0);
    expect(await findPluginDetail(db, "no-such-plugin", { language: "en", origin })).toBeUndefined();
  });

  it("writes an installable zip per release of our own plugins, with its checksum", async () => {
    const zip = await findFreeZip(db, fileSystemStore(dataDir), "admin-notes");
    expect(zip?.fileName).toBe("admin-notes-1.2.0.zip");
    const bytes = readFileSync(path.join(dataDir, "plugins/admin-notes/admin-notes-1.2.0.zip"));
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(zip?.sha256);
    const files = unzipSync(bytes);
    const clientFiles = [...licenseClientFiles().keys()].map((file) => `admin-notes/licence-client/${file}`);
    expect(Object.keys(files).sort()).toEqual(["admin-notes/admin-notes.php", "admin-notes/readme.txt", ...clientFiles].sort());
    expect(clientFiles).toContain("admin-notes/licence-client/load.php");
    const main = strFromU8(files["admin-notes/admin-notes.php"] ?? new Uint8Array());
    expect(main).toMatch(/^<\?php/);
    expect(main).toContain("Plugin Name:       Admin Notes");
    expect(main).toContain("Version:           1.2.0");
    // Updates come from this shop (PUBLIC_URL), through the client, without a licence for a free plugin.
    expect(main).toContain("Update URI:        http://localhost:3000/plugin/admin-notes");
    expect(main).toContain("require_once __DIR__ . '/licence-client/load.php';");
    expect(main).toMatch(/Client::register\(\s*array\(\s*'api_url' => 'http:\/\/localhost:3000',\s*'slug' {4}=> 'admin-notes',[\s\S]*'licence' => false,/);
    const paidMain = strFromU8(
      unzipSync(readFileSync(path.join(dataDir, "plugins/booking-desk/booking-desk-2.4.1.zip")))["booking-desk/booking-desk.php"] ?? new Uint8Array(),
    );
    expect(paidMain).toContain("'slug'    => 'booking-desk',");
    expect(paidMain).not.toContain("'licence' => false");
    expect(strFromU8(files["admin-notes/readme.txt"] ?? new Uint8Array())).toContain("Stable tag: 1.2.0");
    const paid = await db.selectFrom("plugin_releases").select(["zip_file", "zip_sha256"]).where("version", "=", "3.2.0").executeTakeFirstOrThrow();
    expect(paid.zip_file).toBe("plugins/invoice-forge/invoice-forge-3.2.0.zip");
  });

  it("offers a free zip only for our own free plugins whose file exists", async () => {
    expect(await findFreeZip(db, fileSystemStore(dataDir), "invoice-forge")).toBeUndefined();
    expect(await findFreeZip(db, fileSystemStore(dataDir), "maintenance-switch")).toBeUndefined();
    const file = path.join(dataDir, "plugins/austrian-holidays/austrian-holidays-1.0.1.zip");
    const saved = readFileSync(file);
    rmSync(file);
    try {
      expect(await findFreeZip(db, fileSystemStore(dataDir), "austrian-holidays")).toBeUndefined();
    } finally {
      writeFileSync(file, saved);
    }
    expect(await findFreeZip(db, fileSystemStore(dataDir), "austrian-holidays")).toBeDefined();
  });

  it("refuses a zip path that leaves DATA_DIR", async () => {
    await db.updateTable("plugin_releases").set({ zip_file: "../../etc/passwd" }).where("version", "=", "1.0.1").execute();
    try {
      expect(await findFreeZip(db, fileSystemStore(dataDir), "austrian-holidays")).toBeUndefined();
    } finally {
      await db
        .updateTable("plugin_releases")
        .set({ zip_file: "plugins/austrian-holidays/austrian-holidays-1.0.1.zip" })
        .where("version", "=", "1.0.1")
        .execute();
    }
  });

  it("lists every published plugin in the sitemap in both languages", async () => {
    const entries = await collectSitemapEntries(db);
    expect(entries).toContainEqual({ paths: { de: "/plugin/invoice-forge", en: "/plugin/invoice-forge?lang=en" } });
    expect(entries.filter((entry) => entry.paths.de.startsWith("/plugin/"))).toHaveLength(demoPlugins.length);
  });

  it("counts zip downloads and WordPress.org click-throughs, each only for its kind of plugin", async () => {
    const downloadsOf = async (slug: string) =>
      (await db.selectFrom("plugins").select("downloads").where("slug", "=", slug).executeTakeFirstOrThrow()).downloads;
    const before = { own: await downloadsOf("admin-notes"), hosted: await downloadsOf("consent-bridge") };
    expect(await countDownload(db, "admin-notes", "zip")).toBe(true);
    expect(await countDownload(db, "consent-bridge", "wordpress.org")).toBe(true);
    expect(await countDownload(db, "admin-notes", "wordpress.org")).toBe(false);
    expect(await countDownload(db, "consent-bridge", "zip")).toBe(false);
    expect(await countDownload(db, "unknown", "zip")).toBe(false);
    expect(await downloadsOf("admin-notes")).toBe(before.own + 1);
    expect(await downloadsOf("consent-bridge")).toBe(before.hosted + 1);
  });
});
