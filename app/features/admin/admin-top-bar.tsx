import { Link } from "react-router";
import { LanguageSwitch } from "../../components/ui/language-switch.tsx";
import { LogoMark } from "../../components/ui/logo-mark.tsx";
import { signOut } from "../../components/ui/sign-out.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { homePath } from "../../i18n/paths.ts";
import { AdminSearchField } from "./search/admin-search-field.tsx";

const barButtonClass = "rounded-md border border-gray-500 px-2.5 py-1.5 text-sm font-medium text-white hover:bg-gray-800";

/**
 * The admin area's own top bar instead of the public header: brand, search, who is signed in,
 * language, the way back to the public site and sign-out.
 */
export function AdminTopBar({ adminName, query }: { adminName: string; query: string }) {
  const { t, language } = useI18n();
  return (
    <header className="border-b border-gray-700 bg-gray-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link to="/admin" aria-label={t("admin.topBar.brandLabel")} className="flex items-center gap-2 font-bold">
          <LogoMark className="h-8 w-8" />
          <span aria-hidden="true">{t("admin.topBar.brand")}</span>
        </Link>
        <div className="order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1">
          <AdminSearchField query={query} />
        </div>
        <div role="group" aria-label={t("admin.topBar.label")} className="ml-auto flex flex-wrap items-center gap-2">
          <span className="max-w-[14rem] truncate text-sm text-gray-200" data-testid="admin-top-bar-name">
            {t("admin.topBar.signedInAs", { name: adminName })}
          </span>
          <div className="rounded bg-white">
            <LanguageSwitch />
          </div>
          <Link to={homePath(language)} className={barButtonClass}>
            {t("admin.topBar.publicSite")}
          </Link>
          <button type="button" className={barButtonClass} onClick={() => void signOut()}>
            {t("admin.topBar.signOut")}
          </button>
        </div>
      </div>
    </header>
  );
}
