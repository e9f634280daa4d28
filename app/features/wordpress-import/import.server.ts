import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../../db/client.ts";
import type { Language } from "../../i18n/paths.ts";
import { saveBlogPost } from "../blog/blog.server.ts";
import { slugFromName } from "../catalog/slug.ts";
import { saveDocsPage } from "../docs/docs-store.server.ts";
import type { DocsPath } from "../docs/docs.ts";
import { readWxr, type WxrItem } from "./wxr.server.ts";

export type SaveOutcome = "created" | "updated" | "unchanged";

export interface ImportSummary {
  posts: Record<SaveOutcome, number>;
  docs: Record<SaveOutcome, number>;
  /** What was not imported, and why. */
  skipped: { item: string; reason: string }[];
}

/** jsdom frees the documents the content pipeline parsed only when the event loop turns. */
const itemsPerTurn = 25;

/** The author given to posts whose export names nobody. */
const fallbackAuthor = "WP Studio";

function slugOf(item: WxrItem): string {
  let slug = item.slug;
  try {
    // WordPress stores non-ASCII slugs percent-encoded ("gr%c3%b6%c3%9fe").
    slug = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all; use it as it is.
  }
  return slugFromName(slug) || slugFromName(item.title) || `${item.type}-${item.id}`;
}

function label(item: WxrItem): string {
  return `${item.type} ${item.id} "${item.title || item.slug}"`;
}

/**
 * The mapping of pages to docs (docs/wordpress-import.md): a top-level page is a docs category, its
 * children are sections, and every page further down becomes an article of the section above it.
 */
function docsPaths(pages: WxrItem[]): { page: WxrItem; path: DocsPath; position: number }[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const childrenOf = new Map<number, WxrItem[]>();
  for (const page of pages) {
    const parent = byId.has(page.parentId) ? page.parentId : 0;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page]);
  }
  const ordered = (parent: number) => (childrenOf.get(parent) ?? []).sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id);
  const descendants = (parent: number): WxrItem[] => ordered(parent).flatMap((page) => [page, ...descendants(page.id)]);

  const plan: { page: WxrItem; path: DocsPath; position: number }[] = [];
  for (const [parentPosition, parent] of ordered(0).entries()) {
    const parentSlug = slugOf(parent);
    plan.push({ page: parent, path: [parentSlug], position: parentPosition });
    for (const [sectionPosition, section] of ordered(parent.id).entries()) {
      const sectionSlug = slugOf(section);
      plan.push({ page: section, path: [parentSlug, sectionSlug], position: sectionPosition });
      for (const [articlePosition, article] of descendants(section.id).entries()) {
        plan.push({ page: article, path: [parentSlug, sectionSlug, slugOf(article)], position: articlePosition });
      }
    }
  }
  return plan;
}

function skipReason(item: WxrItem): string | undefined {
  if (item.type !== "post" && item.type !== "page") return `${item.type || "unknown"} items are not imported`;
  if (item.status !== "publish") return `status "${item.status}" (only published content is imported)`;
  if (!item.title.trim()) return "it has no title";
  return undefined;
}

/**
 * Imports a WordPress export in one language: published posts become blog posts, published pages
 * become docs. Idempotent by slug: a second run reports everything as unchanged.
 */
export async function importWordPress(db: Db, xml: string, language: Language): Promise<ImportSummary> {
  const wxr = readWxr(xml);
  const summary: ImportSummary = {
    posts: { created: 0, updated: 0, unchanged: 0 },
    docs: { created: 0, updated: 0, unchanged: 0 },
    skipped: [],
  };
  const importable: WxrItem[] = [];
  for (const item of wxr.items) {
    const reason = skipReason(item);
    if (reason) summary.skipped.push({ item: label(item), reason });
    else importable.push(item);
  }

  for (const [index, post] of importable.filter((item) => item.type === "post").entries()) {
    if (index % itemsPerTurn === itemsPerTurn - 1) await nextTurn();
    try {
      const outcome = await saveBlogPost(db, {
        slug: slugOf(post),
        language,
        title: post.title,
        source: post.content,
        excerpt: post.excerpt || undefined,
        author: post.author || fallbackAuthor,
        publishedAt: post.publishedAt ?? new Date().toISOString(),
      });
      summary.posts[outcome]++;
    } catch (error) {
      summary.skipped.push({ item: label(post), reason: error instanceof Error ? error.message : String(error) });
    }
  }

  const seenPaths = new Set<string>();
  for (const [index, { page, path, position }] of docsPaths(importable.filter((item) => item.type === "page")).entries()) {
    if (index % itemsPerTurn === itemsPerTurn - 1) await nextTurn();
    const key = path.join("/");
    if (seenPaths.has(key)) {
      summary.skipped.push({ item: label(page), reason: `another page already has the docs path /docs/${key}` });
      continue;
    }
    seenPaths.add(key);
    try {
      summary.docs[await saveDocsPage(db, { path, language, title: page.title, source: page.content, position })]++;
    } catch (error) {
      summary.skipped.push({ item: label(page), reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return summary;
}

/** The summary as the command prints it. */
export function formatSummary(summary: ImportSummary): string {
  const counts = (outcomes: Record<SaveOutcome, number>) => `${outcomes.created} created, ${outcomes.updated} updated, ${outcomes.unchanged} unchanged`;
  const lines = [`Blog posts: ${counts(summary.posts)}`, `Docs pages: ${counts(summary.docs)}`, `Skipped: ${summary.skipped.length}`];
  for (const { item, reason } of summary.skipped) lines.push(`  - ${item}: ${reason}`);
  return lines.join("\n");
}
