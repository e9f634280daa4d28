import type { DocsParent, DocsSearchHit, DocsSection } from "./docs.ts";

/**
 * What each docs screen shows, derived from the docs tree. The server derives it from the
 * database's tree for the first request, the browser from `GET /api/docs` on client-side
 * navigation: one derivation, so both always agree.
 */

export interface DocsLink {
  slug: string;
  title: string;
}

export interface DocsCategorySummary extends DocsLink {
  sectionCount: number;
  articleCount: number;
  sections: DocsLink[];
}

export interface DocsIndexView {
  kind: "index";
  categories: DocsCategorySummary[];
}

/** `/docs?q=…`: ranked results, found by the server's full-text index. */
export interface DocsSearchView {
  kind: "search";
  query: string;
  hits: DocsSearchHit[];
}

export interface DocsSectionSummary extends DocsLink {
  articleCount: number;
}

export interface DocsSectionContent extends DocsLink {
  content: string;
  articles: DocsLink[];
}

export interface DocsParentView {
  kind: "parent";
  parent: DocsLink & { content: string };
  sections: DocsSectionSummary[];
  /** The parent's own content; without one, the first section stands in, so a category page is never empty. */
  firstSection: DocsSectionContent | null;
}

export interface DocsSectionView {
  kind: "section";
  parent: DocsLink;
  sections: DocsSectionSummary[];
  section: DocsSectionContent;
}

export interface DocsArticleView {
  kind: "article";
  parent: DocsLink;
  section: DocsLink;
  /** The articles of the section, for the side list. */
  articles: DocsLink[];
  article: DocsLink & { content: string };
  /** With `?debug_docs=true`: the raw source and the prepared HTML as stored. */
  debug: { source: string; prepared: string } | null;
}

/** The node a path names is missing; `parent`/`section` are the found nodes above it. */
export interface DocsNotFoundView {
  kind: "notFound";
  missing: "parent" | "section" | "article";
  slug: string;
  parent: DocsLink | null;
  section: DocsLink | null;
}

const link = ({ slug, title }: DocsLink): DocsLink => ({ slug, title });

function sectionSummaries(parent: DocsParent): DocsSectionSummary[] {
  return parent.sections.map((section) => ({ ...link(section), articleCount: section.articles.length }));
}

function sectionContent(section: DocsSection): DocsSectionContent {
  return {
    ...link(section),
    content: section.content,
    articles: section.articles.map((article) => ({ slug: article.article_slug, title: article.article_title })),
  };
}

export function docsIndexView(docs: readonly DocsParent[]): DocsIndexView {
  return {
    kind: "index",
    categories: docs.map((parent) => ({
      ...link(parent),
      sectionCount: parent.sections.length,
      articleCount: parent.sections.reduce((sum, section) => sum + section.articles.length, 0),
      sections: parent.sections.map(link),
    })),
  };
}

export function docsParentView(docs: readonly DocsParent[], parentSlug: string): DocsParentView | DocsNotFoundView {
  const parent = docs.find((candidate) => candidate.slug === parentSlug);
  if (!parent) return { kind: "notFound", missing: "parent", slug: parentSlug, parent: null, section: null };
  const first = parent.sections[0];
  return {
    kind: "parent",
    parent: { ...link(parent), content: parent.content },
    sections: sectionSummaries(parent),
    firstSection: !parent.content.trim() && first ? sectionContent(first) : null,
  };
}

export function docsSectionView(docs: readonly DocsParent[], parentSlug: string, sectionSlug: string): DocsSectionView | DocsNotFoundView {
  const parent = docs.find((candidate) => candidate.slug === parentSlug);
  if (!parent) return { kind: "notFound", missing: "parent", slug: parentSlug, parent: null, section: null };
  const section = parent.sections.find((candidate) => candidate.slug === sectionSlug);
  if (!section) return { kind: "notFound", missing: "section", slug: sectionSlug, parent: link(parent), section: null };
  return { kind: "section", parent: link(parent), sections: sectionSummaries(parent), section: sectionContent(section) };
}

export function docsArticleView(docs: readonly DocsParent[], parentSlug: string, sectionSlug: string, articleSlug: string): DocsArticleView | DocsNotFoundView {
  const found = docsSectionView(docs, parentSlug, sectionSlug);
  if (found.kind === "notFound") return found;
  const { parent, section } = found;
  const article = docs
    .find((candidate) => candidate.slug === parentSlug)
    ?.sections.find((candidate) => candidate.slug === sectionSlug)
    ?.articles.find((candidate) => candidate.article_slug === articleSlug);
  if (!article) return { kind: "notFound", missing: "article", slug: articleSlug, parent, section: link(section) };
  return {
    kind: "article",
    parent,
    section: link(section),
    articles: section.articles,
    article: { slug: article.article_slug, title: article.article_title, content: article.article_content },
    debug: null,
  };
}
