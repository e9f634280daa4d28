import { Link } from "react-router";
import type { Route } from "./+types/admin.docs";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin/admin-meta.ts";
import { docsTreeAction } from "../features/admin/content/docs-actions.server.ts";
import { adminDocsTree } from "../features/admin/content/docs-admin.server.ts";
import { DocsTree } from "../features/admin/content/docs-tree.tsx";
import { ActionNotice } from "../features/admin/form-field.tsx";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  return {
    title: translator(languageOfRequest(request))("admin.docs.title"),
    tree: await adminDocsTree(db),
    deleted: new URL(request.url).searchParams.has("deleted"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  return docsTreeAction(db, admin, await request.formData());
}

export default function AdminDocs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{loaderData.title}</h1>
        <Link to="/admin/docs/new/parent" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t("admin.docs.new.parent")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-muted">{t("admin.docs.lead")}</p>
      <ActionNotice success={actionData?.notice ?? (loaderData.deleted ? "admin.content.deleted" : undefined)} error={actionData?.errors?.form} />
      <DocsTree tree={loaderData.tree} />
    </div>
  );
}
