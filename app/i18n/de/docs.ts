import type { docsEn } from "../en/docs.ts";

export const docsDe = {
  "docs.intro": "Anleitungen zu unseren WordPress-Plugins: installieren, Lizenzen aktivieren, aktualisieren und einrichten.",
  "docs.breadcrumb": "Brotkrümelnavigation",

  "docs.search.label": "Dokumentation durchsuchen",
  "docs.search.submit": "Suchen",
  "docs.search.crumb": "Suche",
  "docs.search.heading": "Suchergebnisse für „{query}“",
  "docs.search.count.one": "1 Treffer",
  "docs.search.count.other": "{count} Treffer",
  "docs.search.none":
    "Zu „{query}“ gibt es in der Dokumentation keine Treffer. Versuchen Sie es mit anderen oder weniger Suchbegriffen oder stöbern Sie in den Kategorien.",
  "docs.search.browse": "Alle Kategorien ansehen",
  "docs.search.kind.parent": "Kategorie",
  "docs.search.kind.section": "Abschnitt",
  "docs.search.kind.article": "Artikel",

  "docs.count.sections.one": "1 Abschnitt",
  "docs.count.sections.other": "{count} Abschnitte",
  "docs.count.articles.one": "1 Artikel",
  "docs.count.articles.other": "{count} Artikel",

  "docs.sections.label": "Abschnitte in {parent}",
  "docs.articles.label": "Artikel in {section}",
  "docs.articles.heading": "Artikel",
  "docs.articles.none": "Zu diesem Abschnitt gibt es noch keine Artikel auf Deutsch.",
  "docs.section.open": "Zum Abschnitt {section}",

  "docs.back.toIndex": "Zurück zur Dokumentation",
  "docs.back.toParent": "Zurück zu {parent}",
  "docs.back.toSection": "Zurück zu {section}",

  "docs.loading": "Dokumentation wird geladen …",
  "docs.error.title": "Fehler beim Laden der Dokumentation",
  "docs.error.fallback": "Die Dokumentation konnte nicht geladen werden",
  "docs.error.retry": "Erneut versuchen",
  "docs.empty": "Derzeit ist keine Dokumentation verfügbar.",

  "docs.notFound.parent": "Der Dokumentationsbereich „{slug}“ wurde nicht gefunden.",
  "docs.notFound.section": "Der Abschnitt „{slug}“ wurde in „{parent}“ nicht gefunden.",
  "docs.notFound.article": "Der Artikel „{slug}“ wurde in „{section}“ nicht gefunden.",

  "docs.debug.heading": "Debug: Inhalt des Artikels",
  "docs.debug.source": "Rohfassung, wie gespeichert",
  "docs.debug.prepared": "Aufbereitetes HTML nach der Inhaltsverarbeitung",
} satisfies Record<keyof typeof docsEn, string>;
