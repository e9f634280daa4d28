import { useId } from "react";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

interface UploadFieldProps {
  name: string;
  label: string;
  accept: string;
  required: boolean;
  /** Names the size limit, so the admin knows it before uploading. */
  hint: string;
  error?: MessageKey;
  /** The size limit the error text may name. */
  size: string;
}

/** A labelled file input of an upload form, with its hint and error wired up for screen readers. */
export function UploadField({ name, label, accept, required, hint, error, size }: UploadFieldProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-2 file:font-medium"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error, { size })}
        </p>
      ) : null}
    </div>
  );
}
