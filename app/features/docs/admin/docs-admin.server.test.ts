import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { action as treeAction, loader as treeLoader } from "../../../routes/admin.docs.tsx";
import { action as newAction, loader as newLoader } from "../../../routes/admin.docs.new.tsx";
import { action as nodeAction, loader as nodeLoader } from "../../../routes/admin.docs.node.tsx";
import { prepareContent } from "../../content/content-pipeline.server.ts";
import { xssVectors } from "../../content/xss-vectors.ts";
import { searchDocs } from "../docs-search.server.ts";
import { insertDocsNode } from "../docs-store.server.ts";
import type { AdminDocsTreePage } from "./docs-admin.server.ts";

/** Whatever in parsed HTML could run code: scripts, frames, event handlers, script URLs. */
function activeParts(html: string): string[] {
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`);
  const found: string[] = [];
  for (const element of Array.from(window.document.body.querySelectorAll("*"))) {
    if (["script", "iframe", "object", "embed", "svg", "math", "style"].includes(element.localName)) found.push(element.localName);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.toLowerCase().startsWith("on") || /^\s*(?:javascript|vbscript|data):/i.test(value)) found.push(`${element.localName} ${name}`);
    }
  }
  window.close();
  return found;
}

/** The fields of the editor form; languages left out are empty. */
function nodeForm(fields: { slug: string; status?: string; position?: string; de?: [string, string]; en?: [string, string] }): Record<string, string> {
  return {
    intent: "save",
    slug: fields.slug,
    status: fields.status ?? "published",
    position: fields.position ?? "",
    title_de: fields.de?.[0] ?? "",
    source_de: fields.de?.[1] ?? "",
    title_en: fields.en?.[0] ?? "",
    source_en: fields.en?.[1] ?? "",
  };
}

describe.each(testEngines)("docs admin on %s", (engine) => {
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

  const auditRows = (entityType?: string) => {
    let query = db.selectFrom("audit_log").selectAll().orderBy("id");
    if (entityType) query = query.where("entity_type", "=", entityType);
    return query.execute();
  };

  async function create(kind: string, query: string, fields: Parameters<typeof nodeForm>[0], user = admin) {
    return answerOf(() => newAction(routeArgs(user, `/admin/docs/new/${kind}${query}`, { kind }, nodeForm(fields))));
  }

  async function idOf(location: string | null | undefined): Promise<number> {
    const match = /\/admin\/docs\/\w+\/(\d+)\?created=1$/.exec(location ?? "");
    if (!match) throw new Error(`not a created node: ${location}`);
    return Number(match[1]);
  }

  async function counts() {
    const count = async (table: "docs_parents" | "docs_sections" | "docs_articles" | "docs_search" | "audit_log") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      parents: await count("docs_parents"),
      sections: await count("docs_sections"),
      articles: await count("docs_articles"),
      search: await count("docs_search"),
      audit: await count("audit_log"),
    };
  }

  it("creates a category, a section and an article with the pipeline, the search index and audit entries", async () => {
    const parent = await create("parent", "", { slug: "handbuch", de: ["Handbuch", "Alles über unsere Plugins."], en: ["Handbook", "All about our plugins."] });
    expect(parent.status).toBe(302);
    const parentId = await idOf(parent.location);
    const section = await create("section", `?parent=${parentId}`, { slug: "einrichtung", de: ["Einrichtung", "So geht es los."] });
    const sectionId = await idOf(section.location);
    const source = 'Erster Absatz.\n\n<p onclick="alert(1)">Zweiter Absatz über Zwischenspeicher</p>';
    const article = await create("article", `?section=${sectionId}`, { slug: "cache", status: "draft", de: ["Zwischenspeicher", source] });
    const articleId = await idOf(article.location);

    const row = await db.selectFrom("docs_articles").selectAll().where("id", "=", articleId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      section_id: sectionId,
      slug: "cache",
      status: "draft",
      title_de: "Zwischenspeicher",
      content_source_de: source,
      content_de: prepareContent(source),
      title_en: null,
    });
    expect(row.content_de).not.toContain("onclick");
    const indexed = await db.selectFrom("docs_search").select(["language", "title"]).where("kind", "=", "article").where("ref_id", "=", articleId).execute();
    expect(indexed).toEqual([{ language: "de", title: "Zwischenspeicher" }]);

    const audit = await auditRows();
    expect(audit.map((entry) => entry.action)).toEqual(["docs_parent.create", "docs_section.create", "docs_article.create"]);
    expect(audit[2]).toMatchObject({
      actor_user_id: admin.id,
      entity_type: "docs_article",
      entity_id: String(articleId),
      entity_label: "Zwischenspeicher",
      before_json: null,
    });
    expect(JSON.parse(audit[2]?.after_json ?? "{}")).toMatchObject({ slug: "cache", status: "draft", title_de: "Zwischenspeicher", title_en: null });

    const tree = await answerOf(() => treeLoader(routeArgs(admin, "/admin/docs", {})));
    expect(tree.body).toMatchObject({
      tree: {
        page: 1,
        pageCount: 1,
        total: 1,
        firstIndex: 0,
        items: [{ slug: "handbuch", sections: [{ slug: "einrichtung", articles: [{ slug: "cache", status: "draft" }] }] }],
      },
    });
  });

  it("refuses bad input and a slug taken among siblings, writing nothing", async () => {
    const parentId = (await db.selectFrom("docs_parents").select("id").where("slug", "=", "handbuch").executeTakeFirstOrThrow()).id;
    const before = await counts();
    const cases: [Parameters<typeof nodeForm>[0], string, string][] = [
      [{ slug: "Mit Leerzeichen", de: ["Titel", ""] }, "slug", "admin.content.error.slugFormat"],
      [{ slug: "", de: ["Titel", ""] }, "slug", "admin.content.error.slugRequired"],
      [{ slug: "ohne-titel", de: ["", "Nur Inhalt"] }, "title_de", "admin.content.error.titleRequired"],
      [{ slug: "leer" }, "title_de", "admin.content.error.noLanguage"],
      [{ slug: "status", status: "archived", de: ["Titel", ""] }, "status", "admin.content.error.status"],
      [{ slug: "position", position: "-1", de: ["Titel", ""] }, "position", "admin.docs.error.position"],
      [{ slug: "einrichtung", de: ["Doppelt", ""] }, "slug", "admin.content.error.slugTaken"],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await create("section", `?parent=${parentId}`, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    expect(await counts()).toEqual(before);

    // The same slug is fine below another category.
    const other = await create("parent", "", { slug: "faq", de: ["Häufige Fragen", ""] });
    expect((await create("section", `?parent=${await idOf(other.location)}`, { slug: "einrichtung", de: ["Einrichtung", ""] })).status).toBe(302);
    // A node below a missing one, and an unknown kind, are not found.
    expect((await create("section", "?parent=999999", { slug: "x", de: ["X", ""] })).status).toBe(404);
    expect((await create("article", "", { slug: "x", de: ["X", ""] })).status).toBe(404);
    expect((await answerOf(() => newLoader(routeArgs(admin, "/admin/docs/new/chapter", { kind: "chapter" })))).status).toBe(404);
    expect((await answerOf(() => nodeLoader(routeArgs(admin, "/admin/docs/article/999999", { kind: "article", nodeId: "999999" })))).status).toBe(404);
  });

  it("answers a customer with 403 on every page and action, changing nothing", async () => {
    const before = await counts();
    const article = await db.selectFrom("docs_articles").select("id").executeTakeFirstOrThrow();
    const nodeParams = { kind: "article", nodeId: String(article.id) };
    const tries = [
      () => treeLoader(routeArgs(customer, "/admin/docs", {})),
      () => treeAction(routeArgs(customer, "/admin/docs", {}, { intent: "moveUp", kind: "article", id: String(article.id) })),
      () => newLoader(routeArgs(customer, "/admin/docs/new/parent", { kind: "parent" })),
      () => newAction(routeArgs(customer, "/admin/docs/new/parent", { kind: "parent" }, nodeForm({ slug: "kunde", de: ["Kunde", ""] }))),
      () => nodeLoader(routeArgs(customer, `/admin/docs/article/${article.id}`, nodeParams)),
      () => nodeAction(routeArgs(customer, `/admin/docs/article/${article.id}`, nodeParams, { confirmedIntent: "delete" })),
    ];
    for (const attempt of tries) expect((await answerOf(attempt)).status).toBe(403);
    const anonymous = await answerOf(() => treeLoader(routeArgs(null, "/admin/docs", {})));
    expect(anonymous.status).toBe(302);
    expect(await counts()).toEqual(before);
  });

  it("saves changes with only the changed fields audited, publishing as its own action, and drops an emptied language", async () => {
    const article = await db.selectFrom("docs_articles").select(["id", "content_source_de"]).where("slug", "=", "cache").executeTakeFirstOrThrow();
    const params = { kind: "article", nodeId: String(article.id) };
    const path = `/admin/docs/article/${article.id}`;
    const save = (fields: Parameters<typeof nodeForm>[0]) => answerOf(() => nodeAction(routeArgs(admin, path, params, nodeForm(fields))));

    // Unchanged: nothing logged.
    const auditBefore = (await auditRows()).length;
    expect((await save({ slug: "cache", status: "draft", position: "0", de: ["Zwischenspeicher", article.content_source_de ?? ""] })).status).toBe(200);
    expect((await auditRows()).length).toBe(auditBefore);

    expect((await save({ slug: "cache", status: "draft", de: ["Zwischenspeicher", "Neu."], en: ["Caching", "New **text** about caching."] })).status).toBe(200);
    let row = await db.selectFrom("docs_articles").selectAll().where("id", "=", article.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      content_de: prepareContent("Neu."),
      title_en: "Caching",
      content_en: prepareContent("New **text** about caching."),
      position: 0,
    });
    let entry = (await auditRows()).at(-1);
    expect(entry?.action).toBe("docs_article.update");
    expect(JSON.parse(entry?.before_json ?? "{}")).toEqual({ title_en: null, content_source_de: article.content_source_de, content_source_en: null });
    expect(JSON.parse(entry?.after_json ?? "{}")).toEqual({ title_en: "Caching", content_source_de: "Neu.", content_source_en: "New **text** about caching." });

    expect((await save({ slug: "cache", status: "published", de: ["Zwischenspeicher", "Neu."], en: ["Caching", "New **text** about caching."] })).status).toBe(
      200,
    );
    entry = (await auditRows()).at(-1);
    expect(entry?.action).toBe("docs_article.publish");
    expect(JSON.parse(entry?.after_json ?? "{}")).toEqual({ status: "published" });
    expect((await searchDocs(db, "zwischenspeicher", "de")).map((hit) => hit.path)).toEqual([["handbuch", "einrichtung", "cache"]]);

    // Leaving the English fields empty removes the English page and its search row.
    expect((await save({ slug: "cache", status: "published", de: ["Zwischenspeicher", "Neu."] })).status).toBe(200);
    row = await db.selectFrom("docs_articles").selectAll().where("id", "=", article.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title_en: null, content_source_en: null, content_en: null });
    const searchRows = await db.selectFrom("docs_search").select("language").where("kind", "=", "article").where("ref_id", "=", article.id).execute();
    expect(searchRows).toEqual([{ language: "de" }]);

    // Back to draft: unpublished.
    expect((await save({ slug: "cache", status: "draft", de: ["Zwischenspeicher", "Neu."] })).status).toBe(200);
    expect((await auditRows()).at(-1)?.action).toBe("docs_article.unpublish");
  });

  it("shows a preview through the content pipeline without saving, and an XSS vector stays harmless", async () => {
    const article = await db.selectFrom("docs_articles").selectAll().where("slug", "=", "cache").executeTakeFirstOrThrow();
    const before = await counts();
    const vectors = xssVectors.filter((vector) => /onerror|javascript:|<script/i.test(vector.payload)).slice(0, 5);
    expect(vectors.length).toBeGreaterThan(0);
    for (const vector of vectors) {
      const source = `Vorschau-Text.\n\n${vector.payload}`;
      const previewed = await answerOf(() =>
        nodeAction(
          routeArgs(
            admin,
            `/admin/docs/article/${article.id}`,
            { kind: "article", nodeId: String(article.id) },
            { ...nodeForm({ slug: "cache", de: ["Vorschau", source] }), intent: "preview" },
          ),
        ),
      );
      expect(previewed.status).toBe(200);
      const [part] = (previewed.body as { preview: { language: string; title: string; html: string }[] }).preview;
      expect(part).toMatchObject({ language: "de", title: "Vorschau", html: prepareContent(source) });
      expect(part?.html).toContain("Vorschau-Text.");
      expect(activeParts(part?.html ?? "")).toEqual([]);
    }
    // A preview of a new node needs no slug yet.
    const parentId = (await db.selectFrom("docs_parents").select("id").where("slug", "=", "handbuch").executeTakeFirstOrThrow()).id;
    const fresh = await answerOf(() =>
      newAction(
        routeArgs(
          admin,
          `/admin/docs/new/section?parent=${parentId}`,
          { kind: "section" },
          { ...nodeForm({ slug: "", en: ["Draft", "<h1>Big</h1>"] }), intent: "preview" },
        ),
      ),
    );
    expect((fresh.body as { preview: { html: string }[] }).preview[0]?.html).toBe("<h2>Big</h2>");
    expect(await counts()).toEqual(before);
    const unchanged = await db.selectFrom("docs_articles").selectAll().where("id", "=", article.id).executeTakeFirstOrThrow();
    expect(unchanged).toEqual(article);
  });

  it("moves nodes among their siblings and logs the move", async () => {
    const parentId = (await db.selectFrom("docs_parents").select("id").where("slug", "=", "handbuch").executeTakeFirstOrThrow()).id;
    const sectionId = (
      await db.selectFrom("docs_sections").select("id").where("parent_id", "=", parentId).where("slug", "=", "einrichtung").executeTakeFirstOrThrow()
    ).id;
    for (const slug of ["zwei", "drei"]) await create("article", `?section=${sectionId}`, { slug, de: [slug, ""] });
    const order = async () =>
      (await db.selectFrom("docs_articles").select("slug").where("section_id", "=", sectionId).orderBy("position").orderBy("id").execute()).map(
        (row) => row.slug,
      );
    expect(await order()).toEqual(["cache", "zwei", "drei"]);
    const drei = (await db.selectFrom("docs_articles").select("id").where("slug", "=", "drei").executeTakeFirstOrThrow()).id;
    const move = (intent: string, id: number, kind = "article") =>
      answerOf(() => treeAction(routeArgs(admin, "/admin/docs", {}, { intent, kind, id: String(id) })));

    expect((await move("moveUp", drei)).body).toEqual({ notice: "admin.docs.moved" });
    expect(await order()).toEqual(["cache", "drei", "zwei"]);
    expect((await move("moveUp", drei)).body).toEqual({ notice: "admin.docs.moved" });
    expect(await order()).toEqual(["drei", "cache", "zwei"]);
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({ action: "docs_article.reorder", entity_id: String(drei) });
    expect(JSON.parse(entry?.after_json ?? "{}")).toEqual({ position: 0 });

    // Already first: nothing moves, nothing is logged.
    const auditCount = (await auditRows()).length;
    expect((await move("moveUp", drei)).body).toEqual({ notice: "admin.content.unchanged" });
    expect((await auditRows()).length).toBe(auditCount);
    expect((await move("moveSideways", drei)).status).toBe(400);
    expect((await move("moveUp", drei, "chapter")).status).toBe(400);

    // Categories move too.
    const faq = (await db.selectFrom("docs_parents").select("id").where("slug", "=", "faq").executeTakeFirstOrThrow()).id;
    await move("moveUp", faq, "parent");
    expect((await db.selectFrom("docs_parents").select("slug").orderBy("position").orderBy("id").execute()).map((row) => row.slug)).toEqual([
      "faq",
      "handbuch",
    ]);
  });

  it("deletes a category with everything below it only when confirmed", async () => {
    const parent = await db.selectFrom("docs_parents").select("id").where("slug", "=", "handbuch").executeTakeFirstOrThrow();
    const params = { kind: "parent", nodeId: String(parent.id) };
    const path = `/admin/docs/parent/${parent.id}`;
    const loaded = await answerOf(() => nodeLoader(routeArgs(admin, path, params)));
    expect(loaded.body).toMatchObject({ node: { below: { sections: 1, articles: 3 } } });

    const before = await counts();
    const unconfirmed = await answerOf(() => nodeAction(routeArgs(admin, path, params, { intent: "delete" })));
    expect(unconfirmed.status).toBe(400);
    expect((unconfirmed.body as { errors: Record<string, string> }).errors.form).toBe("admin.error.notConfirmed");
    expect(await counts()).toEqual(before);

    const deleted = await answerOf(() => nodeAction(routeArgs(admin, path, params, { confirmedIntent: "delete" })));
    expect(deleted).toMatchObject({ status: 302, location: "/admin/docs?deleted=1" });
    const after = await counts();
    expect(after).toMatchObject({ parents: before.parents - 1, sections: before.sections - 1, articles: before.articles - 3, audit: before.audit + 1 });
    // The category and its section had both languages or one, the articles one each: every search row of them is gone.
    const orphans = await db
      .selectFrom("docs_search")
      .select("ref_id")
      .where((eb) =>
        eb.or([
          eb.and([eb("kind", "=", "parent"), eb("ref_id", "not in", eb.selectFrom("docs_parents").select("id"))]),
          eb.and([eb("kind", "=", "section"), eb("ref_id", "not in", eb.selectFrom("docs_sections").select("id"))]),
          eb.and([eb("kind", "=", "article"), eb("ref_id", "not in", eb.selectFrom("docs_articles").select("id"))]),
        ]),
      )
      .execute();
    expect(orphans).toEqual([]);
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({ action: "docs_parent.delete", entity_label: "Handbuch", after_json: null });
    expect(JSON.parse(entry?.before_json ?? "{}")).toMatchObject({ slug: "handbuch", sections: 1, articles: 3 });
    expect((await answerOf(() => nodeAction(routeArgs(admin, path, params, { confirmedIntent: "delete" })))).status).toBe(404);
  });
});

describe.each(testEngines)("docs tree pages on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  const dataDir = testDataDir("admin-content-pages-test");
  const treeAt = async (query: string) =>
    (await answerOf(() => treeLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/docs${query}`, {})))).body as { tree: AdminDocsTreePage };
  const text = (title: string) => ({ de: { title, source: "" }, en: null });

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "seiten.admin@example.com");
    // 30 categories with a section and an article each; positions as an import leaves them, sparse.
    await db.transaction().execute(async (trx) => {
      for (let index = 1; index <= 30; index += 1) {
        const name = `kategorie-${String(index).padStart(2, "0")}`;
        const parentId = await insertDocsNode(trx, "parent", null, { slug: name, position: index * 10, status: "published", texts: text(name) });
        const sectionId = await insertDocsNode(trx, "section", parentId, {
          slug: `abschnitt-${index}`,
          position: 0,
          status: "published",
          texts: text(`Abschnitt ${index}`),
        });
        await insertDocsNode(trx, "article", sectionId, {
          slug: `artikel-${index}`,
          position: 0,
          status: index % 2 ? "published" : "draft",
          texts: text(`Artikel ${index}`),
        });
      }
    });
  });

  afterAll(async () => drop());

  it("shows 25 categories a page, each with its own sections and articles, and the place of the page among all", async () => {
    const first = (await treeAt("")).tree;
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30, firstIndex: 0 });
    expect(first.items.map((parent) => parent.slug)).toEqual(Array.from({ length: 25 }, (_, index) => `kategorie-${String(index + 1).padStart(2, "0")}`));
    const second = (await treeAt("?page=2")).tree;
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 30, firstIndex: 25 });
    expect(second.items.map((parent) => parent.slug)).toEqual(["kategorie-26", "kategorie-27", "kategorie-28", "kategorie-29", "kategorie-30"]);
    expect(
      second.items.map((parent) => parent.sections.map((section) => [section.slug, section.articles.map((article) => `${article.slug} ${article.status}`)])),
    ).toEqual([26, 27, 28, 29, 30].map((index) => [[`abschnitt-${index}`, [`artikel-${index} ${index % 2 ? "published" : "draft"}`]]]));
    expect((await treeAt("?page=7")).tree.page).toBe(2);
  });

  it("moves a category across a page boundary, since places count among all categories", async () => {
    const moved = (await treeAt("?page=2")).tree.items[0];
    if (!moved) throw new Error("no category on page 2");
    const answer = await answerOf(() =>
      treeAction(adminRouteArgs({ db, dataDir, user: admin }, "/admin/docs?page=2", {}, { intent: "moveUp", kind: "parent", id: String(moved.id) })),
    );
    expect(answer.body).toEqual({ notice: "admin.docs.moved" });
    expect((await treeAt("")).tree.items.at(-1)?.slug).toBe("kategorie-26");
    expect((await treeAt("?page=2")).tree.items[0]?.slug).toBe("kategorie-25");
    const back = await answerOf(() =>
      treeAction(adminRouteArgs({ db, dataDir, user: admin }, "/admin/docs", {}, { intent: "moveDown", kind: "parent", id: String(moved.id) })),
    );
    expect(back.body).toEqual({ notice: "admin.docs.moved" });
    expect((await treeAt("?page=2")).tree.items[0]?.slug).toBe("kategorie-26");
  });
});
