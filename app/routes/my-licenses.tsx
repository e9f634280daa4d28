import { data } from "react-router";
import type { Route } from "./+types/my-licenses";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { type DeactivationResult, readDeactivationForm } from "../features/licenses/deactivation.ts";
import { MyLicensesPage } from "../features/licenses/my-licenses-page.tsx";
import { deactivateOwnedSite, listOwnedLicenses } from "../features/licenses/my-licenses.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.myLicenses.title" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  return { messages: pageMessages("licenses", language), licenses: await listOwnedLicenses(db, user.id, language) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const deactivation = readDeactivationForm(await readForm(request));
  if (!deactivation) return data<DeactivationResult>({ status: "failed", licenseId: null }, { status: 400 });
  const result = await deactivateOwnedSite(db, user.id, deactivation);
  return data(result, { status: result.status === "deactivated" ? 200 : 404 });
}

export default function MyLicenses({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <MyLicensesPage licenses={loaderData.licenses} deactivation={actionData} />
    </PageMessages>
  );
}
