import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/page-meta.ts";

type Matches = Parameters<typeof pageMeta>[0];

/**
 * Head tags of an admin page. Its loader returns `title`, already in the admin's language (admin
 * texts are a page area, which meta functions cannot read).
 */
export function adminMeta(matches: Matches): MetaDescriptor[] {
  const data = matches.at(-1)?.loaderData as { title?: unknown } | undefined;
  return pageMeta(matches, { title: "page.admin.title", titleText: typeof data?.title === "string" ? data.title : undefined });
}
