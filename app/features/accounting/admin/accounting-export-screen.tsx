import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { Fact, FactList } from "../../admin-kit/fact-list.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { formatViennaDate, startOfViennaDay } from "../../../i18n/vienna-time.ts";
import type { AccountingTotals } from "../accounting-documents.server.ts";
import { type ExportFormErrors, type ExportFormValues, exportFormatLabels, exportFormats } from "../export-request.ts";

/** Where the form's download button posts the range (a resource route: the answer is the file; decision 012 keeps other sites' posts out). */
export const accountingDownloadPath = "/admin/accounting/export";

export interface AccountingExportScreenProps {
  values: ExportFormValues;
  errors: ExportFormErrors;
  /** The totals of the requested range; absent while the form has errors. */
  totals?: AccountingTotals & { from: string; to: string };
}

function Totals({ totals }: { totals: NonNullable<AccountingExportScreenProps["totals"]> }) {
  const { t, language } = useI18n();
  const euro = (cents: number) => formatEuro(cents / 100, language);
  const day = (value: string) => formatViennaDate(startOfViennaDay(value), language);
  return (
    <section aria-labelledby="accounting-totals" className="mt-8" data-testid="accounting-totals">
      <h2 id="accounting-totals" className="text-xl font-semibold">
        {t("admin.accounting.totals.heading", { from: day(totals.from), to: day(totals.to) })}
      </h2>
      <FactList>
        <Fact label={t("admin.accounting.totals.documents")}>
          {t("admin.accounting.totals.documentsValue", { invoices: totals.invoices, creditNotes: totals.creditNotes })}
        </Fact>
        <Fact label={t("admin.accounting.totals.net")}>
          <span data-testid="accounting-total-net">{euro(totals.netCents)}</span>
        </Fact>
        <Fact label={t("admin.accounting.totals.vat")}>
          <span data-testid="accounting-total-vat">{euro(totals.vatCents)}</span>
        </Fact>
        <Fact label={t("admin.accounting.totals.gross")}>
          <span data-testid="accounting-total-gross">{euro(totals.grossCents)}</span>
        </Fact>
        <Fact label={t("admin.accounting.totals.creditRefunds")}>
          <span data-testid="accounting-total-credit-refunds">
            {t("admin.accounting.totals.creditRefundsValue", { amount: euro(totals.creditRefundCents), count: totals.creditRefunds })}
          </span>
        </Fact>
      </FactList>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("admin.accounting.totals.note")}</p>
    </section>
  );
}

/**
 * The export screen: one GET form for the range and format. "Show totals" reloads this page with
 * them; "Download" posts the same fields to the file route, so what is shown is what is exported.
 */
export function AccountingExportScreen({ values, errors, totals }: AccountingExportScreenProps) {
  const { t, language } = useI18n();
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <PageHeading title={t("admin.accounting.title")} intro={t("admin.accounting.intro")} />
      {hasErrors ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {t("admin.accounting.error.summary")}
        </p>
      ) : null}
      <form
        method="get"
        action="/admin/accounting"
        aria-label={t("admin.accounting.form.label")}
        className="mt-6 rounded-lg border border-gray-300 bg-white p-4"
      >
        <div className="grid gap-4 md:grid-cols-3">
          <FormField name="from" type="day" label={t("admin.accounting.field.from")} defaultValue={values.from} error={errors.from} required />
          <FormField name="to" type="day" label={t("admin.accounting.field.to")} defaultValue={values.to} error={errors.to} required />
          <FormField
            name="format"
            label={t("admin.accounting.field.format")}
            defaultValue={values.format}
            error={errors.format}
            options={exportFormats.map((format) => ({ value: format, label: t(exportFormatLabels[format]) }))}
          />
        </div>
        {/* The file's words and number format follow the admin's language, also when it came from ?lang= alone. */}
        <input type="hidden" name="lang" value={language} />
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.secondary}>
            {t("admin.accounting.show")}
          </button>
          <button type="submit" formAction={accountingDownloadPath} formMethod="post" className={buttonStyles.primary}>
            {t("admin.accounting.download")}
          </button>
        </div>
      </form>
      {totals ? <Totals totals={totals} /> : null}
    </>
  );
}
