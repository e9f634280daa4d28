export const docsEn = {
  "docs.intro": "Guides for our WordPress plugins: installing, activating licences, updating and setting them up.",
  "docs.breadcrumb": "Breadcrumb",

  "docs.search.label": "Search the documentation",
  "docs.search.submit": "Search",
  "docs.search.crumb": "Search",
  "docs.search.heading": "Search results for “{query}”",
  "docs.search.count.one": "1 result",
  "docs.search.count.other": "{count} results",
  "docs.search.none": "Nothing in the documentation matches “{query}”. Try other or fewer words, or browse the categories.",
  "docs.search.browse": "Browse all categories",
  "docs.search.kind.parent": "Category",
  "docs.search.kind.section": "Section",
  "docs.search.kind.article": "Article",

  "docs.count.sections.one": "1 section",
  "docs.count.sections.other": "{count} sections",
  "docs.count.articles.one": "1 article",
  "docs.count.articles.other": "{count} articles",

  "docs.sections.label": "Sections in {parent}",
  "docs.articles.label": "Articles in {section}",
  "docs.articles.heading": "Articles",
  "docs.articles.none": "This section has no articles in English yet.",
  "docs.section.open": "Go to the section {section}",

  "docs.back.toIndex": "Back to the documentation",
  "docs.back.toParent": "Back to {parent}",
  "docs.back.toSection": "Back to {section}",

  "docs.loading": "Loading documentation…",
  "docs.error.title": "Error Loading Documentation",
  "docs.error.fallback": "Failed to load documentation",
  "docs.error.retry": "Retry",
  "docs.empty": "No documentation available at this time.",

  "docs.notFound.parent": 'The documentation section "{slug}" could not be found.',
  "docs.notFound.section": 'The section "{slug}" could not be found in {parent}.',
  "docs.notFound.article": 'The article "{slug}" could not be found in {section}.',

  "docs.debug.heading": "Debug: article content",
  "docs.debug.source": "Raw source as stored",
  "docs.debug.prepared": "Prepared HTML after the content pipeline",
} as const;
