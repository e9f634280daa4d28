import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { localizeHref } from "../../../i18n/paths.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { RoleBadge } from "../customers/customer-badges.tsx";
import { LicenseStateBadge } from "../../licenses/admin/license-parts.tsx";
import { AdminOrderStatusBadge } from "../../orders/admin/order-status.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { adminSectionHref } from "../sections.ts";
import { type AdminSearchOutcome, minimumSearchLength, type ResultGroup, resultsPerGroup } from "./admin-search-results.ts";

const itemClass = "flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 py-2 last:border-b-0";

function Group<T>({
  id,
  title,
  group,
  moreHref,
  render,
}: {
  id: string;
  title: MessageKey;
  group: ResultGroup<T>;
  moreHref: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (group.items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-gray-300 bg-white p-4" data-testid={id}>
      <h2 id={id} className="text-xl font-semibold">
        {t(title)} <span className="text-base font-normal text-muted">({group.total})</span>
      </h2>
      <ul className="mt-2">{group.items.map(render)}</ul>
      {group.total > group.items.length ? (
        <p className="mt-3 text-sm">
          <Link to={moreHref} className={linkClass}>
            {t("admin.find.more", { count: resultsPerGroup })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The search's results, one group per kind of record, each row linked to its detail screen. */
export function AdminSearchScreen({ query, outcome }: { query: string; outcome: AdminSearchOutcome }) {
  const { t, language } = useI18n();
  const q = encodeURIComponent(query);
  const licenseHref = (id: number) => localizeHref(`/admin/licenses/${id}`, language);
  return (
    <>
      <PageHeading title={t("admin.find.title")} intro={t("admin.find.intro")} />
      {outcome.kind === "empty" ? <p className="mt-6">{t("admin.find.empty")}</p> : null}
      {outcome.kind === "tooShort" ? (
        <p className="mt-6" role="alert">
          {t("admin.find.tooShort", { count: minimumSearchLength })}
        </p>
      ) : null}
      {outcome.kind === "results" ? (
        <>
          <p className="mt-6 font-medium" role="status">
            {Object.values(outcome.results).every((group) => group.items.length === 0) ? t("admin.find.none", { query }) : t("admin.find.summary", { query })}
          </p>
          <Group
            id="find-orders"
            title="admin.find.group.orders"
            group={outcome.results.orders}
            moreHref={`/admin/orders?q=${q}`}
            render={(order) => (
              <li key={order.id} className={itemClass}>
                <Link to={`/admin/orders/${order.id}`} className={linkClass} aria-label={t("admin.find.order", { number: formatOrderNumber(order.id) })}>
                  {formatOrderNumber(order.id)}
                </Link>
                <AdminDate instant={order.createdAt} withTime={false} />
                <span>{order.customerName}</span>
                <span className="text-muted">{order.billingEmail}</span>
                <span>{formatEuro(order.grossCents / 100, language)}</span>
                <AdminOrderStatusBadge status={order.status} />
              </li>
            )}
          />
          <Group
            id="find-licenses"
            title="admin.find.group.licenses"
            group={outcome.results.licenses}
            moreHref={`${adminSectionHref("licenses", language)}?q=${q}`}
            render={(license) => (
              <li key={license.id} className={itemClass}>
                <Link to={licenseHref(license.id)} className={`${linkClass} font-mono`}>
                  {license.maskedKey}
                </Link>
                <span>
                  {license.pluginName} · {license.optionName}
                </span>
                <span className="text-muted">{license.ownerEmail}</span>
                <LicenseStateBadge status={license.status} />
              </li>
            )}
          />
          <Group
            id="find-customers"
            title="admin.find.group.customers"
            group={outcome.results.customers}
            moreHref={`/admin/customers?q=${q}`}
            render={(customer) => (
              <li key={customer.id} className={itemClass}>
                <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
                  {customer.email}
                </Link>
                <span>{customer.name || customer.username}</span>
                <RoleBadge role={customer.role} />
              </li>
            )}
          />
          <Group
            id="find-sites"
            title="admin.find.group.sites"
            group={outcome.results.sites}
            moreHref={`${adminSectionHref("licenses", language)}?q=${q}`}
            render={(site) => (
              <li key={`${site.licenseId}-${site.siteUrl}`} className={itemClass}>
                <Link to={licenseHref(site.licenseId)} className={linkClass}>
                  {site.siteUrl}
                </Link>
                <span className="font-mono text-muted">{t("admin.find.site.license", { key: site.maskedKey })}</span>
                <LicenseStateBadge status={site.licenseStatus} />
                {site.active ? null : <span className="text-muted">{t("admin.find.site.inactive")}</span>}
              </li>
            )}
          />
          <Group
            id="find-messages"
            title="admin.find.group.messages"
            group={outcome.results.messages}
            moreHref={`/admin/messages?status=all&q=${q}`}
            render={(message) => (
              <li key={message.id} className={itemClass}>
                <Link to={`/admin/messages/${message.id}`} className={linkClass}>
                  {message.subject}
                </Link>
                <span>{message.name}</span>
                <span className="text-muted">{message.email}</span>
                <AdminDate instant={message.receivedAt} withTime={false} />
              </li>
            )}
          />
        </>
      ) : null}
    </>
  );
}
