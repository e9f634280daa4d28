import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { BannerPlugin } from "./plugin.ts";
import { PluginOffer } from "./plugin-offer.tsx";
import { PluginBadges, PluginFacts, PluginImage, PluginPrice } from "./plugin-visuals.tsx";
import { lacksSlug, pluginSlug } from "./slug.ts";
import { pluginPath } from "./structured-data.ts";

export type PluginCardVariant = "featured" | "grid";

/** Counts a download the visitor just made on top of the figure the page was rendered with. */
export function useDownloadCount(initial: number): [number, () => void] {
  const [extra, setExtra] = useState(0);
  const countOne = useCallback(() => setExtra((count) => count + 1), []);
  return [initial + extra, countOne];
}

/**
 * A plugin as the plugins page shows it: the featured variant (the first plugin) large
 * and side by side, the grid variant stacked.
 */
export function PluginCard({ plugin, variant, headingLevel }: { plugin: BannerPlugin; variant: PluginCardVariant; headingLevel: 2 | 3 }) {
  const { t, language } = useI18n();
  const headingId = useId();
  const slug = pluginSlug(plugin);
  const [downloads, countDownload] = useDownloadCount(plugin.downloads);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const featured = variant === "featured";

  // A plugin without a slug must not break the page: it only logs an error, and its links use the derived slug.
  const missingSlug = lacksSlug(plugin);
  useEffect(() => {
    if (missingSlug) console.error(`Plugin ${plugin.id} ("${plugin.name}") has no slug; linking it as "${slug}"`);
  }, [missingSlug, plugin.id, plugin.name, slug]);

  return (
    <article
      aria-labelledby={headingId}
      data-testid={featured ? "featured-plugin" : "plugin-card"}
      className={`flex w-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm ${featured ? "flex-col md:flex-row" : "flex-col"}`}
    >
      <PluginImage plugin={plugin} priority={featured} className={featured ? "md:aspect-auto md:w-1/2 md:min-h-full" : ""} />
      <div className={`flex flex-1 flex-col gap-3 ${featured ? "p-6 md:p-8" : "p-5"}`}>
        <PluginBadges plugin={plugin} />
        <Heading id={headingId} className={featured ? "text-2xl font-bold tracking-tight md:text-3xl" : "text-lg font-bold"}>
          {plugin.name}
        </Heading>
        <p className={`line-clamp-2 text-muted ${featured ? "text-lg" : ""}`}>{plugin.description}</p>
        <PluginFacts plugin={plugin} downloads={downloads} />
        {/* Price and actions sit at the card's foot, so they line up across a row of cards, paid or free. */}
        <div className="mt-auto grid gap-3 pt-2">
          <PluginPrice plugin={plugin} />
          <PluginOffer
            plugin={plugin}
            slug={slug}
            options={plugin.pricing_options}
            onDownloaded={countDownload}
            equalActions
            trailingAction={
              // The plugin's name is part of the link text (hidden on screen, where the card says it), so
              // the text describes the target for search engines and screen readers alike.
              <Link to={pluginPath(plugin, language)} className={buttonStyles.secondary}>
                {t("catalog.learnMore")}
                <span className="sr-only">{t("catalog.learnMoreAbout", { name: plugin.name })}</span>
              </Link>
            }
          />
        </div>
      </div>
    </article>
  );
}
