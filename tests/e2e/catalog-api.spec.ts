import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { z } from "zod";

/** The customer's contract: exactly these fields, plus our WordPress.org flag (docs/api.md). */
const bannerPlugin = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  description: z.string().min(1),
  image: z.url().nullable(),
  date: z.iso.date(),
  downloads: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5).nullable(),
  isFreePlugin: z.boolean(),
  freeDownloadLink: z.url().nullable(),
  price: z.number().nonnegative(),
  pricing_options: z.array(z.strictObject({ name: z.string().min(1), amount: z.number().positive() })),
  isWordPressOrg: z.boolean(),
});

test.describe("GET /api/banner-plugins", () => {
  test("answers the contract's fields in German by default and in English with ?lang=en", async ({ request }) => {
    const german = await request.get("/api/banner-plugins");
    expect(german.status()).toBe(200);
    expect(german.headers()["content-type"]).toContain("application/json");
    const plugins = z.array(bannerPlugin).parse(await german.json());
    expect(plugins.length).toBeGreaterThanOrEqual(8);
    expect(plugins[0]?.name).toBe("Invoice Forge für WooCommerce");
    expect(plugins[0]?.pricing_options.map((option) => option.name)).toEqual(["1 Website", "5 Websites", "Unbegrenzte Websites"]);

    const english = z.array(bannerPlugin).parse(await (await request.get("/api/banner-plugins?lang=en")).json());
    expect(english.map((plugin) => plugin.id)).toEqual(plugins.map((plugin) => plugin.id));
    expect(english[0]?.name).toBe("Invoice Forge for WooCommerce");
    expect(english[0]?.pricing_options[0]).toEqual({ name: "1 site", amount: 59 });
  });

  test("keeps price, free flag and download link consistent", async ({ request }) => {
    const plugins = z.array(bannerPlugin).parse(await (await request.get("/api/banner-plugins?lang=en")).json());
    for (const plugin of plugins) {
      expect(plugin.price).toBe(plugin.pricing_options[0]?.amount ?? 0);
      if (!plugin.isFreePlugin) expect(plugin.freeDownloadLink).toBeNull();
      if (plugin.isWordPressOrg) expect(plugin.freeDownloadLink).toMatch(/^https:\/\/wordpress\.org\/plugins\//);
    }
  });
});

test.describe("plugin downloads", () => {
  test("serves the zip of our own free plugin with its checksum and counts it", async ({ request }) => {
    const before = z.array(bannerPlugin).parse(await (await request.get("/api/banner-plugins?lang=en")).json());
    const plugin = before.find((candidate) => candidate.slug === "admin-notes");
    if (!plugin?.freeDownloadLink) throw new Error("admin-notes has no download link");

    const response = await request.get(new URL(plugin.freeDownloadLink).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="admin-notes-1.2.0.zip"');
    const body = await response.body();
    expect(body.subarray(0, 2).toString()).toBe("PK");
    expect(createHash("sha256").update(body).digest("hex")).toBe(response.headers()["x-checksum-sha256"]);

    const after = z.array(bannerPlugin).parse(await (await request.get("/api/banner-plugins?lang=en")).json());
    expect(after.find((candidate) => candidate.slug === "admin-notes")?.downloads).toBeGreaterThan(plugin.downloads);
  });

  test("has no free zip for paid, WordPress.org or unknown plugins", async ({ request }) => {
    for (const slug of ["invoice-forge", "maintenance-switch", "no-such-plugin"]) {
      const response = await request.get(`/api/plugins/${slug}/download`);
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "This plugin has no free download." } });
    }
  });

  test("counts a click-through to WordPress.org, and only for plugins hosted there", async ({ request }) => {
    expect((await request.post("/api/plugins/consent-bridge/downloads")).status()).toBe(204);
    expect((await request.post("/api/plugins/admin-notes/downloads")).status()).toBe(404);
    expect((await request.get("/api/plugins/consent-bridge/downloads")).status()).toBe(405);
  });
});
