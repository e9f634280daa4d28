import { CreditsHeld } from "../../credits/admin/credits-held.tsx";
import type { CreditBalance } from "../../credits/ledger.server.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatCount } from "../../../i18n/format.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import { useAuditTexts } from "../../admin-kit/audit-texts.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { adminSectionHref } from "../sections.ts";
import type { Language } from "../../../i18n/paths.ts";
import type { DashboardFigures, RecentActivity } from "./dashboard.server.ts";
import { RevenueSection } from "./revenue-chart.tsx";
import { ServiceRevenueSection } from "../../delivery/admin/service-revenue.tsx";
import type { MonthServiceRevenue } from "../../delivery/admin/service-revenue.server.ts";
import { PluginRevenueSection } from "./plugin-revenue.tsx";
import type { OptionRevenue } from "./plugin-revenue.server.ts";
import { ExpiringLicensesSection } from "./expiring-licenses.tsx";
import type { ExpiringLicenses } from "./expiring-licenses.server.ts";
import { linkClass } from "../../admin-kit/admin-styles.ts";

/** Below this many unused recovery codes the dashboard suggests keeping the rest safe. */
const fewRecoveryCodes = 3;

export interface SignedInAdmin {
  name: string;
  email: string;
  recoveryCodesLeft: number;
}

function SecurityNote({ name, email, recoveryCodesLeft }: SignedInAdmin) {
  const { t } = useI18n();
  return (
    <div className="mt-4">
      <p data-testid="admin-signed-in">{t("admin.home.signedInAs", { name, email })}</p>
      <p className="mt-1 text-muted">{t("admin.home.security", { count: recoveryCodesLeft })}</p>
      {recoveryCodesLeft < fewRecoveryCodes ? <p className="mt-1 font-medium text-red-800">{t("admin.home.recoveryCodesLow")}</p> : null}
    </div>
  );
}

/** A key figure; its value links to the list it counts, filtered (and sorted) to show those records. */
function Figure({ label, value, testId, href }: { label: MessageKey; value: string; testId: string; href: string }) {
  const { t } = useI18n();
  return (
    <div className="rounded-lg border border-gray-300 p-4">
      <dt className="text-sm break-words hyphens-auto text-muted">{t(label)}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        <Link
          to={href}
          aria-label={`${t(label)}: ${value}`}
          className="text-brand-800 underline decoration-1 underline-offset-4 hover:text-brand-700"
          data-testid={testId}
        >
          {value}
        </Link>
      </dd>
    </div>
  );
}

/** The list links of the key figures; "this month" is the Vienna month the revenue chart ends with. */
function figureHrefs(figures: DashboardFigures, language: Language) {
  const current = figures.revenue.at(-1);
  const monthStart = current ? `${current.year}-${String(current.month).padStart(2, "0")}-01` : "";
  const paidThisMonth = `/admin/orders?status=paid${monthStart ? `&from=${monthStart}` : ""}`;
  const licenses = adminSectionHref("licenses", language);
  return {
    paidThisMonth,
    pending: "/admin/orders?status=pending",
    newCustomers: "/admin/customers?sort=registered&dir=desc",
    activeLicenses: `${licenses}?state=active`,
    unreadMessages: "/admin/messages?status=unread",
    openTasks: adminSectionHref("tasks", language),
  };
}

