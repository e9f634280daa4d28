import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { action as newPostAction } from "../../../routes/admin.blog.new.tsx";
import { action as postAction } from "../../../routes/admin.blog.post.tsx";
import { action as newNodeAction } from "../../../routes/admin.docs.new.tsx";
import { action as nodeAction } from "../../../routes/admin.docs.node.tsx";
import { loader as blogApiLoader } from "../../../routes/api.blog.ts";
import { loader as docsApiLoader } from "../../../routes/api.docs.ts";
import { loader as blogPostLoader } from "../../../routes/blog-post.tsx";
import { loader as rssLoader } from "../../../routes/blog.rss[.]xml.ts";
import { loader as blogListLoader } from "../../../routes/blog.tsx";
import { loader as docsArticleLoader } from "../../../routes/docs.article.tsx";
import { loader as docsParentLoader } from "../../../routes/docs.parent.tsx";
import { loader as docsSectionLoader } from "../../../routes/docs.section.tsx";
import { loader as docsIndexLoader } from "../../../routes/docs.tsx";
import { docsPageLanguages, findDocsArticleSource } from "../../docs/docs-read.server.ts";
import { searchDocs } from "../../docs/docs-search.server.ts";
import { collectSitemapEntries } from "../../sitemap/sitemap.server.ts";
import { viennaInputValue } from "../../../i18n/vienna-time.ts";

/**
 * Drafts, everything below a draft, and posts scheduled for later must not reach visitors through
 * any public page or API, and must appear there once published.
 */
