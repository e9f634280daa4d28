import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatEuro } from "../../../i18n/format.ts";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import { AccountStateBadge } from "./customer-badges.tsx";
import type { CustomerFilters, CustomerListItem } from "./customer-list.server.ts";
import { accountStates, type CustomerRole, customerRoles, stateLabels } from "./customer-states.ts";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";
import type { ListSort } from "../../admin-kit/list-sort.ts";

function CustomerSearch({ filters }: { filters: CustomerFilters }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.customers.search.label")} resetHref="/admin/customers" gridClass="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FormField name="q" type="search" label={t("admin.customers.search.query")} defaultValue={filters.query} maxLength={200} />
      <input type="hidden" name="role" value={filters.role} />
      <FormField
        name="state"
        label={t("admin.customers.search.state")}
        defaultValue={filters.state}
        options={[
          { value: "", label: t("admin.customers.search.anyState") },
          ...accountStates.map((state) => ({ value: state, label: t(stateLabels[state]) })),
        ]}
      />
    </ListSearchForm>
  );
}

const roleTabLabels: Record<CustomerRole, "admin.customers.tab.customers" | "admin.customers.tab.admins"> = {
  customer: "admin.customers.tab.customers",
  admin: "admin.customers.tab.admins",
};

/** Customers and admins are two lists: an admin account is staff, not a customer to count or sell to. */
function RoleTabs({ current }: { current: CustomerRole }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("admin.customers.tab.label")} className="mt-6">
      <ul className="flex flex-wrap gap-2 border-b border-gray-300">
        {customerRoles.map((role) => (
          <li key={role}>
            <Link
              to={`/admin/customers?role=${role}`}
              aria-current={role === current ? "page" : undefined}
              className={`-mb-px inline-block rounded-t-md border px-4 py-2 font-medium ${role === current ? "border-gray-300 border-b-white bg-white text-ink" : "border-transparent text-brand-700 underline hover:text-brand-800"}`}
            >
              {t(roleTabLabels[role])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CustomerRow({ customer }: { customer: CustomerListItem }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass} data-testid="customer-row">
      <td className={cellClass}>
        <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
          {customer.name || customer.username}
        </Link>
        <span className="block text-muted">{customer.username}</span>
      </td>
      <td className={cellClass}>
        <CopyableText text={customer.email} what="admin.copy.email" />
      </td>
      <td className={cellClass}>
        <AccountStateBadge state={customer.state} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <AdminDate instant={customer.registeredAt} withTime={false} />
      </td>
      <td className={`${cellClass} text-right tabular-nums`}>
        <span className="sr-only">{t("admin.customers.column.orders")}: </span>
        {customer.orderCount}
      </td>
      <td className={`${cellClass} text-right tabular-nums whitespace-nowrap`}>
        <span className="sr-only">{t("admin.customers.column.lifetime")}: </span>
        {formatEuro(customer.lifetimeCents / 100, language)}
      </td>
    </tr>
  );
}

export function CustomerListScreen({
  title,
  filters,
  customers,
  sort,
}: {
  title: string;
  filters: CustomerFilters;
  customers: PageOf<CustomerListItem>;
  sort: ListSort;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={title} intro={t("admin.customers.intro")} />
      <RoleTabs current={filters.role} />
      <CustomerSearch filters={filters} />
      <AdminTable
        label={t(filters.role === "admin" ? "admin.customers.tableLabel.admins" : "admin.customers.tableLabel")}
        minWidth="min-w-[48rem]"
        empty={customers.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.customers.column.name"), sortKey: "name" },
          { label: t("admin.customers.column.email"), sortKey: "email" },
          { label: t("admin.customers.column.state") },
          { label: t("admin.customers.column.registered"), sortKey: "registered", firstDirection: "desc" },
          { label: t("admin.customers.column.orders"), numeric: true, sortKey: "orders", firstDirection: "desc" },
          { label: t("admin.customers.column.lifetime"), numeric: true, sortKey: "lifetime", firstDirection: "desc" },
        ]}
      >
        {customers.items.map((customer) => (
          <CustomerRow key={customer.id} customer={customer} />
        ))}
      </AdminTable>
      <Pager page={customers.page} pageCount={customers.pageCount} total={customers.total} />
    </>
  );
}
