import type { CreditCurrency, OrderStatus } from "../../../db/schema.ts";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Language } from "../../i18n/paths.ts";
import { formatEuro } from "../../i18n/format.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { formatInvoiceDate, formatVatRate } from "../invoices/invoice-format.ts";
import type { InvoiceSummary } from "../invoices/invoices.server.ts";
import { invoiceHref } from "../invoices/invoice.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import type { OrderView } from "./order-view.ts";

export const textLinkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Plugin orders are in euros; a credit top-up is in the currency of its credits. */
export function formatCents(cents: number, language: Language, currency: CreditCurrency = "EUR"): string {
  return currency === "EUR" ? formatEuro(cents / 100, language) : formatCredits(cents, currency, language);
}

/** The day an order was placed, as the invoices count it (Vienna). */
export function formatOrderDate(instant: string, language: Language): string {
  return formatInvoiceDate(instant, language);
}

export const orderStatusTones: Record<OrderStatus, BadgeTone> = {
  pending: "caution",
  paid: "positive",
  cancelled: "neutral",
  failed: "danger",
  refunded: "neutral",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return <StatusBadge tone={orderStatusTones[status]}>{t(`orders.status.${status}`)}</StatusBadge>;
}

/** The VAT line's label: the rate, or why there is none (reverse charge, export). */
export function VatNote({ order }: { order: Pick<OrderView, "vatTreatment"> }) {
  const { t } = useI18n();
  if (order.vatTreatment === "reverse_charge") return <p className="mt-2 text-sm text-muted">{t("orders.vat.reverseCharge")}</p>;
  if (order.vatTreatment === "export") return <p className="mt-2 text-sm text-muted">{t("orders.vat.export")}</p>;
  if (order.vatTreatment === "prepayment") return <p className="mt-2 text-sm text-muted">{t("orders.vat.prepayment")}</p>;
  return null;
}

/** Download links of an order's invoice and cancellation invoice. */
export function InvoiceLinks({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const { t } = useI18n();
  if (invoices.length === 0) return <span className="text-muted">{t("orders.invoice.none")}</span>;
  return (
    <ul className="space-y-1">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <a
            href={invoiceHref(invoice.id)}
            className={textLinkClass}
            aria-label={t(invoice.kind === "invoice" ? "orders.invoice.download" : "orders.invoice.downloadCancellation", { number: invoice.number })}
          >
            {t(invoice.kind === "invoice" ? "orders.invoice.invoice" : "orders.invoice.cancellation", { number: invoice.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Number, date, items and net/VAT/gross of one order. */
export function OrderSummary({ order, headingId }: { order: OrderView; headingId: string }) {
  const { t, language } = useI18n();
  const amount = (cents: number) => formatCents(cents, language, order.currency);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-300 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {t("orders.number", { number: formatOrderNumber(order.id) })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {t("orders.orderedOn", { date: formatOrderDate(order.createdAt, language) })} · {t(`orders.kind.${order.kind}`)}
      </p>
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="border-b border-gray-300 text-sm text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("orders.column.item")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("orders.column.net")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index} className="border-b border-gray-200">
              <td className="py-2 pr-4">{item.description}</td>
              <td className="py-2 text-right whitespace-nowrap">{amount(item.netCents)}</td>
            </tr>
          ))}
          {order.kind === "credit_top_up" ? (
            <tr className="border-b border-gray-200">
              <td className="py-2 pr-4">{t("orders.kind.credit_top_up")}</td>
              <td className="py-2 text-right whitespace-nowrap">{amount(order.netCents)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 font-normal">
              {t("orders.totals.net")}
            </th>
            <td className="pt-3 text-right whitespace-nowrap">{amount(order.netCents)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-4 font-normal">
              {t("orders.totals.vat", { rate: formatVatRate(order.vatRateBasisPoints, language) })}
            </th>
            <td className="py-1 text-right whitespace-nowrap">{amount(order.vatCents)}</td>
          </tr>
          <tr className="text-lg font-semibold">
            <th scope="row" className="pt-1 pr-4">
              {t("orders.totals.gross")}
            </th>
            <td className="pt-1 text-right whitespace-nowrap">{amount(order.grossCents)}</td>
          </tr>
        </tfoot>
      </table>
      <VatNote order={order} />
    </section>
  );
}
