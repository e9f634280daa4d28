import { type Language, localizeHref } from "../../i18n/paths.ts";

/** A docs node by its slugs: a parent (category), a section of it, or an article of that section. */
export type DocsPath = [parent: string] | [parent: string, section: string] | [parent: string, section: string, article: string];

export type DocsNodeKind = "parent" | "section" | "article";

/** The docs nodes as `GET /api/docs` answers them (field names fixed by the customer); `content` is the prepared HTML. */
export interface DocsArticle {
  article_id: number;
  article_slug: string;
  article_title: string;
  article_content: string;
}

export interface DocsSection {
  id: number;
  slug: string;
  title: string;
  content: string;
  articles: DocsArticle[];
}

export interface DocsParent {
  id: number;
  slug: string;
  title: string;
  content: string;
  sections: DocsSection[];
}

export interface DocsTreeResponse {
  docs: DocsParent[];
}

/**
 * One search result. `titleHtml` and `snippetHtml` are escaped text whose matches are wrapped in
 * `<mark>`, and nothing else, so pages may render them as HTML.
 */
export interface DocsSearchHit {
  kind: DocsNodeKind;
  path: DocsPath;
  titleHtml: string;
  snippetHtml: string;
  /** Titles of the nodes above the hit, outermost first. */
  trail: string[];
}

/** The page of a docs node in a language: `/docs/…`, with `?lang=en` in English. */
export function docsHref(path: readonly string[], language: Language): string {
  return localizeHref(["/docs", ...path.map(encodeURIComponent)].join("/"), language);
}
