import type { adminEn } from "../en/admin.ts";

export const adminDe = {
  "admin.forbidden": "Sie haben keine Berechtigung, diese Seite aufzurufen.",

  "admin.nav.label": "Verwaltung",
  "admin.nav.dashboard": "Übersicht",
  "admin.nav.plugins": "Plugins",
  "admin.nav.docs": "Dokumentation",
  "admin.nav.blog": "Blog",
  "admin.nav.orders": "Bestellungen",
  "admin.nav.licenses": "Lizenzen",
  "admin.nav.customers": "Kundinnen und Kunden",
  "admin.nav.messages": "Nachrichten",
  "admin.nav.audit": "Protokoll",
  "admin.nav.unread": "{count} ungelesen",

  "admin.pager.label": "Seiten",
  "admin.pager.previous": "Vorherige Seite",
  "admin.pager.next": "Nächste Seite",
  "admin.pager.status": "Seite {page} von {pageCount} · {total} Einträge",
  "admin.list.empty": "Nichts gefunden.",
  "admin.search.submit": "Suchen",
  "admin.search.reset": "Zurücksetzen",
  "admin.confirm.cancel": "Abbrechen",
  "admin.error.notConfirmed": "Bitte bestätigen Sie diesen Schritt im Dialog.",
  "admin.error.unknownIntent": "Diese Aktion ist unbekannt. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "admin.error.notFound": "Dieser Datensatz existiert nicht mehr.",
  "admin.error.form": "Bitte korrigieren Sie die markierten Felder.",

  "admin.home.signedInAs": "Angemeldet als {name} ({email}).",
  "admin.home.security": "Ihre Anmeldung ist mit einer Authenticator-App geschützt. Unbenutzte Wiederherstellungscodes: {count}.",
  "admin.home.recoveryCodesLow": "Es sind nur noch wenige Wiederherstellungscodes übrig. Bewahren Sie die restlichen sicher auf.",
  "admin.home.siteAreas": "Bereiche der Website",

  "admin.twoFactor.title": "Anmeldung mit zweitem Faktor",
  "admin.twoFactor.enrol.intro":
    "Admin-Konten melden sich mit einem zweiten Faktor an. Richten Sie dafür einmalig eine Authenticator-App ein (etwa Google Authenticator, Microsoft Authenticator, 1Password oder Aegis); sie zeigt Ihnen dann alle 30 Sekunden einen neuen sechsstelligen Code.",
  "admin.twoFactor.enrol.scanHeading": "1. QR-Code scannen",
  "admin.twoFactor.enrol.scan": "Scannen Sie diesen Code mit Ihrer Authenticator-App.",
  "admin.twoFactor.enrol.qrLabel": "QR-Code zum Einrichten der Authenticator-App für {account}",
  "admin.twoFactor.enrol.manual": "Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in der App ein (zeitbasiert, 6 Stellen):",
  "admin.twoFactor.enrol.secretLabel": "Einrichtungsschlüssel",
  "admin.twoFactor.enrol.confirmHeading": "2. Mit einem Code bestätigen",
  "admin.twoFactor.enrol.confirm": "Geben Sie den sechsstelligen Code ein, den die App jetzt anzeigt.",
  "admin.twoFactor.enrol.submit": "Bestätigen und anmelden",

  "admin.twoFactor.verify.intro":
    "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein. Ohne Ihr Telefon verwenden Sie stattdessen einen Ihrer Wiederherstellungscodes.",
  "admin.twoFactor.code": "Code aus der App oder Wiederherstellungscode",
  "admin.twoFactor.enrolCode": "Sechsstelliger Code",
  "admin.twoFactor.verify.submit": "Anmelden",

  "admin.twoFactor.error.required": "Bitte geben Sie einen Code ein.",
  "admin.twoFactor.error.wrongCode": "Dieser Code ist nicht gültig. Verbleibende Versuche: {remaining}.",
  "admin.twoFactor.locked.title": "Zu viele falsche Codes",
  "admin.twoFactor.locked.text": "Zu Ihrer Sicherheit wurde diese Anmeldung abgebrochen. Bitte melden Sie sich erneut mit Ihrem Passwort an.",
  "admin.twoFactor.locked.login": "Erneut anmelden",

  "admin.twoFactor.enrolled.title": "Der zweite Faktor ist eingerichtet",
  "admin.twoFactor.enrolled.codesIntro":
    "Das sind Ihre Wiederherstellungscodes. Jeder funktioniert einmal anstelle eines Codes aus der App, falls Sie Ihr Telefon verlieren. Speichern Sie sie jetzt an einem sicheren Ort (in einem Passwort-Manager oder ausgedruckt): Sie werden nur dieses eine Mal angezeigt.",
  "admin.twoFactor.enrolled.codesLabel": "Wiederherstellungscodes",
  "admin.twoFactor.enrolled.done": "Sie sind angemeldet. Die Wiederherstellungscodes wurden einmalig direkt nach der Einrichtung angezeigt.",
  "admin.twoFactor.enrolled.continue": "Weiter",
} satisfies Record<keyof typeof adminEn, string>;
