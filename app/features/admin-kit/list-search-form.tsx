import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * The search and filter form above an admin list. It is a GET form, so the URL holds the search
 * and the pager keeps it; a chosen column sort stays; "reset" goes back to the unfiltered list.
 */
export function ListSearchForm({ label, resetHref, gridClass, children }: { label: string; resetHref: string; gridClass: string; children: ReactNode }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <Form method="get" role="search" aria-label={label} className="mt-6 rounded-lg border border-gray-300 bg-white p-4">
      {["sort", "dir"].map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className={`grid gap-4 ${gridClass}`}>{children}</div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to={resetHref} className={buttonStyles.secondary}>
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}
