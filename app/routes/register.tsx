import { data, redirect } from "react-router";
import type { Route } from "./+types/register";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { safeReturnPath } from "../features/accounts/account-links.ts";
import { RegisterForm } from "../features/accounts/register-form.tsx";
import { register } from "../features/accounts/registration.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { homePath } from "../i18n/paths.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.register.title" });

/** The action's Retry-After reaches the document response too, not only data requests. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
  if (context.get(servicesContext).user) throw redirect(returnTo ?? homePath(language));
  return { messages: pageMessages("accounts", language), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, logger, clientNetworks } = context.get(servicesContext);
  const result = await register(db, { form: await readForm(request), language: languageOfRequest(request), publicUrl, logger, clientNetworks });
  if (result.status === "rateLimited") return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  return data(result, { status: result.status === "invalid" ? 400 : 200 });
}

function RegisterPage({ result, returnTo }: { result: Route.ComponentProps["actionData"]; returnTo: string | null }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.register.title")}</h1>
      <p className="mt-4 text-muted">{t("auth.register.intro")}</p>
      <div className="mt-8">
        <RegisterForm result={result} returnTo={returnTo} />
      </div>
    </div>
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <RegisterPage result={actionData} returnTo={loaderData.returnTo} />
    </PageMessages>
  );
}
