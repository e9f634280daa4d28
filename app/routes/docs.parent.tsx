import { data } from "react-router";
import type { Route } from "./+types/docs.parent";
import { servicesContext } from "../context.ts";
import { fetchDocsTree } from "../features/docs/docs-client.ts";
import { docsMessages } from "../features/docs/docs-messages.ts";
import { DocsNotFoundPage, DocsParentPage } from "../features/docs/docs-pages.tsx";
import { type DocsNodeData, docsNodeMeta } from "../features/docs/docs-route.ts";
import { DocsScreen } from "../features/docs/docs-screen.tsx";
import { descriptionOfContent, docsPageLanguages, docsTree } from "../features/docs/docs-read.server.ts";
import { type DocsNotFoundView, type DocsParentView, docsParentView } from "../features/docs/docs-views.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

type Page = DocsParentView | DocsNotFoundView;

/** A category: its own content, or its first section where it has none. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const page = docsParentView(await docsTree(db, language), params.parent);
  const messages = pageMessages("docs", language);
  if (page.kind === "notFound") return data<DocsNodeData<Page>>({ messages, page }, { status: 404 });
  return data<DocsNodeData<Page>>({
    messages,
    page,
    description: descriptionOfContent(page.parent.content || page.firstSection?.content || ""),
    languages: await docsPageLanguages(db, [params.parent]),
  });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs): DocsNodeData<Page> {
  const language = detectLanguage(new URL(request.url), document.cookie);
  return { messages: docsMessages[language], page: fetchDocsTree(language, request.signal).then((docs) => docsParentView(docs, params.parent)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => docsNodeMeta(matches, loaderData);

export default function DocsParent({ loaderData }: Route.ComponentProps) {
  return (
    <DocsScreen messages={loaderData.messages} page={loaderData.page}>
      {(page) => (page.kind === "notFound" ? <DocsNotFoundPage view={page} /> : <DocsParentPage view={page} />)}
    </DocsScreen>
  );
}
