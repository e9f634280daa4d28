import { data } from "react-router";
import type { Route } from "./+types/admin.license";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { runLicenseAction } from "../features/licenses/admin/license-actions.server.ts";
import { LicenseDetailScreen } from "../features/licenses/admin/license-detail-screen.tsx";
import { licenseDetail } from "../features/licenses/admin/license-detail.server.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../i18n/detect.ts";
import { requireRecordId } from "../lib/ids.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const license = await licenseDetail(db, requireRecordId(params.licenseId), language, requestedPage(pageUrlOfRequest(request)));
  if (!license) throw data(null, { status: 404 });
  const title = translator(language)("admin.licenses.detail.heading", { plugin: license.pluginName, key: license.maskedKey });
  return { title, license, granted: pageUrlOfRequest(request).searchParams.has("granted") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const licenseId = requireRecordId(params.licenseId);
  const form = await readForm(request);
  const result = await runLicenseAction(db, admin, licenseId, form);
  return data(result, { status: result.ok ? 200 : result.status });
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminLicense({ loaderData, actionData }: Route.ComponentProps) {
  return <LicenseDetailScreen license={loaderData.license} result={actionData} granted={loaderData.granted} />;
}
