import { ArrowLeft, ChevronRight, FileText } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type Crumb, docsCrumbs } from "./docs-breadcrumbs.ts";
import { docsHref } from "./docs.ts";
import type {
  DocsArticleView,
  DocsIndexView,
  DocsLink,
  DocsNotFoundView,
  DocsParentView,
  DocsSearchView,
  DocsSectionContent,
  DocsSectionView,
} from "./docs-views.ts";

const pageHeading = "text-3xl font-bold tracking-tight md:text-4xl";
const link = "text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The trail above the page; `current` names the page itself, when it is a docs node or the search. */
function DocsBreadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current?: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("docs.breadcrumb")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="inline-flex items-center gap-1">
            <Link to={crumb.path} className="underline hover:text-ink">
              {crumb.name}
            </Link>
            {index < crumbs.length - 1 || current ? <ChevronRight aria-hidden="true" className="h-4 w-4" /> : null}
          </li>
        ))}
        {current ? (
          <li aria-current="page" className="font-medium text-ink">
            {current}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** Prepared HTML from the database: safe to render because the content pipeline made it. */
function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-content max-w-prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface SideItem {
  href: string;
  title: string;
  current: boolean;
  note?: string;
}

/** The list beside the content: the sections of a category or the articles of a section. */
function DocsSideNav({ label, items }: { label: string; items: readonly SideItem[] }) {
  const labelId = useId();
  if (!items.length) return null;
  return (
    <nav aria-labelledby={labelId} className="rounded-xl border border-gray-200 p-4 lg:sticky lg:top-24">
      <p id={labelId} className="px-2 text-sm font-semibold text-muted">
        {label}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={item.current ? "page" : undefined}
              className={`flex min-h-11 items-center justify-between gap-2 rounded-md px-2 py-2 hover:bg-brand-50 ${
                item.current ? "bg-brand-50 font-semibold text-brand-800" : "text-ink"
              }`}
            >
              <span>{item.title}</span>
              {item.note ? <span className="shrink-0 text-xs text-muted">{item.note}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Content beside its side list: the content column comes first for reading and keyboard order, the list sits left on wide screens. */
function WithSideNav({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <div className="lazy-render lg:col-start-1 lg:row-start-1">{side}</div>
    </div>
  );
}

function useCounts() {
  const { t } = useI18n();
  return {
    sections: (count: number) => t(count === 1 ? "docs.count.sections.one" : "docs.count.sections.other", { count }),
    articles: (count: number) => t(count === 1 ? "docs.count.articles.one" : "docs.count.articles.other", { count }),
  };
}

function ArticleList({ path, articles }: { path: [string, string]; articles: readonly DocsLink[] }) {
  const { t, language } = useI18n();
  if (!articles.length) return <p className="mt-4 text-muted">{t("docs.articles.none")}</p>;
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link
            to={docsHref([...path, article.slug], language)}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
          >
            <FileText aria-hidden="true" className="h-5 w-5 shrink-0" />
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DocsIndexPage({ view }: { view: DocsIndexView }) {
  const { t, language } = useI18n();
  const counts = useCounts();
  return (
    <>
      <DocsBreadcrumbs crumbs={docsCrumbs([], language, t).slice(0, 1)} current={t("page.docs.title")} />
      <h1 className={`${pageHeading} mt-6`}>{t("page.docs.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("docs.intro")}</p>
      {view.categories.length ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {view.categories.map((category) => (
            <li key={category.slug} className="flex flex-col rounded-xl border border-gray-200 p-6 shadow-sm">
              <h2 className="text-xl font-bold">
                <Link to={docsHref([category.slug], language)} className="text-brand-700 hover:underline">
                  {category.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted">
                {counts.sections(category.sectionCount)} · {counts.articles(category.articleCount)}
              </p>
              <ul className="mt-4 flex flex-col gap-1">
                {category.sections.map((section) => (
                  <li key={section.slug}>
                    <Link
                      to={docsHref([category.slug, section.slug], language)}
                      className="inline-flex min-h-11 items-center gap-1 text-ink underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      <ChevronRight aria-hidden="true" className="h-4 w-4 text-brand-700" />
                      {section.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed border-gray-300 p-10 text-center text-lg font-medium" role="status">
          {t("docs.empty")}
        </p>
      )}
    </>
  );
}

export function DocsSearchPage({ view }: { view: DocsSearchView }) {
  const { t, language } = useI18n();
  const kindLabels = { parent: t("docs.search.kind.parent"), section: t("docs.search.kind.section"), article: t("docs.search.kind.article") };
  return (
    <>
      <DocsBreadcrumbs crumbs={docsCrumbs([], language, t)} current={t("docs.search.crumb")} />
      <h1 className={`${pageHeading} mt-6`}>{t("docs.search.heading", { query: view.query })}</h1>
      <p role="status" className="mt-3 text-muted">
        {view.hits.length
          ? t(view.hits.length === 1 ? "docs.search.count.one" : "docs.search.count.other", { count: view.hits.length })
          : t("docs.search.none", { query: view.query })}
      </p>
      {view.hits.length ? (
        <ol className="mt-8 flex max-w-3xl flex-col gap-4" data-testid="docs-search-results">
          {view.hits.map((hit) => (
            <li
              key={hit.path.join("/")}
              className="rounded-xl border border-gray-200 p-5 [&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:text-ink"
            >
              <p className="text-sm text-muted">{[kindLabels[hit.kind], ...hit.trail].join(" › ")}</p>
              <h2 className="mt-1 text-lg font-semibold">
                <Link to={docsHref(hit.path, language)} className={link}>
                  <span dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                </Link>
              </h2>
              {hit.snippetHtml ? <p className="mt-2 text-muted" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} /> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Link to={hrefOf("docs", language)} className={`mt-6 inline-block font-medium ${link}`}>
          {t("docs.search.browse")}
        </Link>
      )}
    </>
  );
}

function FirstSection({ parentSlug, section }: { parentSlug: string; section: DocsSectionContent }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="docs-first-section" className="mt-8">
      <h2 id="docs-first-section" className="text-2xl font-bold tracking-tight">
        {section.title}
      </h2>
      {section.content ? <Prose html={section.content} className="mt-4" /> : null}
      <ArticleList path={[parentSlug, section.slug]} articles={section.articles} />
      <Link to={docsHref([parentSlug, section.slug], language)} className={`mt-6 inline-flex items-center gap-1 font-medium ${link}`}>
        {t("docs.section.open", { section: section.title })}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  );
}

function useSectionItems(view: DocsParentView | DocsSectionView, current: string | null): SideItem[] {
  const { language } = useI18n();
  const counts = useCounts();
  return view.sections.map((section) => ({
    href: docsHref([view.parent.slug, section.slug], language),
    title: section.title,
    current: section.slug === current,
    note: counts.articles(section.articleCount),
  }));
}

export function DocsParentPage({ view }: { view: DocsParentView }) {
  const { t, language } = useI18n();
  const items = useSectionItems(view, null);
  return (
    <>
      <DocsBreadcrumbs crumbs={docsCrumbs([], language, t)} current={view.parent.title} />
      <WithSideNav side={<DocsSideNav label={t("docs.sections.label", { parent: view.parent.title })} items={items} />}>
        <h1 className={pageHeading}>{view.parent.title}</h1>
        {view.parent.content ? <Prose html={view.parent.content} className="mt-6" /> : null}
        {view.firstSection ? <FirstSection parentSlug={view.parent.slug} section={view.firstSection} /> : null}
      </WithSideNav>
    </>
  );
}

export function DocsSectionPage({ view }: { view: DocsSectionView }) {
  const { t, language } = useI18n();
  const items = useSectionItems(view, view.section.slug);
  return (
    <>
      <DocsBreadcrumbs crumbs={docsCrumbs([view.parent], language, t)} current={view.section.title} />
      <WithSideNav side={<DocsSideNav label={t("docs.sections.label", { parent: view.parent.title })} items={items} />}>
        <h1 className={pageHeading}>{view.section.title}</h1>
        {view.section.content ? <Prose html={view.section.content} className="mt-6" /> : null}
        <section aria-labelledby="docs-articles" className="mt-10">
          <h2 id="docs-articles" className="text-2xl font-bold tracking-tight">
            {t("docs.articles.heading")}
          </h2>
          <ArticleList path={[view.parent.slug, view.section.slug]} articles={view.section.articles} />
        </section>
      </WithSideNav>
    </>
  );
}

function DebugSource({ debug }: { debug: NonNullable<DocsArticleView["debug"]> }) {
  const { t } = useI18n();
  const block = "mt-3 rounded-lg bg-gray-100 p-4 font-mono text-sm whitespace-pre-wrap break-words text-ink";
  return (
    <section aria-labelledby="docs-debug" className="mt-12 border-t border-gray-200 pt-8" data-testid="docs-debug">
      <h2 id="docs-debug" className="text-xl font-bold">
        {t("docs.debug.heading")}
      </h2>
      <h3 className="mt-6 font-semibold">{t("docs.debug.source")}</h3>
      <pre className={block} data-testid="docs-debug-source">
        {debug.source}
      </pre>
      <h3 className="mt-6 font-semibold">{t("docs.debug.prepared")}</h3>
      <pre className={block} data-testid="docs-debug-prepared">
        {debug.prepared}
      </pre>
    </section>
  );
}

export function DocsArticlePage({ view }: { view: DocsArticleView }) {
  const { t, language } = useI18n();
  const sectionPath = [view.parent.slug, view.section.slug];
  const items = view.articles.map((article) => ({
    href: docsHref([...sectionPath, article.slug], language),
    title: article.title,
    current: article.slug === view.article.slug,
  }));
  return (
    <>
      <DocsBreadcrumbs crumbs={docsCrumbs([view.parent, view.section], language, t)} current={view.article.title} />
      <WithSideNav side={<DocsSideNav label={t("docs.articles.label", { section: view.section.title })} items={items} />}>
        <Link to={docsHref(sectionPath, language)} className={`inline-flex items-center gap-1 text-sm font-medium ${link}`}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("docs.back.toSection", { section: view.section.title })}
        </Link>
        <h1 className={`${pageHeading} mt-3`}>{view.article.title}</h1>
        <Prose html={view.article.content} className="mt-6" />
        {view.debug ? <DebugSource debug={view.debug} /> : null}
      </WithSideNav>
    </>
  );
}

export function DocsNotFoundPage({ view }: { view: DocsNotFoundView }) {
  const { t, language } = useI18n();
  const found = [view.parent, view.section].filter((node): node is DocsLink => node !== null);
  const crumbs = docsCrumbs(found, language, t);
  const back = crumbs.at(-1) ?? { name: t("page.docs.title"), path: hrefOf("docs", language) };
  const texts = {
    parent: { title: t("docs.notFound.parent.title"), text: t("docs.notFound.parent", { slug: view.slug }), back: t("docs.back.toIndex") },
    section: {
      title: t("docs.notFound.section.title"),
      text: t("docs.notFound.section", { slug: view.slug, parent: view.parent?.title ?? "" }),
      back: t("docs.back.toParent", { parent: view.parent?.title ?? "" }),
    },
    article: {
      title: t("docs.notFound.article.title"),
      text: t("docs.notFound.article", { slug: view.slug, section: view.section?.title ?? "" }),
      back: t("docs.back.toSection", { section: view.section?.title ?? "" }),
    },
  }[view.missing];
  return (
    <>
      <DocsBreadcrumbs crumbs={crumbs} />
      <div className="mx-auto max-w-2xl py-10 text-center">
        <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">{texts.title}</h1>
        <p className="mt-4 text-muted">{texts.text}</p>
        <Link to={back.path} className={`mt-6 inline-flex items-center gap-1 font-medium ${link}`}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {texts.back}
        </Link>
      </div>
    </>
  );
}
