import { Link, useMatches } from "react-router";
import type { Route } from "./+types/admin";
import { servicesContext } from "../context.ts";
import { displayNameOf } from "../features/accounts/current-user.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { unusedRecoveryCodeCount } from "../features/accounts/recovery-codes.server.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageOfRouteId } from "../features/seo/private-pages.ts";
import { type MessageKey, pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { hrefOf, type Page } from "../i18n/paths.ts";

/** Every path of the admin area (SPEC route table) is served here, behind requireAdmin. */
const titles: Record<string, MessageKey> = {
  admin: "page.admin.title",
  adminDashboard: "page.adminDashboard.title",
  adminLicenses: "page.adminLicenses.title",
};

function titleOf(routeId: string): MessageKey {
  return titles[pageOfRouteId(routeId)] ?? "page.admin.title";
}

const siteAreas: { page: Page; label: MessageKey }[] = [
  { page: "home", label: "nav.home" },
  { page: "plugins", label: "nav.plugins" },
  { page: "docs", label: "nav.docs" },
  { page: "blog", label: "nav.blog" },
  { page: "contact", label: "nav.contact" },
];

/** Below this many unused recovery codes the start page suggests keeping the rest safe. */
const fewRecoveryCodes = 3;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: titleOf(matches.at(-1)?.id ?? "") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  return {
    messages: pageMessages("admin", languageOfRequest(request)),
    name: displayNameOf(admin),
    email: admin.email ?? "",
    recoveryCodesLeft: await unusedRecoveryCodeCount(db, admin.id),
  };
}

export const ErrorBoundary = AdminErrorBoundary;

function AdminHome({ name, email, recoveryCodesLeft }: Omit<Route.ComponentProps["loaderData"], "messages">) {
  const { t, language } = useI18n();
  const routeId = useMatches().at(-1)?.id ?? "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(titleOf(routeId))}</h1>
      <p className="mt-4 text-lg" data-testid="admin-signed-in">
        {t("admin.home.signedInAs", { name, email })}
      </p>
      <p className="mt-2 text-muted">{t("admin.home.security", { count: recoveryCodesLeft })}</p>
      {recoveryCodesLeft < fewRecoveryCodes ? <p className="mt-2 font-medium text-red-800">{t("admin.home.recoveryCodesLow")}</p> : null}
      <nav aria-labelledby="admin-site-areas" className="mt-10">
        <h2 id="admin-site-areas" className="text-xl font-semibold">
          {t("admin.home.siteAreas")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {siteAreas.map((area) => (
            <li key={area.page}>
              <Link to={hrefOf(area.page, language)} className="inline-block rounded-md border border-gray-300 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
                {t(area.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { messages, ...admin } = loaderData;
  return (
    <PageMessages messages={messages}>
      <AdminHome {...admin} />
    </PageMessages>
  );
}
