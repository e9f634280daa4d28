import type { servicesEn } from "../en/services.ts";

/** Die Leistungsseiten (/leistungen, /leistungen/<art>); Namen und Kurztexte der Leistungen stammen von der Startseite (marketing.services.*). */
export const servicesDe = {
  "services.overview.title": "Unsere Leistungen",
  "services.overview.lead":
    "Web-, App-, Individual- und KI-Entwicklung aus einem festen Team in Wien. Jede Leistung hat ihre eigene Seite: was wir bauen, wie wir arbeiten, was es kostet und welche Projekte wir umgesetzt haben.",
  "services.overview.more": "Mehr zu {service}",

  "services.page.eyebrow": "Leistung",
  "services.page.build.title": "Was wir bauen",
  "services.page.how.title": "So arbeiten wir",
  "services.page.price.title": "Was es kostet",
  "services.page.price.note":
    "Netto, zuzüglich USt. Zu jeder Aufgabe erhalten Sie ein schriftliches Angebot mit Festpreis und einem normalen und einem schnellen Liefertermin; bezahlt wird erst, wenn Sie es annehmen.",
  "services.page.caseStudies.title": "Fallstudien",
  "services.page.caseStudies.lead": "Projekte dieser Art, die wir umgesetzt haben, mit den Zahlen, die unsere Kundinnen und Kunden danach gemessen haben.",
  "services.page.caseStudies.plugin": "Eingesetztes Plugin: {plugin}",
  "services.page.start.title": "Aufgabe starten",
  "services.page.start.text":
    "Beschreiben Sie, was Sie brauchen, und hängen Sie an, was Sie haben – Briefings, Screenshots; Zugangsdaten folgen später. Wir antworten im Chat der Aufgabe und schicken Ihnen ein Angebot.",
  "services.page.start.button": "Aufgabe starten",
  "services.page.start.contact": "Lieber zuerst reden? Kontakt aufnehmen",
  "services.page.otherServices": "Unsere weiteren Leistungen",

  "services.priceCue.project_from": "Projekte ab {amount}",
  "services.priceCue.day_rate": "Tagessatz {amount}",
  "services.priceCue.hour_rate": "Stundensatz {amount}",

  "services.web.lead":
    "WordPress-Websites und WooCommerce-Shops, die auf dem Handy in unter zwei Sekunden laden, bei Google für das gefunden werden, was Ihre Kundschaft sucht, und die Ihr Team selbst im Block-Editor pflegt – ohne uns für jede neue Seite anzurufen.",
  "services.web.description":
    "WordPress-Webentwicklung aus Wien: individuelle Block-Themes, WooCommerce-Shops, mehrsprachige Websites und Umzüge, mit Festpreisangebot. Projekte von unserem 8-köpfigen Team.",
  "services.web.build.1.title": "Unternehmenswebsites mit eigenem Block-Theme",
  "services.web.build.1.text":
    "Ein Theme nach Ihrem Design, mit Blöcken und Vorlagen für Ihre wiederkehrenden Seitentypen – eine neue Produktseite kostet Ihr Team dann Minuten statt eines Designertags.",
  "services.web.build.2.title": "WooCommerce-Shops",
  "services.web.build.2.text":
    "Produktkataloge, Varianten, österreichische und EU-Umsatzsteuer, Rechnungen, Stripe, PayPal und Klarna sowie die Anbindung an Ihr Lager- oder ERP-System.",
  "services.web.build.3.title": "Mehrsprachige Websites",
  "services.web.build.3.text":
    "Deutsch, Englisch und weitere Sprachen mit korrekten hreflang-Verweisen, übersetzten Adressen und einem gemeinsamen Redaktionsablauf.",
  "services.web.build.4.title": "Relaunches und Umzüge",
  "services.web.build.4.text":
    "Umzüge von TYPO3, Joomla, Wix oder Page-Buildern zu WordPress, mit Weiterleitungen für jede alte Adresse, damit Ihre Suchplatzierungen den Umzug überstehen.",
  "services.web.how.1.title": "Bestandsaufnahme",
  "services.web.how.1.text": "Wir messen Ihre bestehende Website (Core Web Vitals, Barrierefreiheit, Suchzugriffe) und legen die Ziele in Zahlen fest.",
  "services.web.how.2.title": "Design in Blöcken",
  "services.web.how.2.text": "Layouts entstehen als wiederverwendbare Blöcke und Vorlagen statt als Einzelseiten, und Sie geben sie auf einem Testsystem frei.",
  "services.web.how.3.title": "Entwicklung auf Staging",
  "services.web.how.3.text":
    "Wir bauen auf einer Staging-Kopie, die Sie jederzeit ansehen können; Inhalte übernehmen wir per Skript statt per Kopieren und Einfügen.",
  "services.web.how.4.title": "Start mit Weiterleitungen und Schulung",
  "services.web.how.4.text":
    "Livegang mit geprüften Weiterleitungen, einem letzten Geschwindigkeits- und Barrierefreiheitstest und einer Schulung für Ihre Redaktion.",

  "services.app.lead":
    "Mobile Apps für iOS und Android und Web-Apps für den Browser, mit React Native und React aus einer Codebasis, über saubere Schnittstellen an Ihre WordPress-Website oder Ihre bestehenden Systeme angebunden.",
  "services.app.description":
    "App-Entwicklung aus Wien: iOS- und Android-Apps mit React Native, Web-Apps mit React, angebunden an WordPress und Ihre Systeme. Festpreisangebote von unserem Team.",
  "services.app.build.1.title": "Apps für Ihre Kundschaft",
  "services.app.build.1.text": "Buchungen, Kundenkarten, Bestellungen und Push-Nachrichten für Ihre Kundinnen und Kunden, im App Store und bei Google Play.",
  "services.app.build.2.title": "Apps für den Außendienst",
  "services.app.build.2.text":
    "Checklisten, Fotos, Unterschriften und Berichte, die vor Ort auch offline funktionieren und sich synchronisieren, sobald wieder Netz da ist.",
  "services.app.build.3.title": "Web-Apps und Kundenportale",
  "services.app.build.3.text":
    "Portale im Browser, in denen Ihre Kundinnen und Kunden Aufträge, Dokumente und Termine sehen – mit ordentlichem Login und Rollen.",
  "services.app.build.4.title": "Schnittstellen für Ihre App",
  "services.app.build.4.text":
    "REST- und GraphQL-APIs auf WordPress oder Node.js, dokumentiert, versioniert und abgesichert, damit App und Website einen Datenbestand teilen.",
  "services.app.how.1.title": "Zuerst ein klickbarer Prototyp",
  "services.app.how.1.text":
    "Noch vor der ersten Zeile Code testen Sie einen klickbaren Prototyp auf Ihrem eigenen Handy und mit einigen echten Nutzerinnen und Nutzern.",
  "services.app.how.2.title": "Alle zwei Wochen eine Testversion",
  "services.app.how.2.text": "Alle zwei Wochen erhalten Sie eine Testversion über TestFlight und den internen Test von Google Play.",
  "services.app.how.3.title": "Veröffentlichung in den Stores",
  "services.app.how.3.text": "Wir bereiten Store-Einträge, Screenshots und Datenschutzangaben vor und begleiten die Prüfungen durch Apple und Google.",
  "services.app.how.4.title": "Updates nach dem Start",
  "services.app.how.4.text": "Jedes Jahr erscheinen neue iOS- und Android-Versionen; wir halten Ihre App kompatibel und ihre Abhängigkeiten aktuell.",

  "services.custom.lead":
    "Software für das, was kein fertiges Produkt abdeckt: individuelle WordPress-Plugins, Schnittstellen zwischen ERP, CRM und Zahlungssystemen, Datenimporte und Verwaltungswerkzeuge, die Ihrem Team Routinearbeit abnehmen.",
  "services.custom.description":
    "Individuelle Softwareentwicklung aus Wien: eigene WordPress-Plugins, Schnittstellen zu ERP, CRM und Zahlungsanbietern, Importe und Verwaltungswerkzeuge – nach Tagessatz oder Festpreis.",
  "services.custom.build.1.title": "Individuelle WordPress-Plugins",
  "services.custom.build.1.text":
    "Plugins für Ihren Ablauf – Buchungen, Rechner, Mitgliederbereiche, Freigabeprozesse –, nach den WordPress-Coding-Standards geschrieben, getestet und aktualisierbar.",
  "services.custom.build.2.title": "Schnittstellen zwischen Systemen",
  "services.custom.build.2.text":
    "Bestellungen nach BMD, SAP Business One oder Microsoft Dynamics, Kontakte zu HubSpot oder Salesforce, Zahlungen von Stripe und Adyen.",
  "services.custom.build.3.title": "Importe und Datenbereinigung",
  "services.custom.build.3.text":
    "Regelmäßige Importe von Preislisten, Produktdaten oder Mitgliederlisten aus CSV, XML und Excel, mit Prüfungen und einem Bericht der Änderungen.",
  "services.custom.build.4.title": "Verwaltungswerkzeuge",
  "services.custom.build.4.text": "Masken, die Tabellenkalkulationen und Kopieren zwischen Systemen ersetzen – für das Team, das die Arbeit jeden Tag macht.",
  "services.custom.how.1.title": "Erst der Ablauf, dann der Code",
  "services.custom.how.1.text":
    "Wir setzen uns mit den Menschen zusammen, die die Arbeit heute machen, und schreiben den Ablauf auf, bevor wir Software dafür vorschlagen.",
  "services.custom.how.2.title": "Kleine, nutzbare Schritte",
  "services.custom.how.2.text": "Der erste nützliche Teil geht binnen Wochen live; weitere Teile folgen als eigene Lieferungen mit eigenem Preis.",
  "services.custom.how.3.title": "Tests und Dokumentation",
  "services.custom.how.3.text":
    "Automatische Tests für jede Schnittstelle und ein schriftliches Handbuch, damit Ihr eigenes Team oder eine andere Agentur übernehmen kann.",
  "services.custom.how.4.title": "Ihr Code, Ihre Rechte",
  "services.custom.how.4.text": "Sie erhalten den Quellcode in Ihrem eigenen Repository; nichts hängt an einer Lizenz von uns.",

  "services.ai.lead":
    "KI-Funktionen, die echte Arbeit sparen: Assistenten, die aus Ihren eigenen Inhalten antworten, automatische Verarbeitung von Dokumenten und E-Mails, semantische Suche – mit eingeplantem Datenschutz, EU-Hosting, wo es darauf ankommt, und einem Menschen, der die Kontrolle behält.",
  "services.ai.description":
    "KI-Entwicklung aus Wien: Chat-Assistenten auf Ihren Inhalten, Dokumentenverarbeitung, semantische Suche in WordPress – DSGVO-konform mit EU-Hosting und offenen Modellen.",
  "services.ai.build.1.title": "Assistenten auf Ihren Inhalten",
  "services.ai.build.1.text":
    "Ein Chat auf Ihrer Website oder im Intranet, der aus Ihrer Dokumentation, Ihren Produkten und FAQs antwortet, seine Quellen nennt und im Zweifel an einen Menschen übergibt.",
  "services.ai.build.2.title": "Verarbeitung von Dokumenten und E-Mails",
  "services.ai.build.2.text":
    "Eingangsrechnungen, Bestellungen und Anfragen werden gelesen, sortiert und für Ihre Systeme vorbereitet; ein Mensch bestätigt, bevor etwas gebucht wird.",
  "services.ai.build.3.title": "Semantische Suche",
  "services.ai.build.3.text":
    "Eine Suche in WordPress oder Ihrem Shop, die findet, was Besucherinnen und Besucher meinen, nicht nur die Wörter, die sie eingegeben haben.",
  "services.ai.build.4.title": "Schreibhilfen in WordPress",
  "services.ai.build.4.text":
    "Entwürfe für Produkttexte, Zusammenfassungen und Übersetzungen direkt im Block-Editor, in Ihrem Ton und mit Ihren Fachbegriffen.",
  "services.ai.how.1.title": "Pilot mit Ihren eigenen Daten",
  "services.ai.how.1.text":
    "Ein Pilot von zwei bis vier Wochen mit einer echten Stichprobe Ihrer Daten zeigt, was das Modell richtig macht, bevor Sie mehr investieren.",
  "services.ai.how.2.title": "Gemessen, nicht versprochen",
  "services.ai.how.2.text": "Wir vereinbaren vorab Testfragen und Zielwerte und berichten die Trefferquote jeder Version.",
  "services.ai.how.3.title": "Datenschutz von Anfang an",
  "services.ai.how.3.text":
    "EU-gehostete oder offene Modelle, wo personenbezogene Daten im Spiel sind, ein Auftragsverarbeitungsvertrag und kein Training mit Ihren Daten.",
  "services.ai.how.4.title": "Betrieb und Überwachung",
  "services.ai.how.4.text":
    "Kosten je Anfrage, Antwortqualität und Rückmeldungen werden überwacht, und Modelle werden aktualisiert, sobald bessere erscheinen.",
} as const satisfies Record<keyof typeof servicesEn, string>;
