import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { FormField, FormProblemSummary, Notice, NoticeLink, SubmitButton, useFocusFirstInvalid } from "./password-reset-fields.tsx";
import {
  type ChangePasswordErrors,
  type ChangePasswordResult,
  changePasswordFields,
  type NewPasswordErrors,
  newPasswordFields,
  type RequestResetResult,
} from "./password-reset-form.ts";

/** Signed out: the address to send a reset link to. The answer never says whether it has an account. */
export function RequestResetForm({ answer }: { answer: RequestResetResult | undefined }) {
  const { t } = useI18n();
  const error = answer?.status === "invalid" ? answer.error : undefined;
  useFocusFirstInvalid("reset-request", error ? "email" : undefined, answer);

  if (answer?.status === "requested") {
    return (
      <Notice tone="success" title={t("passwords.requested.title")}>
        <p>{t("passwords.requested.text")}</p>
      </Notice>
    );
  }
  return (
    <Form method="post" noValidate aria-labelledby="reset-request-heading" className="space-y-5">
      <h2 id="reset-request-heading" className="text-xl font-semibold">
        {t("passwords.request.heading")}
      </h2>
      <p className="text-muted">{t("passwords.request.intro")}</p>
      <input type="hidden" name="intent" value="request" />
      <FormField
        form="reset-request"
        field="email"
        label={t("passwords.field.email")}
        error={error}
        autoFocus={error !== undefined}
        autoComplete="email"
        defaultValue={answer?.status === "invalid" ? answer.email : undefined}
      />
      <SubmitButton label="passwords.request.submit" />
    </Form>
  );
}

interface NewPasswordFormProps {
  /** `reset` or `set`: the action's intent and the prefix of the field ids. */
  intent: "reset" | "set";
  token: string;
  errors: NewPasswordErrors | undefined;
  heading: MessageKey;
  intro: MessageKey;
  submit: MessageKey;
}

/** A new password and its confirmation, from a mailed link (reset or first password). */
export function NewPasswordForm({ intent, token, errors = {}, heading, intro, submit }: NewPasswordFormProps) {
  const { t } = useI18n();
  const formId = `${intent}-password`;
  const firstInvalid = newPasswordFields.find((field) => errors[field]);
  useFocusFirstInvalid(formId, firstInvalid, errors);
  return (
    <Form method="post" noValidate aria-labelledby={`${formId}-heading`} className="space-y-5">
      <h2 id={`${formId}-heading`} className="text-xl font-semibold">
        {t(heading)}
      </h2>
      <p className="text-muted">{t(intro)}</p>
      <FormProblemSummary show={firstInvalid !== undefined} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      <FormField
        form={formId}
        field="password"
        label={t("passwords.field.newPassword")}
        hint={t("passwords.field.newPasswordHint")}
        error={errors.password}
        autoFocus={firstInvalid === "password"}
        autoComplete="new-password"
      />
      <FormField
        form={formId}
        field="confirmation"
        label={t("passwords.field.confirmation")}
        error={errors.confirmation}
        autoFocus={firstInvalid === "confirmation"}
        autoComplete="new-password"
      />
      <SubmitButton label={submit} />
    </Form>
  );
}

/** Signed in: the current password confirms that the owner, not someone at an unlocked screen, changes it. */
export function ChangePasswordForm({ answer }: { answer: Exclude<ChangePasswordResult, { status: "done" }> | undefined }) {
  const { t } = useI18n();
  const errors: ChangePasswordErrors = answer?.status === "invalid" ? answer.errors : {};
  const firstInvalid = changePasswordFields.find((field) => errors[field]);
  useFocusFirstInvalid("change-password", firstInvalid, answer);
  const throttleNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.status === "rateLimited") throttleNotice.current?.focus();
  }, [answer]);
  return (
    <Form method="post" noValidate aria-labelledby="change-password-heading" className="space-y-5">
      <h2 id="change-password-heading" className="text-xl font-semibold">
        {t("passwords.change.heading")}
      </h2>
      <p className="text-muted">{t("passwords.change.intro")}</p>
      <FormProblemSummary show={firstInvalid !== undefined} />
      {answer?.status === "rateLimited" ? (
        <p ref={throttleNotice} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {t("passwords.change.rateLimited", { minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) })}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="change" />
      <FormField
        form="change-password"
        field="currentPassword"
        label={t("passwords.field.currentPassword")}
        error={errors.currentPassword}
        autoFocus={firstInvalid === "currentPassword"}
        autoComplete="current-password"
      />
      <FormField
        form="change-password"
        field="password"
        label={t("passwords.field.newPassword")}
        hint={t("passwords.field.newPasswordHint")}
        error={errors.password}
        autoFocus={firstInvalid === "password"}
        autoComplete="new-password"
      />
      <FormField
        form="change-password"
        field="confirmation"
        label={t("passwords.field.confirmation")}
        error={errors.confirmation}
        autoFocus={firstInvalid === "confirmation"}
        autoComplete="new-password"
      />
      <SubmitButton label="passwords.change.submit" />
    </Form>
  );
}

/** A link that was used, has expired or never existed: the way to a new one is the reset form. */
export function InvalidLinkNotice() {
  const { t, language } = useI18n();
  return (
    <Notice tone="problem" title={t("passwords.invalidLink.title")}>
      <p>{t("passwords.invalidLink.text")}</p>
      <NoticeLink to={hrefOf("resetPassword", language)}>{t("passwords.invalidLink.action")}</NoticeLink>
    </Notice>
  );
}

/** After a change: signed in, the way on is the account; signed out, the login page. */
export function PasswordSavedNotice({ title, text, signedIn }: { title: MessageKey; text: MessageKey; signedIn: boolean }) {
  const { t, language } = useI18n();
  return (
    <Notice tone="success" title={t(title)}>
      <p>{t(text)}</p>
      {signedIn ? (
        <NoticeLink to={hrefOf("myLicenses", language)}>{t("passwords.toMyLicenses")}</NoticeLink>
      ) : (
        <NoticeLink to={hrefOf("login", language)}>{t("passwords.toLogin")}</NoticeLink>
      )}
    </Notice>
  );
}
