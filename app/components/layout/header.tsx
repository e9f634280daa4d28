import { Menu, X } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useRef, useSyncExternalStore } from "react";
import { Link, NavLink } from "react-router";
import { displayNameOf, type CurrentUser } from "../../features/accounts/current-user.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf, type Page } from "../../i18n/paths.ts";
import { LanguageSwitch } from "../ui/language-switch.tsx";
import { LogoMark } from "../ui/logo-mark.tsx";
import { nativeAction } from "../ui/native-action.ts";

const AccountMenu = lazy(() => import("./account-menu.tsx"));

const navigation: { page: Page; label: MessageKey; signedInOnly?: true }[] = [
  { page: "home", label: "nav.whatWeDo" },
  { page: "plugins", label: "nav.plugins" },
  { page: "docs", label: "nav.docs" },
  { page: "contact", label: "nav.contact" },
  { page: "imprint", label: "nav.imprint" },
  { page: "blog", label: "nav.blog" },
  { page: "about", label: "nav.about" },
  { page: "myLicenses", label: "nav.myLicenses", signedInOnly: true },
];

const headerButton = "items-center justify-center whitespace-nowrap rounded-md border-2 border-brand-700 px-3 py-1.5 text-sm font-semibold";
/** The company wants project requests: that is the header's one filled button, leading to a new task (issue #32); logging in is secondary. */
const callToAction = `${headerButton} bg-brand-700 text-white hover:border-brand-800 hover:bg-brand-800`;
const secondaryAction = `${headerButton} inline-flex bg-white text-brand-700 hover:bg-brand-50`;

/**
 * Where the header row shows its links and where the menu button takes over; the site's name
 * beside the logo gives way where the links need its room (signed in, with My licences and the
 * account menu, the German row fits 1366 px only without it).
 */
const signedOutLayout = { navigation: "hidden lg:block", menuOnly: "lg:hidden", siteName: "hidden sm:inline lg:hidden xl:inline" };
const signedInLayout = { navigation: "hidden xl:block", menuOnly: "xl:hidden", siteName: "hidden sm:inline xl:hidden 2xl:inline" };

/** `user` is undefined while the signed-in state is being determined. */
export function Header({ user }: { user: CurrentUser | null | undefined }) {
  const { t, language } = useI18n();
  const mobileMenuId = useId();
  // The menu is a popover the button opens by itself, before hydration and without JavaScript
  // (decision 041); the browser closes it on Escape or a tap outside and returns focus to the button.
  // React follows its state for the button's icon and name: hydration renders it closed, as the
  // server did, and the next render shows what the page shows.
  const subscribeToMenu = useCallback(
    (notify: () => void) => {
      const element = document.getElementById(mobileMenuId);
      element?.addEventListener("toggle", notify);
      return () => element?.removeEventListener("toggle", notify);
    },
    [mobileMenuId],
  );
  const menuOpen = useSyncExternalStore(
    subscribeToMenu,
    () => Boolean(document.getElementById(mobileMenuId)?.matches(":popover-open")),
    () => false,
  );
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = () => menu.current?.hidePopover();

  const links = navigation.filter((item) => !item.signedInOnly || user);
  // Signed in, the row also holds My licences and the account menu: the links move into the menu
  // below 1280 px instead of wrapping or pushing the row past the screen's edge.
  const layout = user ? signedInLayout : signedOutLayout;

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link to={hrefOf("home", language)} className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800" aria-label={t("nav.home")}>
          <LogoMark className="h-8 w-8" />
          <span className={layout.siteName}>{t("site.name")}</span>
        </Link>

        <nav aria-label={t("nav.label")} className={layout.navigation}>
          <ul className="flex items-center">
            {links.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={hrefOf(item.page, language)}
                  end={item.page === "home"}
                  className={({ isActive }) =>
                    `whitespace-nowrap rounded px-2 py-2 text-sm font-medium hover:text-brand-700 ${isActive ? "text-brand-700 underline underline-offset-4" : "text-gray-800"}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <Link to={hrefOf("newTask", language)} className={`${callToAction} hidden sm:inline-flex`} data-testid="header-cta">
            {t("nav.requestProject")}
          </Link>
          <AccountArea user={user} />
          <button
            type="button"
            popoverTarget={mobileMenuId}
            className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded border border-gray-300 ${layout.menuOnly}`}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            {...nativeAction}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </div>

      <div
        ref={menu}
        id={mobileMenuId}
        popover="auto"
        className={`inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-x-0 border-t border-b-0 border-gray-200 bg-white p-0 text-ink shadow-md ${layout.menuOnly}`}
      >
        <nav aria-label={t("nav.mobileLabel")}>
          <ul className="mx-auto max-w-6xl px-4 py-2">
            {links.map((item) => (
              <li key={item.page}>
                <Link to={hrefOf(item.page, language)} onClick={closeMenu} className="block rounded px-2 py-3 font-medium text-gray-800 hover:bg-gray-50">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Where the header has no room for the call to action, the open menu ends with it. */}
        <div className="mx-auto max-w-6xl px-4 pb-4 sm:hidden">
          <Link to={hrefOf("newTask", language)} onClick={closeMenu} className={`${callToAction} flex w-full`}>
            {t("nav.requestProject")}
          </Link>
        </div>
      </div>
    </header>
  );
}

function AccountArea({ user }: { user: CurrentUser | null | undefined }) {
  const { t, language } = useI18n();
  if (user === undefined) {
    return (
      <span className="text-sm text-muted" data-testid="user-loading">
        {t("account.userLoading")}
      </span>
    );
  }
  if (user === null) {
    return (
      <Link to={hrefOf("login", language)} className={secondaryAction}>
        {t("account.login")}
      </Link>
    );
  }
  const name = displayNameOf(user, t("account.fallbackName"));
  // The menu's popper code loads only for signed-in visitors, keeping marketing pages light.
  return (
    <Suspense fallback={<span className="max-w-[8rem] truncate px-2.5 py-1.5 text-sm font-medium sm:max-w-[12rem]">{name}</span>}>
      <AccountMenu name={name} />
    </Suspense>
  );
}
