import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatVatRate } from "../invoices/invoice-format.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { formatCents, formatOrderDate, InvoiceLinks, OrderStatusBadge } from "./order-parts.tsx";
import type { OrderWithInvoices } from "./order-view.ts";

/**
 * On narrow screens the table's rows become cards: every cell then shows its column's name itself
 * (the header row stays for screen readers only), so nothing has to scroll sideways at 360 px.
 */
const cellClass = "flex items-start justify-between gap-4 py-1 md:table-cell md:border-b md:border-gray-200 md:px-3 md:py-3 md:align-top";
const amountCellClass = `${cellClass} md:text-right md:whitespace-nowrap`;

function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="shrink-0 text-sm font-medium text-muted md:hidden">
      {children}
    </span>
  );
}

function OrderRow({ order }: { order: OrderWithInvoices }) {
  const { t, language } = useI18n();
  const amount = (cents: number) => formatCents(cents, language);
  return (
    <tr className="block rounded-lg border border-gray-300 p-4 md:table-row md:rounded-none md:border-0 md:p-0" data-testid="purchase-history-order">
      <th scope="row" className={`${cellClass} text-left font-semibold`}>
        <CellLabel>{t("orders.column.order")}</CellLabel>
        <span className="text-right md:text-left">
          {formatOrderNumber(order.id)}
          <span className="block text-sm font-normal text-muted">{t(`orders.kind.${order.kind}`)}</span>
        </span>
      </th>
      <td className={cellClass}>
        <CellLabel>{t("orders.column.date")}</CellLabel>
        <span className="md:whitespace-nowrap">{formatOrderDate(order.createdAt, language)}</span>
      </td>
      <td className={cellClass}>
        <CellLabel>{t("orders.column.items")}</CellLabel>
        <ul className="text-right md:text-left">
          {order.items.map((item, index) => (
            <li key={index}>{item.description}</li>
          ))}
        </ul>
      </td>
      <td className={amountCellClass}>
        <CellLabel>{t("orders.column.net")}</CellLabel>
        {amount(order.netCents)}
      </td>
      <td className={amountCellClass}>
        <CellLabel>{t("orders.column.vat")}</CellLabel>
        <span>
          {amount(order.vatCents)}
          <span className="block text-sm text-muted">{formatVatRate(order.vatRateBasisPoints, language)}</span>
        </span>
      </td>
      <td className={`${amountCellClass} font-semibold`}>
        <CellLabel>{t("orders.column.gross")}</CellLabel>
        {amount(order.grossCents)}
      </td>
      <td className={cellClass}>
        <CellLabel>{t("orders.column.status")}</CellLabel>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={cellClass}>
        <CellLabel>{t("orders.column.invoices")}</CellLabel>
        <div className="text-right md:text-left">
          <InvoiceLinks invoices={order.invoices} />
        </div>
      </td>
    </tr>
  );
}

/** Every order of the signed-in customer, newest first, with totals, status and invoices. */
export function PurchaseHistoryScreen({ orders }: { orders: OrderWithInvoices[] }) {
  const { t, language } = useI18n();
  const header = "px-3 py-2 text-left text-sm font-medium text-muted";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.purchaseHistory.title")}</h1>
      {orders.length === 0 ? (
        <div className="mt-6">
          <p className="text-lg">{t("orders.history.empty")}</p>
          <Link to={hrefOf("plugins", language)} className={`${buttonStyles.primary} mt-6`}>
            {t("orders.history.toPlugins")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-muted">{t("orders.history.intro")}</p>
          <table className="mt-8 block w-full md:table">
            <caption className="sr-only">{t("orders.history.caption")}</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className="border-b border-gray-300">
                <th scope="col" className={header}>
                  {t("orders.column.order")}
                </th>
                <th scope="col" className={header}>
                  {t("orders.column.date")}
                </th>
                <th scope="col" className={header}>
                  {t("orders.column.items")}
                </th>
                <th scope="col" className={`${header} md:text-right`}>
                  {t("orders.column.net")}
                </th>
                <th scope="col" className={`${header} md:text-right`}>
                  {t("orders.column.vat")}
                </th>
                <th scope="col" className={`${header} md:text-right`}>
                  {t("orders.column.gross")}
                </th>
                <th scope="col" className={header}>
                  {t("orders.column.status")}
                </th>
                <th scope="col" className={header}>
                  {t("orders.column.invoices")}
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-4 md:table-row-group md:space-y-0">
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
