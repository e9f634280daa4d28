import { redirect } from "react-router";
import type { Route } from "./+types/admin";
import { servicesContext } from "../context.ts";
import { displayNameOf } from "../features/accounts/current-user.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { unusedRecoveryCodeCount } from "../features/accounts/recovery-codes.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { dashboardFigures, recentActivity, revenueMonthCount } from "../features/admin/dashboard/dashboard.server.ts";
import { revenueByOption } from "../features/admin/dashboard/plugin-revenue.server.ts";
import { monthsUpTo } from "../i18n/vienna-time.ts";
import { expiringLicenses } from "../features/admin/dashboard/expiring-licenses.server.ts";
import { DashboardScreen } from "../features/admin/dashboard/dashboard-screen.tsx";
import { creditsHeld } from "../features/credits/ledger.server.ts";
import { serviceRevenueByMonth } from "../features/delivery/admin/service-revenue.server.ts";
import { adminSectionHref, isAdminSection } from "../features/admin/sections.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../i18n/detect.ts";

/** `/admin`, `/home/admin`, `/dashboard-admin` and unknown sections show the dashboard; `/home/admin/<section>` leads to that section. */
export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const language = languageOfRequest(request);
  const url = pageUrlOfRequest(request);
  const section = "section" in params ? params.section : undefined;
  if (section && isAdminSection(section) && url.pathname.startsWith("/home/admin/")) {
    throw redirect(`${adminSectionHref(section, language)}${url.search}`);
  }
  const { db } = context.get(servicesContext);
  const now = new Date();
  const [figures, pluginRevenue, expiring, activity, recoveryCodesLeft, credits, serviceRevenue] = await Promise.all([
    dashboardFigures(db, now),
    revenueByOption(db, monthsUpTo(now, revenueMonthCount)),
    expiringLicenses(db, now, language),
    recentActivity(db),
    unusedRecoveryCodeCount(db, admin.id),
    creditsHeld(db),
    serviceRevenueByMonth(db, monthsUpTo(now, revenueMonthCount)),
  ]);
  return {
    title: translator(language)("admin.dashboard.title"),
    admin: { name: displayNameOf(admin), email: admin.email ?? "", recoveryCodesLeft },
    figures,
    pluginRevenue,
    expiring,
    activity,
    credits,
    serviceRevenue,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen {...loaderData} />;
}
