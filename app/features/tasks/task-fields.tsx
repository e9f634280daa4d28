import { useId } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export const inputClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700";

interface TaskFieldProps {
  name: string;
  label: string;
  defaultValue?: string;
  error?: MessageKey;
  hint?: string;
  required?: boolean;
  type?: "text" | "date" | "search";
  rows?: number;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  min?: string;
}

/** A labelled input, text area or drop-down with its hint and error tied to it for screen readers. */
export function TaskField({ name, label, defaultValue = "", error, hint, required, type = "text", rows, maxLength, options, min }: TaskFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const shared = { id, name, required, defaultValue, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: inputClass };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
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
        <textarea {...shared} rows={rows} maxLength={maxLength} />
      ) : (
        <input {...shared} type={type} maxLength={maxLength} min={min} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The file input of a task or message: several files at once, the limits named below it. */
export function AttachmentsField({ error }: { error?: MessageKey }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t("tasks.attachments.label")}
      </label>
      <input
        id={id}
        name="attachments"
        type="file"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t("tasks.attachments.hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
