import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatEuro } from "../../catalog/format.ts";
import { formatInvoiceDate } from "../../invoices/invoice-format.ts";
import { formatOrderNumber } from "../../orders/order-number.ts";
import { textLinkClass } from "../../orders/order-parts.tsx";
import { FormField } from "../form-field.tsx";
import type { PageOf } from "../pagination.server.ts";
import { Pager } from "../pager.tsx";
import type { OrderFilterErrors, OrderFilters } from "./order-filters.ts";
import type { OrderListItem } from "./order-list.server.ts";
import { AdminOrderStatusBadge, orderStatuses, orderStatusLabels } from "./order-status.tsx";

function StatusSelect({ value, error }: { value: OrderFilters["status"]; error?: MessageKey }) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor="order-status" className="block font-medium">
        {t("admin.orders.search.status")}
      </label>
      <select
        id="order-status"
        name="status"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "order-status-error" : undefined}
        className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2"
      >
        <option value="">{t("admin.orders.search.anyStatus")}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {t(orderStatusLabels[status])}
          </option>
        ))}
      </select>
      {error ? (
        <p id="order-status-error" className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function SearchForm({ filters, errors }: { filters: OrderFilters; errors: OrderFilterErrors }) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" aria-label={t("admin.orders.search.label")} className="mt-6 rounded-lg border border-gray-300 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]">
        <FormField name="q" type="search" label={t("admin.orders.search.q")} hint={t("admin.orders.search.qHint")} defaultValue={filters.q} error={errors.q} maxLength={200} />
        <FormField name="from" type="date" label={t("admin.orders.search.from")} defaultValue={filters.from} error={errors.from} />
        <FormField name="to" type="date" label={t("admin.orders.search.to")} defaultValue={filters.to} error={errors.to} />
        <StatusSelect value={filters.status} error={errors.status} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to="/admin/orders" className={buttonStyles.secondary}>
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}

function OrdersTable({ orders }: { orders: OrderListItem[] }) {
  const { t, language } = useI18n();
  const headerClass = "px-3 py-2 font-semibold";
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-gray-300 bg-white" tabIndex={0} role="region" aria-label={t("admin.orders.table.region")}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t("admin.orders.table.caption")}</caption>
        <thead className="border-b border-gray-300 bg-gray-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.number")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.date")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.customer")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.email")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.items")}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t("admin.orders.column.total")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.orders.column.status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-gray-200 align-top last:border-b-0" data-testid="admin-order-row">
              <td className="px-3 py-2 whitespace-nowrap">
                <Link to={`/admin/orders/${order.id}`} className={textLinkClass}>
                  {formatOrderNumber(order.id)}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInvoiceDate(order.createdAt, language)}</td>
              <td className="px-3 py-2">
                {order.customerName}
                {order.company ? <span className="block text-muted">{order.company}</span> : null}
              </td>
              <td className="px-3 py-2 break-all">
                {order.billingEmail}
                {order.accountEmail ? <span className="block text-muted">{t("admin.orders.accountEmail", { email: order.accountEmail })}</span> : null}
              </td>
              <td className="px-3 py-2">
                <ul>
                  {order.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatEuro(order.grossCents / 100, language)}</td>
              <td className="px-3 py-2">
                <AdminOrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrdersListScreen({ found, filters, errors }: { found: PageOf<OrderListItem>; filters: OrderFilters; errors: OrderFilterErrors }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t("admin.orders.title")}</h1>
      <p className="mt-2 text-muted">{t("admin.orders.intro")}</p>
      <SearchForm filters={filters} errors={errors} />
      {found.items.length === 0 ? <p className="mt-6 rounded-lg border border-gray-300 bg-white p-4">{t("admin.list.empty")}</p> : <OrdersTable orders={found.items} />}
      <Pager page={found.page} pageCount={found.pageCount} total={found.total} />
    </>
  );
}
