import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { loader as listLoader } from "../../../routes/admin.blog.tsx";
import { action as newAction, loader as newLoader } from "../../../routes/admin.blog.new.tsx";
import { action as postAction, loader as postLoader } from "../../../routes/admin.blog.post.tsx";
import { preparedBlogText } from "../blog.server.ts";

function postForm(fields: Partial<Record<string, string>> & { slug: string }): Record<string, string> {
  return {
    intent: "save",
    author: "Clara Admin",
    publishedAt: "2026-03-10T09:30",
    coverImage: "",
    status: "published",
    title_de: "",
    excerpt_de: "",
    source_de: "",
    title_en: "",
    excerpt_en: "",
    source_en: "",
    ...fields,
  } as Record<string, string>;
}

describe.each(testEngines)("blog admin on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("admin-content-test");
  const routeArgs = <Params extends Record<string, string>>(user: CurrentUser | null, pathAndQuery: string, params: Params, fields?: Record<string, string>) =>
    adminRouteArgs({ db, dataDir, user }, pathAndQuery, params, fields);
  let admin: CurrentUser;
  let customer: CurrentUser;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "clara.admin@example.com", { firstName: null, lastName: null, displayName: "Clara Admin" });
    customer = await insertCustomer(db, "kunde@example.com");
  });

  afterAll(async () => drop());

  const create = (fields: Parameters<typeof postForm>[0], user = admin) => answerOf(() => newAction(routeArgs(user, "/admin/blog/new", {}, postForm(fields))));
  const postCount = async () =>
    Number(
      (
        await db
          .selectFrom("blog_posts")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const auditCount = async () =>
    Number(
      (
        await db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const lastAudit = () => db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();

  it("creates a post in both languages through the blog's own preparation, stored in UTC, and logs it", async () => {
    const source = "Ein Absatz mit <strong>Inhalt</strong>.\n\n<script>alert(1)</script>Zweiter Absatz.";
    const created = await create({
      slug: "neuer-beitrag",
      title_de: "Neuer Beitrag",
      source_de: source,
      title_en: "New post",
      excerpt_en: "Short.",
      source_en: "Some text.",
    });
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/blog\/(\d+)\?created=1$/.exec(created.location ?? "")?.[1]);
    const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const german = preparedBlogText({ source });
    expect(row).toMatchObject({
      slug: "neuer-beitrag",
      author: "Clara Admin",
      // 09:30 in Vienna in March (winter time) is 08:30 UTC.
      published_at: "2026-03-10T08:30:00.000Z",
      status: "published",
      cover_image: null,
      content_source_de: source,
      content_de: german.content,
      excerpt_de: german.excerpt,
      reading_minutes_de: german.readingMinutes,
      title_en: "New post",
      excerpt_en: "Short.",
    });
    expect(row.content_de).not.toContain("script");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "post.create", entity_type: "post", entity_id: String(id), entity_label: "neuer-beitrag", actor_user_id: admin.id });
    expect(JSON.parse(entry.after_json ?? "{}")).toMatchObject({ slug: "neuer-beitrag", status: "published", title_de: "Neuer Beitrag" });

    const loaded = await answerOf(() => postLoader(routeArgs(admin, `/admin/blog/${id}`, { postId: String(id) })));
    expect(loaded.body).toMatchObject({
      publishedAtInput: "2026-03-10T09:30",
      state: "published",
      post: { texts: { de: { title: "Neuer Beitrag", source } } },
    });
  });

  it("refuses bad input, reserved and taken slugs, writing nothing", async () => {
    const [posts, audits] = [await postCount(), await auditCount()];
    const cases: [Parameters<typeof postForm>[0], string, string][] = [
      [{ slug: "Gross", title_de: "T" }, "slug", "admin.content.error.slugFormat"],
      [{ slug: "kontakt", title_de: "T" }, "slug", "admin.blog.error.slugReserved"],
      [{ slug: "docs", title_de: "T" }, "slug", "admin.blog.error.slugReserved"],
      [{ slug: "neuer-beitrag", title_de: "T" }, "slug", "admin.content.error.slugTaken"],
      [{ slug: "ok", title_de: "T", publishedAt: "morgen" }, "publishedAt", "admin.blog.error.publishedAt"],
      [{ slug: "ok", title_de: "T", author: "" }, "author", "admin.blog.error.authorRequired"],
      [{ slug: "ok", title_de: "T", coverImage: "javascript:alert(1)" }, "coverImage", "admin.blog.error.cover"],
      [{ slug: "ok", title_de: "T", coverImage: "//evil.example/x.png" }, "coverImage", "admin.blog.error.cover"],
      [{ slug: "ok", title_de: "T", status: "scheduled" }, "status", "admin.content.error.status"],
      [{ slug: "ok", source_en: "Text without a title" }, "title_en", "admin.content.error.titleRequired"],
      [{ slug: "ok" }, "title_de", "admin.content.error.noLanguage"],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await create(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors[field], JSON.stringify(fields)).toBe(message);
    }
    expect([await postCount(), await auditCount()]).toEqual([posts, audits]);
  });

  it("answers a customer with 403 everywhere, changing nothing", async () => {
    const post = await db.selectFrom("blog_posts").select("id").executeTakeFirstOrThrow();
    const [posts, audits] = [await postCount(), await auditCount()];
    const params = { postId: String(post.id) };
    const tries = [
      () => listLoader(routeArgs(customer, "/admin/blog", {})),
      () => newLoader(routeArgs(customer, "/admin/blog/new", {})),
      () => newAction(routeArgs(customer, "/admin/blog/new", {}, postForm({ slug: "vom-kunden", title_de: "Kunde" }))),
      () => postLoader(routeArgs(customer, `/admin/blog/${post.id}`, params)),
      () => postAction(routeArgs(customer, `/admin/blog/${post.id}`, params, { confirmedIntent: "delete" })),
      () => postAction(routeArgs(customer, `/admin/blog/${post.id}`, params, postForm({ slug: "gekapert", title_de: "Gekapert" }))),
    ];
    for (const attempt of tries) expect((await answerOf(attempt)).status).toBe(403);
    expect([await postCount(), await auditCount()]).toEqual([posts, audits]);
    expect((await answerOf(() => postLoader(routeArgs(admin, "/admin/blog/999999", { postId: "999999" })))).status).toBe(404);
    expect((await answerOf(() => postLoader(routeArgs(admin, "/admin/blog/abc", { postId: "abc" })))).status).toBe(404);
  });

  it("saves changes, logging publish and unpublish as their own actions with only the changed fields", async () => {
    const post = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "neuer-beitrag").executeTakeFirstOrThrow();
    const path = `/admin/blog/${post.id}`;
    const params = { postId: String(post.id) };
    const base = {
      slug: "neuer-beitrag",
      title_de: "Neuer Beitrag",
      source_de: post.content_source_de ?? "",
      title_en: "New post",
      excerpt_en: "Short.",
      source_en: "Some text.",
    };
    const save = (fields: Partial<Record<string, string>>) => answerOf(() => postAction(routeArgs(admin, path, params, postForm({ ...base, ...fields }))));

    const audits = await auditCount();
    expect((await save({})).body).toEqual({ notice: "admin.content.saved" });
    expect(await auditCount()).toBe(audits);

    await save({ status: "draft" });
    let entry = await lastAudit();
    expect(entry.action).toBe("post.unpublish");
    expect([JSON.parse(entry.before_json ?? ""), JSON.parse(entry.after_json ?? "")]).toEqual([{ status: "published" }, { status: "draft" }]);

    await save({
      status: "published",
      slug: "umbenannt",
      publishedAt: "2025-07-01T12:00",
      coverImage: "/images/blog/cover.svg",
      title_en: "",
      excerpt_en: "",
      source_en: "",
    });
    entry = await lastAudit();
    expect(entry.action).toBe("post.publish");
    expect(JSON.parse(entry.after_json ?? "")).toEqual({
      slug: "umbenannt",
      status: "published",
      // Summer time: 12:00 in Vienna is 10:00 UTC.
      published_at: "2025-07-01T10:00:00.000Z",
      cover_image: "/images/blog/cover.svg",
      title_en: null,
      excerpt_en: null,
      content_source_en: null,
    });
    const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: "umbenannt", title_en: null, content_en: null, reading_minutes_en: null });
  });

  it("lists posts by search and state, scheduled ones apart, on server-side pages", async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 7 * 86_400_000);
    const inVienna = (date: Date) =>
      new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Vienna", dateStyle: "short", timeStyle: "short" }).format(date).replace(" ", "T");
    await create({ slug: "entwurf-suche", status: "draft", title_de: "Ein Entwurf über Suche" });
    await create({ slug: "geplant", title_en: "Scheduled for later", publishedAt: inVienna(later) });
    for (let index = 0; index < 26; index++) await create({ slug: `viele-${index}`, title_de: `Beitrag ${index}`, publishedAt: "2025-01-01T10:00" });
    const list = async (query: string) =>
      (await answerOf(() => listLoader(routeArgs(admin, `/admin/blog${query}`, {})))).body as {
        items: { slug: string; state: string }[];
        total: number;
        pageCount: number;
        page: number;
      };

    expect((await list("?status=draft")).items.map((post) => post.slug)).toEqual(["entwurf-suche"]);
    expect((await list("?status=scheduled")).items).toEqual([expect.objectContaining({ slug: "geplant", state: "scheduled" })]);
    expect((await list("?q=SUCHE")).items.map((post) => post.slug)).toEqual(["entwurf-suche"]);
    expect((await list("?q=100%25")).items).toEqual([]);
    const all = await list("");
    expect(all).toMatchObject({ total: 29, pageCount: 2, page: 1 });
    expect(all.items).toHaveLength(25);
    expect((await list("?page=2")).items).toHaveLength(4);
    expect((await list("?status=published")).total).toBe(27);
  });

  it("previews unsaved texts sanitised, with excerpt and reading time, and deletes only when confirmed", async () => {
    const post = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "umbenannt").executeTakeFirstOrThrow();
    const path = `/admin/blog/${post.id}`;
    const params = { postId: String(post.id) };
    const previewed = await answerOf(() =>
      postAction(
        routeArgs(
          admin,
          path,
          params,
          postForm({ intent: "preview", slug: "", title_de: "Vorschau", source_de: '<a href="javascript:alert(1)">Link</a><img src=x onerror=alert(1)> Text' }),
        ),
      ),
    );
    const [part] = (previewed.body as { preview: { language: string; html: string; excerpt: string; readingMinutes: number }[] }).preview;
    expect(part).toMatchObject({ language: "de", readingMinutes: 1 });
    expect(part?.html).not.toMatch(/javascript:|onerror/);
    expect(part?.excerpt).toBe("Link Text");
    expect(await db.selectFrom("blog_posts").selectAll().where("id", "=", post.id).executeTakeFirstOrThrow()).toEqual(post);

    const posts = await postCount();
    expect((await answerOf(() => postAction(routeArgs(admin, path, params, { intent: "delete" })))).status).toBe(400);
    expect((await answerOf(() => postAction(routeArgs(admin, path, params, { intent: "publishEverything" })))).status).toBe(400);
    expect(await postCount()).toBe(posts);
    expect(await answerOf(() => postAction(routeArgs(admin, path, params, { confirmedIntent: "delete" })))).toMatchObject({
      status: 302,
      location: "/admin/blog?deleted=1",
    });
    expect(await postCount()).toBe(posts - 1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "post.delete", entity_label: "umbenannt", after_json: null });
  });
});
