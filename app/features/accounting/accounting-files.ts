import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { viennaDayOf } from "../../i18n/vienna-time.ts";
import type { AccountingDocument } from "./accounting-documents.server.ts";
import { bmdAccounts, bmdBookingSymbol, bmdDebitCode, bmdPrepaymentTaxCode, bmdRecordType, bmdTaxCodes } from "./bmd-accounts.ts";
import { amountCell, type CsvCell, csvText, type DecimalSeparator, integerCell, percentCell } from "../../lib/csv.ts";
import type { ExportFormat } from "./export-request.ts";

/** `31.03.2026`: the date Austrian spreadsheets and BMD read. */
function austrianDate(instant: string): string {
  const [year, month, day] = viennaDayOf(instant).split("-");
  return `${day}.${month}.${year}`;
}

const vatTreatmentKeys = {
  domestic: "admin.accounting.vat.domestic",
  eu_consumer: "admin.accounting.vat.euConsumer",
  reverse_charge: "admin.accounting.vat.reverseCharge",
  export: "admin.accounting.vat.export",
  prepayment: "admin.accounting.vat.prepayment",
} as const;

const kindKeys = {
  invoice: "admin.accounting.kind.invoice",
  credit_note: "admin.accounting.kind.creditNote",
  task_invoice: "admin.accounting.kind.taskInvoice",
  task_cancellation_invoice: "admin.accounting.kind.taskCancellationInvoice",
  credit_refund: "admin.accounting.kind.creditRefund",
} as const;

const bmdTextKeys = {
  invoice: "admin.accounting.bmd.invoiceText",
  credit_note: "admin.accounting.bmd.creditNoteText",
  task_invoice: "admin.accounting.bmd.taskInvoiceText",
  task_cancellation_invoice: "admin.accounting.bmd.taskCancellationInvoiceText",
  credit_refund: "admin.accounting.bmd.creditRefundText",
} as const;

/**
 * The accountant's CSV: one row per document in the admin's language. German uses the decimal
 * comma and TT.MM.JJJJ, English the decimal point and ISO dates, so the file opens as numbers and
 * dates in a spreadsheet of that language.
 */
export function accountantCsv(documents: readonly AccountingDocument[], language: Language): string {
  const t = translator(language);
  const separator: DecimalSeparator = language === "de" ? "," : ".";
  const date = (instant: string) => (language === "de" ? austrianDate(instant) : viennaDayOf(instant));
  const header = [
    t("admin.accounting.column.type"),
    t("admin.accounting.column.number"),
    t("admin.accounting.column.date"),
    t("admin.accounting.column.order"),
    t("admin.accounting.column.customer"),
    t("admin.accounting.column.company"),
    t("admin.accounting.column.email"),
    t("admin.accounting.column.country"),
    t("admin.accounting.column.vatId"),
    t("admin.accounting.column.vatTreatment"),
    t("admin.accounting.column.vatCountry"),
    t("admin.accounting.column.net"),
    t("admin.accounting.column.vatRate"),
    t("admin.accounting.column.vat"),
    t("admin.accounting.column.gross"),
    t("admin.accounting.column.currency"),
    t("admin.accounting.column.provider"),
    t("admin.accounting.column.reference"),
    t("admin.accounting.column.cancels"),
  ];
  const rows = documents.map((document): CsvCell[] => [
    t(kindKeys[document.kind]),
    document.number,
    date(document.date),
    document.orderNumber,
    document.customerName,
    document.company,
    document.email,
    document.country,
    document.vatId,
    t(vatTreatmentKeys[document.vatTreatment]),
    document.vatCountry,
    amountCell(document.netCents, separator),
    percentCell(document.vatRateBasisPoints, separator),
    amountCell(document.vatCents, separator),
    amountCell(document.grossCents, separator),
    document.currency,
    document.provider,
    document.providerReference,
    document.relatedNumber,
  ]);
  return csvText(header, rows);
}

/** The columns of the BMD NTCS booking import, named as BMD names its fields. */
export const bmdColumns = [
  "satzart",
  "konto",
  "gkonto",
  "belegnr",
  "belegdatum",
  "buchdatum",
  "betrag",
  "steuer",
  "mwst",
  "steucod",
  "buchsymbol",
  "buchcode",
  "text",
  "uidnr",
] as const;

/**
 * The BMD booking import: one booking line per document, debtor against revenue, always with the
 * decimal comma and TT.MM.JJJJ (BMD is Austrian, whatever language the admin works in). `betrag`
 * is the gross amount, negative for a credit note; `steuer` the VAT with the opposite sign, as
 * BMD expects for outgoing invoices (the tax is on the credit side).
 */
export function bmdCsv(documents: readonly AccountingDocument[], language: Language): string {
  const t = translator(language);
  const rows = documents.map((document): CsvCell[] => {
    const day = austrianDate(document.date);
    const text = t(bmdTextKeys[document.kind], { number: document.number ?? document.orderNumber, customer: document.company ?? document.customerName });
    const treatment = document.vatTreatment;
    return [
      integerCell(bmdRecordType),
      integerCell(bmdAccounts.debtor),
      integerCell(treatment === "prepayment" ? bmdAccounts.prepayments : bmdAccounts.revenue[treatment]),
      document.number ?? document.orderNumber,
      day,
      day,
      amountCell(document.grossCents, ","),
      amountCell(-document.vatCents, ","),
      percentCell(document.vatRateBasisPoints, ","),
      integerCell(treatment === "prepayment" ? bmdPrepaymentTaxCode : bmdTaxCodes[treatment]),
      bmdBookingSymbol,
      integerCell(bmdDebitCode),
      text,
      document.vatId,
    ];
  });
  return csvText(bmdColumns, rows);
}

/** The file of a format. */
export function exportFile(format: ExportFormat, documents: readonly AccountingDocument[], language: Language): string {
  return format === "bmd" ? bmdCsv(documents, language) : accountantCsv(documents, language);
}
