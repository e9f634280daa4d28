import { data } from "react-router";
import type { Route } from "./+types/admin.docs.new";
import { type RequestServices, servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { editorFormOf } from "../features/admin-kit/content-images.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { newDocsNodeAction } from "../features/docs/admin/docs-actions.server.ts";
import { docsAncestors, isDocsNodeKind } from "../features/docs/admin/docs-admin.server.ts";
import { DocsNodeEditor } from "../features/docs/admin/docs-editor.tsx";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

/** The kind of the new node and the node it goes below (`?parent=` for a section, `?section=` for an article); 404 when either is unknown. */
async function placeOf(request: Request, params: Route.LoaderArgs["params"], { db }: Pick<RequestServices, "db">) {
  const kind = params.kind;
  if (!isDocsNodeKind(kind)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const scopeParameter = kind === "section" ? url.searchParams.get("parent") : kind === "article" ? url.searchParams.get("section") : null;
  const scopeId = scopeParameter !== null && /^[1-9]\d{0,9}$/.test(scopeParameter) ? Number(scopeParameter) : null;
  const ancestors = await docsAncestors(db, kind, scopeId);
  if (!ancestors) throw data(null, { status: 404 });
  return { kind, scopeId, ancestors };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const place = await placeOf(request, params, context.get(servicesContext));
  return { title: translator(languageOfRequest(request))(`admin.docs.new.${place.kind}`), ...place };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const services = context.get(servicesContext);
  const { kind, scopeId } = await placeOf(request, params, services);
  const form = await editorFormOf(request);
  if (!(form instanceof FormData)) return form;
  return newDocsNodeAction(services, admin, form, kind, scopeId);
}

export default function NewDocsNode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DocsNodeEditor
      key={`${loaderData.kind}-${loaderData.scopeId ?? ""}`}
      kind={loaderData.kind}
      heading={loaderData.title}
      ancestors={loaderData.ancestors}
      defaults={{ slug: "", position: "", status: "draft", texts: { de: null, en: null } }}
      actionData={actionData}
    />
  );
}
