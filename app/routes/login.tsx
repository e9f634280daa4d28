import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { safeReturnPath } from "../features/accounts/account-links.ts";
import { loginChallengeCookie, logIn } from "../features/accounts/login.server.ts";
import { LoginForm } from "../features/accounts/login-form.tsx";
import { cookiesAreSecure, signIn } from "../features/accounts/sign-in.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { homePath, localizeHref } from "../i18n/paths.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.login.title" });

function returnToOf(request: Request): string | null {
  return safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
}

/** The action's Retry-After reaches the document response too, not only data requests. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const returnTo = returnToOf(request);
  if (context.get(servicesContext).user) throw redirect(returnTo ?? homePath(language));
  return { messages: pageMessages("accounts", language), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, logger, clientNetworks } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const form = await readForm(request);
  const returnTo = safeReturnPath(form.get("returnTo")) ?? returnToOf(request);
  const outcome = await logIn(db, { form, clientNetworks, publicUrl, logger, returnTo });

  if (outcome.status === "signedIn") return signIn({ db, request, publicUrl, proof: outcome.proof }, outcome.userId, returnTo ?? homePath(language));
  if (outcome.status === "secondFactor") {
    return redirect(localizeHref("/login/two-factor", language, { returnTo }), {
      headers: { "Set-Cookie": loginChallengeCookie(outcome.challengeToken, cookiesAreSecure(publicUrl)) },
    });
  }
  const status = { invalid: 400, failed: 401, rateLimited: 429, unverified: 403, disabled: 403 }[outcome.status];
  const headers: HeadersInit = outcome.status === "rateLimited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return data(outcome, { status, headers });
}

function LoginPage({ result, returnTo }: { result: Route.ComponentProps["actionData"]; returnTo: string | null }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.login.title")}</h1>
      <p className="mt-4 text-muted">{t("auth.login.intro")}</p>
      <div className="mt-8">
        <LoginForm result={result} returnTo={returnTo} />
      </div>
    </div>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LoginPage result={actionData} returnTo={loaderData.returnTo} />
    </PageMessages>
  );
}
