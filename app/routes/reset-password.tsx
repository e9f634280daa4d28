import { data, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { changePassword } from "../features/accounts/change-password.server.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { pageWithStatus } from "../features/accounts/password-reset-form.ts";
import { ChangePasswordForm, InvalidLinkNotice, NewPasswordForm, PasswordSavedNotice, RequestResetForm } from "../features/accounts/password-reset-forms.tsx";
import { isPasswordTokenValid, requestPasswordReset, resetPasswordWithToken } from "../features/accounts/password-reset.server.ts";
import { cookiesAreSecure, signOutCookie } from "../features/accounts/sign-in.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { postedText } from "../lib/form-fields.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.resetPassword.title" });

/**
 * One path, four screens: with a mailed link the new-password form; signed in, the change form
 * (the account menu's 'Reset password'); signed out, the form that asks for a link; and the
 * result after a saved password (`?status=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = context.get(servicesContext);
  const url = new URL(request.url);
  const messages = pageMessages("accounts", languageOfRequest(request));
  const token = url.searchParams.get("token");
  const status = url.searchParams.get("status");
  if (status === "reset") return { messages, screen: "resetDone" as const };
  if (status === "changed" && user) return { messages, screen: "changeDone" as const };
  if (token !== null) {
    const valid = await isPasswordTokenValid(db, token, "reset_password");
    return valid ? { messages, screen: "newPassword" as const, token } : { messages, screen: "invalidLink" as const };
  }
  return { messages, screen: user ? ("change" as const) : ("request" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, clientNetworks } = context.get(servicesContext);
  const form = await readForm(request);
  const intent = postedText(form, "intent");

  if (intent === "request") {
    const result = await requestPasswordReset(db, form, publicUrl);
    return data({ intent: "request" as const, result }, { status: result.status === "invalid" ? 400 : 200 });
  }
  if (intent === "reset") {
    const result = await resetPasswordWithToken(db, postedText(form, "token"), form, publicUrl);
    if (result.status === "done") {
      // Every session of the account has ended; this browser's cookie now names none.
      throw redirect(pageWithStatus("resetPassword", languageOfRequest(request), "reset"), { headers: { "Set-Cookie": signOutCookie(publicUrl) } });
    }
    return data({ intent: "reset" as const, result }, { status: 400 });
  }
  if (intent === "change") {
    const user = requireUser(request, context);
    const result = await changePassword(db, {
      userId: user.id,
      form,
      secure: cookiesAreSecure(publicUrl),
      publicUrl,
      clientNetworks,
      cookieHeader: request.headers.get("cookie") ?? undefined,
    });
    if (result.status === "done") {
      throw redirect(pageWithStatus("resetPassword", languageOfRequest(request), "changed"), { headers: { "Set-Cookie": result.sessionCookie } });
    }
    if (result.status === "rateLimited") {
      return data({ intent: "change" as const, result }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    return data({ intent: "change" as const, result }, { status: 400 });
  }
  throw data(null, { status: 400 });
}

function ResetPasswordScreen({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  switch (loaderData.screen) {
    case "resetDone":
      return <PasswordSavedNotice title="passwords.resetDone.title" text="passwords.resetDone.text" signedIn={false} />;
    case "changeDone":
      return <PasswordSavedNotice title="passwords.changeDone.title" text="passwords.changeDone.text" signedIn />;
    case "invalidLink":
      return <InvalidLinkNotice />;
    case "newPassword":
      if (actionData?.intent === "reset" && actionData.result.status === "invalidToken") return <InvalidLinkNotice />;
      return (
        <NewPasswordForm
          intent="reset"
          token={loaderData.token}
          errors={actionData?.intent === "reset" && actionData.result.status === "invalid" ? actionData.result.errors : undefined}
          heading="passwords.new.heading"
          intro="passwords.new.intro"
          submit="passwords.new.submit"
        />
      );
    case "change":
      return <ChangePasswordForm answer={actionData?.intent === "change" ? actionData.result : undefined} />;
    case "request":
      return <RequestResetForm answer={actionData?.intent === "request" ? actionData.result : undefined} />;
  }
}

function Title() {
  const { t } = useI18n();
  return <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.resetPassword.title")}</h1>;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <div className="mx-auto max-w-xl px-4 py-12">
        <Title />
        <div className="mt-8">
          <ResetPasswordScreen loaderData={loaderData} actionData={actionData} />
        </div>
      </div>
    </PageMessages>
  );
}
