import { Link, useLocation } from "react-router";
import { rememberLanguage, rememberLanguageAttribute } from "../../i18n/detect.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { languages, switchLanguagePath } from "../../i18n/paths.ts";

/** DE/EN links to the current page in the other language; the choice is remembered for shared paths. */
export function LanguageSwitch() {
  const { t, language } = useI18n();
  const location = useLocation();
  return (
    <div role="group" aria-label={t("language.label")} className="flex overflow-hidden rounded border border-gray-300 text-sm font-semibold">
      {languages.map((target) => (
        <Link
          key={target}
          to={switchLanguagePath(location.pathname, location.search, target)}
          onClick={() => rememberLanguage(target)}
          // Before hydration the loader remembers the language and the link navigates (decision 041).
          {...{ [rememberLanguageAttribute]: target }}
          lang={target}
          hrefLang={target}
          aria-label={t(`language.switchTo.${target}`)}
          aria-current={target === language ? "true" : undefined}
          className={`px-2.5 py-1.5 ${target === language ? "bg-brand-700 text-white" : "bg-white text-gray-800 hover:bg-gray-100"}`}
        >
          {target.toUpperCase()}
        </Link>
      ))}
    </div>
  );
}
