import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { importWordPress } from "./import.server.ts";
import { NotWxrError, readWxr } from "./wxr.server.ts";

const fixture = readFileSync(new URL("../../../tests/fixtures/wordpress-export.xml", import.meta.url), "utf8");
const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../../..");

describe("readWxr", () => {
  it("reads items with authors' display names and UTC dates", () => {
    const wxr = readWxr(fixture);
    expect(wxr.version).toBe("1.2");
    expect(wxr.siteTitle).toBe("Muster Handwerk GmbH");
    expect(wxr.items.find((item) => item.id === 101)).toMatchObject({
      type: "post",
      status: "publish",
      slug: "wartungsvertrag-wordpress",
      author: "Katharina Huber",
      publishedAt: "2025-10-14T08:30:00.000Z",
      excerpt: "Updates allein sind keine Wartung: worauf es bei einem Wartungsvertrag ankommt.",
    });
    expect(wxr.items.find((item) => item.id === 103)?.publishedAt).toBeNull();
  });

  it("refuses what is not a WordPress export, saying why", () => {
    expect(() => readWxr("<html><body>Hello</body></html>")).toThrow(NotWxrError);
    expect(() => readWxr('<rss version="2.0"><channel><title>A feed</title></channel></rss>')).toThrow(/wp:wxr_version/);
    expect(() => readWxr("<rss><channel>")).toThrow(/not well-formed XML/);
    expect(() => readWxr("")).toThrow(/not well-formed XML/);
  });
});

describe.each(testEngines)("importWordPress on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("imports published posts as blog posts and published pages as docs, and says what it skipped", async () => {
    const summary = await importWordPress(db, fixture, "de");
    expect(summary.posts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(summary.docs).toEqual({ created: 5, updated: 0, unchanged: 0 });
    expect(summary.skipped.map((skip) => skip.item).sort()).toEqual(
      [
        'post 103 "Entwurf: Preise 2027"',
        // The blog refuses a slug that a route of the site uses; the reason comes from there.
        'post 104 "Unser Blog"',
        'attachment 105 "werkstatt.jpg"',
        'nav_menu_item 106 "Kontakt"',
        'page 15 "Interne Notizen"',
      ].sort(),
    );
    expect(summary.skipped.find((skip) => skip.item.startsWith("post 103"))?.reason).toBe('status "draft" (only published content is imported)');
    expect(summary.skipped.find((skip) => skip.item.startsWith("attachment"))?.reason).toBe("attachment items are not imported");
  });

  it("runs posts through the content pipeline and keeps the raw source", async () => {
    const post = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "wartungsvertrag-wordpress").executeTakeFirstOrThrow();
    expect(post.title_de).toBe("Was ein Wartungsvertrag für WordPress abdecken sollte");
    expect(post.author).toBe("Katharina Huber");
    expect(post.published_at).toBe("2025-10-14T08:30:00.000Z");
    expect(post.content_source_de).toContain("<script>");
    expect(post.content_de).not.toMatch(/<script|onclick|javascript:/i);
    expect(post.content_de).toContain("<p>Updates allein sind keine Wartung.</p>");
    expect(post.content_de).toContain('href="https://wordpress.org/documentation/"');
    expect(post.title_en).toBeNull();
    const umlauts = await db.selectFrom("blog_posts").select(["slug", "author"]).where("slug", "=", "groessere-bilder").executeTakeFirstOrThrow();
    expect(umlauts.author).toBe("editor2");
  });

  it("maps the page tree to categories, sections and articles (deeper pages become articles)", async () => {
    const parent = await db.selectFrom("docs_parents").selectAll().where("slug", "=", "handbuch").executeTakeFirstOrThrow();
    const section = await db.selectFrom("docs_sections").selectAll().where("parent_id", "=", parent.id).executeTakeFirstOrThrow();
    expect(section.slug).toBe("einrichtung");
    const articles = await db.selectFrom("docs_articles").selectAll().where("section_id", "=", section.id).orderBy("position").execute();
    expect(articles.map((article) => article.slug)).toEqual(["erste-schritte", "passwort-vergessen", "video-einfuehrung"]);
    const video = articles.find((article) => article.slug === "video-einfuehrung");
    expect(video?.content_de).toContain('<figure class="content-video">');
    expect(video?.content_de).toContain("einfuehrung.mp4");
  });

  it("is idempotent by slug: a second run changes nothing, an edited export updates", async () => {
    const again = await importWordPress(db, fixture, "de");
    expect(again.posts).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(again.docs).toEqual({ created: 0, updated: 0, unchanged: 5 });

    const edited = fixture.replace("Größere Bilder ohne Ladezeit", "Größere Bilder, kürzere Ladezeit");
    expect((await importWordPress(db, edited, "de")).posts).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const post = await db.selectFrom("blog_posts").select("title_de").where("slug", "=", "groessere-bilder").executeTakeFirstOrThrow();
    expect(post.title_de).toBe("Größere Bilder, kürzere Ladezeit");
  });

  it("adds the other language to the same slugs", async () => {
    await importWordPress(
      db,
      fixture.replace("Was ein Wartungsvertrag für WordPress abdecken sollte", "What a WordPress maintenance contract should cover"),
      "en",
    );
    const post = await db.selectFrom("blog_posts").select(["title_de", "title_en"]).where("slug", "=", "wartungsvertrag-wordpress").executeTakeFirstOrThrow();
    expect(post).toEqual({ title_de: "Was ein Wartungsvertrag für WordPress abdecken sollte", title_en: "What a WordPress maintenance contract should cover" });
  });
});

// Each run starts Node and loads jsdom: about a second and a half.
describe("npm run import:wordpress", { timeout: 30_000 }, () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "wxr-import-"));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const importCommand = (...args: string[]) =>
    run(process.execPath, ["scripts/import-wordpress.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });

  it("imports a file into the configured database and prints a summary", async () => {
    const file = path.join(dataDir, "export.xml");
    writeFileSync(file, fixture);
    const { stdout } = await importCommand(file, "--lang", "de");
    expect(stdout).toContain("Blog posts: 2 created, 0 updated, 0 unchanged");
    expect(stdout).toContain("Docs pages: 5 created, 0 updated, 0 unchanged");
    expect(stdout).toContain('- post 103 "Entwurf: Preise 2027": status "draft" (only published content is imported)');
    const { stdout: second } = await importCommand(file, "--lang", "de");
    expect(second).toContain("Blog posts: 0 created, 0 updated, 2 unchanged");
  });

  it("fails clearly for a file that is not WXR, a missing language or a missing file", async () => {
    const notWxr = path.join(dataDir, "feed.xml");
    writeFileSync(notWxr, '<rss version="2.0"><channel><title>Some feed</title></channel></rss>');
    await expect(importCommand(notWxr, "--lang", "de")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${notWxr} is not a WordPress export (WXR) file: it has no <rss><channel> with a <wp:wxr_version>`),
    });
    await expect(importCommand(notWxr)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--lang must be de or en") });
    await expect(importCommand(path.join(dataDir, "missing.xml"), "--lang", "en")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Cannot read"),
    });
  });
});
