import type { Route } from "./+types/admin.docs";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { docsTreeAction } from "../features/docs/admin/docs-actions.server.ts";
import { adminDocsTree } from "../features/docs/admin/docs-admin.server.ts";
import { DocsTree } from "../features/docs/admin/docs-tree.tsx";
import { ActionNotice } from "../features/admin-kit/form-field.tsx";
import { PageHeading } from "../features/admin-kit/page-heading.tsx";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  return {
    title: translator(languageOfRequest(request))("admin.docs.title"),
    tree: await adminDocsTree(db, requestedPage(url)),
    deleted: url.searchParams.has("deleted"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  return docsTreeAction(db, admin, await readForm(request));
}

export default function AdminDocs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <PageHeading title={loaderData.title} intro={t("admin.docs.lead")} newLink={{ href: "/admin/docs/new/parent", label: t("admin.docs.new.parent") }} />
      <ActionNotice success={actionData?.notice ?? (loaderData.deleted ? "admin.content.deleted" : undefined)} error={actionData?.errors?.form} />
      <DocsTree tree={loaderData.tree} />
    </div>
  );
}
