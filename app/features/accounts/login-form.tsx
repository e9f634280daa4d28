import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { withReturnTo } from "./account-links.ts";
import { AuthField, FormProblem, clearPasswordInputs, fieldInputId, textLinkClass } from "./auth-fields.tsx";
import { accountLimits, type LoginResult, loginFields } from "./auth-forms.ts";

const formId = "login";
const problemId = "login-problem";

export function LoginForm({ result, returnTo }: { result: LoginResult | undefined; returnTo: string | null }) {
  const { t, language } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.formData !== undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = loginFields.find((field) => errors[field]);

  useEffect(() => {
    clearPasswordInputs(formId, ["password"]);
    if (firstInvalid) document.getElementById(fieldInputId(formId, firstInvalid))?.focus();
    else if (result) document.getElementById(problemId)?.focus();
  }, [result, firstInvalid]);

  const problem =
    result?.status === "failed"
      ? t("auth.login.failed")
      : result?.status === "rateLimited"
        ? t("auth.login.rateLimited", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
        : result?.status === "unverified"
          ? t("auth.login.unverified", { email: result.email })
          : result?.status === "disabled"
            ? t("auth.login.disabled")
            : null;

  return (
    <Form method="post" noValidate aria-label={t("page.login.title")} className="space-y-5">
      {firstInvalid ? <FormProblem>{t("auth.form.invalid")}</FormProblem> : null}
      {problem ? <FormProblem id={problemId}>{problem}</FormProblem> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <AuthField
        form={formId}
        field="identifier"
        label={t("auth.field.identifier")}
        error={errors.identifier}
        defaultValue={result?.identifier ?? ""}
        autoComplete="username"
        maxLength={accountLimits.email}
      />
      <AuthField form={formId} field="password" type="password" label={t("auth.field.password")} error={errors.password} autoComplete="current-password" />
      <button type="submit" disabled={busy} className={buttonStyles.primaryLarge}>
        {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
        {busy ? t("auth.login.submitting") : t("auth.login.submit")}
      </button>
      <div className="space-y-2 text-sm">
        <p>
          <Link to={hrefOf("resetPassword", language)} className={textLinkClass}>
            {t("auth.login.forgotPassword")}
          </Link>
        </p>
        <p>
          {t("auth.login.noAccount")}{" "}
          <Link to={withReturnTo(hrefOf("register", language), returnTo)} className={textLinkClass}>
            {t("auth.login.registerLink")}
          </Link>
        </p>
      </div>
    </Form>
  );
}
