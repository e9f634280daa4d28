import { Check, ChevronDown, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { paragraphsOf } from "./paragraphs.ts";
import type { PluginDetail, PluginFaqEntry, PluginRelease, PluginScreenshot } from "./plugin.ts";
import { useDownloadCount } from "./plugin-card.tsx";
import { PluginOffer } from "./plugin-offer.tsx";
import { PluginBadges, PluginFacts, PluginImage } from "./plugin-visuals.tsx";
import { pluginSlug } from "./slug.ts";
import { TierComparison } from "./tier-comparison.tsx";

function Breadcrumbs({ name }: { name: string }) {
  const { t, language } = useI18n();
  return (
    <nav aria-label={t("catalog.detail.breadcrumb")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="inline-flex items-center gap-1">
          <Link to={hrefOf("home", language)} className="underline hover:text-ink">
            {t("nav.home")}
          </Link>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </li>
        <li className="inline-flex items-center gap-1">
          <Link to={hrefOf("plugins", language)} className="underline hover:text-ink">
            {t("nav.plugins")}
          </Link>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </li>
        <li aria-current="page" className="font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}

const sectionHeading = "text-2xl font-bold tracking-tight";

function Requirements({ release }: { release: PluginRelease }) {
  const { t, language } = useI18n();
  const rows = [
    [t("catalog.detail.currentVersion"), release.version],
    [t("catalog.detail.releasedOn"), formatLongDate(release.date, language)],
    [t("catalog.detail.requiresWordPress"), t("catalog.detail.orLater", { version: release.requiresWordPress })],
    [t("catalog.detail.testedUpTo"), t("catalog.detail.wordPressVersion", { version: release.testedUpTo })],
    [t("catalog.detail.requiresPhp"), t("catalog.detail.orLater", { version: release.requiresPhp })],
  ];
  return (
    <section aria-labelledby="requirements" className="rounded-xl border border-gray-200 p-6">
      <h2 id="requirements" className="text-lg font-bold">
        {t("catalog.detail.requirements")}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The plugin's questions as native disclosures: they open and close without JavaScript, before
 * the page hydrates (decision 022) and for search engines, which read the closed answers too.
 */
function Faq({ entries }: { entries: readonly PluginFaqEntry[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="faq">
      <h2 id="faq" className={sectionHeading}>
        {t("catalog.detail.faq")}
      </h2>
      <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {entries.map((entry, index) => (
          <li key={index}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                <span>{entry.question}</span>
                <ChevronDown aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <div className="flex max-w-prose flex-col gap-3 px-5 pb-5 leading-relaxed text-ink">
                {paragraphsOf(entry.answer).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How wide the main column shows a screenshot: the page's width less its 1rem padding each side on
 * phones and tablets; beside the 22rem offer column and the 2.5rem gap from 1024 px; 728 px once
 * the page reaches its 72rem (1152 px) maximum.
 */
const screenshotSizes = "(min-width: 1152px) 728px, (min-width: 1024px) calc(100vw - 26.5rem), calc(100vw - 2rem)";

/** A screenshot, below the fold on every screen: loaded lazily, its size reserved by width and height. */
function ScreenshotPicture({ screenshot }: { screenshot: PluginScreenshot }) {
  const image = (
    <img
      src={screenshot.src}
      alt={screenshot.caption}
      width={screenshot.width}
      height={screenshot.height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-lg border border-gray-200"
    />
  );
  if (!screenshot.sources.length) return image;
  return (
    <picture>
      {screenshot.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={screenshotSizes} />
      ))}
      {image}
    </picture>
  );
}

/**
 * Everything a buyer decides on: what the plugin does, how it looks, what it needs, how it has
 * changed, and what each licence costs and grants, with the same purchase and download as the card.
 */
/** `purchaseTerms`: the links to the withdrawal policy and terms, shown under the offer (the legal feature renders them); `caseStudies`: the projects that used the plugin (the services feature renders them). */
export function PluginDetailView({ plugin, purchaseTerms, caseStudies }: { plugin: PluginDetail; purchaseTerms?: ReactNode; caseStudies?: ReactNode }) {
  const { t, language } = useI18n();
  const slug = pluginSlug(plugin);
  const [downloads, countDownload] = useDownloadCount(plugin.downloads);
  const latest = plugin.releases[0];
  const options = plugin.tiers.length ? plugin.tiers : plugin.pricing_options;
  const offerHeading = options.length ? t("catalog.detail.pricing") : t("catalog.detail.freeDownload");

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumbs name={plugin.name} />

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <header className="flex flex-col gap-4 lg:col-start-1">
          <PluginBadges plugin={plugin} />
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{plugin.name}</h1>
          <p className="text-lg text-muted">{plugin.description}</p>
          <PluginFacts plugin={plugin} downloads={downloads} />
          <PluginImage plugin={plugin} priority className="mt-2 rounded-xl" />
        </header>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <section aria-labelledby="offer" className="rounded-xl border border-gray-200 p-6 shadow-sm" data-plugin-offer>
            <h2 id="offer" className="text-lg font-bold">
              {offerHeading}
            </h2>
            {!options.length && plugin.isFreePlugin ? (
              <p className="mt-2 text-sm text-muted">{t(plugin.isWordPressOrg ? "catalog.detail.wordPressOrgText" : "catalog.detail.freeText")}</p>
            ) : null}
            <div className="mt-4">
              <PluginOffer plugin={plugin} slug={slug} options={options} onDownloaded={countDownload} />
            </div>
            {options.length ? purchaseTerms : null}
          </section>
          {latest ? <Requirements release={latest} /> : null}
        </aside>

        {/*
          min-w-0: a wide table (the tier comparison) scrolls in its box instead of widening the page.
          Each section renders lazily on its own: as one lazily rendered block, the whole column
          (about 3,000 px on a phone) was drawn as soon as its top neared the first screen, and with
          it the screenshots, the dearest pictures of the page to paint.
        */}
        <div className="flex min-w-0 flex-col gap-12 *:lazy-render lg:col-start-1">
          <section aria-labelledby="about">
            <h2 id="about" className={sectionHeading}>
              {t("catalog.detail.about")}
            </h2>
            <div className="mt-4 flex max-w-prose flex-col gap-4 leading-relaxed">
              {paragraphsOf(plugin.body).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>

          {plugin.features.length ? (
            <section aria-labelledby="features">
              <h2 id="features" className={sectionHeading}>
                {t("catalog.detail.features")}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {plugin.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {plugin.tiers.length > 1 ? <TierComparison tiers={plugin.tiers} /> : null}

          {plugin.screenshots.length ? (
            <section aria-labelledby="screenshots">
              <h2 id="screenshots" className={sectionHeading}>
                {t("catalog.detail.screenshots")}
              </h2>
              <div className="mt-4 grid gap-6">
                {plugin.screenshots.map((screenshot) => (
                  <figure key={screenshot.src}>
                    <ScreenshotPicture screenshot={screenshot} />
                    <figcaption className="mt-2 text-sm text-muted">{screenshot.caption}</figcaption>
                  </figure>
                ))}
              </div>
            </section>
          ) : null}

          {plugin.faq.length ? <Faq entries={plugin.faq} /> : null}

          {caseStudies}

          {plugin.releases.length ? (
            <section aria-labelledby="changelog">
              <h2 id="changelog" className={sectionHeading}>
                {t("catalog.detail.changelog")}
              </h2>
              <ol className="mt-4 flex flex-col gap-6">
                {plugin.releases.map((release) => (
                  <li key={release.version}>
                    <h3 className="font-semibold">
                      {t("catalog.detail.version", { version: release.version })}{" "}
                      <time dateTime={release.date} className="font-normal text-muted">
                        – {formatLongDate(release.date, language)}
                      </time>
                    </h3>
                    <ul className="mt-2 list-disc pl-5 text-muted">
                      {release.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function PluginNotFound({ slug }: { slug: string }) {
  const { t, language } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t("catalog.notFound.title")}</h1>
      <p className="mt-4 text-muted">{t("catalog.notFound.text", { slug })}</p>
      <Link className="mt-6 inline-block font-medium text-brand-700 underline" to={hrefOf("plugins", language)}>
        {t("catalog.backToPlugins")}
      </Link>
    </div>
  );
}
