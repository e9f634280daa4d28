// Issue #19 part 4: two sites on one PostgreSQL database, each with a DATA_DIR of its own (as on
// two hosts), each serve the release zips and images uploaded through the other, byte for byte.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-databases.ts";
import { deriveSigningKeys } from "../../lib/signing-keys.ts";
import { insertAdmin, insertCustomer, insertLicense } from "../../../tests/support/shop-fixtures.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../../../tests/support/live-site.ts";
import { startSession } from "../accounts/session.server.ts";
import { testPng } from "../../../tests/support/plugin-test-files.ts";
import { packageUrl } from "../licenses/package-url.server.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A plugin zip of a few MiB (several chunks of the store), with a main file naming `version`. */
function releaseZip(slug: string, version: string): Uint8Array {
  return zipSync(
    {
      [slug]: {
        [`${slug}.php`]: strToU8(`<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n */\n`),
        "assets/payload.bin": [new Uint8Array(randomBytes(3 * 1024 * 1024 + 4321)), { level: 0 }],
      },
    },
    { level: 6 },
  );
}

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two sites with different DATA_DIRs on one PostgreSQL database", () => {
  let modules: SiteModules;
  let database: TestDatabase;
  let first: LiveSite;
  let second: LiveSite;
  const pluginIds = new Map<string, number>();
  const cookies = new Map<LiveSite, string>();

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = { DATABASE_URL: database.target.url, SEED_DEMO: "true", LOG_LEVEL: "warn" };
    // One after the other, as two hosts of a rolling start would; the second finds the seed done.
    first = await startLiveSite(modules, env);
    second = await startLiveSite(modules, env);
    const admin = await insertAdmin(first.site.db, "admin@example.com");
    for (const site of [first, second])
      cookies.set(site, (await startSession(site.site.db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "");
    for (const { id, slug } of await first.site.db.selectFrom("plugins").select(["id", "slug"]).execute()) pluginIds.set(slug, id);
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    await modules?.close();
  });

  /** Posts the admin editor's form of a demo plugin through `site`, as the browser would. */
  async function postEditor(site: LiveSite, slug: string, upload: "release" | "image", fields: Record<string, string | Blob>): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${site.origin}/admin/plugins/${pluginIds.get(slug)}?upload=${upload}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookies.get(site) ?? "", Origin: site.origin },
      redirect: "manual",
    });
  }

  /** The zip and the id of a release uploaded through `site`. */
  async function uploadRelease(site: LiveSite, slug: string, version: string): Promise<{ zip: Uint8Array; releaseId: number }> {
    const zip = releaseZip(slug, version);
    const response = await postEditor(site, slug, "release", {
      intent: "addRelease",
      version,
      released_on: "2026-11-25",
      changelog_de: "Neu",
      changelog_en: "New",
      requires_wordpress: "6.1",
      tested_up_to: "6.8",
      requires_php: "7.4",
      zip: new File([new Uint8Array(zip)], `${slug}.zip`, { type: "application/zip" }),
    });
    expect(response.status).toBe(200);
    const row = await site.site.db
      .selectFrom("plugin_releases")
      .select(["id", "zip_sha256"])
      .where("plugin_id", "=", pluginIds.get(slug) ?? 0)
      .where("version", "=", version)
      .executeTakeFirstOrThrow();
    expect(row.zip_sha256).toBe(sha256(zip));
    return { zip, releaseId: row.id };
  }

  async function freeDownload(site: LiveSite): Promise<{ response: Response; bytes: Uint8Array }> {
    const response = await fetch(`${site.origin}/api/plugins/admin-notes/download`);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it("the demo zips seeded by the first site are served by the second", async () => {
    const { response, bytes } = await freeDownload(second);
    expect(response.status).toBe(200);
    expect(sha256(bytes)).toBe(response.headers.get("X-Checksum-SHA256"));
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
  });

  it("each serves a release zip uploaded through the other, with identical bytes, and neither DATA_DIR holds it", async () => {
    // A free plugin's zip, uploaded through the first site, downloaded from the second.
    const free = await uploadRelease(first, "admin-notes", "1.3.0");
    const servedBySecond = await freeDownload(second);
    expect(servedBySecond.response.status).toBe(200);
    expect(servedBySecond.response.headers.get("Content-Disposition")).toBe('attachment; filename="admin-notes-1.3.0.zip"');
    expect(Number(servedBySecond.response.headers.get("Content-Length"))).toBe(free.zip.length);
    expect(servedBySecond.response.headers.get("X-Checksum-SHA256")).toBe(sha256(free.zip));
    expect(sha256(servedBySecond.bytes)).toBe(sha256(free.zip));

    // A paid plugin's zip, uploaded through the second site, fetched from the first with the signed
    // package link its update check hands a licensed WordPress site.
    const paid = await uploadRelease(second, "booking-desk", "2.5.0");
    const customer = await insertCustomer(first.site.db, "kundin@example.com");
    const option = await first.site.db
      .selectFrom("pricing_options")
      .select("id")
      .where("plugin_id", "=", pluginIds.get("booking-desk") ?? 0)
      .executeTakeFirstOrThrow();
    const license = await insertLicense(first.site.db, {
      userId: customer.id,
      orderId: null,
      optionId: option.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const grant = { slug: "booking-desk", licenseId: license.id, releaseId: paid.releaseId, expires: Math.floor(Date.now() / 1000) + 3600 };
    const link = packageUrl(first.origin, deriveSigningKeys(first.site.config.SESSION_SECRET).downloads, grant);
    const servedByFirst = await fetch(link);
    expect(servedByFirst.status).toBe(200);
    expect(servedByFirst.headers.get("Content-Disposition")).toBe('attachment; filename="booking-desk-2.5.0.zip"');
    expect(Number(servedByFirst.headers.get("Content-Length"))).toBe(paid.zip.length);
    expect(sha256(new Uint8Array(await servedByFirst.arrayBuffer()))).toBe(sha256(paid.zip));

    for (const site of [first, second]) {
      const dataDir = site.site.config.DATA_DIR;
      expect(existsSync(path.join(dataDir, "plugins")), dataDir).toBe(false);
      expect(filesBelow(dataDir).filter((file) => file.endsWith(".zip"))).toEqual([]);
    }
  }, 120_000);

  it("each serves an image uploaded through the other", async () => {
    for (const [uploader, server, size] of [
      [second, first, 48],
      [first, second, 64],
    ] as const) {
      const png = testPng(size, 27);
      const response = await postEditor(uploader, "admin-notes", "image", {
        intent: "image",
        image: new File([new Uint8Array(png)], "banner.png", { type: "image/png" }),
      });
      expect(response.status).toBe(200);
      const { image } = await uploader.site.db.selectFrom("plugins").select("image").where("slug", "=", "admin-notes").executeTakeFirstOrThrow();
      expect(image).toMatch(/^\/media\/plugins\/admin-notes-[0-9a-f]{16}\.png$/);
      const served = await fetch(`${server.origin}${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(Number(served.headers.get("Content-Length"))).toBe(png.length);
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(png));
      expect(existsSync(path.join(uploader.site.config.DATA_DIR, "media"))).toBe(false);
    }
  }, 60_000);
});
