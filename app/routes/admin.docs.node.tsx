import { data } from "react-router";
import type { Route } from "./+types/admin.docs.node";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { editorFormOf } from "../features/admin-kit/content-images.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { editDocsNodeAction } from "../features/docs/admin/docs-actions.server.ts";
import { findDocsNodeForEditing, isDocsNodeKind } from "../features/docs/admin/docs-admin.server.ts";
import { DocsNodeEditor } from "../features/docs/admin/docs-editor.tsx";
import type { Db } from "../../db/client.ts";
import { docsHref } from "../features/docs/docs.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { languages } from "../i18n/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

async function nodeOf(db: Db, params: Route.LoaderArgs["params"]) {
  const { kind, nodeId } = params;
  if (!isDocsNodeKind(kind) || !/^[1-9]\d{0,9}$/.test(nodeId)) throw data(null, { status: 404 });
  const node = await findDocsNodeForEditing(db, kind, Number(nodeId));
  if (!node) throw data(null, { status: 404 });
  return node;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const language = languageOfRequest(request);
  const node = await nodeOf(context.get(servicesContext).db, params);
  const shownIn = node.texts[language] ? language : languages.find((candidate) => node.texts[candidate]);
  const published = node.status === "published" && node.ancestors.every((ancestor) => ancestor.status === "published");
  return {
    title: translator(language)(`admin.docs.edit.${node.kind}`),
    node,
    created: new URL(request.url).searchParams.has("created"),
    publicHref: published && shownIn ? docsHref([...node.ancestors.map((ancestor) => ancestor.slug), node.slug], shownIn) : undefined,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const services = context.get(servicesContext);
  const node = await nodeOf(services.db, params);
  const form = await editorFormOf(request);
  if (!(form instanceof FormData)) return form;
  return editDocsNodeAction(services, admin, form, node.kind, node.id, node.slug);
}

export default function EditDocsNode({ loaderData, actionData }: Route.ComponentProps) {
  const { node } = loaderData;
  return (
    <DocsNodeEditor
      key={`${node.kind}-${node.id}`}
      kind={node.kind}
      heading={loaderData.title}
      ancestors={node.ancestors}
      defaults={{ slug: node.slug, position: String(node.position), status: node.status, texts: node.texts }}
      actionData={actionData}
      notice={loaderData.created ? "admin.content.created" : undefined}
      deletion={{ title: node.texts.de?.title ?? node.texts.en?.title ?? node.slug, below: node.below }}
      publicHref={loaderData.publicHref}
    />
  );
}
