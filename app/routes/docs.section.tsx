import { data } from "react-router";
import type { Route } from "./+types/docs.section";
import { servicesContext } from "../context.ts";
import { fetchDocsTree } from "../features/docs/docs-client.ts";
import { docsMessages } from "../features/docs/docs-messages.ts";
import { DocsNotFoundPage, DocsSectionPage } from "../features/docs/docs-pages.tsx";
import { type DocsNodeData, docsNodeMeta } from "../features/docs/docs-route.ts";
import { DocsScreen } from "../features/docs/docs-screen.tsx";
import { descriptionOfContent, docsPageLanguages, docsTree } from "../features/docs/docs-read.server.ts";
import { type DocsNotFoundView, type DocsSectionView, docsSectionView } from "../features/docs/docs-views.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

type Page = DocsSectionView | DocsNotFoundView;

/** A section with the list of its articles. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const page = docsSectionView(await docsTree(db, language), params.parent, params.section);
  const messages = pageMessages("docs", language);
  if (page.kind === "notFound") return data<DocsNodeData<Page>>({ messages, page }, { status: 404 });
  return data<DocsNodeData<Page>>({
    messages,
    page,
    description: descriptionOfContent(page.section.content),
    languages: await docsPageLanguages(db, [params.parent, params.section]),
  });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs): DocsNodeData<Page> {
  const language = detectLanguage(new URL(request.url), document.cookie);
  return {
    messages: docsMessages[language],
    page: fetchDocsTree(language, request.signal).then((docs) => docsSectionView(docs, params.parent, params.section)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => docsNodeMeta(matches, loaderData);

export default function DocsSection({ loaderData }: Route.ComponentProps) {
  return (
    <DocsScreen messages={loaderData.messages} page={loaderData.page}>
      {(page) => (page.kind === "notFound" ? <DocsNotFoundPage view={page} /> : <DocsSectionPage view={page} />)}
    </DocsScreen>
  );
}
