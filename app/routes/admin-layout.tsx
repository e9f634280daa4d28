import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { displayNameOf } from "../features/accounts/current-user.ts";
import { AdminTopBar } from "../features/admin/admin-top-bar.tsx";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { adminSearchPath } from "../features/admin/search/admin-search-field.tsx";
import { searchTextOf } from "../features/admin-kit/text-search.server.ts";
import { unreadMessageCount } from "../features/admin/nav-counts.server.ts";
import { adminSectionHref, adminSectionLabels, adminSections } from "../features/admin/sections.ts";
import { announceAdminWrites } from "../features/page-cache/announce-writes.server.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const middleware: Route.MiddlewareFunction[] = [announceAdminWrites];

/** Every admin page: the role check, the admin texts, the top bar and the section navigation. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  return {
    messages: pageMessages("admin", language),
    unreadMessages: await unreadMessageCount(db),
    adminName: displayNameOf(admin, translator(language)("account.fallbackName")),
    // The top bar's field keeps what was searched while its results are shown.
    query: url.pathname === adminSearchPath ? searchTextOf(url) : "",
  };
}

export const ErrorBoundary = AdminErrorBoundary;

function AdminNavigation({ unreadMessages }: { unreadMessages: number }) {
  const { t, language } = useI18n();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center justify-between rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-gray-100"}`;
  return (
    <nav aria-label={t("admin.nav.label")} className="lg:sticky lg:top-4 lg:self-start">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        <li>
          <NavLink to={adminSectionHref("dashboard", language)} end className={linkClass}>
            {t(adminSectionLabels.dashboard)}
          </NavLink>
        </li>
        {adminSections.map((section) => (
          <li key={section}>
            <NavLink to={adminSectionHref(section, language)} className={linkClass}>
              {t(adminSectionLabels[section])}
              {section === "messages" && unreadMessages > 0 ? (
                <span className="ml-2 rounded-full bg-brand-700 px-2 text-sm text-white">{t("admin.nav.unread", { count: unreadMessages })}</span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <AdminTopBar adminName={loaderData.adminName} query={loaderData.query} />
      <div className="mx-auto max-w-7xl gap-8 px-4 py-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
        <AdminNavigation unreadMessages={loaderData.unreadMessages} />
        <main id="main" tabIndex={-1} className="mt-6 min-h-[60vh] min-w-0 outline-none lg:mt-0">
          <Outlet />
        </main>
      </div>
    </PageMessages>
  );
}
