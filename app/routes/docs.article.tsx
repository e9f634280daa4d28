import { data } from "react-router";
import type { Route } from "./+types/docs.article";
import { servicesContext } from "../context.ts";
import { fetchDocsTree } from "../features/docs/docs-client.ts";
import { docsMessages } from "../features/docs/docs-messages.ts";
import { DocsArticlePage, DocsNotFoundPage } from "../features/docs/docs-pages.tsx";
import { type DocsNodeData, docsDebugParameter, docsNodeMeta, wantsDebug } from "../features/docs/docs-route.ts";
import { DocsScreen } from "../features/docs/docs-screen.tsx";
import { descriptionOfContent, docsPageLanguages, docsTree, findDocsArticleSource } from "../features/docs/docs-read.server.ts";
import { type DocsArticleView, type DocsNotFoundView, docsArticleView } from "../features/docs/docs-views.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import type { QueryParametersHandle } from "../features/page-cache/query-parameters.ts";

// The query parameters the page reads: the page cache keys it by these and no others (decision 040).
export const handle = { ...hydrateOnInteraction, queryParameters: [docsDebugParameter] } satisfies QueryParametersHandle;

type Page = DocsArticleView | DocsNotFoundView;

/** An article; with `?debug_docs=true` also its raw source and prepared HTML. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const path: [string, string, string] = [params.parent, params.section, params.article];
  const view = docsArticleView(await docsTree(db, language), ...path);
  const messages = pageMessages("docs", language);
  if (view.kind === "notFound") return data<DocsNodeData<Page>>({ messages, page: view }, { status: 404 });
  const debug = wantsDebug(new URL(request.url)) ? ((await findDocsArticleSource(db, path, language)) ?? null) : null;
  return data<DocsNodeData<Page>>({
    messages,
    page: { ...view, debug },
    description: descriptionOfContent(view.article.content),
    languages: await docsPageLanguages(db, path),
  });
}

/** Client-side navigation reads `GET /api/docs`; the raw source of `debug_docs` only the server has. */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): DocsNodeData<Page> {
  const url = new URL(request.url);
  const language = detectLanguage(url, document.cookie);
  const page = wantsDebug(url)
    ? serverLoader().then((data) => data.page)
    : fetchDocsTree(language, request.signal).then((docs) => docsArticleView(docs, params.parent, params.section, params.article));
  return { messages: docsMessages[language], page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => docsNodeMeta(matches, loaderData);

export default function DocsArticle({ loaderData }: Route.ComponentProps) {
  return (
    <DocsScreen messages={loaderData.messages} page={loaderData.page}>
      {(page) => (page.kind === "notFound" ? <DocsNotFoundPage view={page} /> : <DocsArticlePage view={page} />)}
    </DocsScreen>
  );
}
