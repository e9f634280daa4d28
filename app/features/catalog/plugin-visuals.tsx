import { CalendarDays, Download, Star } from "lucide-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatCardDate, formatCount, formatRating, pluralOf } from "../../i18n/format.ts";
import type { BannerPlugin } from "./plugin.ts";

/** Banner images are 16:9; the box keeps that shape before the image arrives, so nothing moves. */
export function PluginImage({ plugin, priority = false, className = "" }: { plugin: BannerPlugin; priority?: boolean; className?: string }) {
  const box = `aspect-video w-full overflow-hidden bg-brand-50 ${className}`;
  if (!plugin.image) {
    // Decorative: the plugin's name is the heading right beside it.
    return (
      <div aria-hidden="true" data-testid="plugin-placeholder" className={`${box} flex items-center justify-center bg-gradient-to-br from-brand-600 to-brand-800`}>
        <span className="text-6xl font-bold text-white">{plugin.name.trim().charAt(0).toUpperCase() || "?"}</span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={plugin.image}
        alt=""
        width={800}
        height={450}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="h-full w-full object-cover"
      />
    </div>
  );
}

export function PluginBadges({ plugin }: { plugin: BannerPlugin }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-2 text-xs font-semibold">
      <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{t("catalog.badge.wordpress")}</li>
      {plugin.isFreePlugin ? <li className="rounded-full bg-green-50 px-2.5 py-1 text-green-800">{t("catalog.badge.free")}</li> : null}
    </ul>
  );
}

/** Five stars filled up to the rating, with the rating as text for screen readers. */
export function PluginRating({ rating }: { rating: number }) {
  const { t, language } = useI18n();
  const shown = formatRating(rating, language);
  const stars = Array.from({ length: 5 }, (_, index) => <Star key={index} className="h-4 w-4 shrink-0" fill="currentColor" strokeWidth={0} />);
  return (
    <span role="img" aria-label={t("catalog.rating", { rating: shown })} className="inline-flex items-center gap-1.5">
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-gray-300">{stars}</span>
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` }}>
          {stars}
        </span>
      </span>
      <span aria-hidden="true" className="font-medium text-ink">
        {shown}
      </span>
    </span>
  );
}

/** Downloads, rating (when there is one) and date; the date is en-US in both languages, as the customer wants. */
export function PluginFacts({ plugin, downloads }: { plugin: BannerPlugin; downloads: number }) {
  const { t, language } = useI18n();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <li className="inline-flex items-center gap-1.5" data-testid="plugin-downloads">
        <Download aria-hidden="true" className="h-4 w-4" />
        {t(`catalog.downloads.${pluralOf(downloads, language)}`, { count: formatCount(downloads, language) })}
      </li>
      {plugin.rating === null ? null : (
        <li>
          <PluginRating rating={plugin.rating} />
        </li>
      )}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t("catalog.released")}: </span>
        <time dateTime={plugin.date} lang="en">
          {formatCardDate(plugin.date)}
        </time>
      </li>
    </ul>
  );
}
