import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../admin-table.tsx";
import { FormField } from "../form-field.tsx";
import { ListSearchForm } from "../list-search-form.tsx";
import { PageHeading } from "../page-heading.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import { AccountStateBadge, RoleBadge } from "./customer-badges.tsx";
import type { CustomerFilters, CustomerListItem } from "./customer-list.server.ts";
import { accountStates, customerRoles, roleLabels, stateLabels } from "./customer-states.ts";
import { linkClass } from "../admin-styles.ts";
import { CopyableText } from "../copyable-text.tsx";
import type { ListSort } from "../list-sort.ts";

function CustomerSearch({ filters }: { filters: CustomerFilters }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.customers.search.label")} resetHref="/admin/customers" gridClass="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <FormField name="q" type="search" label={t("admin.customers.search.query")} defaultValue={filters.query} maxLength={200} />
      <FormField
        name="role"
        label={t("admin.customers.search.role")}
        defaultValue={filters.role}
        options={[{ value: "", label: t("admin.customers.search.anyRole") }, ...customerRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }))]}
      />
      <FormField
        name="state"
        label={t("admin.customers.search.state")}
        defaultValue={filters.state}
        options={[{ value: "", label: t("admin.customers.search.anyState") }, ...accountStates.map((state) => ({ value: state, label: t(stateLabels[state]) }))]}
      />
    </ListSearchForm>
  );
}

function CustomerRow({ customer }: { customer: CustomerListItem }) {
  const { t } = useI18n();
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
        <RoleBadge role={customer.role} />
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
    </tr>
  );
}

export function CustomerListScreen({ title, filters, customers, sort }: { title: string; filters: CustomerFilters; customers: PageOf<CustomerListItem>; sort: ListSort }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={title} intro={t("admin.customers.intro")} />
      <CustomerSearch filters={filters} />
      <AdminTable
        label={t("admin.customers.tableLabel")}
        minWidth="min-w-[48rem]"
        empty={customers.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.customers.column.name"), sortKey: "name" },
          { label: t("admin.customers.column.email"), sortKey: "email" },
          { label: t("admin.customers.column.role"), sortKey: "role" },
          { label: t("admin.customers.column.state") },
          { label: t("admin.customers.column.registered"), sortKey: "registered", firstDirection: "desc" },
          { label: t("admin.customers.column.orders"), numeric: true, sortKey: "orders", firstDirection: "desc" },
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
