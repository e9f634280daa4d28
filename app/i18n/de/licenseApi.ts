import type { licenseApiEn } from "../en/licenseApi.ts";

export const licenseApiDe = {
  "licenseApi.error.invalidInput": "Die Anfrage ist unvollständig oder ungültig: {problems}",
  "licenseApi.error.fieldRequired": "{field} fehlt",
  "licenseApi.error.fieldInvalid": "{field} ist ungültig",
  "licenseApi.error.invalidBody": "Der Inhalt der Anfrage konnte nicht gelesen werden. Bitte senden Sie JSON oder Formularfelder.",
  "licenseApi.error.bodyTooLarge": "Die Anfrage ist zu groß.",
  "licenseApi.error.invalidLicenseKey":
    "Das ist kein gültiger Lizenzschlüssel. Bitte prüfen Sie ihn auf Tippfehler: Ein Schlüssel sieht so aus: WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.",
  "licenseApi.error.invalidSiteUrl": "Die Website-Adresse ist keine gültige Webadresse.",
  "licenseApi.error.invalidEnvironment": "Die Umgebung muss production, staging, development oder local sein.",
  "licenseApi.error.licenseNotFound": "Es gibt keine Lizenz mit diesem Schlüssel. Bitte prüfen Sie den Schlüssel in Ihrem Konto unter „Meine Lizenzen“.",
  "licenseApi.error.licenseRevoked":
    "Diese Lizenz wurde widerrufen und kann nicht mehr verwendet werden. Bitte kontaktieren Sie uns, wenn Sie das für einen Irrtum halten.",
  "licenseApi.error.licenseDisabled":
    "Diese Lizenz ist deaktiviert, zum Beispiel weil ihre Bestellung erstattet wurde. Bitte kontaktieren Sie uns, wenn Sie das für einen Irrtum halten.",
  "licenseApi.error.siteLimitReached":
    "Diese Lizenz ist bereits auf so vielen Websites aktiv, wie ihr Paket erlaubt ({limit}). Deaktivieren Sie sie auf einer davon oder wechseln Sie auf ein größeres Paket.",
  "licenseApi.error.siteNotActivated": "Diese Lizenz ist auf dieser Website nicht aktiviert.",
  "licenseApi.error.rateLimited": "Zu viele Anfragen. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  "licenseApi.error.methodNotAllowed": "Diese Adresse beantwortet nur {method}-Anfragen.",
  "licenseApi.error.pluginNotFound": "Ein Plugin mit diesem Namen ist auf diesem Server nicht verfügbar.",
  "licenseApi.error.invalidSignature":
    "Dieser Download-Link ist ungültig. Bitte suchen Sie in WordPress erneut nach Aktualisierungen, um einen neuen zu erhalten.",
  "licenseApi.error.linkExpired":
    "Dieser Download-Link ist abgelaufen. Bitte suchen Sie in WordPress erneut nach Aktualisierungen, um einen neuen zu erhalten.",
  "licenseApi.error.licenseNotActive":
    "Die Lizenz dieses Downloads ist nicht mehr aktiv oder ihr Aktualisierungszeitraum ist abgelaufen, daher kann die Datei nicht heruntergeladen werden.",
  "licenseApi.error.packageMissing": "Die Datei dieser Version ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.",

  "licenseApi.update.upToDate": "Sie verwenden die aktuelle Version {version}.",
  "licenseApi.update.available": "Version {version} ist verfügbar.",
  "licenseApi.update.licenseRequired":
    "Version {version} ist verfügbar. Um sie zu installieren, tragen Sie Ihren Lizenzschlüssel auf der Lizenzseite des Plugins ein (Plugins → Installierte Plugins → „Lizenz“) und klicken Sie auf „Lizenz aktivieren“.",
  "licenseApi.update.siteRequired": "Version {version} ist verfügbar. Für Aktualisierungen wird die Adresse der anfragenden Website benötigt.",
  "licenseApi.update.licenseNotFound":
    "Version {version} ist verfügbar, aber den auf der Lizenzseite des Plugins (Plugins → Installierte Plugins → „Lizenz“) eingetragenen Lizenzschlüssel gibt es nicht. Bitte kopieren Sie den Schlüssel in Ihrem Konto unter „Meine Lizenzen“ und tragen Sie ihn auf der Lizenzseite erneut ein.",
  "licenseApi.update.licenseExpired":
    "Version {version} ist verfügbar, aber der Aktualisierungszeitraum Ihrer Lizenz ist am {date} abgelaufen. Das Plugin funktioniert unverändert weiter; verlängern Sie die Lizenz, um wieder Aktualisierungen und Support zu erhalten: {renewUrl}",
  "licenseApi.update.licenseDisabled":
    "Version {version} ist verfügbar, aber Ihre Lizenz ist deaktiviert und erhält daher keine Aktualisierungen. Bitte kontaktieren Sie uns, wenn Sie das für einen Irrtum halten.",
  "licenseApi.update.licenseRevoked":
    "Version {version} ist verfügbar, aber Ihre Lizenz wurde widerrufen und erhält daher keine Aktualisierungen. Bitte kontaktieren Sie uns, wenn Sie das für einen Irrtum halten.",
  "licenseApi.update.siteNotActivated":
    "Version {version} ist verfügbar. Um sie zu erhalten, aktivieren Sie Ihre Lizenz für diese Website: Klicken Sie auf der Lizenzseite des Plugins (Plugins → Installierte Plugins → „Lizenz“) auf „Lizenz aktivieren“.",
  "licenseApi.update.wrongPlugin":
    "Version {version} ist verfügbar, aber der eingetragene Lizenzschlüssel gehört zu einem anderen Plugin. Tragen Sie auf der Lizenzseite des Plugins (Plugins → Installierte Plugins → „Lizenz“) den Schlüssel dieses Plugins ein; Sie finden ihn in Ihrem Konto unter „Meine Lizenzen“.",

  "licenseApi.info.installation":
    "Laden Sie die ZIP-Datei in Ihrem Konto unter „Meine Lizenzen“ herunter. Wählen Sie in WordPress „Plugins → Neues Plugin hinzufügen → Plugin hochladen“, wählen Sie die Datei aus und aktivieren Sie das Plugin. Tragen Sie danach Ihren Lizenzschlüssel auf der Lizenzseite des Plugins ein (Plugins → Installierte Plugins → „Lizenz“) und klicken Sie auf „Lizenz aktivieren“: Damit wird die Website aktiviert, und neue Versionen erscheinen wie jedes andere Update in WordPress. Automatisch installiert werden sie, wenn Sie beim Plugin unter „Plugins → Installierte Plugins“ auf „Automatische Aktualisierungen aktivieren“ klicken.",
  "licenseApi.info.installationFree":
    "Laden Sie die ZIP-Datei auf der Seite des Plugins auf unserer Website herunter. Wählen Sie in WordPress „Plugins → Neues Plugin hinzufügen → Plugin hochladen“, wählen Sie die Datei aus und aktivieren Sie das Plugin.",
  "licenseApi.info.changelogEmpty": "Noch keine Änderungen verzeichnet.",
  "licenseApi.legacy.noKey": "Es wurde kein Lizenzschlüssel angegeben.",
  "licenseApi.legacy.licenseInvalid":
    "Version {version} ist verfügbar, aber der eingetragene Lizenzschlüssel gilt nicht für dieses Plugin. Bitte kopieren Sie den Schlüssel in Ihrem Konto unter „Meine Lizenzen“ und tragen Sie ihn erneut ein.",
  "licenseApi.legacy.siteInactive":
    "Version {version} ist verfügbar. Um sie zu erhalten, aktivieren Sie Ihre Lizenz auf der Lizenzseite des Plugins für diese Website.",
  "licenseApi.legacy.unknownItem": "Dieser Shop bietet kein Produkt mit diesem Namen oder dieser Nummer an.",
} satisfies Record<keyof typeof licenseApiEn, string>;
