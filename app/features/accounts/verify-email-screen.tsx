import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { withReturnTo } from "./account-links.ts";
import { AuthField, textLinkClass } from "./auth-fields.tsx";
import { accountLimits } from "./auth-forms.ts";

/** What the verification page shows: the confirm button, the done notice, or the way to a new link. */
export type VerifyEmailState =
  | { status: "confirm"; token: string; returnTo: string | null }
  | { status: "verified" }
  | { status: "invalid" }
  | { status: "resent"; email: string }
  | { status: "resendInvalid"; email: string };

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function SubmitButton({ label }: { label: string }) {
  const busy = useNavigation().formData !== undefined;
  return (
    <button type="submit" disabled={busy} className={buttonStyles.primaryLarge}>
      {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
      {label}
    </button>
  );
}

function Verified() {
  const { t, language } = useI18n();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="rounded-lg border border-green-700 bg-green-50 p-6" data-testid="verify-email-done">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {t("auth.verify.done.title")}
      </h2>
      <p className="mt-2">{t("auth.verify.done.text")}</p>
      <Link to={hrefOf("plugins", language)} className={`mt-4 ${buttonStyles.primary}`}>
        {t("auth.verify.done.continue")}
      </Link>
    </div>
  );
}

function Resend({ state }: { state: Extract<VerifyEmailState, { status: "invalid" | "resent" | "resendInvalid" }> }) {
  const { t } = useI18n();
  const notice = useFocusOnMount<HTMLParagraphElement>();
  if (state.status === "resent") {
    return (
      <p ref={notice} tabIndex={-1} role="status" className="rounded-lg border border-green-700 bg-green-50 p-6">
        {t("auth.verify.resent", { email: state.email })}
      </p>
    );
  }
  return (
    <div>
      <h2 className="text-xl font-semibold">{t("auth.verify.invalid.title")}</h2>
      <p className="mt-2">{t("auth.verify.invalid.text")}</p>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="resend" />
        <AuthField
          form="verify"
          field="email"
          type="email"
          label={t("auth.field.email")}
          error={state.status === "resendInvalid" ? "auth.error.emailInvalid" : undefined}
          defaultValue={state.status === "resendInvalid" ? state.email : ""}
          autoFocus={state.status === "resendInvalid"}
          autoComplete="email"
          maxLength={accountLimits.email}
        />
        <SubmitButton label={t("auth.verify.resendButton")} />
      </Form>
    </div>
  );
}

export function VerifyEmailScreen({ state }: { state: VerifyEmailState }) {
  const { t, language } = useI18n();
  if (state.status === "verified") return <Verified />;
  if (state.status !== "confirm") return <Resend state={state} />;
  return (
    <Form method="post" className="space-y-5">
      <p>{t("auth.verify.confirmText")}</p>
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="token" value={state.token} />
      {state.returnTo ? <input type="hidden" name="returnTo" value={state.returnTo} /> : null}
      <SubmitButton label={t("auth.verify.confirmButton")} />
      <p className="text-sm">
        <Link to={withReturnTo(hrefOf("login", language), state.returnTo)} className={textLinkClass}>
          {t("auth.register.loginLink")}
        </Link>
      </p>
    </Form>
  );
}
