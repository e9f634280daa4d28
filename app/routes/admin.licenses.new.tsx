import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.licenses.new";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { LicenseGrantScreen } from "../features/licenses/admin/license-grant-screen.tsx";
import { grantableOptions, grantLicense } from "../features/licenses/admin/license-grant.server.ts";

import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../i18n/detect.ts";
import { localizeHref } from "../i18n/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

/** The form for a complimentary licence; `?email=` fills in the customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  return {
    title: translator(language)("admin.licenses.grant.title"),
    options: await grantableOptions(db, language),
    email: (pageUrlOfRequest(request).searchParams.get("email") ?? "").slice(0, 320),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db, publicUrl } = context.get(servicesContext);
  const form = await readForm(request);
  const result = await grantLicense(db, admin, form, { publicUrl });
  if (!result.ok) return data({ errors: result.errors }, { status: 400 });
  const detail = localizeHref(`/admin/licenses/${result.licenseId}`, languageOfRequest(request));
  return redirect(`${detail}${detail.includes("?") ? "&" : "?"}granted=1`);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminLicenseNew({ loaderData, actionData }: Route.ComponentProps) {
  return <LicenseGrantScreen options={loaderData.options} email={loaderData.email} errors={actionData?.errors ?? {}} />;
}
