import type { Route } from "./+types/docs";
import { servicesContext } from "../context.ts";
import { structuredDataContextOf } from "../features/catalog/structured-data.ts";
import { breadcrumbListJsonLd, docsCrumbs } from "../features/docs/docs-breadcrumbs.ts";
import { fetchDocsTree } from "../features/docs/docs-client.ts";
import { docsMessages } from "../features/docs/docs-messages.ts";
import { DocsIndexPage, DocsSearchPage } from "../features/docs/docs-pages.tsx";
import { docsSearchParameter, searchQueryOf } from "../features/docs/docs-route.ts";
import { DocsScreen } from "../features/docs/docs-screen.tsx";
import { docsTree } from "../features/docs/docs-read.server.ts";
import { searchDocs } from "../features/docs/docs-search.server.ts";
import { type DocsIndexView, type DocsSearchView, docsIndexView } from "../features/docs/docs-views.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { rootDataOf } from "../root-data.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import type { QueryParametersHandle } from "../features/page-cache/query-parameters.ts";

// The query parameters the page reads: the page cache keys it by these and no others (decision 040).
export const handle = { ...hydrateOnInteraction, queryParameters: [docsSearchParameter] } satisfies QueryParametersHandle;

/** `/docs`: the categories; `/docs?q=…`: search results from the full-text index. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const query = searchQueryOf(new URL(request.url));
  const page: DocsIndexView | DocsSearchView = query
    ? { kind: "search", query, hits: await searchDocs(db, query, language) }
    : docsIndexView(await docsTree(db, language));
  return { messages: pageMessages("docs", language), query, page };
}

/** Client-side navigation: the page shows at once and loads the docs like every docs page; a search asks the server. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = detectLanguage(url, document.cookie);
  const query = searchQueryOf(url);
  const page: Promise<DocsIndexView | DocsSearchView> = query
    ? serverLoader().then((data) => data.page)
    : fetchDocsTree(language, request.signal).then(docsIndexView);
  return { messages: docsMessages[language], query, page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.query) return pageMeta(matches, { title: "page.docs.searchTitle", titleValues: { query: loaderData.query }, noindex: true });
  const root = rootDataOf(matches);
  const jsonLd = root ? [breadcrumbListJsonLd(docsCrumbs([], root.language, structuredDataContextOf(root).t), root.origin)] : [];
  return pageMeta(matches, { title: "page.docs.title", jsonLd });
};

export default function Docs({ loaderData }: Route.ComponentProps) {
  return (
    <DocsScreen messages={loaderData.messages} page={loaderData.page} query={loaderData.query}>
      {(page) => (page.kind === "search" ? <DocsSearchPage view={page} /> : <DocsIndexPage view={page} />)}
    </DocsScreen>
  );
}
