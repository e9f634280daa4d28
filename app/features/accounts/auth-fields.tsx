import type { ReactNode } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

const inputClass = "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-600";

export const fieldInputId = (form: string, field: string) => `${form}-${field}`;
const fieldErrorId = (form: string, field: string) => `${form}-${field}-error`;

/**
 * A password is never shown again after an answer. Without JavaScript the new page starts empty;
 * with it, the submitted form stays mounted, so its password inputs are emptied here.
 */
export function clearPasswordInputs(form: string, fields: readonly string[]): void {
  for (const field of fields) {
    const input = document.getElementById(fieldInputId(form, field));
    if (input instanceof HTMLInputElement) input.value = "";
  }
}

export function FieldError({ form, field, error }: { form: string; field: string; error: MessageKey | undefined }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={fieldErrorId(form, field)} className="mt-1 text-sm font-medium text-red-700">
      {t(error)}
    </p>
  );
}

interface AuthFieldProps {
  form: string;
  field: string;
  label: ReactNode;
  error: MessageKey | undefined;
  defaultValue?: string;
  autoFocus?: boolean;
  type?: "text" | "email" | "password";
  autoComplete: string;
  maxLength?: number;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it. */
export function AuthField({ form, field, label, error, defaultValue, autoFocus, type = "text", autoComplete, maxLength, hint }: AuthFieldProps) {
  const hintId = `${fieldInputId(form, field)}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? fieldErrorId(form, field) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={fieldInputId(form, field)} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={fieldInputId(form, field)}
        name={field}
        type={type}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        autoCapitalize={type === "text" ? "none" : undefined}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? "border-red-700" : "border-gray-500"}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError form={form} field={field} error={error} />
    </div>
  );
}

export function FormProblem({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

export const textLinkClass = "font-medium text-brand-700 underline hover:text-brand-800";
