import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatEuro } from "../../../i18n/format.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import { Pager } from "../../admin-kit/pager.tsx";
import type { OrderFilterErrors, OrderFilters } from "./order-filters.ts";
import { orderItemName } from "./order-item-name.ts";
import type { OrderListItem } from "./order-list.server.ts";
import { AdminOrderStatusBadge, orderStatuses, orderStatusLabels } from "./order-status.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";
import type { ListSort } from "../../admin-kit/list-sort.ts";

function SearchForm({ filters, errors }: { filters: OrderFilters; errors: OrderFilterErrors }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.orders.search.label")} resetHref="/admin/orders" gridClass="md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]">
      <FormField
        name="q"
        type="search"
        label={t("admin.orders.search.q")}
        hint={t("admin.orders.search.qHint")}
        defaultValue={filters.q}
        error={errors.q}
        maxLength={200}
      />
      <FormField name="from" type="day" label={t("admin.orders.search.from")} defaultValue={filters.from} error={errors.from} />
      <FormField name="to" type="day" label={t("admin.orders.search.to")} defaultValue={filters.to} error={errors.to} />
      <FormField
        name="status"
        label={t("admin.orders.search.status")}
        defaultValue={filters.status}
        options={[
          { value: "", label: t("admin.orders.search.anyStatus") },
          ...orderStatuses.map((status) => ({ value: status, label: t(orderStatusLabels[status]) })),
        ]}
        error={errors.status}
      />
    </ListSearchForm>
  );
}

function OrderRow({ order }: { order: OrderListItem }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass} data-testid="admin-order-row">
      <td className={`${cellClass} whitespace-nowrap`}>
        <Link to={`/admin/orders/${order.id}`} className={linkClass}>
          {formatOrderNumber(order.id)}
        </Link>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <AdminDate instant={order.createdAt} />
      </td>
      <td className={cellClass}>
        <Link to={`/admin/customers/${order.customerId}`} className={linkClass}>
          {order.customerName}
        </Link>
        {order.company ? <span className="block text-muted">{order.company}</span> : null}
      </td>
      <td className={cellClass}>
        <CopyableText text={order.billingEmail} what="admin.copy.email" />
        {order.accountEmail ? <span className="block text-muted">{t("admin.orders.accountEmail", { email: order.accountEmail })}</span> : null}
      </td>
      <td className={cellClass}>
        <ul>
          {order.items.map((item, index) => (
            <li key={index}>{orderItemName(item, language, t)}</li>
          ))}
        </ul>
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>{formatEuro(order.netCents / 100, language)}</td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>{formatEuro(order.vatCents / 100, language)}</td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>
        <span data-testid="admin-order-gross">{formatEuro(order.grossCents / 100, language)}</span>
        {order.refundedCents > 0 ? (
          <span className="block text-sm text-muted">{t("admin.orders.list.refunded", { amount: formatEuro(order.refundedCents / 100, language) })}</span>
        ) : null}
      </td>
      <td className={cellClass}>
        <AdminOrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}

export function OrdersListScreen({
  found,
  filters,
  errors,
  sort,
}: {
  found: PageOf<OrderListItem>;
  filters: OrderFilters;
  errors: OrderFilterErrors;
  sort: ListSort;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={t("admin.orders.title")} intro={t("admin.orders.intro")} />
      <SearchForm filters={filters} errors={errors} />
      <AdminTable
        label={t("admin.orders.table.region")}
        caption={t("admin.orders.table.caption")}
        minWidth="min-w-[68rem]"
        empty={found.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.orders.column.number"), sortKey: "number", firstDirection: "desc" },
          { label: t("admin.orders.column.date"), sortKey: "date", firstDirection: "desc" },
          { label: t("admin.orders.column.customer"), sortKey: "customer" },
          { label: t("admin.orders.column.email"), sortKey: "email" },
          { label: t("admin.orders.column.items") },
          { label: t("admin.orders.column.net"), numeric: true },
          { label: t("admin.orders.column.vat"), numeric: true },
          { label: t("admin.orders.column.total"), numeric: true, sortKey: "total", firstDirection: "desc" },
          { label: t("admin.orders.column.status"), sortKey: "status" },
        ]}
      >
        {found.items.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </AdminTable>
      <Pager page={found.page} pageCount={found.pageCount} total={found.total} />
    </>
  );
}
