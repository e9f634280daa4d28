import { data, redirect } from "react-router";
import type { Route } from "./+types/login.two-factor";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { safeReturnPath, withReturnTo } from "../features/accounts/account-links.ts";
import { cookiesAreSecure, signIn, signInCookie } from "../features/accounts/sign-in.server.ts";
import { loginChallengeCookieName } from "../features/accounts/login.server.ts";
import { expiredLoginChallengeCookie, secondFactorScreen, submitSecondFactor } from "../features/accounts/two-factor.server.ts";
import { EnrolledNotice, EnrolmentForm, LockedNotice, VerifyForm } from "../features/accounts/two-factor-forms.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { readCookie } from "../lib/cookies.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: "page.login.title", titleText: loaderData?.messages["admin.twoFactor.title"] });

/** Where the request came from and goes next: the login page (keeping returnTo) and the page after sign-in. */
function destinations(request: Request) {
  const language = languageOfRequest(request);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
  return { loginPath: withReturnTo(hrefOf("login", language), returnTo), next: returnTo ?? hrefOf("admin", language), language };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, totpKey } = context.get(servicesContext);
  const { loginPath, next, language } = destinations(request);
  const screen = await secondFactorScreen(db, readCookie(request.headers.get("cookie"), loginChallengeCookieName), totpKey);
  if (!screen) throw redirect(loginPath);
  return { messages: pageMessages("admin", language), screen, loginPath, next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, totpKey, clientAddressHash, publicUrl, logger } = context.get(servicesContext);
  const { loginPath, next } = destinations(request);
  const form = await readForm(request);
  const code = form.get("code");
  const result = await submitSecondFactor(
    db,
    readCookie(request.headers.get("cookie") ?? undefined, loginChallengeCookieName),
    typeof code === "string" ? code : "",
    {
      key: totpKey,
      clientAddressHash,
    },
  );

  switch (result.status) {
    case "noChallenge":
      throw redirect(loginPath);
    case "invalid":
      if (result.error === "wrongCode") logger.warn("second factor refused", { remainingAttempts: result.remainingAttempts });
      return data(result, { status: 400 });
    // After a lock-out or an enrolment the used challenge cookie stays until it expires: the
    // page's loader, which runs again after this answer, reads from it what just happened.
    case "locked":
      logger.warn("second factor locked after too many wrong codes");
      return data(result, { status: 429 });
    case "enrolled": {
      logger.info("admin enrolled a second factor", { userId: result.userId });
      const sessionCookie = await signInCookie({ db, request, publicUrl, secondFactorAt: new Date(), proof: result.proof }, result.userId);
      // The proof holds the password hash: only the codes go to the browser.
      return data({ status: result.status, recoveryCodes: result.recoveryCodes }, { headers: { "Set-Cookie": sessionCookie } });
    }
    case "signedIn":
      logger.info("admin signed in", { userId: result.userId, usedRecoveryCode: result.usedRecoveryCode });
      throw await signIn(
        { db, request, publicUrl, secondFactorAt: new Date(), proof: result.proof },
        result.userId,
        next,
        expiredLoginChallengeCookie(cookiesAreSecure(publicUrl)),
      );
  }
}

function TwoFactorPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useI18n();
  const { screen, loginPath, next } = loaderData;
  const error = actionData?.status === "invalid" ? actionData : undefined;
  const recoveryCodes = actionData?.status === "enrolled" ? actionData.recoveryCodes : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("admin.twoFactor.title")}</h1>
      {screen.step === "enrol" ? <EnrolmentForm enrolment={screen.enrolment} error={error} /> : null}
      {screen.step === "verify" ? <VerifyForm error={error} /> : null}
      {screen.step === "enrolled" ? <EnrolledNotice recoveryCodes={recoveryCodes} next={next} /> : null}
      {screen.step === "locked" ? <LockedNotice loginPath={loginPath} /> : null}
    </div>
  );
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <TwoFactorPage loaderData={loaderData} actionData={actionData} />
    </PageMessages>
  );
}
