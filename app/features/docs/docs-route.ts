import type { MetaDescriptor } from "react-router";
import type { Messages } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { rootDataOf } from "../../root-data.ts";
import { structuredDataContextOf } from "../catalog/structured-data.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { breadcrumbListJsonLd, docsCrumbs } from "./docs-breadcrumbs.ts";
import type { DocsArticleView, DocsLink, DocsNotFoundView, DocsParentView, DocsSectionView } from "./docs-views.ts";

/** What the loaders of the docs node pages hand their page. */
export interface DocsNodeData<T> {
  messages: Messages;
  /** Ready on the first request; a promise after a client-side navigation, so the page shows its loading state at once. */
  page: T | Promise<T>;
  /** From the server only: the start of the page's text, for search engines. */
  description?: string;
  /** From the server only: the languages the page exists in, for its `hreflang` alternates. */
  languages?: Language[];
}

export type DocsNodeView = DocsParentView | DocsSectionView | DocsArticleView;

/** Query parameters of the docs pages; the page cache keys a page by those it reads (decision 040). */
export const docsSearchParameter = "q";
export const docsDebugParameter = "debug_docs";

/** `?q=`: the visitor's search, trimmed; empty for none. */
export function searchQueryOf(url: URL): string {
  return (url.searchParams.get(docsSearchParameter) ?? "").trim().slice(0, 200);
}

/** `?debug_docs=true`: the article page also shows raw and prepared content, to see what the content pipeline made of it. */
export function wantsDebug(url: URL): boolean {
  return url.searchParams.get(docsDebugParameter) === "true";
}

export function resolved<T>(page: T | Promise<T>): T | undefined {
  return page instanceof Promise ? undefined : page;
}

/** The docs nodes a page stands for, outermost first: the breadcrumbs below Documentation. */
export function nodesOf(view: DocsNodeView): DocsLink[] {
  if (view.kind === "parent") return [view.parent];
  if (view.kind === "section") return [view.parent, view.section];
  return [view.parent, view.section, view.article];
}

const notFoundTitles = {
  parent: "docs.notFound.parent.title",
  section: "docs.notFound.section.title",
  article: "docs.notFound.article.title",
} as const;

/** Head tags of a category, section or article page, its not-found screen, or the page while it loads. */
export function docsNodeMeta(matches: Parameters<typeof pageMeta>[0], data: DocsNodeData<DocsNodeView | DocsNotFoundView> | undefined): MetaDescriptor[] {
  const page = data ? resolved(data.page) : undefined;
  if (!page) return pageMeta(matches, { title: "page.docs.title" });
  if (page.kind === "notFound") return pageMeta(matches, { title: notFoundTitles[page.missing], noindex: true });
  const root = rootDataOf(matches);
  const nodes = nodesOf(page);
  const crumbs = root ? docsCrumbs(nodes, root.language, structuredDataContextOf(root).t) : [];
  return pageMeta(matches, {
    title: "page.docs.entryTitle",
    titleValues: { title: nodes.at(-1)?.title ?? "" },
    descriptionText: data?.description,
    languages: data?.languages,
    noindex: page.kind === "article" && page.debug !== null,
    jsonLd: root ? [breadcrumbListJsonLd(crumbs, root.origin)] : [],
  });
}
