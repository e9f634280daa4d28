import type { adminWorkspaceEn } from "../en/admin-workspace.ts";

/** Der eigene Bildschirm des Adminbereichs (obere Leiste, Kopierknöpfe), die Suche über alle Datensätze und sortierbare Spalten. */
export const adminWorkspaceDe = {
  "admin.topBar.label": "Verwaltungswerkzeuge",
  "admin.topBar.brand": "WP Studio Admin",
  "admin.topBar.brandLabel": "WP-Studio-Verwaltung: Übersicht",
  "admin.topBar.signedInAs": "Angemeldet als {name}",
  "admin.topBar.publicSite": "Zur Website",
  "admin.topBar.signOut": "Abmelden",

  "admin.copy.button": "{label} kopieren",
  "admin.copy.done": "{label} in die Zwischenablage kopiert.",
  "admin.copy.failed": "Kopieren hat nicht geklappt. Bitte markieren Sie den Text und kopieren Sie ihn selbst.",
  "admin.copy.email": "E-Mail-Adresse",
  "admin.copy.licenseKey": "Lizenzschlüssel",

  "admin.find.field": "Bestellungen, Lizenzen, Kunden, Websites und Nachrichten durchsuchen",
  "admin.find.placeholder": "Suchen … ( / )",
  "admin.find.submit": "Finden",
  "admin.find.title": "Suche",
  "admin.find.intro":
    "Eine Suche über Bestellungen (Nummer), Lizenzen (ganzer Schlüssel oder ein Teil davon), Kunden (E-Mail, Name), Websites (Adresse) und Kontaktnachrichten (Absender, Betreff).",
  "admin.find.formLabel": "Verwaltung durchsuchen",
  "admin.find.empty": "Bitte geben Sie ein, wonach Sie suchen.",
  "admin.find.tooShort": "Bitte geben Sie mindestens {count} Zeichen oder eine Bestellnummer ein.",
  "admin.find.none": "Nichts passt zu „{query}“.",
  "admin.find.summary": "Ergebnisse für „{query}“",
  "admin.find.more": "Nur die ersten {count} werden gezeigt. Ganze Liste öffnen",
  "admin.find.group.orders": "Bestellungen",
  "admin.find.group.licenses": "Lizenzen",
  "admin.find.group.customers": "Kunden",
  "admin.find.group.sites": "Websites",
  "admin.find.group.messages": "Nachrichten",
  "admin.find.order": "Bestellung {number}",
  "admin.find.site.license": "Lizenz {key}",
  "admin.find.site.inactive": "deaktiviert",

  "admin.sort.ascending": "aufsteigend sortiert",
  "admin.sort.descending": "absteigend sortiert",
} satisfies Record<keyof typeof adminWorkspaceEn, string>;
