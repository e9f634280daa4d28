import { data, redirect } from "react-router";
import type { Route } from "./+types/set-password";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { pageWithStatus } from "../features/accounts/password-reset-form.ts";
import { InvalidLinkNotice, NewPasswordForm, PasswordSavedNotice } from "../features/accounts/password-reset-forms.tsx";
import { isPasswordTokenValid } from "../features/accounts/password-reset.server.ts";
import { signIn, signOutCookie } from "../features/accounts/sign-in.server.ts";
import { setPasswordWithToken } from "../features/accounts/set-password.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { postedText } from "../lib/form-fields.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.setPassword.title" });

/** The first password of an account created without one, from the mailed link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = context.get(servicesContext);
  const url = new URL(request.url);
  const messages = pageMessages("accounts", languageOfRequest(request));
  if (url.searchParams.get("status") === "set") return { messages, screen: "done" as const, signedIn: user !== null };
  const token = url.searchParams.get("token") ?? "";
  const valid = await isPasswordTokenValid(db, token, "set_password");
  return valid ? { messages, screen: "form" as const, token } : { messages, screen: "invalidLink" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const form = await readForm(request);
  const result = await setPasswordWithToken(db, postedText(form, "token"), form, publicUrl);
  if (result.status !== "done") return data(result, { status: 400 });

  const done = pageWithStatus("setPassword", languageOfRequest(request), "set");
  // Admins sign in through the login page, which asks for their second factor; customers are signed in now.
  if (result.role === "admin") throw redirect(done, { headers: { "Set-Cookie": signOutCookie(publicUrl) } });
  throw await signIn({ db, request, publicUrl }, result.userId, done);
}

function SetPasswordScreen({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  if (loaderData.screen === "done") {
    return loaderData.signedIn ? (
      <PasswordSavedNotice title="passwords.setDone.title" text="passwords.setDone.signedIn" signedIn />
    ) : (
      <PasswordSavedNotice title="passwords.setDone.title" text="passwords.setDone.signedOut" signedIn={false} />
    );
  }
  if (loaderData.screen === "invalidLink" || actionData?.status === "invalidToken") return <InvalidLinkNotice />;
  return (
    <NewPasswordForm
      intent="set"
      token={loaderData.token}
      errors={actionData?.status === "invalid" ? actionData.errors : undefined}
      heading="passwords.set.heading"
      intro="passwords.set.intro"
      submit="passwords.set.submit"
    />
  );
}

function Title() {
  const { t } = useI18n();
  return <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.setPassword.title")}</h1>;
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <div className="mx-auto max-w-xl px-4 py-12">
        <Title />
        <div className="mt-8">
          <SetPasswordScreen loaderData={loaderData} actionData={actionData} />
        </div>
      </div>
    </PageMessages>
  );
}