describe.each(testEngines)("drafts stay private on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("admin-content-test");
  const routeArgs = <Params extends Record<string, string>>(user: CurrentUser | null, pathAndQuery: string, params: Params, fields?: Record<string, string>) =>
    adminRouteArgs({ db, dataDir, user }, pathAndQuery, params, fields);
  let admin: CurrentUser;
  const ids: Record<string, number> = {};

  async function node(kind: string, query: string, slug: string, status: string, title: string) {
    const created = await answerOf(() =>
      newNodeAction(
        routeArgs(
          admin,
          `/admin/docs/new/${kind}${query}`,
          { kind },
          { intent: "save", slug, status, position: "", title_de: title, source_de: `${title}: Geheimwort ${slug}.`, title_en: "", source_en: "" },
        ),
      ),
    );
    ids[slug] = Number(/(\d+)\?created=1$/.exec(created.location ?? "")?.[1]);
  }

  const postFields = (slug: string, status: string, publishedAt: Date) => ({
    intent: "save",
    slug,
    author: "Clara Admin",
    publishedAt: viennaInputValue(publishedAt),
    coverImage: "",
    status,
    title_de: `Beitrag ${slug}`,
    excerpt_de: "",
    source_de: `Text von ${slug}.`,
    title_en: `Post ${slug}`,
    excerpt_en: "",
    source_en: `Text of ${slug}.`,
  });

  async function post(slug: string, status: string, publishedAt: Date) {
    const created = await answerOf(() => newPostAction(routeArgs(admin, "/admin/blog/new", {}, postFields(slug, status, publishedAt))));
    ids[slug] = Number(/(\d+)\?created=1$/.exec(created.location ?? "")?.[1]);
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "clara.admin@example.com", { firstName: null, lastName: null, displayName: "Clara Admin" });
    await node("parent", "", "offen", "published", "Offen");
    await node("section", `?parent=${ids.offen}`, "start", "published", "Start");
    await node("article", `?section=${ids.start}`, "sichtbar", "published", "Sichtbar");
    await node("article", `?section=${ids.start}`, "entwurf", "draft", "Entwurf");
    await node("parent", "", "geheim", "draft", "Geheim");
    await node("section", `?parent=${ids.geheim}`, "innen", "published", "Innen");
    await node("article", `?section=${ids.innen}`, "versteckt", "published", "Versteckt");

    const day = 86_400_000;
    await post("blog-alt", "published", new Date(Date.now() - 3 * day));
    await post("blog-entwurf", "draft", new Date(Date.now() - 2 * day));
    await post("blog-geplant", "published", new Date(Date.now() + 2 * day));
  });

  afterAll(async () => drop());

  async function publicDocs() {
    const api = (await (await docsApiLoader(routeArgs(null, "/api/docs", {}))).json()) as {
      docs: { slug: string; sections: { slug: string; articles: { article_slug: string }[] }[] }[];
    };
    const apiPaths = api.docs.flatMap((parent) => [
      parent.slug,
      ...parent.sections.flatMap((section) => [
        `${parent.slug}/${section.slug}`,
        ...section.articles.map((article) => `${parent.slug}/${section.slug}/${article.article_slug}`),
      ]),
    ]);
    const search = (await docsIndexLoader(routeArgs(null, "/docs?q=Geheimwort", {}))).page as { hits: { path: string[] }[] };
    const sitemap = (await collectSitemapEntries(db)).map((entry) => entry.paths.de).filter((path) => path.startsWith("/docs/"));
    const status = async (path: [string, string?, string?]) => {
      const [parent, section, article] = path;
      if (article !== undefined && section !== undefined)
        return (await answerOf(() => docsArticleLoader(routeArgs(null, `/docs/${path.join("/")}?debug_docs=true`, { parent, section, article })))).status;
      if (section !== undefined) return (await answerOf(() => docsSectionLoader(routeArgs(null, `/docs/${path.join("/")}`, { parent, section })))).status;
      return (await answerOf(() => docsParentLoader(routeArgs(null, `/docs/${parent}`, { parent })))).status;
    };
    return {
      apiPaths,
      searchPaths: search.hits.map((hit) => hit.path.join("/")).sort(),
      sitemap: sitemap.sort(),
      pages: {
        sichtbar: await status(["offen", "start", "sichtbar"]),
        entwurf: await status(["offen", "start", "entwurf"]),
        geheim: await status(["geheim"]),
        innen: await status(["geheim", "innen"]),
        versteckt: await status(["geheim", "innen", "versteckt"]),
      },
      languages: await docsPageLanguages(db, ["geheim", "innen", "versteckt"]),
      debugSource: await findDocsArticleSource(db, ["offen", "start", "entwurf"], "de"),
    };
  }

  it("hides draft docs and everything below a draft category from the tree, search, pages and sitemap", async () => {
    const docs = await publicDocs();
    expect(docs.apiPaths).toEqual(["offen", "offen/start", "offen/start/sichtbar"]);
    expect(docs.searchPaths).toEqual(["offen/start", "offen/start/sichtbar", "offen"].sort());
    expect(docs.sitemap).toEqual(["/docs/offen", "/docs/offen/start", "/docs/offen/start/sichtbar"]);
    expect(docs.pages).toEqual({ sichtbar: 200, entwurf: 404, geheim: 404, innen: 404, versteckt: 404 });
    expect(docs.languages).toEqual([]);
    expect(docs.debugSource).toBeUndefined();
    // The ranking itself skips drafts, so they cannot take the places of published results.
    expect((await searchDocs(db, "Geheimwort", "de", 3)).map((hit) => hit.path.join("/")).sort()).toEqual(docs.searchPaths);
  });

  it("shows them everywhere once published", async () => {
    const publish = async (kind: string, slug: string, title: string) => {
      const fields = {
        intent: "save",
        slug,
        status: "published",
        position: "",
        title_de: title,
        source_de: `${title}: Geheimwort ${slug}.`,
        title_en: "",
        source_en: "",
      };
      const saved = await answerOf(() => nodeAction(routeArgs(admin, `/admin/docs/${kind}/${ids[slug]}`, { kind, nodeId: String(ids[slug]) }, fields)));
      expect(saved.status).toBe(200);
    };
    await publish("article", "entwurf", "Entwurf");
    await publish("parent", "geheim", "Geheim");
    const docs = await publicDocs();
    const all = ["geheim", "geheim/innen", "geheim/innen/versteckt", "offen", "offen/start", "offen/start/entwurf", "offen/start/sichtbar"];
    expect([...docs.apiPaths].sort()).toEqual(all);
    expect(docs.searchPaths).toEqual(all);
    expect(docs.sitemap).toEqual(all.map((path) => `/docs/${path}`));
    expect(docs.pages).toEqual({ sichtbar: 200, entwurf: 200, geheim: 200, innen: 200, versteckt: 200 });
    expect(docs.languages).toEqual(["de"]);
    expect(docs.debugSource?.source).toBe("Entwurf: Geheimwort entwurf.");
  });

  async function publicBlog() {
    const api = (await (await blogApiLoader(routeArgs(null, "/api/blog?lang=en", {}))).json()) as { posts: { slug: string }[] };
    const list = (await answerOf(() => blogListLoader(routeArgs(null, "/blog", {})))).body as { list: { posts: { slug: string }[] } };
    const rss = await (await rssLoader(routeArgs(null, "/blog/rss.xml", {}))).text();
    const sitemap = (await collectSitemapEntries(db)).map((entry) => entry.paths.de).filter((path) => path.startsWith("/blog-"));
    const page = async (slug: string) => answerOf(() => blogPostLoader(routeArgs(null, `/${slug}`, { identifier: slug })));
    const alt = (await page("blog-alt")).body as { post: { newer: unknown } };
    return {
      api: api.posts.map((entry) => entry.slug),
      list: list.list.posts.map((entry) => entry.slug),
      rss: ["blog-alt", "blog-entwurf", "blog-geplant"].filter((slug) => rss.includes(`/${slug}`)),
      sitemap: sitemap.sort(),
      pages: { entwurf: (await page("blog-entwurf")).status, geplant: (await page("blog-geplant")).status },
      newerThanAlt: alt.post.newer,
    };
  }

  it("hides draft and scheduled posts from the list, API, feed, sitemap, pages and neighbour links", async () => {
    expect(await publicBlog()).toEqual({
      api: ["blog-alt"],
      list: ["blog-alt"],
      rss: ["blog-alt"],
      sitemap: ["/blog-alt"],
      pages: { entwurf: 404, geplant: 404 },
      newerThanAlt: null,
    });
  });

  it("shows a post once published and a scheduled one once its time has come", async () => {
    const day = 86_400_000;
    const save = async (slug: string, publishedAt: Date) =>
      answerOf(() => postAction(routeArgs(admin, `/admin/blog/${ids[slug]}`, { postId: String(ids[slug]) }, postFields(slug, "published", publishedAt))));
    expect((await save("blog-entwurf", new Date(Date.now() - 2 * day))).status).toBe(200);
    expect((await save("blog-geplant", new Date(Date.now() - day))).status).toBe(200);
    const blog = await publicBlog();
    expect(blog).toMatchObject({
      api: ["blog-geplant", "blog-entwurf", "blog-alt"],
      list: ["blog-geplant", "blog-entwurf", "blog-alt"],
      rss: ["blog-alt", "blog-entwurf", "blog-geplant"],
      sitemap: ["/blog-alt", "/blog-entwurf", "/blog-geplant"],
      pages: { entwurf: 200, geplant: 200 },
      newerThanAlt: { slug: "blog-entwurf" },
    });
  });
});
