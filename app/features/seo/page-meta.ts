import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { interpolate } from "../../i18n/i18n-context.tsx";
import { rootDataOf } from "../../root-data.ts";
import { isPrivateRouteId } from "./private-pages.ts";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export interface PageMetaOptions {
  title: MessageKey;
  titleValues?: Record<string, string | number>;
  noindex?: boolean;
}

/** Title, description and robots tags of a page, in the page's language. */
export function pageMeta(matches: ReadonlyArray<MetaMatch>, options: PageMetaOptions): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const ownId = matches.at(-1)?.id ?? "";
  const title = interpolate(root.messages[options.title], options.titleValues);
  const tags: MetaDescriptor[] = [{ title: `${title} | ${root.messages["site.name"]}` }];
  if (options.noindex || isPrivateRouteId(ownId)) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
