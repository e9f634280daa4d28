import { type ReactNode, useEffect } from "react";
import { useFetchers, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { CookieConsent } from "../../features/consent/cookie-consent.tsx";
import type { CurrentUser } from "../../features/accounts/current-user.ts";
import { rememberLanguage } from "../../i18n/detect.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { Toaster } from "../ui/toaster.tsx";
import { languageOfPath } from "../../i18n/paths.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { NavigationSpinner } from "./navigation-spinner.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

/** While a form submission (login, logout) is under way the signed-in state is unknown. */
function useUserState(user: CurrentUser | null): CurrentUser | null | undefined {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const submitting =
    (navigation.formMethod !== undefined && navigation.formMethod !== "GET") ||
    fetchers.some((fetcher) => fetcher.formMethod !== undefined && fetcher.formMethod !== "GET");
  return submitting ? undefined : user;
}

function PublicChrome({ hidden, user, children }: { hidden: boolean; user: CurrentUser | null; children: ReactNode }) {
  const shownUser = useUserState(user);
  if (hidden) {
    return (
      <>
        <NavigationSpinner />
        {children}
      </>
    );
  }
  return (
    <>
      <Header user={shownUser} />
      <NavigationSpinner />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer />
      <WhatsAppButton />
    </>
  );
}

export function SiteLayout({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  // A visitor on a German or English path keeps that language on the shared paths linked from it.
  useEffect(() => {
    if (languageOfPath(pathname)) rememberLanguage(language);
  }, [pathname, language]);
  // An admin page brings its own top bar and main region (routes/admin-layout.tsx); a visitor the
  // admin layout refused (403, sign-in) has no data there and sees the public site around the refusal.
  const adminScreen = useRouteLoaderData("admin.layout") !== undefined;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        {t("site.skipToContent")}
      </a>
      <PublicChrome hidden={adminScreen} user={user}>
        {children}
      </PublicChrome>
      <CookieConsent />
      <Toaster />
    </>
  );
}
