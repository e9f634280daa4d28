import type { Messages } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { ApiError, readJson } from "../api/api-client.ts";
import type { BlogListPage } from "./blog-post.ts";

function asBlogListPage(value: unknown): BlogListPage {
  if (typeof value !== "object" || value === null || !Array.isArray((value as Partial<BlogListPage>).posts)) {
    throw new Error("GET /api/blog did not answer a page of posts");
  }
  return value as BlogListPage;
}

/**
 * One page of the blog list, from the browser (client-side navigation); null when the page is
 * past the last one. Other failures reject after the generic reader's retry.
 */
export async function fetchBlogPage(language: Language, page: number, signal?: AbortSignal): Promise<BlogListPage | null> {
  const params = new URLSearchParams({ lang: language, page: String(page) });
  try {
    return await readJson(`/api/blog?${params}`, { signal, parse: asBlogListPage });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The blog's texts in one language for client-side navigations, which skip the server loader
 * that sends them on the first request. Each language is its own small chunk, loaded once.
 */
const blogCatalogues: Record<Language, () => Promise<Messages>> = {
  de: async () => (await import("../../i18n/de/blog.ts")).blogDe,
  en: async () => (await import("../../i18n/en/blog.ts")).blogEn,
};

export function loadBlogMessages(language: Language): Promise<Messages> {
  return blogCatalogues[language]();
}
