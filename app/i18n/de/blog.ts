import type { blogEn } from "../en/blog.ts";

export const blogDe = {
  "blog.intro": "Praxisnahe Artikel zu WordPress, Plugins, Performance, Barrierefreiheit und KI – geschrieben von unserem Entwicklungsteam in Österreich.",
  "blog.list.pageTitle": "Blog – Seite {page}",
  "blog.list.pageStatus": "Seite {page} von {pageCount}",

  "blog.loading": "Artikel werden geladen …",
  "blog.error.title": "Fehler beim Laden der Artikel",
  "blog.error.text": "Die Blogartikel konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
  "blog.empty.title": "Keine Artikel gefunden",
  "blog.empty.text": "Derzeit sind keine Blogartikel verfügbar.",
  "blog.pageMissing.title": "Diese Seite des Blogs gibt es nicht",
  "blog.pageMissing.text": "So weit reicht die Liste der Artikel nicht.",
  "blog.pageMissing.link": "Zu den neuesten Artikeln",

  "blog.card.readMore": "Artikel lesen",
  "blog.card.readMoreLabel": "Artikel lesen: {title}",
  "blog.meta.byAuthor": "von {author}",
  "blog.meta.readingTime": "{minutes} Min. Lesezeit",

  "blog.pagination.label": "Seiten des Blogs",
  "blog.pagination.previous": "Zurück",
  "blog.pagination.previousLabel": "Vorherige Seite",
  "blog.pagination.next": "Weiter",
  "blog.pagination.nextLabel": "Nächste Seite",
  "blog.pagination.page": "Seite {page}",

  "blog.post.navigation": "Weitere Artikel",
  "blog.post.older": "Älterer Artikel",
  "blog.post.newer": "Neuerer Artikel",
  "blog.post.onlyIn.de": "Dieser Artikel ist nur auf Deutsch verfügbar:",
  "blog.post.onlyIn.en": "Dieser Artikel ist nur auf Englisch verfügbar:",

  "blog.feed.title": "{site} Blog",
  "blog.feed.subscribe": "Per RSS abonnieren",
} satisfies Record<keyof typeof blogEn, string>;
