import { Link, useAsyncError, useRevalidator } from "react-router";
import { useEffect } from "react";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { CardGridSkeleton } from "../../components/ui/card-grid-skeleton.tsx";
import { formatCount, pluralOf } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type CatalogueFilter, cataloguePath, isFiltered, noFilter } from "./catalogue-filter.ts";
import type { BannerPlugin } from "./plugin.ts";
import { PluginCard } from "./plugin-card.tsx";

/** Six skeleton cards in the plugin grid while the list loads, as many as the customer asks for. */
export const skeletonCardCount = 6;

/**
 * Each card renders lazily on its own: a grid rendered as one block was drawn whole as soon as its
 * first row neared the first screen.
 */
function PluginGrid({ plugins }: { plugins: readonly BannerPlugin[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {plugins.map((plugin) => (
        <li key={plugin.id} className="lazy-render flex">
          <PluginCard plugin={plugin} variant="grid" headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A filtered catalogue: how many plugins match, said politely to screen readers when the list
 * changes, and all of them in the grid (featuring the first of a search result would mislead).
 * None: say so and offer the way back to the whole catalogue.
 */
function FilteredCatalogue({ plugins }: { plugins: readonly BannerPlugin[] }) {
  const { t, language } = useI18n();
  return (
    <section className="mt-10" aria-labelledby="matching-plugins">
      <h2 id="matching-plugins" className="text-2xl font-bold tracking-tight">
        {t("catalog.results.heading")}
      </h2>
      <p role="status" data-testid="plugin-result-count" className="mt-2 text-muted">
        {plugins.length
          ? t(`catalog.results.${pluralOf(plugins.length, language)}`, { count: formatCount(plugins.length, language) })
          : t("catalog.results.none")}
      </p>
      {plugins.length ? (
        <PluginGrid plugins={plugins} />
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-gray-300 p-10 text-center">
          <p className="text-lg">{t("catalog.results.noneHint")}</p>
          <Link to={cataloguePath(noFilter, language)} className={`${buttonStyles.secondary} mt-6`}>
            {t("catalog.filter.reset")}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The first plugin featured on top, a grid of the others below; 'No plugins found' when there are
 * none. With a search or filter, the matching plugins instead.
 */
export function PluginCatalogue({ plugins, filter = noFilter }: { plugins: readonly BannerPlugin[]; filter?: CatalogueFilter }) {
  const { t } = useI18n();
  if (isFiltered(filter)) return <FilteredCatalogue plugins={plugins} />;
  const [featured, ...others] = plugins;
  if (!featured) {
    return (
      <p className="mt-10 rounded-xl border border-dashed border-gray-300 p-10 text-center text-lg font-medium" role="status">
        {t("catalog.empty")}
      </p>
    );
  }
  return (
    <>
      <section className="mt-10" aria-label={t("catalog.featured")}>
        <PluginCard plugin={featured} variant="featured" headingLevel={2} />
      </section>
      {others.length ? (
        <section className="mt-14" aria-labelledby="more-plugins">
          <h2 id="more-plugins" className="text-2xl font-bold tracking-tight">
            {t("catalog.morePlugins")}
          </h2>
          <PluginGrid plugins={others} />
        </section>
      ) : null}
    </>
  );
}

/** Stands in for the grid while a client-side navigation loads the list. */
export function PluginGridSkeleton() {
  const { t } = useI18n();
  return (
    <CardGridSkeleton
      count={skeletonCardCount}
      loadingText={t("catalog.loading")}
      testId="plugin-skeleton"
      imageClassName="aspect-video"
      lineClassNames={["h-5 w-24 rounded-full", "h-6 w-2/3 rounded", "h-4 w-full rounded", "h-4 w-5/6 rounded", "mt-2 h-11 w-full rounded-md"]}
    />
  );
}

/** The list could not be loaded even after its retries: say so and offer to try again. */
export function PluginLoadError() {
  const { t } = useI18n();
  const error = useAsyncError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error("The plugin list could not be loaded", error);
  }, [error]);
  if (revalidator.state === "loading") return <PluginGridSkeleton />;
  return (
    <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="text-lg font-semibold text-red-800">{t("catalog.loadError.title")}</p>
      <p className="mt-2 text-muted">{t("catalog.loadError.text")}</p>
      <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => void revalidator.revalidate()}>
        {t("catalog.retry")}
      </button>
    </div>
  );
}
