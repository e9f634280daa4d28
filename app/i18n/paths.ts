export const languages = ["de", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "de";

export function isLanguage(value: unknown): value is Language {
  return value === "de" || value === "en";
}

/**
 * Pages whose path differs by language. The German and English path both serve the page;
 * each path also decides the page's language. Paths are the customer's (docs/requirements.md).
 */
export const localizedPaths = {
  whatWeDo: { de: "/was-wir-tun", en: "/what-we-do" },
  contact: { de: "/kontakt", en: "/contact" },
  imprint: { de: "/impressum", en: "/terms-and-agreements" },
  privacy: { de: "/datenschutz", en: "/privacy" },
  withdrawalPolicy: { de: "/widerrufsbelehrung", en: "/withdrawal-policy" },
  withdrawalForm: { de: "/widerrufsformular", en: "/withdrawal-form" },
  about: { de: "/ueber-uns/", en: "/about-us/" },
  checkout: { de: "/kasse", en: "/checkout" },
  myLicenses: { de: "/meine-lizenzen", en: "/my-licenses" },
  licenses: { de: "/lizenzen", en: "/licenses" },
  adminLicenses: { de: "/admin/lizenzen", en: "/admin/licenses" },
  purchaseHistory: { de: "/kaufhistorie", en: "/purchase-history" },
  login: { de: "/anmelden", en: "/login" },
  register: { de: "/registrieren", en: "/register" },
  paymentSuccess: { de: "/zahlung-erfolgreich", en: "/payment-success" },
  paymentCancel: { de: "/zahlung-storniert", en: "/payment-cancel" },
  credits: { de: "/guthaben", en: "/credits" },
  tasks: { de: "/aufgaben", en: "/tasks" },
  newTask: { de: "/aufgaben/neu", en: "/tasks/new" },
  adminTasks: { de: "/admin/aufgaben", en: "/admin/tasks" },
  services: { de: "/leistungen", en: "/services" },
  account: { de: "/konto", en: "/account" },
} as const satisfies Record<string, Record<Language, string>>;

export type LocalizedPage = keyof typeof localizedPaths;

/** Pages with one path for both languages; `?lang=` selects the language. */
export const sharedPaths = {
  home: "/",
  plugins: "/plugins",
  blog: "/blog",
  docs: "/docs",
  setPassword: "/set-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  admin: "/admin",
} as const;

export type SharedPage = keyof typeof sharedPaths;
export type Page = LocalizedPage | SharedPage;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

const pageByPath = new Map<string, { page: LocalizedPage; language: Language }>();
for (const [page, paths] of Object.entries(localizedPaths) as [LocalizedPage, Record<Language, string>][]) {
  for (const language of languages) {
    pageByPath.set(withoutTrailingSlash(paths[language]).toLowerCase(), { page, language });
  }
}

/** The localized page a path belongs to, with the language that path stands for. */
export function localizedPageOf(pathname: string): { page: LocalizedPage; language: Language } | undefined {
  return pageByPath.get(withoutTrailingSlash(pathname).toLowerCase());
}

/**
 * Localized pages with pages below them, which take their language and their counterpart from
 * them: a task's workroom `/aufgaben/12` ⇄ `/tasks/12`, a service `/leistungen/web` ⇄ `/services/web`.
 */
const pagesWithSubpages: readonly LocalizedPage[] = ["tasks", "adminTasks", "services"];

/** The language a path itself decides (`/kontakt` German, `/contact` English), or undefined for paths shared by both languages. */
export function languageOfPath(pathname: string): Language | undefined {
  const exact = localizedPageOf(pathname);
  if (exact) return exact.language;
  return subpageOf(pathname)?.language;
}

/** The page a path lies below (`/tasks/12` below `tasks`), with its language and the rest of the path (`/12`). */
function subpageOf(pathname: string): { page: LocalizedPage; language: Language; rest: string } | undefined {
  const lower = pathname.toLowerCase();
  let found: { page: LocalizedPage; language: Language; rest: string } | undefined;
  for (const page of pagesWithSubpages) {
    for (const language of languages) {
      const prefix = `${localizedPaths[page][language]}/`;
      if (lower.startsWith(prefix) && (!found || pathname.length - prefix.length < found.rest.length)) {
        found = { page, language, rest: pathname.slice(prefix.length - 1) };
      }
    }
  }
  return found;
}

/** The home page in each language: German is the site root, English has its own path. */
export function homePath(language: Language): string {
  return language === "de" ? "/" : localizedPaths.whatWeDo.en;
}

/** Query parameters of a link; null, undefined and empty values are left out. */
export type QueryValues = Record<string, string | null | undefined>;

function withQuery(pathname: string, query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The path of a shared page with the `?lang=` that keeps it in a language (German needs none). */
function withLanguageParameter(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.delete("lang");
  if (language !== defaultLanguage) params.set("lang", language);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Link target of a page in a language, with further query parameters. */
export function hrefOf(page: Page, language: Language, query: QueryValues = {}): string {
  if (page === "home") return withQuery(homePath(language), query);
  if (page in localizedPaths) return withQuery(localizedPaths[page as LocalizedPage][language], query);
  return localizeHref(sharedPaths[page as SharedPage], language, query);
}

/**
 * Link target of any path (such as /plugin/x or /docs/a) in a language, with further query
 * parameters: the one builder of language paths, so no caller writes `?lang=` by hand.
 */
export function localizeHref(pathname: string, language: Language, query: QueryValues = {}): string {
  const localized = localizedPageOf(pathname);
  if (localized) return withQuery(localizedPaths[localized.page][language], query);
  const subpage = subpageOf(pathname);
  if (subpage) return withQuery(`${localizedPaths[subpage.page][language]}${subpage.rest}`, query);
  return withQuery(pathname, { lang: language === defaultLanguage ? null : language, ...query });
}

/**
 * Where the DE/EN buttons lead: the same page in the other language, keeping the query string.
 * Language-specific paths map to their counterpart; the root and the what-we-do pair lead to
 * each language's home; shared paths carry `?lang=`.
 */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  const localized = localizedPageOf(pathname);
  const params = new URLSearchParams(search);
  params.delete("lang");
  const query = params.toString();
  const counterpart = localized ? localizedPaths[localized.page][target] : undefined;
  if (counterpart) return query ? `${counterpart}?${query}` : counterpart;
  if (pathname === "/" && target === "en") return query ? `${homePath("en")}?${query}` : homePath("en");
  const subpage = subpageOf(pathname);
  if (subpage) {
    const path = `${localizedPaths[subpage.page][target]}${subpage.rest}`;
    return query ? `${path}?${query}` : path;
  }
  return withLanguageParameter(pathname, search, target);
}
