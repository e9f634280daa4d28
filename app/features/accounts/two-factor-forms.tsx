import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Enrolment, SecondFactorError } from "./two-factor.server.ts";

const codeInputId = "two-factor-code";
const codeErrorId = "two-factor-code-error";

export interface CodeFieldError {
  error: SecondFactorError;
  remainingAttempts: number;
}

const errorTexts: Record<SecondFactorError, MessageKey> = {
  required: "admin.twoFactor.error.required",
  wrongCode: "admin.twoFactor.error.wrongCode",
};

/** One code field and its button; focus goes to the field when the last answer refused the code. */
function CodeForm({
  label,
  submit,
  error,
  oneTimeCodeOnly,
}: {
  label: MessageKey;
  submit: MessageKey;
  error: CodeFieldError | undefined;
  oneTimeCodeOnly: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().formData !== undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Form method="post" noValidate className="mt-4 max-w-sm space-y-4">
      <div>
        <label htmlFor={codeInputId} className="block text-sm font-medium">
          {t(label)}
        </label>
        <input
          ref={input}
          id={codeInputId}
          name="code"
          type="text"
          required
          autoComplete="one-time-code"
          inputMode={oneTimeCodeOnly ? "numeric" : "text"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? codeErrorId : undefined}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 font-mono text-lg tracking-widest text-ink shadow-sm focus-visible:border-brand-600 ${error ? "border-red-700" : "border-gray-500"}`}
        />
        {error ? (
          <p id={codeErrorId} className="mt-1 text-sm font-medium text-red-700">
            {t(errorTexts[error.error], { remaining: error.remainingAttempts })}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonStyles.primary} aria-disabled={busy || undefined}>
        {t(submit)}
      </button>
    </Form>
  );
}

/** First login of an admin: scan (or type) the secret, confirm with the first code. */
export function EnrolmentForm({ enrolment, error }: { enrolment: Enrolment; error: CodeFieldError | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("admin.twoFactor.enrol.intro")}</p>
      <section aria-labelledby="two-factor-scan" className="mt-8">
        <h2 id="two-factor-scan" className="text-xl font-semibold">
          {t("admin.twoFactor.enrol.scanHeading")}
        </h2>
        <p className="mt-2">{t("admin.twoFactor.enrol.scan")}</p>
        <div
          role="img"
          aria-label={t("admin.twoFactor.enrol.qrLabel", { account: enrolment.accountName })}
          className="mt-4 w-56 max-w-full border border-gray-300 bg-white p-2"
          dangerouslySetInnerHTML={{ __html: enrolment.qrCodeSvg }}
        />
        <p className="mt-4">{t("admin.twoFactor.enrol.manual")}</p>
        <p className="mt-2">
          <span className="sr-only">{t("admin.twoFactor.enrol.secretLabel")}: </span>
          <code data-testid="totp-secret" className="inline-block rounded-md bg-gray-100 px-3 py-2 font-mono text-lg tracking-wider break-all">
            {enrolment.secretGrouped}
          </code>
        </p>
      </section>
      <section aria-labelledby="two-factor-confirm" className="mt-8">
        <h2 id="two-factor-confirm" className="text-xl font-semibold">
          {t("admin.twoFactor.enrol.confirmHeading")}
        </h2>
        <p className="mt-2">{t("admin.twoFactor.enrol.confirm")}</p>
        <CodeForm label="admin.twoFactor.enrolCode" submit="admin.twoFactor.enrol.submit" error={error} oneTimeCodeOnly />
      </section>
    </>
  );
}

export function VerifyForm({ error }: { error: CodeFieldError | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("admin.twoFactor.verify.intro")}</p>
      <CodeForm label="admin.twoFactor.code" submit="admin.twoFactor.verify.submit" error={error} oneTimeCodeOnly={false} />
    </>
  );
}

/** Right after enrolment: the recovery codes, this once. */
export function EnrolledNotice({ recoveryCodes, next }: { recoveryCodes: string[] | undefined; next: string }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="two-factor-enrolled" className="mt-8 rounded-lg border border-green-700 bg-green-50 p-6">
      <h2 id="two-factor-enrolled" ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {t("admin.twoFactor.enrolled.title")}
      </h2>
      {recoveryCodes ? (
        <>
          <p className="mt-2">{t("admin.twoFactor.enrolled.codesIntro")}</p>
          <ul
            aria-label={t("admin.twoFactor.enrolled.codesLabel")}
            data-testid="recovery-codes"
            className="mt-4 grid max-w-md gap-2 font-mono text-lg sm:grid-cols-2"
          >
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-white px-3 py-1">
                {code}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t("admin.twoFactor.enrolled.done")}</p>
      )}
      <Link to={next} className={`mt-6 ${buttonStyles.primary}`}>
        {t("admin.twoFactor.enrolled.continue")}
      </Link>
    </section>
  );
}

export function LockedNotice({ loginPath }: { loginPath: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="two-factor-locked" role="alert" className="mt-8 rounded-lg border border-red-700 bg-red-50 p-6">
      <h2 id="two-factor-locked" className="text-xl font-semibold text-red-900">
        {t("admin.twoFactor.locked.title")}
      </h2>
      <p className="mt-2">{t("admin.twoFactor.locked.text")}</p>
      <a href={loginPath} className={`mt-6 ${buttonStyles.primary}`}>
        {t("admin.twoFactor.locked.login")}
      </a>
    </section>
  );
}
