import { data } from "react-router";
import type { Route } from "./+types/verify-email";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { safeReturnPath } from "../features/accounts/account-links.ts";

import { confirmEmail, isVerificationTokenValid, resendVerification } from "../features/accounts/email-verification.server.ts";
import { signIn } from "../features/accounts/sign-in.server.ts";
import { type VerifyEmailState, VerifyEmailScreen } from "../features/accounts/verify-email-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { hrefOf, type Language } from "../i18n/paths.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { postedText } from "../lib/form-fields.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.verifyEmail.title" });

/** The page after a confirmation: its own address, so reloading it does not post again. */
function verifiedPath(language: Language): string {
  return hrefOf("verifyEmail", language, { verified: "1" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  let state: VerifyEmailState = { status: "invalid" };
  if (params.get("verified") === "1" && user) state = { status: "verified" };
  else if (token && (await isVerificationTokenValid(db, token))) state = { status: "confirm", token, returnTo: safeReturnPath(params.get("returnTo")) };
  return { messages: pageMessages("accounts", language), state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, logger } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const form = await readForm(request);
  if (postedText(form, "intent") === "resend") {
    // The form posts to the old link's address, whose returnTo the new link keeps.
    const result = await resendVerification(
      db,
      postedText(form, "email"),
      publicUrl,
      new Date(),
      safeReturnPath(new URL(request.url).searchParams.get("returnTo")),
    );
    const state: VerifyEmailState = result.status === "resent" ? { status: "resent", email: result.email } : { status: "resendInvalid", email: result.email };
    return data({ state }, { status: result.status === "resent" ? 200 : 400 });
  }
  const confirmed = await confirmEmail(db, postedText(form, "token"));
  if (!confirmed) {
    logger.info("e-mail verification refused: link invalid, used or expired");
    return data({ state: { status: "invalid" } satisfies VerifyEmailState }, { status: 400 });
  }
  return signIn({ db, request, publicUrl }, confirmed.userId, safeReturnPath(form.get("returnTo")) ?? verifiedPath(language));
}

function VerifyEmailPage({ state }: { state: VerifyEmailState }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold tracking-tight md:text-4xl">{t("page.verifyEmail.title")}</h1>
      <VerifyEmailScreen state={state} />
    </div>
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <VerifyEmailPage state={actionData?.state ?? loaderData.state} />
    </PageMessages>
  );
}
