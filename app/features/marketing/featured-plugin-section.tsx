import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { PluginCard } from "../catalog/plugin-card.tsx";
import type { BannerPlugin } from "../catalog/plugin.ts";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

/** The home page shows the featured plugin, with the same card and actions as the plugin page. */
export function FeaturedPluginSection({ plugin }: { plugin: BannerPlugin }) {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${sectionSpacing} bg-gray-50`}>
      <div className={container}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={headingId} className={sectionTitle}>
              {t("marketing.featuredPlugin.title")}
            </h2>
            <p className={sectionLead}>{t("marketing.featuredPlugin.text")}</p>
          </div>
          <Link
            to={hrefOf("plugins", language)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("marketing.featuredPlugin.allPlugins")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-8">
          <PluginCard plugin={plugin} variant="featured" headingLevel={3} />
        </div>
      </div>
    </section>
  );
}
