import type { licensesEn } from "../en/licenses.ts";

export const licensesDe = {
  "licenses.status.active": "Aktiv",
  "licenses.status.expired": "Abgelaufen",
  "licenses.status.disabled": "Gesperrt",
  "licenses.status.revoked": "Widerrufen",

  "licenses.my.intro": "Ihre Lizenzschlüssel, die Websites, auf denen sie aktiv sind, Downloads, Verlängerungen und Upgrades.",
  "licenses.my.empty.title": "Sie haben noch keine Lizenzen",
  "licenses.my.empty.text": "Sobald Sie ein Plugin kaufen, erscheint sein Lizenzschlüssel hier – bereit zur Eingabe in WordPress.",
  "licenses.my.empty.link": "Zu den Plugins",
  "licenses.my.help": "So funktionieren Lizenzen, Aktivierung und Verlängerung",

  "licenses.card.option": "Lizenz: {option}",
  "licenses.card.sites": "Websites",
  "licenses.card.updates": "Updates und Support",

  "licenses.key.label": "Lizenzschlüssel",
  "licenses.key.show": "Schlüssel anzeigen",
  "licenses.key.showLabel": "Schlüssel anzeigen ({plugin})",
  "licenses.key.copy": "Schlüssel kopieren",
  "licenses.key.copyLabel": "Schlüssel kopieren ({plugin})",
  "licenses.key.copied": "Lizenzschlüssel kopiert",
  "licenses.key.copiedDescription":
    "Fügen Sie ihn in WordPress auf der Lizenzseite des Plugins ein: unter „Plugins → Installierte Plugins“ über den Link „Lizenz“ beim Plugin.",
  "licenses.key.copyFailed": "Der Schlüssel konnte nicht kopiert werden",
  "licenses.key.copyFailedDescription": "Er wird jetzt vollständig angezeigt: Markieren und kopieren Sie ihn bitte von Hand.",

  "licenses.sites.used.one": "{used} von {limit} Website in Verwendung",
  "licenses.sites.used.other": "{used} von {limit} Websites in Verwendung",
  "licenses.sites.unlimited.one": "{used} Website in Verwendung, ohne Begrenzung",
  "licenses.sites.unlimited.other": "{used} Websites in Verwendung, ohne Begrenzung",
  "licenses.sites.none":
    "Noch auf keiner Website aktiv. Zum Aktivieren klicken Sie in WordPress unter „Plugins → Installierte Plugins“ beim Plugin auf „Lizenz“, geben den Schlüssel ein und klicken auf „Lizenz aktivieren“.",
  "licenses.sites.since": "Aktiv seit {date}",
  "licenses.sites.lastSeen": "zuletzt gesehen am {date}",
  "licenses.sites.notCounted": "{environment} – zählt nicht zum Limit",
  "licenses.sites.environment.production": "Produktion",
  "licenses.sites.environment.staging": "Staging",
  "licenses.sites.environment.development": "Entwicklung",
  "licenses.sites.environment.local": "Lokal",
  "licenses.sites.deactivate": "Deaktivieren",
  "licenses.sites.deactivateLabel": "{site} deaktivieren",
  "licenses.sites.deactivating": "Wird deaktiviert …",
  "licenses.sites.deactivated": "{site} wurde deaktiviert. Die Lizenz ist für eine andere Website frei.",
  "licenses.sites.deactivateFailed": "Diese Website konnte nicht deaktiviert werden. Laden Sie die Seite neu und versuchen Sie es noch einmal.",

  "licenses.expiry.active": "Updates und Support bis {date}.",
  "licenses.expiry.expired":
    "Updates und Support sind am {date} ausgelaufen. Das Plugin funktioniert weiter; verlängern Sie die Lizenz, um wieder neue Versionen und Support zu erhalten.",
  "licenses.expiry.disabled":
    "Diese Lizenz wurde gesperrt, weil die Bestellung erstattet wurde. Sie erhält keine Updates mehr und lässt sich nicht mehr aktivieren.",
  "licenses.expiry.revoked":
    "Diese Lizenz wurde widerrufen und kann nicht mehr verwendet werden. Falls Sie das für einen Irrtum halten, kontaktieren Sie uns bitte.",

  "licenses.download.link": "Version {version} herunterladen",
  "licenses.download.label": "Version {version} herunterladen ({plugin})",
  "licenses.download.expired":
    "Neue Versionen können nur mit einer aktiven Lizenz heruntergeladen werden. Verlängern Sie sie, um die neueste Version zu erhalten.",
  "licenses.download.disabled": "Mit einer gesperrten Lizenz kann das Plugin nicht heruntergeladen werden.",
  "licenses.download.revoked": "Mit einer widerrufenen Lizenz kann das Plugin nicht heruntergeladen werden.",
  "licenses.download.none": "Von diesem Plugin gibt es noch keine Version zum Herunterladen.",
  "licenses.download.notFound": "In Ihrem Konto gibt es keine Lizenz mit dieser Nummer.",
  "licenses.download.unavailable": "Für dieses Plugin steht derzeit keine Version zum Herunterladen bereit.",

  "licenses.renew.link": "Um {price} verlängern",
  "licenses.renew.label": "Um {price} verlängern ({plugin})",
  "licenses.renew.hint": "Verlängert Updates und Support um eine weitere Laufzeit ab dem aktuellen Ablaufdatum.",
  "licenses.upgrade.title": "Upgrade",
  "licenses.upgrade.hint": "Sie zahlen nur die Differenz und behalten Schlüssel und Ablaufdatum.",
  "licenses.upgrade.link": "{option} um {price} Aufpreis",
  "licenses.upgrade.label": "Upgrade auf {option} um {price} Aufpreis ({plugin})",

  "licenses.info.intro":
    "Zu jedem kostenpflichtigen Plugin gehört ein Lizenzschlüssel. Er aktiviert das Plugin auf Ihren Websites und schaltet für die Laufzeit Ihrer Lizenz Updates und Support frei.",
  "licenses.info.tiers.title": "Lizenzarten",
  "licenses.info.tiers.text":
    "Unsere kostenpflichtigen Plugins gibt es in drei Stufen. Sie unterscheiden sich nur darin, auf wie vielen Websites der Schlüssel aktiv sein darf:",
  "licenses.info.tiers.single.name": "1 Website",
  "licenses.info.tiers.single.text": "für eine Website, etwa Ihre Firmenwebsite oder Ihren Shop.",
  "licenses.info.tiers.five.name": "5 Websites",
  "licenses.info.tiers.five.text": "für bis zu fünf Websites – Ihre eigenen oder die Ihrer Kundinnen und Kunden.",
  "licenses.info.tiers.unlimited.name": "Unbegrenzt",
  "licenses.info.tiers.unlimited.text": "für beliebig viele Websites, gemacht für Agenturen.",
  "licenses.info.tiers.term":
    "Jede Lizenz enthält Updates und Support für die beim Preis angegebene Anzahl an Monaten ab dem Kauf. Danach funktioniert das Plugin auf all Ihren Websites weiter – nur neue Versionen und Support enden, bis Sie verlängern.",
  "licenses.info.activation.title": "Aktivierung",
  "licenses.info.activation.step1": "Installieren Sie das Plugin in WordPress und aktivieren Sie es wie gewohnt.",
  "licenses.info.activation.step2":
    "Klicken Sie unter „Plugins → Installierte Plugins“ in der Zeile des Plugins auf „Lizenz“, geben Sie Ihren Lizenzschlüssel ein und klicken Sie auf „Lizenz aktivieren“. Ist das Plugin in einer Multisite netzwerkweit aktiviert, finden Sie den Link in der Netzwerkverwaltung.",
  "licenses.info.activation.step3":
    "Die Website ist damit für diesen Schlüssel aktiviert und belegt eine seiner Websites. Die Lizenzseite zeigt nun, bis wann Sie Updates erhalten und wie viele Websites belegt sind; den Schlüssel zeigt sie ab jetzt nur noch maskiert.",
  "licenses.info.activation.staging":
    "Testkopien zählen nicht: Websites, die WordPress als Staging-, Entwicklungs- oder lokale Umgebung meldet, und Adressen wie localhost, *.local, *.test oder staging.example.com.",
  "licenses.info.activation.move":
    "Um eine Lizenz auf eine andere Website zu übertragen, klicken Sie auf der Lizenzseite des Plugins auf der alten Website auf „Lizenz deaktivieren“ oder löschen das Plugin dort; ist die alte Website nicht mehr erreichbar, deaktivieren Sie sie unter „Meine Lizenzen“. Die Website ist sofort wieder frei. Das Plugin in WordPress nur zu deaktivieren, gibt sie nicht frei.",
  "licenses.info.updates.title": "Updates",
  "licenses.info.updates.text":
    "Solange Ihre Lizenz aktiv ist, erscheinen neue Versionen in WordPress unter „Dashboard → Aktualisierungen“ und in der Plugin-Liste und lassen sich wie jedes andere Update installieren, auf Wunsch auch automatisch („Automatische Aktualisierungen aktivieren“ unter „Plugins → Installierte Plugins“). Die neueste Version können Sie auch unter „Meine Lizenzen“ herunterladen.",
  "licenses.info.renewal.title": "Verlängerung",
  "licenses.info.renewal.text":
    "Eine Verlängerung fügt eine weitere Laufzeit für Updates und Support hinzu, gerechnet ab dem aktuellen Ablaufdatum – frühzeitiges Verlängern kostet Sie also nichts. Ist die Lizenz bereits abgelaufen, beginnt die neue Laufzeit am Tag der Verlängerung. Schlüssel und Websites bleiben gleich.",
  "licenses.info.upgrades.title": "Upgrades",
  "licenses.info.upgrades.text":
    "Sie brauchen mehr Websites? Wechseln Sie unter „Meine Lizenzen“ auf eine größere Stufe: Sie zahlen nur die Differenz zwischen den beiden Preisen, Schlüssel und Ablaufdatum bleiben gleich.",
  "licenses.info.myLicensesLink": "Zu „Meine Lizenzen“",
  "licenses.info.pluginsLink": "Plugins und Preise ansehen",

  "licenses.lookup.title": "Lizenzschlüssel prüfen",
  "licenses.lookup.intro":
    "Geben Sie einen Schlüssel ein, um seinen Status, sein Plugin und die Laufzeit der Updates zu sehen. Inhaber und Websites werden nie angezeigt.",
  "licenses.lookup.field": "Lizenzschlüssel",
  "licenses.lookup.hint": "Zum Beispiel WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA",
  "licenses.lookup.submit": "Schlüssel prüfen",
  "licenses.lookup.submitting": "Wird geprüft …",
  "licenses.lookup.empty": "Bitte geben Sie einen Lizenzschlüssel ein.",
  "licenses.lookup.unknown": "Keine Lizenz mit diesem Schlüssel.",
  "licenses.lookup.rateLimited.one": "Zu viele Abfragen aus Ihrem Netzwerk. Bitte versuchen Sie es in {minutes} Minute noch einmal.",
  "licenses.lookup.rateLimited.other": "Zu viele Abfragen aus Ihrem Netzwerk. Bitte versuchen Sie es in {minutes} Minuten noch einmal.",
  "licenses.lookup.resultTitle": "Lizenz gefunden",
  "licenses.lookup.plugin": "Plugin",
  "licenses.lookup.status": "Status",
  "licenses.lookup.updatesUntil": "Updates und Support bis",
  "licenses.lookup.updatesEnded": "Updates und Support ausgelaufen am",

  // Verlängerungs-Erinnerungen (Issue #20 Teil 2): vor und am Ablauf, in der Sprache des Kunden.
  "renewals.mail.subject.expiring": "Ihre Lizenz für {plugin} läuft am {date} ab – {company}",
  "renewals.mail.subject.expired": "Ihre Lizenz für {plugin} ist abgelaufen – {company}",
  "renewals.mail.greeting": "Hallo {name},",
  "renewals.mail.text.expiring":
    "Updates und Support für {plugin} enden am {date}. Das Plugin läuft auf Ihren Websites weiter; damit Sie weiterhin neue Versionen und Support erhalten, verlängern Sie die Lizenz. Schlüssel und Websites bleiben gleich, und die neue Laufzeit beginnt mit dem bisherigen Ablaufdatum – früh zu verlängern kostet Sie also nichts.",
  "renewals.mail.text.expired":
    "Updates und Support für {plugin} sind am {date} ausgelaufen. Das Plugin läuft auf Ihren Websites weiter, erhält aber keine neuen Versionen und Sicherheitskorrekturen mehr. Mit einer Verlängerung bekommen Sie sie wieder: Schlüssel und Websites bleiben gleich.",
  "renewals.mail.plugin": "Plugin",
  "renewals.mail.key": "Lizenzschlüssel",
  "renewals.mail.expires": "Updates und Support bis",
  "renewals.mail.renew": "Mit einem Klick verlängern (melden Sie sich an, falls gefragt):",
  "renewals.mail.myLicenses": "Alle Ihre Lizenzen:",
  "renewals.mail.signature": "Freundliche Grüße\nIhr {company}-Team",
} satisfies Record<keyof typeof licensesEn, string>;
