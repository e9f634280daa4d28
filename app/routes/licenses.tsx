import { data } from "react-router";
import type { Route } from "./+types/licenses";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { lookUpLicense } from "../features/licenses/license-lookup.server.ts";
import { LicenseLookupForm } from "../features/licenses/license-lookup-form.tsx";
import { LicensesInfo } from "../features/licenses/licenses-info.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.licenses.title" });

/** The action's Retry-After reaches the document response too, not only data requests. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages("licenses", languageOfRequest(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientNetworks } = context.get(servicesContext);
  const form = await readForm(request);
  const key = form.get("licenseKey");
  const result = await lookUpLicense(db, { key: typeof key === "string" ? key : "", clientNetworks, language: languageOfRequest(request) });
  if (result.status === "rateLimited") return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  return data(result, { status: result.status === "empty" ? 400 : 200 });
}

function LicensesPage({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.licenses.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("licenses.info.intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <LicensesInfo />
        <div className="lg:sticky lg:top-24">
          <LicenseLookupForm result={result} />
        </div>
      </div>
    </div>
  );
}

export default function Licenses({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LicensesPage result={actionData} />
    </PageMessages>
  );
}
