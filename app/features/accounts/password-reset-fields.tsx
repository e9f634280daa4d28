import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { AuthField, fieldInputId } from "./auth-fields.tsx";
import { emailMaxLength, type PasswordErrorKey } from "./password-reset-form.ts";

interface FieldProps {
  form: string;
  field: string;
  label: string;
  error: PasswordErrorKey | undefined;
  autoFocus: boolean;
  autoComplete: "current-password" | "new-password" | "email";
  hint?: string;
  defaultValue?: string;
}

/**
 * The e-mail or password input of these forms. Password inputs have no maxLength: the browser would
 * cut a longer pasted password silently, while the server refuses it with a message.
 */
export function FormField({ autoComplete, ...props }: FieldProps) {
  const isEmail = autoComplete === "email";
  return <AuthField {...props} autoComplete={autoComplete} type={isEmail ? "email" : "password"} maxLength={isEmail ? emailMaxLength : undefined} />;
}

/** Moves focus to the first invalid field after an answer (server-rendered pages use autoFocus). */
export function useFocusFirstInvalid(form: string, firstInvalid: string | undefined, answer: unknown) {
  useEffect(() => {
    if (firstInvalid) document.getElementById(fieldInputId(form, firstInvalid))?.focus();
  }, [form, firstInvalid, answer]);
}

export function FormProblemSummary({ show }: { show: boolean }) {
  const { t } = useI18n();
  if (!show) return null;
  return <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">{t("passwords.form.invalid")}</p>;
}

export function SubmitButton({ label }: { label: MessageKey }) {
  const { t } = useI18n();
  const busy = useNavigation().formData !== undefined;
  return (
    <button type="submit" disabled={busy} className={buttonStyles.primaryLarge}>
      {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
      {busy ? t("passwords.form.submitting") : t(label)}
    </button>
  );
}

/** A result that replaces the form; its heading takes focus so screen readers announce it. */
export function Notice({ tone, title, children }: { tone: "success" | "problem"; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const colours = tone === "success" ? "border-green-700 bg-green-50" : "border-amber-700 bg-amber-50";
  const headingColour = tone === "success" ? "text-green-900" : "text-amber-900";
  return (
    <div className={`rounded-lg border p-6 ${colours}`} data-testid={`password-notice-${tone}`}>
      <h2 ref={heading} tabIndex={-1} className={`text-xl font-semibold ${headingColour}`}>
        {title}
      </h2>
      <div className="mt-2 space-y-4">{children}</div>
    </div>
  );
}

export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-block font-medium text-brand-700 underline hover:text-brand-800">
      {children}
    </Link>
  );
}
