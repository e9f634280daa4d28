import { CalendarDays, Download } from "lucide-react";
import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatCardDate, formatCount, formatEuro, formatRating, pluralOf } from "../../i18n/format.ts";
import type { BannerPlugin } from "./plugin.ts";

/**
 * The artwork of a plugin without an image of its own: a puzzle piece (a plugin fits into a site)
 * with the plugin's initial, in the brand's blues. Inline SVG, so it costs no request; its width
 * and height fix the 16:9 box before styles arrive. Decorative: the plugin's name is the card's
 * heading right beside it.
 */
export function DefaultPluginArtwork({ name }: { name: string }) {
  // React's ids contain punctuation that a url(#…) reference need not survive.
  const gradientId = `plugin-art-${useId().replace(/[^\w-]/g, "")}`;
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="plugin-placeholder"
      viewBox="0 0 320 180"
      width={320}
      height={180}
      className="h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="320" y2="180" gradientUnits="userSpaceOnUse">
          <stop offset="0" style={{ stopColor: "var(--color-brand-600)" }} />
          <stop offset="1" style={{ stopColor: "var(--color-brand-800)" }} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <g fill="#fff" opacity="0.08">
        <circle cx="36" cy="150" r="64" />
        <circle cx="296" cy="24" r="48" />
      </g>
      <g fill="#fff">
        <rect x="118" y="52" width="84" height="84" rx="14" />
        <circle cx="160" cy="52" r="15" />
        <circle cx="202" cy="94" r="15" />
      </g>
      {/* The notch on the left shows the background through the piece, as on a real puzzle piece. */}
      <circle cx="118" cy="94" r="13" fill={`url(#${gradientId})`} />
      <text x="162" y="96" textAnchor="middle" dominantBaseline="central" fontSize="42" fontWeight="700" style={{ fill: "var(--color-brand-700)" }}>
        {initial}
      </text>
    </svg>
  );
}

/** Banner images are 16:9; the box keeps that shape before the image arrives, so nothing moves. */
export function PluginImage({ plugin, priority = false, className = "" }: { plugin: BannerPlugin; priority?: boolean; className?: string }) {
  const box = `aspect-video w-full overflow-hidden bg-brand-50 ${className}`;
  if (!plugin.image) {
    return (
      <div className={box}>
        <DefaultPluginArtwork name={plugin.name} />
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

/**
 * "from € 59,00" (the cheapest option; without "from" when there is only one), "Free", or for a
 * free plugin with a paid Pro version "Free · Pro from € 39,00"; with "Price:" for screen readers,
 * which read the line apart from the badges.
 */
export function PluginPrice({ plugin }: { plugin: BannerPlugin }) {
  const { t, language } = useI18n();
  const amounts = plugin.pricing_options.map((option) => option.amount);
  if (!plugin.isFreePlugin && amounts.length === 0) return null;
  const cheapest = amounts.length ? formatEuro(Math.min(...amounts), language) : "";
  const paid = amounts.length > 1 ? t("catalog.price.from", { price: cheapest }) : cheapest;
  let price = paid;
  if (plugin.isFreePlugin) price = amounts.length ? t("catalog.price.freeWithPro", { price: paid }) : t("catalog.price.free");
  return (
    <p data-testid="plugin-price" className="text-lg font-bold text-ink">
      <span className="sr-only">{t("catalog.filter.price")}: </span>
      {price}
    </p>
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

/** Lucide's star (ISC licence), one 24-unit cell of the rating's row. */
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/**
 * Five stars filled up to the rating, with the rating as text for screen readers. One drawing: the
 * five stars clip a grey bar and an amber bar as long as the rating. Ten icons (two rows of five)
 * were a third of the catalogue page's HTML and as many elements to lay out.
 */
export function PluginRating({ rating }: { rating: number }) {
  const { t, language } = useI18n();
  const shown = formatRating(rating, language);
  const clipId = useId();
  const star = `${clipId}-star`;
  return (
    <span role="img" aria-label={t("catalog.rating", { rating: shown })} className="inline-flex items-center gap-1.5">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 120 24" className="h-4 w-20 shrink-0">
        <clipPath id={clipId}>
          <path id={star} d={starPath} />
          {[24, 48, 72, 96].map((x) => (
            <use key={x} href={`#${star}`} x={x} />
          ))}
        </clipPath>
        <g clipPath={`url(#${clipId})`}>
          <rect width="120" height="24" className="fill-gray-300" />
          <rect width={(Math.min(Math.max(rating, 0), 5) / 5) * 120} height="24" className="fill-amber-500" />
        </g>
      </svg>
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
