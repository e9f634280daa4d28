import { useId } from "react";
import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { ImportRefusal } from "./edd-license-import.server.ts";
import type { LicenseImportActionData } from "./license-import-page.server.ts";

/** The admin's upload of EDD Software Licensing's licence export and the report of what it did. */
export function LicenseImportScreen({ actionData }: { actionData: LicenseImportActionData | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const report = actionData && "report" in actionData ? actionData.report : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("admin.licenses.import.title")}</h1>
      <p className="mt-3 max-w-prose">{t("admin.licenses.import.intro")}</p>
      <Form method="post" encType="multipart/form-data" className="mt-6 max-w-xl space-y-3">
        <div>
          <label htmlFor={id} className="block font-medium">
            {t("admin.licenses.import.file")}
          </label>
          <input
            id={id}
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 block w-full"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
              {t(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.licenses.import.submit")}
        </button>
      </Form>
      <div role="status" className="empty:hidden">
        {report ? (
          <section aria-labelledby="import-report" className="mt-8" data-testid="import-report">
            <h2 id="import-report" className="text-xl font-semibold">
              {t("admin.licenses.import.report")}
            </h2>
            <p className="mt-2">
              {t("admin.licenses.import.summary", {
                imported: report.imported,
                unchanged: report.unchanged,
                customers: report.customersCreated,
                sites: report.activations,
              })}
            </p>
            {report.refused.length ? (
              <table className="mt-4 border-collapse text-left">
                <caption className="text-left font-medium">{t("admin.licenses.import.refused", { count: report.refused.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border-b border-gray-300 px-3 py-2">
                      {t("admin.licenses.import.line")}
                    </th>
                    <th scope="col" className="border-b border-gray-300 px-3 py-2">
                      {t("admin.licenses.import.key")}
                    </th>
                    <th scope="col" className="border-b border-gray-300 px-3 py-2">
                      {t("admin.licenses.import.reason")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.refused.map((row) => (
                    <tr key={`${row.line}-${row.key}`}>
                      <td className="border-b border-gray-200 px-3 py-2">{row.line}</td>
                      <td className="border-b border-gray-200 px-3 py-2 font-mono">{row.key}</td>
                      <td className="border-b border-gray-200 px-3 py-2">{t(`admin.licenses.import.reason.${row.reason satisfies ImportRefusal}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2">{t("admin.licenses.import.noneRefused")}</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
