import type { marketingEn } from "../en/marketing.ts";

export const marketingDe = {
  // Die Unternehmensangaben, so wie der Kunde sie vorgibt.
  "marketing.claim.experience": "über 10 Jahre Erfahrung",
  "marketing.claim.developers": "{count} Vollzeit-Entwickler",

  "marketing.hero.eyebrow": "WordPress-Agentur in Wien",
  "marketing.hero.lead":
    "Wir entwickeln WordPress-Websites, Apps, individuelle Software und KI-Funktionen für Unternehmen in Österreich und darüber hinaus – und eigene WordPress-Plugins, die Sie bei uns kaufen oder kostenlos herunterladen können.",
  "marketing.hero.primary": "Projekt anfragen",
  "marketing.hero.secondary": "Unsere Plugins entdecken",
  "marketing.hero.art.alt":
    "Illustration: ein WordPress-Adminbereich mit einem unserer Plugins – ein Hinweis auf das Update auf Version 2.4, das Lizenzfeld mit aktiver Lizenz auf 3 von 5 Websites und daneben eine steigende Verkaufskurve.",
  "marketing.hero.art.update": "Neue Version 2.4 verfügbar",
  "marketing.hero.art.updateNow": "Aktualisieren",
  "marketing.hero.art.license": "Lizenz",
  "marketing.hero.art.active": "Aktiv",
  "marketing.hero.art.sites": "3 von 5 Websites aktiviert",

  "marketing.services.title": "Was wir tun",
  "marketing.services.lead": "Vier Leistungen, ein Team: von der ersten Idee bis zum laufenden System kommt alles aus einer Hand.",
  "marketing.services.builtWith": "Womit",
  "marketing.services.for": "Für wen",
  "marketing.services.web.title": "Webentwicklung",
  "marketing.services.web.text":
    "WordPress-Websites und Onlineshops, die schnell laden, bei Google gefunden werden und die Ihr Team selbst pflegen kann: individuelle Themes, Layouts im Block-Editor, WooCommerce-Shops, mehrsprachige Auftritte und Umzüge aus anderen Systemen.",
  "marketing.services.web.stack": "WordPress, PHP, Gutenberg-Blöcke, WooCommerce, React",
  "marketing.services.web.audience": "Unternehmen, Vereine und öffentliche Einrichtungen, die ihre Website ohne uns bearbeiten wollen.",
  "marketing.services.app.title": "App-Entwicklung",
  "marketing.services.app.text":
    "Mobile Apps für iOS und Android und Web-Apps für den Browser – von der Kunden-App bis zum internen Werkzeug für den Außendienst, über saubere Schnittstellen mit Ihrer WordPress-Website oder Ihren bestehenden Systemen verbunden.",
  "marketing.services.app.stack": "React Native, React, TypeScript, REST- und GraphQL-Schnittstellen",
  "marketing.services.app.audience": "Betriebe, die ihren Kundinnen, Kunden oder Mitarbeitenden einen Service am Smartphone bieten wollen.",
  "marketing.services.custom.title": "Individuelle Softwareentwicklung",
  "marketing.services.custom.text":
    "Software für das, was kein fertiges Produkt abdeckt: maßgeschneiderte WordPress-Plugins, Schnittstellen zu ERP-, CRM- und Zahlungssystemen, Datenimporte und Verwaltungswerkzeuge, die Ihnen Routinearbeit abnehmen.",
  "marketing.services.custom.stack": "PHP, TypeScript, Node.js, SQL-Datenbanken, REST-Schnittstellen",
  "marketing.services.custom.audience": "Unternehmen, deren Abläufe nicht in Standardsoftware passen.",
  "marketing.services.ai.title": "KI-Entwicklung",
  "marketing.services.ai.text":
    "KI-Funktionen, die echte Arbeit sparen: Chatbots, die aus Ihren eigenen Inhalten antworten, automatische Verarbeitung von Texten und Dokumenten, semantische Suche und Assistenten direkt in WordPress – mit Datenschutz von Anfang an.",
  "marketing.services.ai.stack": "Große Sprachmodelle (OpenAI, Mistral, offene Modelle), Retrieval-Augmented Generation, Vektorsuche",
  "marketing.services.ai.audience": "Teams, die KI produktiv nutzen wollen, ohne die Kontrolle über ihre Daten abzugeben.",

  "marketing.claims.title": "Warum WP Studio",
  "marketing.claims.experience.text":
    "Seit {year} entwickeln wir Websites, Plugins und Apps – wir kennen WordPress von seinen kleinen Eigenheiten bis zu großen Multisite-Installationen.",
  "marketing.claims.developers.text":
    "Ihr Projekt entsteht in unserem eigenen, fest angestellten Team in Wien, nicht in einem anonymen Freelancer-Pool – mit einer Ansprechperson vom Anfang bis zum Ende.",
  "marketing.claims.plugins.title": "Eigene Plugins",
  "marketing.claims.plugins.text":
    "Wir entwickeln und pflegen eigene WordPress-Plugins. Dieselbe Sorgfalt, die in Produkte für viele Websites fließt, steckt auch in Ihrem Projekt.",

  "marketing.process.title": "So läuft ein Projekt ab",
  "marketing.process.lead": "Klare Schritte, keine Überraschungen: Sie wissen immer, was als Nächstes passiert und was es kostet.",
  "marketing.process.talk.title": "Erstgespräch",
  "marketing.process.talk.text":
    "In einem kostenlosen Erstgespräch klären wir Ziele, Zielgruppe, Budget und Zeitrahmen – telefonisch, per Videocall oder in unserem Büro in Wien.",
  "marketing.process.offer.title": "Konzept und Angebot",
  "marketing.process.offer.text":
    "Sie erhalten ein schriftliches Konzept mit Fixpreisangebot oder nachvollziehbarer Schätzung und einen Zeitplan mit klaren Etappen.",
  "marketing.process.build.title": "Entwicklung",
  "marketing.process.build.text":
    "Wir entwickeln in kurzen Iterationen und zeigen Ihnen regelmäßig Zwischenstände auf einem Testsystem, damit Sie früh Rückmeldung geben können.",
  "marketing.process.launch.title": "Go-live und Betreuung",
  "marketing.process.launch.text":
    "Nach der Abnahme bringen wir Ihr Projekt online, schulen Ihr Team und kümmern uns auf Wunsch um Updates, Sicherheit und Weiterentwicklung.",

  "marketing.featuredPlugin.title": "Aus unserem Plugin-Shop",
  "marketing.featuredPlugin.text":
    "Plugins, die wir für Projekte unserer Kundinnen und Kunden entwickeln und für alle pflegen: getestet mit aktuellen WordPress-Versionen, dokumentiert und betreut aus Wien.",
  "marketing.featuredPlugin.allPlugins": "Alle Plugins",

  "marketing.contactCall.title": "Sie planen ein Projekt?",
  "marketing.contactCall.text": "Erzählen Sie uns, was Sie vorhaben. Wir melden uns mit den nächsten Schritten – kostenlos und unverbindlich.",
  "marketing.contactCall.button": "Kontakt aufnehmen",

  "marketing.about.lead":
    "Die {company} ist eine WordPress-Agentur aus Wien. Seit {year} entwickeln wir Websites, Plugins, Apps und individuelle Software für Unternehmen in Österreich, Deutschland und darüber hinaus.",
  "marketing.about.story.title": "Wer wir sind",
  "marketing.about.story.origin":
    "Begonnen haben wir mit WordPress-Websites für Wiener Betriebe. Aus Anforderungen, die bei unseren Kundinnen und Kunden immer wieder auftauchten, sind eigene Plugins entstanden, die wir heute in unserem Plugin-Shop anbieten – manche kostenlos, manche mit Lizenz, Updates und Support.",
  "marketing.about.story.today":
    "Heute gehören auch Apps, Schnittstellen und KI-Funktionen zu unserer Arbeit. Gleich geblieben ist unser Anspruch: Software, auf die sich unsere Kundinnen und Kunden jahrelang verlassen können und die sie verstehen.",
  "marketing.about.facts.title": "Das Team in Zahlen",
  "marketing.about.facts.founded": "Gegründet",
  "marketing.about.facts.foundedValue": "{year} in Wien",
  "marketing.about.facts.experience": "Erfahrung",
  "marketing.about.facts.team": "Team",
  "marketing.about.facts.languages": "Projektsprachen",
  "marketing.about.facts.languagesValue": "Deutsch und Englisch",
  "marketing.about.facts.services": "Leistungen",
  "marketing.about.facts.servicesValue": "Web-, App-, Individual- und KI-Entwicklung, WordPress-Plugins",
  "marketing.about.values.title": "Wie wir arbeiten",
  "marketing.about.values.lead": "Vier Grundsätze ziehen sich durch jedes Projekt, ob klein oder groß.",
  "marketing.about.values.contact.title": "Eine Ansprechperson",
  "marketing.about.values.contact.text":
    "Vom ersten Gespräch bis zum Go-live sprechen Sie mit derselben Person, die Ihr Projekt kennt und Ihre Fragen direkt beantwortet.",
  "marketing.about.values.transparency.title": "Klare Angebote",
  "marketing.about.values.transparency.text": "Fixpreise oder nachvollziehbare Schätzungen. Änderungen besprechen wir mit Ihnen, bevor sie Kosten verursachen.",
  "marketing.about.values.quality.title": "Sauberer, offener Code",
  "marketing.about.values.quality.text":
    "Wir halten uns an die WordPress-Coding-Standards, dokumentieren unsere Arbeit und setzen auf offene Standards, damit Sie nie an uns gebunden sind.",
  "marketing.about.values.care.title": "Langfristige Betreuung",
  "marketing.about.values.care.text":
    "Updates, Sicherheit und Weiterentwicklung nach dem Go-live: Viele unserer Kundinnen und Kunden begleiten wir seit Jahren.",
  "marketing.about.location.title": "So finden Sie uns",
  "marketing.about.location.text": "Unser Büro liegt im Herzen Wiens. Wir freuen uns über Ihren Besuch – bitte vereinbaren Sie vorab einen Termin.",
  "marketing.about.location.phone": "Telefon",
  "marketing.about.location.email": "E-Mail",
  "marketing.about.location.contact": "Termin vereinbaren",
} as const satisfies Record<keyof typeof marketingEn, string>;