function KeyFigures({ figures }: { figures: DashboardFigures }) {
  const { t, language } = useI18n();
  const count = (value: number) => formatCount(value, language);
  const hrefs = figureHrefs(figures, language);
  return (
    <section aria-labelledby="dashboard-figures" className="mt-8">
      <h2 id="dashboard-figures" className="text-xl font-semibold">
        {t("admin.dashboard.figures")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Figure
          label="admin.dashboard.revenueThisMonth"
          value={formatInvoiceAmount(figures.revenue.at(-1)?.netCents ?? 0, language)}
          testId="figure-revenue"
          href={hrefs.paidThisMonth}
        />
        <Figure
          label="admin.renewals.revenue.newSales"
          value={formatInvoiceAmount(figures.revenueByKindThisMonth.newSalesCents, language)}
          testId="figure-new-sales"
          href={hrefs.paidThisMonth}
        />
        <Figure
          label="admin.renewals.revenue.renewals"
          value={formatInvoiceAmount(figures.revenueByKindThisMonth.renewalsCents, language)}
          testId="figure-renewals"
          href={hrefs.paidThisMonth}
        />
        <Figure label="admin.dashboard.paidOrdersThisMonth" value={count(figures.paidOrdersThisMonth)} testId="figure-paid-orders" href={hrefs.paidThisMonth} />
        <Figure label="admin.dashboard.pendingOrders" value={count(figures.pendingOrders)} testId="figure-pending-orders" href={hrefs.pending} />
        <Figure label="admin.dashboard.newCustomers" value={count(figures.newCustomersThisMonth)} testId="figure-new-customers" href={hrefs.newCustomers} />
        <Figure label="admin.dashboard.activeLicenses" value={count(figures.activeLicenses)} testId="figure-active-licenses" href={hrefs.activeLicenses} />
        <Figure
          label="admin.dashboard.activeActivations"
          value={count(figures.activeActivations)}
          testId="figure-active-activations"
          href={hrefs.activeLicenses}
        />
        <Figure label="admin.dashboard.unreadMessages" value={count(figures.unreadMessages)} testId="figure-unread-messages" href={hrefs.unreadMessages} />
        <Figure label="admin.dashboard.openTasks" value={count(figures.openTasks)} testId="figure-open-tasks" href={hrefs.openTasks} />
      </dl>
    </section>
  );
}

function ActivityList({ id, heading, more, children }: { id: string; heading: MessageKey; more: { href: string; label: MessageKey }; children: ReactNode[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-lg font-semibold">
        {t(heading)}
      </h3>
      {children.length === 0 ? (
        <p className="mt-2 text-muted">{t("admin.dashboard.activity.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">{children}</ul>
      )}
      <Link to={more.href} className={`mt-3 inline-block ${linkClass}`}>
        {t(more.label)}
      </Link>
    </section>
  );
}

function Activity({ activity }: { activity: RecentActivity }) {
  const { t, language } = useI18n();
  const { actionText } = useAuditTexts();
  return (
    <section aria-labelledby="dashboard-activity" className="mt-10">
      <h2 id="dashboard-activity" className="text-xl font-semibold">
        {t("admin.dashboard.activity.heading")}
      </h2>
      <div className="mt-4 grid gap-8 xl:grid-cols-3">
        <ActivityList
          id="dashboard-audit"
          heading="admin.dashboard.activity.audit"
          more={{ href: adminSectionHref("audit", language), label: "admin.dashboard.activity.allAudit" }}
        >
          {activity.auditEntries.map((entry) => (
            <li key={entry.id} className="py-2 break-words">
              <span className="block text-sm text-muted">
                <AdminDate instant={entry.createdAt} /> · {entry.actor}
              </span>
              {actionText(entry.action)}:{" "}
              {entry.recordHref ? (
                <Link to={entry.recordHref} className={linkClass}>
                  {entry.entityLabel || `#${entry.entityId}`}
                </Link>
              ) : (
                entry.entityLabel || `#${entry.entityId}`
              )}
            </li>
          ))}
        </ActivityList>
        <ActivityList
          id="dashboard-payments"
          heading="admin.dashboard.activity.payments"
          more={{ href: adminSectionHref("orders", language), label: "admin.dashboard.activity.allOrders" }}
        >
          {activity.payments.map((payment) => (
            <li key={payment.id} className="py-2 break-words">
              <span className="block text-sm text-muted">
                <AdminDate instant={payment.paidAt} /> · {payment.email}
              </span>
              <Link to={`/admin/orders/${payment.id}`} className={linkClass}>
                {payment.number}
              </Link>{" "}
              · <span className="tabular-nums">{formatInvoiceAmount(payment.netCents, language)}</span>
              {payment.refunded ? (
                <span className="ml-2">
                  <StatusBadge tone="danger">{t("admin.dashboard.activity.refunded")}</StatusBadge>
                </span>
              ) : null}
            </li>
          ))}
        </ActivityList>
        <ActivityList
          id="dashboard-registrations"
          heading="admin.dashboard.activity.registrations"
          more={{ href: adminSectionHref("customers", language), label: "admin.dashboard.activity.allCustomers" }}
        >
          {activity.registrations.map((registration) => (
            <li key={registration.id} className="py-2 break-words">
              <span className="block text-sm text-muted">
                <AdminDate instant={registration.createdAt} />
              </span>
              <Link to={`/admin/customers/${registration.id}`} className={linkClass}>
                {registration.email}
              </Link>
              {registration.verified ? null : <span className="ml-2 text-sm text-muted">({t("admin.dashboard.activity.unverified")})</span>}
            </li>
          ))}
        </ActivityList>
      </div>
    </section>
  );
}

export function DashboardScreen({
  title,
  admin,
  figures,
  pluginRevenue,
  expiring,
  activity,
  credits,
  serviceRevenue,
}: {
  title: string;
  admin: SignedInAdmin;
  figures: DashboardFigures;
  pluginRevenue: OptionRevenue[];
  expiring: ExpiringLicenses;
  activity: RecentActivity;
  credits: CreditBalance[];
  serviceRevenue: MonthServiceRevenue[];
}) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <SecurityNote {...admin} />
      <KeyFigures figures={figures} />
      <RevenueSection months={figures.revenue} />
      <ServiceRevenueSection plugins={figures.revenue} services={serviceRevenue} />
      <PluginRevenueSection options={pluginRevenue} />
      <CreditsHeld held={credits} />
      <ExpiringLicensesSection expiring={expiring} />
      <Activity activity={activity} />
    </>
  );
}
