import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { pluralOf } from "../../i18n/format.ts";
import { withReturnTo } from "./account-links.ts";
import { AuthField, FieldError, FormProblem, clearPasswordInputs, fieldInputId, textLinkClass } from "./auth-fields.tsx";
import { accountLimits, type RegisterResult, type RegisterValues, registerFields } from "./auth-forms.ts";

const formId = "register";
const problemId = "register-problem";
const emptyValues: RegisterValues = { username: "", email: "", firstName: "", lastName: "", accept: false };

/** "I accept the {terms} and have read the {privacy}": both names become links in the page's language. */
function AcceptLabel() {
  const { t, language } = useI18n();
  const text = t("auth.register.accept");
  const [beforeTerms = "", rest = ""] = text.split("{terms}");
  const [between = "", afterPrivacy = ""] = rest.split("{privacy}");
  return (
    <>
      {beforeTerms}
      <Link to={hrefOf("imprint", language)} className={textLinkClass}>
        {t("auth.register.termsLink")}
      </Link>
      {between}
      <Link to={hrefOf("privacy", language)} className={textLinkClass}>
        {t("auth.register.privacyLink")}
      </Link>
      {afterPrivacy}
    </>
  );
}

function CheckMail({ email }: { email: string }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-lg border border-green-700 bg-green-50 p-6" data-testid="register-check-mail">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {t("auth.register.done.title")}
      </h2>
      <p className="mt-2">{t("auth.register.done.text", { email })}</p>
      <p className="mt-2 text-sm">{t("auth.register.done.noMail")}</p>
    </div>
  );
}

/**
 * `intent`: set where the form sits inside another page (the checkout's gate, which offers the
 * login itself): it is posted so that page's action registers, and the link to the login is left out.
 */
export function RegisterForm({ result, returnTo, intent }: { result: RegisterResult | undefined; returnTo: string | null; intent?: string }) {
  const { t, language } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.formData !== undefined;
  const values = result?.status === "invalid" || result?.status === "rateLimited" ? result.values : emptyValues;
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = registerFields.find((field) => errors[field]);
  // Throttled (decision 012): the form stays filled in, with the wait in whole minutes.
  const waitMinutes = result?.status === "rateLimited" ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : null;

  useEffect(() => {
    clearPasswordInputs(formId, ["password", "passwordConfirmation"]);
    if (firstInvalid) document.getElementById(fieldInputId(formId, firstInvalid))?.focus();
    else if (result?.status === "rateLimited") document.getElementById(problemId)?.focus();
  }, [result, firstInvalid]);

  if (result?.status === "checkMail") return <CheckMail email={result.email} />;

  return (
    <Form method="post" noValidate aria-label={t("page.register.title")} className="space-y-5">
      {firstInvalid ? <FormProblem>{t("auth.form.invalid")}</FormProblem> : null}
      {waitMinutes !== null ? (
        <FormProblem id={problemId}>{t(`auth.register.rateLimited.${pluralOf(waitMinutes, language)}`, { minutes: waitMinutes })}</FormProblem>
      ) : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <AuthField
        form={formId}
        field="username"
        label={t("auth.field.username")}
        error={errors.username}
        defaultValue={values.username}
        autoComplete="username"
        maxLength={accountLimits.username}
        hint={t("auth.field.usernameHint")}
      />
      <AuthField
        form={formId}
        field="email"
        type="email"
        label={t("auth.field.email")}
        error={errors.email}
        defaultValue={values.email}
        autoComplete="email"
        maxLength={accountLimits.email}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AuthField
          form={formId}
          field="firstName"
          label={t("auth.field.firstName")}
          error={errors.firstName}
          defaultValue={values.firstName}
          autoComplete="given-name"
          maxLength={accountLimits.name}
        />
        <AuthField
          form={formId}
          field="lastName"
          label={t("auth.field.lastName")}
          error={errors.lastName}
          defaultValue={values.lastName}
          autoComplete="family-name"
          maxLength={accountLimits.name}
        />
      </div>
      <AuthField
        form={formId}
        field="password"
        type="password"
        label={t("auth.field.password")}
        error={errors.password}
        autoComplete="new-password"
        hint={t("auth.field.passwordHint")}
      />
      <AuthField
        form={formId}
        field="passwordConfirmation"
        type="password"
        label={t("auth.field.passwordConfirmation")}
        error={errors.passwordConfirmation}
        autoComplete="new-password"
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldInputId(formId, "accept")}
            name="accept"
            type="checkbox"
            value="yes"
            required
            defaultChecked={values.accept}
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? `${fieldInputId(formId, "accept")}-error` : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={fieldInputId(formId, "accept")} className="text-sm">
            <AcceptLabel />
          </label>
        </div>
        <FieldError form={formId} field="accept" error={errors.accept} />
      </div>
      <button type="submit" disabled={busy} className={buttonStyles.primaryLarge}>
        {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
        {busy ? t("auth.register.submitting") : t("auth.register.submit")}
      </button>
      {intent ? null : (
        <p className="text-sm">
          {t("auth.register.haveAccount")}{" "}
          <Link to={withReturnTo(hrefOf("login", language), returnTo)} className={textLinkClass}>
            {t("auth.register.loginLink")}
          </Link>
        </p>
      )}
    </Form>
  );
}
