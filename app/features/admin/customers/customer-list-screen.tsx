import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import { AdminDate } from "../admin-dates.tsx";
import type { CustomerFilters, CustomerListItem } from "./customer-list.server.ts";
import { accountStates, customerRoles, roleLabels, stateLabels } from "./customer-states.ts";
import { AccountStateBadge, RoleBadge } from "./customer-badges.tsx";

const inputClass = "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2";

function CustomerSearch({ filters }: { filters: CustomerFilters }) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" aria-label={t("admin.customers.search.label")} className="mt-6 rounded-lg border border-gray-300 p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor="customers-q" className="block text-sm font-medium">
            {t("admin.customers.search.query")}
          </label>
          <input id="customers-q" name="q" type="search" defaultValue={filters.query} maxLength={200} className={inputClass} />
        </div>
        <div>
          <label htmlFor="customers-role" className="block text-sm font-medium">
            {t("admin.customers.search.role")}
          </label>
          <select id="customers-role" name="role" defaultValue={filters.role} className={inputClass}>
            <option value="">{t("admin.customers.search.anyRole")}</option>
            {customerRoles.map((role) => (
              <option key={role} value={role}>
                {t(roleLabels[role])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="customers-state" className="block text-sm font-medium">
            {t("admin.customers.search.state")}
          </label>
          <select id="customers-state" name="state" defaultValue={filters.state} className={inputClass}>
            <option value="">{t("admin.customers.search.anyState")}</option>
            {accountStates.map((state) => (
              <option key={state} value={state}>
                {t(stateLabels[state])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to="/admin/customers" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}

function CustomerRow({ customer }: { customer: CustomerListItem }) {
  const { t } = useI18n();
  return (
    <tr className="border-t border-gray-200 align-top" data-testid="customer-row">
      <td className="py-3 pr-4">
        <Link to={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 underline hover:text-brand-800">
          {customer.name || customer.username}
        </Link>
        <span className="block text-sm text-muted">{customer.username}</span>
      </td>
      <td className="py-3 pr-4 break-all">{customer.email}</td>
      <td className="py-3 pr-4">
        <RoleBadge role={customer.role} />
      </td>
      <td className="py-3 pr-4">
        <AccountStateBadge state={customer.state} />
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <AdminDate instant={customer.registeredAt} withTime={false} />
      </td>
      <td className="py-3 text-right tabular-nums">
        <span className="sr-only">{t("admin.customers.column.orders")}: </span>
        {customer.orderCount}
      </td>
    </tr>
  );
}

export function CustomerListScreen({ title, filters, customers }: { title: string; filters: CustomerFilters; customers: PageOf<CustomerListItem> }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("admin.customers.intro")}</p>
      <CustomerSearch filters={filters} />
      {customers.items.length === 0 ? (
        <p className="mt-8">{t("admin.list.empty")}</p>
      ) : (
        <div role="region" aria-label={t("admin.customers.tableLabel")} tabIndex={0} className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left">
            <caption className="sr-only">{t("admin.customers.tableLabel")}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.customers.column.name")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.customers.column.email")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.customers.column.role")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.customers.column.state")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.customers.column.registered")}
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  {t("admin.customers.column.orders")}
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.items.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={customers.page} pageCount={customers.pageCount} total={customers.total} />
    </>
  );
}
