import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { emailMaxLength, type PasswordErrorKey } from "./password-reset-form.ts";

const inputClass = "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-600";

const fieldId = (form: string, field: string) => `${form}-${field}`;
const errorId = (form: string, field: string) => `${form}-${field}-error`;
const hintId = (form: string, field: string) => `${form}-${field}-hint`;

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
 * One labelled input with its hint and error. Password inputs have no maxLength: the browser would
 * cut a longer pasted password silently, while the server refuses it with a message.
 */
export function FormField({ form, field, label, error, autoFocus, autoComplete, hint, defaultValue }: FieldProps) {
  const { t } = useI18n();
  const describedBy = [hint ? hintId(form, field) : undefined, error ? errorId(form, field) : undefined].filter(Boolean).join(" ") || undefined;
  const isEmail = autoComplete === "email";
  return (
    <div>
      <label htmlFor={fieldId(form, field)} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={fieldId(form, field)}
        name={field}
        type={isEmail ? "email" : "password"}
        required
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={isEmail ? emailMaxLength : undefined}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? "border-red-700" : "border-gray-500"}`}
      />
      {hint ? (
        <p id={hintId(form, field)} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(form, field)} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first invalid field after an answer (server-rendered pages use autoFocus). */
export function useFocusFirstInvalid(form: string, firstInvalid: string | undefined, answer: unknown) {
  useEffect(() => {
    if (firstInvalid) document.getElementById(fieldId(form, firstInvalid))?.focus();
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
