import { useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** Shown while the next page's code and data load during client-side navigation. */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const { t } = useI18n();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-16 z-40 flex justify-center" data-testid="page-spinner">
      <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-muted shadow">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
        {t("site.loading")}
      </span>
    </div>
  );
}
