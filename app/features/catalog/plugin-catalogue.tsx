import { useAsyncError, useRevalidator } from "react-router";
import { useEffect } from "react";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { CardGridSkeleton } from "../../components/ui/card-grid-skeleton.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { BannerPlugin } from "./plugin.ts";
import { PluginCard } from "./plugin-card.tsx";

/** Six skeleton cards in the plugin grid while the list loads, as many as the customer asks for. */
export const skeletonCardCount = 6;

/** The first plugin featured on top, a grid of the others below; 'No plugins found' when there are none. */
export function PluginCatalogue({ plugins }: { plugins: readonly BannerPlugin[] }) {
  const { t } = useI18n();
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
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((plugin) => (
              <li key={plugin.id} className="flex">
                <PluginCard plugin={plugin} variant="grid" headingLevel={3} />
              </li>
            ))}
          </ul>
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
