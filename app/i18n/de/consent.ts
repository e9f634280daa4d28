import type { consentEn } from "../en/consent.ts";

export const consentDe = {
  "consent.title": "Cookies und Datenschutz",
  "consent.intro":
    "Wir verwenden essenzielle Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Cookies und ähnliche Technologien für Statistik, zusätzliche Funktionen und Marketing. Ihre Einwilligung ist freiwillig; Sie können sie jederzeit mit Wirkung für die Zukunft über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen.",
  "consent.accept": "Akzeptieren",
  "consent.reject": "Ablehnen",
  "consent.manage": "Einstellungen verwalten",

  "consent.detailsTitle": "Cookie-Einstellungen",
  "consent.detailsIntro":
    "Wählen Sie, welche Kategorien wir verwenden dürfen. Essenzielle Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert. Ihre Auswahl wird in Ihrem Browser gespeichert und lässt sich jederzeit ändern.",
  "consent.acceptAll": "Alle akzeptieren",
  "consent.rejectAll": "Alle ablehnen",
  "consent.save": "Einstellungen speichern",
  "consent.moreDetails": "Mehr Details",
  "consent.opensInNewTab": "(öffnet in neuem Tab)",
  "consent.close": "Cookie-Einstellungen schließen",
  "consent.alwaysActive": "Immer aktiv",

  "consent.category.essential.label": "Essenziell",
  "consent.category.essential.description":
    "Erforderlich, damit die Website funktioniert und sicher ist, etwa um Sie angemeldet zu halten, einen Kauf abzuschließen und diese Auswahl zu speichern. Diese lassen sich nicht abschalten.",
  "consent.category.analytics.label": "Statistik",
  "consent.category.analytics.description":
    "Helfen uns zu verstehen, wie Besucher die Website nutzen, etwa welche Seiten wie lange aufgerufen werden, damit wir sie verbessern können.",
  "consent.category.functionality.label": "Funktional",
  "consent.category.functionality.description":
    "Ermöglichen zusätzliche Funktionen und Personalisierung, etwa das Speichern Ihrer Einstellungen oder eingebettete Inhalte anderer Anbieter.",
  "consent.category.marketing.label": "Marketing",
  "consent.category.marketing.description":
    "Erlauben uns und unseren Werbepartnern, Ihnen passende Werbung zu zeigen und den Erfolg unserer Kampagnen zu messen, auch auf anderen Websites. Partner können Daten auch außerhalb der EU verarbeiten.",
} as const satisfies Record<keyof typeof consentEn, string>;
