import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatLongDate, pluralOf } from "../../i18n/format.ts";
import { type LicenseLookupResult, lookupInputMaxLength } from "./license-lookup.ts";
import { LicenseStatusBadge } from "./license-status-badge.tsx";

const inputId = "license-lookup-key";
const hintId = "license-lookup-key-hint";
const errorId = "license-lookup-key-error";
const headingId = "license-lookup-title";

function LookupAnswer({ result }: { result: LicenseLookupResult }) {
  const { t, language } = useI18n();
  if (result.status === "found") {
    const { license } = result;
    const ended = license.status === "expired";
    return (
      <div className="mt-4 rounded-md border border-gray-300 bg-white p-4">
        <p className="font-semibold">{t("licenses.lookup.resultTitle")}</p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t("licenses.lookup.plugin")}</dt>
          <dd className="font-medium">{license.pluginName}</dd>
          <dt className="text-muted">{t("licenses.lookup.status")}</dt>
          <dd>
            <LicenseStatusBadge status={license.status} />
          </dd>
          <dt className="text-muted">{ended ? t("licenses.lookup.updatesEnded") : t("licenses.lookup.updatesUntil")}</dt>
          <dd className="font-medium">{formatLongDate(license.expiresAt, language)}</dd>
        </dl>
      </div>
    );
  }
  if (result.status === "rateLimited") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return (
      <p className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
        {t(`licenses.lookup.rateLimited.${pluralOf(minutes, language)}`, { minutes })}
      </p>
    );
  }
  if (result.status === "unknown") {
    return <p className="mt-4 rounded-md border border-gray-400 bg-gray-50 p-3 text-sm font-medium">{t("licenses.lookup.unknown")}</p>;
  }
  return null;
}

/** The public key lookup: a plain POST form, so it works before (and without) JavaScript. */
export function LicenseLookupForm({ result }: { result: LicenseLookupResult | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().formData?.has("licenseKey") ?? false;
  const answerRef = useRef<HTMLDivElement>(null);
  const empty = result?.status === "empty";

  useEffect(() => {
    if (result && !empty) answerRef.current?.focus();
    if (empty) document.getElementById(inputId)?.focus();
  }, [result, empty]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-300 bg-gray-50 p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t("licenses.lookup.title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("licenses.lookup.intro")}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t("licenses.lookup.field")}
          </label>
          <input
            id={inputId}
            name="licenseKey"
            type="text"
            required
            maxLength={lookupInputMaxLength}
            defaultValue={result && result.status !== "empty" ? result.key : ""}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={empty ? true : undefined}
            aria-describedby={empty ? `${hintId} ${errorId}` : hintId}
            className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 font-mono text-base text-ink shadow-sm focus-visible:border-brand-600 ${empty ? "border-red-700" : "border-gray-500"}`}
          />
          <p id={hintId} className="mt-1 text-sm break-words text-muted">
            {t("licenses.lookup.hint")}
          </p>
          {empty ? (
            <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
              {t("licenses.lookup.empty")}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {busy ? t("licenses.lookup.submitting") : t("licenses.lookup.submit")}
        </button>
      </Form>
      <div ref={answerRef} tabIndex={-1} role="status">
        {result ? <LookupAnswer result={result} /> : null}
      </div>
    </section>
  );
}
