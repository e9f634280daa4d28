import { Search } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useAsyncError } from "react-router";
import { AwaitIfPending } from "../../components/ui/await-if-pending.tsx";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { Messages } from "../../i18n/catalogues.ts";
import { PageMessages, useI18n } from "../../i18n/i18n-context.tsx";
import { defaultLanguage, hrefOf } from "../../i18n/paths.ts";

/** The search box of every docs page: a plain GET form, so it works before and without JavaScript. */
function DocsSearchForm({ query }: { query: string }) {
  const { t, language } = useI18n();
  return (
    <Form method="get" action="/docs" role="search" aria-label={t("docs.search.label")} className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor="docs-search" className="sr-only">
        {t("docs.search.label")}
      </label>
      <input
        id="docs-search"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        autoComplete="off"
        className="min-h-11 min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
      />
      {/* Shared paths take their language from `?lang=`; German needs none. */}
      {language !== defaultLanguage ? <input type="hidden" name="lang" value={language} /> : null}
      <button type="submit" className={buttonStyles.primary}>
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("docs.search.submit")}
      </button>
    </Form>
  );
}

/** Shown at once on client-side navigation while the browser loads the docs. */
function DocsLoading() {
  const { t } = useI18n();
  return (
    <div className="mt-8" aria-busy="true" data-testid="docs-loading">
      <p role="status" className="flex items-center gap-2 text-muted">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
        {t("docs.loading")}
      </p>
      <div className="mt-6 flex animate-pulse flex-col gap-4 motion-reduce:animate-none" aria-hidden="true">
        <div className="h-9 w-2/3 rounded bg-gray-200" />
        <div className="h-4 w-full rounded bg-gray-200" />
        <div className="h-4 w-11/12 rounded bg-gray-200" />
        <div className="h-4 w-4/5 rounded bg-gray-200" />
      </div>
    </div>
  );
}

/** The message (or the fallback) under 'Error Loading Documentation', with a Retry that reloads. */
function DocsLoadError() {
  const { t } = useI18n();
  const error = useAsyncError();
  useEffect(() => {
    console.error("The documentation could not be loaded", error);
  }, [error]);
  const message = error instanceof Error && error.message ? error.message : t("docs.error.fallback");
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-red-800">{t("docs.error.title")}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
        {t("docs.error.retry")}
      </button>
    </div>
  );
}

interface DocsScreenProps<T> {
  messages: Messages;
  /** The page's data: ready on the first request, still loading after a client-side navigation. */
  page: T | Promise<T>;
  query?: string;
  children: (page: T) => ReactNode;
}

/** The frame of every docs page: the docs bar with the search box, then the page or its loading and error states. */
export function DocsScreen<T>({ messages, page, query = "", children }: DocsScreenProps<T>) {
  return (
    <PageMessages messages={messages}>
      <DocsBar query={query} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <AwaitIfPending resolve={page} fallback={<DocsLoading />} errorElement={<DocsLoadError />}>
          {children}
        </AwaitIfPending>
      </div>
    </PageMessages>
  );
}

function DocsBar({ query }: { query: string }) {
  const { t, language } = useI18n();
  return (
    <div className="border-b border-gray-200 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <Link to={hrefOf("docs", language)} className="text-lg font-semibold text-brand-800 hover:underline">
          {t("page.docs.title")}
        </Link>
        <DocsSearchForm query={query} />
      </div>
    </div>
  );
}
