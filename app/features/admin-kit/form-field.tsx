import { useId } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { typedDateTimeOf, typedDayOf } from "./typed-dates.ts";

interface FieldProps {
  name: string;
  label: string;
  defaultValue?: string | number | null;
  /** The field's error as a catalogue key, from fieldErrorsOf. */
  error?: MessageKey;
  hint?: string;
  required?: boolean;
  /** `day` and `day-time` are typed as `31.03.2026` and `31.03.2026, 14:05` (typed-dates.ts); the label names the format. */
  type?: "text" | "email" | "number" | "day" | "day-time" | "url" | "search";
  /** Rows of a multi-line field; a single-line input without it. */
  rows?: number;
  /** The choices of a drop-down; a text input without them. */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  /** The language of the value when it differs from the page's (a German text on an English page). */
  lang?: string;
}

/** Dates typed in the office's format whatever the browser's language: the label names it, the value is shown in it. */
const typedFields = {
  day: { format: "admin.field.dayFormat", shown: typedDayOf },
  "day-time": { format: "admin.field.dateTimeFormat", shown: typedDateTimeOf },
} as const;

/** A labelled admin input, text area or drop-down with its hint and error wired up for screen readers. */
export function FormField({ name, label, defaultValue, error, hint, required, type = "text", rows, maxLength, options, lang }: FieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const typed = type === "day" || type === "day-time" ? typedFields[type] : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    required,
    maxLength,
    lang,
    defaultValue: typeof defaultValue === "string" && typed ? typed.shown(defaultValue) : (defaultValue ?? ""),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700",
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {typed ? <span className="font-normal text-muted">, {t(typed.format)}</span> : null}
      </label>
      {options ? (
        <select {...shared}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={typed ? "text" : type} {...shared} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of the last action: a success text (with warnings) or a form-level error, announced politely. */
export function ActionNotice({ success, warnings = [], error }: { success?: MessageKey; warnings?: MessageKey[]; error?: MessageKey }) {
  const { t } = useI18n();
  return (
    <div role="status" className="empty:hidden">
      {success ? <p className="mt-4 rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900">{t(success)}</p> : null}
      {warnings.map((warning) => (
        <p key={warning} className="mt-4 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
          {t(warning)}
        </p>
      ))}
      {error ? <p className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900">{t(error)}</p> : null}
    </div>
  );
}
