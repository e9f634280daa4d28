import type { seoEn } from "../en/seo.ts";

export const seoDe = {
  "seo.keywords":
    "WordPress Entwicklung, WordPress Agentur Österreich, WordPress Plugins, Plugin Entwicklung, Webentwicklung, App Entwicklung, KI Entwicklung, Softwareentwicklung",

  "seo.description.default":
    "WordPress Agentur aus Österreich: WordPress Entwicklung, Plugin Entwicklung, Webentwicklung, App Entwicklung und KI Entwicklung – über 10 Jahre Erfahrung.",
  "seo.description.home":
    "WordPress Entwicklung aus Österreich: WordPress Websites, WordPress Plugins, Apps und KI-Lösungen von Ihrer WordPress Agentur mit über 10 Jahren Erfahrung.",
  "seo.description.plugins":
    "WordPress Plugins aus Österreich: Plugins kaufen oder kostenlos herunterladen – mit Lizenz, Updates und Dokumentation aus unserer Plugin Entwicklung.",
  "seo.description.docs": "Dokumentation zu unseren WordPress Plugins: Installation, Einrichtung, Lizenzen und Updates Schritt für Schritt erklärt.",
  "seo.description.blog":
    "Blog über WordPress Entwicklung, Plugin Entwicklung, Webentwicklung und KI Entwicklung – Praxistipps unserer WordPress Agentur aus Österreich.",
  "seo.description.contact":
    "Kontakt zur WordPress Agentur in Österreich: Ihre Anfrage zu WordPress Entwicklung, Plugin Entwicklung, App Entwicklung oder KI Entwicklung.",
  "seo.description.imprint":
    "Impressum und AGB: Unternehmensangaben, Firmenbuch, UID-Nummer und die Bedingungen für unsere WordPress Plugins und Entwicklungsleistungen.",
  "seo.description.privacy":
    "Datenschutzerklärung: wie wir personenbezogene Daten auf unserer Website, im Plugin-Shop und bei Lizenzen gemäß DSGVO verarbeiten.",
  "seo.description.withdrawalPolicy":
    "Widerrufsbelehrung unseres Plugin-Shops: das 14-tägige Widerrufsrecht für Verbraucher und wann es bei digitalen Inhalten vorzeitig erlischt.",
  "seo.description.withdrawalForm": "Muster-Widerrufsformular für Verträge aus unserem Plugin-Shop, zum Ausdrucken oder für Brief und E-Mail.",
  "seo.description.about":
    "Über uns: WordPress Agentur aus Österreich mit über 10 Jahren Erfahrung und 8 Vollzeit-Entwicklern für WordPress, App und KI Entwicklung.",
  "seo.description.services":
    "Unsere Leistungen: WordPress-Webentwicklung, App-Entwicklung, individuelle Software und KI-Entwicklung aus Wien – mit Preisangaben, Fallstudien und dem direkten Weg zu Ihrer Aufgabe.",
  "seo.description.licenses": "Lizenzen für unsere WordPress Plugins: Lizenzarten, Aktivierung pro Website, Laufzeit und Updates im Überblick.",

  "seo.services.catalogue": "Entwicklungsleistungen",
  "seo.service.web.name": "Webentwicklung",
  "seo.service.web.description": "WordPress Websites, Themes und individuelle WordPress Plugins.",
  "seo.service.app.name": "App Entwicklung",
  "seo.service.app.description": "Mobile Apps und Web-Apps für iOS, Android und den Browser.",
  "seo.service.custom.name": "Individuelle Softwareentwicklung",
  "seo.service.custom.description": "Individuelle Software, Schnittstellen und Erweiterungen für bestehende Systeme.",
  "seo.service.ai.name": "KI Entwicklung",
  "seo.service.ai.description": "KI-Funktionen, Chatbots und Automatisierung für Websites und Geschäftsprozesse.",
} as const satisfies Record<keyof typeof seoEn, string>;
