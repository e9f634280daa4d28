import { isRouteErrorResponse } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { homePath } from "../../i18n/paths.ts";
import type { ForbiddenData } from "../accounts/guards.server.ts";

function isForbidden(error: unknown): error is { status: 403; data: ForbiddenData } {
  return isRouteErrorResponse(error) && error.status === 403 && (error.data as Partial<ForbiddenData> | null)?.reason === "forbidden";
}

/** The 403 of requireAdmin, in the request's language (the guard translates it on the server). */
function ForbiddenScreen({ message }: { message: string }) {
  const { language, t } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">403</p>
      <h1 className="mt-2 text-3xl font-bold" data-testid="forbidden">
        {message}
      </h1>
      <a className="mt-6 inline-block font-medium text-brand-700 underline hover:text-brand-800" href={homePath(language)}>
        {t("error.home")}
      </a>
    </section>
  );
}

/** Error boundary for routes guarded by requireAdmin: the refusal, a missing record, or the general error text. */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (isForbidden(error)) return <ForbiddenScreen message={error.data.message} />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t(missing ? "notFound.title" : "error.title")}</h1>
      {missing ? null : <p className="mt-4 text-muted">{t("error.text")}</p>}
      <a className="mt-6 inline-block font-medium text-brand-700 underline hover:text-brand-800" href="/admin">
        {t("page.admin.title")}
      </a>
    </section>
  );
}
