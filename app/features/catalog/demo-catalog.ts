/**
 * The demo catalogue seeded into an empty database: the plugins a small Viennese WordPress agency
 * would sell and give away. DEMO CONTENT: replace through the admin area before going live.
 */
import type { PluginCategory } from "./catalogue-filter.ts";

interface DemoTier {
  de: string;
  en: string;
  cents: number;
  sites: number | null;
  months: number;
}

interface DemoRelease {
  version: string;
  date: string;
  de: string[];
  en: string[];
  requiresWordPress: string;
  testedUpTo: string;
  requiresPhp: string;
}

/** A question and its answer in both languages; answers separate paragraphs with a blank line. */
interface DemoFaqEntry {
  question: { de: string; en: string };
  answer: { de: string; en: string };
}

export interface DemoPlugin {
  slug: string;
  category: PluginCategory;
  name: { de: string; en: string };
  description: { de: string; en: string };
  body: { de: string; en: string };
  features: { de: string[]; en: string[] };
  image: string | null;
  /** Each screen drawn in the German and the English interface (scripts/demo-screenshots.ts), with its caption. */
  screenshots: { image: { de: string; en: string }; de: string; en: string }[];
  releasedOn: string;
  downloads: number;
  rating: { tenths: number; count: number } | null;
  free: boolean;
  wordpressOrgUrl: string | null;
  tiers: DemoTier[];
  /** Releases of our own plugins get a real, installable zip; WordPress.org ones list their versions only. */
  releases: DemoRelease[];
  faq: DemoFaqEntry[];
}

const screenshotSize = { width: 1280, height: 800 };

/** A screenshot's pictures: public/images/plugins/<name>-de.svg and -en.svg. */
function shot(name: string): { de: string; en: string } {
  return { de: `/images/plugins/${name}-de.svg`, en: `/images/plugins/${name}-en.svg` };
}
export { screenshotSize };

/** The three licence tiers of a paid plugin: one site, five sites, unlimited; a year of updates each. */
function threeTiers(single: number, five: number, unlimited: number): DemoTier[] {
  return [
    { de: "1 Website", en: "1 site", cents: single * 100, sites: 1, months: 12 },
    { de: "5 Websites", en: "5 sites", cents: five * 100, sites: 5, months: 12 },
    { de: "Unbegrenzte Websites", en: "Unlimited sites", cents: unlimited * 100, sites: null, months: 12 },
  ];
}


/**
 * What buyers of every paid plugin ask, answered as the shop behaves: sites per tier with test
 * copies free (decision 014, /licenses), twelve months of updates and renewal from the expiry
 * date (decision 025), and the withdrawal right ending at delivery (decision 026).
 */
const sitesQuestion: DemoFaqEntry = {
  question: { de: "Auf wie vielen Websites darf ich das Plugin verwenden?", en: "On how many websites may I use the plugin?" },
  answer: {
    de: "Auf so vielen, wie Ihre Lizenz erlaubt: 1, 5 oder unbegrenzt vielen Websites. Test- und Entwicklungskopien zählen nicht mit, etwa localhost, *.local, *.test, staging.example.com oder Websites, die WordPress als Staging- oder Entwicklungsumgebung meldet.\n\nUm die Lizenz auf eine andere Website zu übertragen, klicken Sie auf der alten Website im Lizenz-Bildschirm des Plugins auf „Lizenz deaktivieren“ oder geben die Website unter „Meine Lizenzen“ frei. Brauchen Sie mehr Websites, zahlen Sie für das Upgrade nur den Preisunterschied; Schlüssel und Ablaufdatum bleiben gleich.",
    en: "On as many as your licence allows: 1, 5 or unlimited websites. Test and development copies do not count, such as localhost, *.local, *.test, staging.example.com or sites that WordPress reports as staging or development.\n\nTo move the licence to another website, click “Deactivate licence” on the plugin's licence screen on the old site, or free the site under My licences. If you need more websites, an upgrade costs only the difference in price; your key and expiry date stay the same.",
  },
};

const updatesQuestion: DemoFaqEntry = {
  question: { de: "Was passiert nach den 12 Monaten Updates und Support?", en: "What happens after the 12 months of updates and support?" },
  answer: {
    de: "Das Plugin läuft auf allen Ihren Websites unverändert weiter. Neue Versionen, Sicherheitsupdates und Support gibt es erst wieder, wenn Sie verlängern.\n\nSie verlängern unter „Meine Lizenzen“ um weitere 12 Monate. Die neue Laufzeit schließt an das bisherige Ablaufdatum an, frühes Verlängern kostet also nichts; Lizenzschlüssel und Websites bleiben gleich. Wir erinnern Sie 30 und 7 Tage vor dem Ablauf und am Ablauftag per E-Mail.",
    en: "The plugin keeps working on all your websites as it is. New versions, security fixes and support resume once you renew.\n\nYou renew under My licences for another 12 months. The new term starts at the current expiry date, so renewing early costs you nothing; your key and your websites stay the same. We remind you by e-mail 30 and 7 days before the expiry and on the day itself.",
  },
};

const withdrawalQuestion: DemoFaqEntry = {
  question: { de: "Kann ich vom Kauf zurücktreten oder mein Geld zurückbekommen?", en: "Can I withdraw from the purchase or get my money back?" },
  answer: {
    de: "Als Verbraucherin oder Verbraucher haben Sie beim Online-Kauf grundsätzlich 14 Tage Rücktrittsrecht. Lizenzschlüssel, Downloads und Updates sind aber digitale Inhalte: An der Kasse stimmen Sie ausdrücklich zu, dass wir sofort nach Zahlungseingang liefern, und mit dieser Lieferung endet das Rücktrittsrecht (§ 18 Abs. 1 Z 11 FAGG). Solange Ihre Zahlung nicht eingegangen ist, können Sie noch zurücktreten. Unternehmen haben kein gesetzliches Rücktrittsrecht.\n\nIhre Gewährleistungsrechte bleiben davon unberührt: Tut das Plugin nicht, was auf dieser Seite beschrieben ist, schreiben Sie uns über das Kontaktformular. Alles Weitere steht in unserer Widerrufsbelehrung unter /widerrufsbelehrung.",
    en: "As a consumer buying online you generally have 14 days to withdraw. Licence keys, downloads and updates are digital content, though: at the checkout you expressly agree that we deliver as soon as your payment arrives, and your right of withdrawal ends with that delivery (§ 18 (1) 11 FAGG, the Austrian Distance Selling Act). As long as your payment has not arrived, you can still withdraw. Businesses have no statutory right of withdrawal.\n\nYour statutory warranty rights are not affected: if the plugin does not do what this page describes, write to us through the contact form. The details are in our withdrawal policy at /withdrawal-policy.",
  },
};

export const demoPlugins: DemoPlugin[] = [
  {
    slug: "invoice-forge",
    category: "ecommerce",
    name: { de: "Invoice Forge für WooCommerce", en: "Invoice Forge for WooCommerce" },
    description: {
      de: "Rechtssichere PDF-Rechnungen für WooCommerce-Shops in Österreich und Deutschland: lückenlose Nummern, USt-Ausweis, Gutschriften und automatischer Versand.",
      en: "Legally compliant PDF invoices for WooCommerce shops in Austria and Germany: gapless numbers, VAT breakdown, credit notes and automatic e-mail delivery.",
    },
    body: {
      de: "Invoice Forge erstellt zu jeder WooCommerce-Bestellung eine Rechnung, die den Anforderungen von UStG und BAO entspricht: fortlaufende Nummernkreise ohne Lücken, Ausweis der Umsatzsteuer je Steuersatz, UID-Nummern bei Reverse Charge und Hinweise für steuerfreie Lieferungen in Drittländer.\n\nDie Rechnung geht als PDF mit der Bestellbestätigung hinaus und liegt im Kundenkonto zum Download bereit. Stornos erzeugen automatisch eine Gutschrift mit Bezug auf die Originalrechnung – nichts wird gelöscht oder überschrieben.\n\nFür Ihre Buchhaltung exportiert Invoice Forge alle Belege eines Monats als ZIP und als CSV im Format, das BMD und RZL einlesen.",
      en: "Invoice Forge creates an invoice for every WooCommerce order that meets Austrian and German tax rules: gapless number ranges, VAT shown per rate, VAT IDs for reverse-charge sales and notes for tax-free exports outside the EU.\n\nThe invoice goes out as a PDF with the order confirmation and is available in the customer account. Refunds automatically create a credit note that references the original invoice – nothing is deleted or overwritten.\n\nFor your accountant, Invoice Forge exports every document of a month as a ZIP and as a CSV in the format BMD and RZL import.",
    },
    features: {
      de: [
        "Lückenlose Rechnungs- und Gutschriftnummern je Nummernkreis",
        "USt-Ausweis je Steuersatz, Reverse Charge mit UID-Prüfung",
        "PDF-Vorlagen mit Ihrem Logo, Fußzeile und Bankverbindung",
        "Automatischer Versand mit der Bestellbestätigung",
        "Monatsexport als ZIP und CSV für BMD und RZL",
        "Deutsch und Englisch, je nach Sprache der Bestellung",
      ],
      en: [
        "Gapless invoice and credit note numbers per number range",
        "VAT shown per rate, reverse charge with VAT ID validation",
        "PDF templates with your logo, footer and bank details",
        "Sent automatically with the order confirmation",
        "Monthly export as ZIP and CSV for BMD and RZL",
        "German and English, following the language of the order",
      ],
    },
    image: "/images/plugins/invoice-forge.svg",
    screenshots: [
      { image: shot("invoice-forge-screenshot-1"), de: "Rechnungsübersicht im WordPress-Dashboard", en: "Invoice overview in the WordPress dashboard" },
      { image: shot("invoice-forge-screenshot-2"), de: "Einstellungen für Nummernkreise und Steuersätze", en: "Settings for number ranges and tax rates" },
    ],
    releasedOn: "2021-03-15",
    downloads: 3420,
    rating: { tenths: 48, count: 126 },
    free: false,
    wordpressOrgUrl: null,
    tiers: threeTiers(59, 149, 299),
    releases: [
      {
        version: "3.2.0",
        date: "2026-10-06",
        de: ["Neu: Export im RZL-Format", "Rechnungen für Bestellungen mit gemischten Steuersätzen übersichtlicher", "Getestet mit WooCommerce 10.3"],
        en: ["New: export in RZL format", "Clearer invoices for orders with mixed tax rates", "Tested with WooCommerce 10.3"],
        requiresWordPress: "6.4",
        testedUpTo: "6.9",
        requiresPhp: "8.1",
      },
      {
        version: "3.1.2",
        date: "2026-07-21",
        de: ["Behoben: Gutschrift-PDF zeigte bei Teilrückerstattungen den vollen Betrag"],
        en: ["Fixed: credit note PDF showed the full amount for partial refunds"],
        requiresWordPress: "6.4",
        testedUpTo: "6.8",
        requiresPhp: "8.1",
      },
      {
        version: "3.1.0",
        date: "2026-05-12",
        de: ["Neu: UID-Prüfung über VIES beim Checkout", "Neu: eigene Fußzeile je Sprache"],
        en: ["New: VAT ID validation through VIES at checkout", "New: footer per language"],
        requiresWordPress: "6.3",
        testedUpTo: "6.8",
        requiresPhp: "8.0",
      },
    ],
    faq: [
      {
        question: { de: "Was brauche ich, um Invoice Forge zu verwenden?", en: "What do I need to use Invoice Forge?" },
        answer: {
          de: "WooCommerce auf WordPress 6.4 oder neuer mit PHP 8.1 oder neuer. Die aktuelle Version 3.2.0 ist mit WordPress 6.9 und WooCommerce 10.3 getestet. Die Rechnung geht als PDF mit der Bestellbestätigung von WooCommerce hinaus; einen zusätzlichen Dienst brauchen Sie dafür nicht.",
          en: "WooCommerce on WordPress 6.4 or later with PHP 8.1 or later. The current version 3.2.0 is tested with WordPress 6.9 and WooCommerce 10.3. The invoice goes out as a PDF with WooCommerce's order confirmation; you need no additional service for that.",
        },
      },
      {
        question: { de: "Kann ich eine ausgestellte Rechnung ändern oder löschen?", en: "Can I change or delete an invoice once it is issued?" },
        answer: {
          de: "Nein, und das ist Absicht: Eine ausgestellte Rechnung bleibt, wie sie ist, und die Nummernkreise bleiben lückenlos, wie es UStG und BAO verlangen. Wird eine Bestellung storniert oder teilweise erstattet, erstellt Invoice Forge automatisch eine Gutschrift über genau diesen Betrag mit Bezug auf die Originalrechnung.",
          en: "No, and that is on purpose: an issued invoice stays as it is, and the number ranges stay gapless, as Austrian and German tax law require. When an order is cancelled or partly refunded, Invoice Forge automatically creates a credit note for exactly that amount that references the original invoice.",
        },
      },
      sitesQuestion,
      updatesQuestion,
      withdrawalQuestion,
    ],
  },
  {
    slug: "booking-desk",
    category: "booking",
    name: { de: "Booking Desk", en: "Booking Desk" },
    description: {
      de: "Terminbuchung für Dienstleister: Kalender je Mitarbeiter, Pufferzeiten, Abgleich mit Google und Outlook und Anzahlungen über Stripe.",
      en: "Appointment booking for service businesses: calendars per staff member, buffer times, Google and Outlook sync and deposits through Stripe.",
    },
    body: {
      de: "Booking Desk bringt Online-Terminbuchung auf Ihre WordPress-Website, ohne dass Ihre Kundinnen und Kunden ein fremdes Portal besuchen müssen. Sie legen Leistungen mit Dauer und Preis an, ordnen Mitarbeiter zu und bestimmen Öffnungszeiten, Pausen und Pufferzeiten.\n\nGebuchte Termine erscheinen sofort im Google- oder Outlook-Kalender der zuständigen Person; belegte Zeiten aus diesen Kalendern sind auf der Website nicht mehr buchbar. Erinnerungen per E-Mail senken die No-Show-Rate, eine optionale Anzahlung über Stripe ebenso.",
      en: "Booking Desk brings online appointment booking to your WordPress site without sending your customers to a third-party portal. You define services with duration and price, assign staff and set opening hours, breaks and buffer times.\n\nBooked appointments appear at once in the Google or Outlook calendar of the person in charge; times that are busy there can no longer be booked on the website. E-mail reminders reduce no-shows, and so does an optional deposit through Stripe.",
    },
    features: {
      de: ["Leistungen, Mitarbeiter und Standorte", "Zwei-Wege-Abgleich mit Google Kalender und Outlook", "Pufferzeiten vor und nach Terminen", "Anzahlungen und Stornogebühren über Stripe", "Erinnerungen per E-Mail", "Barrierefreies Buchungsformular"],
      en: ["Services, staff and locations", "Two-way sync with Google Calendar and Outlook", "Buffer times before and after appointments", "Deposits and cancellation fees through Stripe", "E-mail reminders", "Accessible booking form"],
    },
    image: "/images/plugins/booking-desk.svg",
    screenshots: [
      { image: shot("booking-desk-screenshot-1"), de: "Wochenansicht aller gebuchten Termine", en: "Week view of all booked appointments" },
    ],
    releasedOn: "2022-09-01",
    downloads: 1875,
    rating: { tenths: 46, count: 58 },
    free: false,
    wordpressOrgUrl: null,
    tiers: threeTiers(49, 119, 239),
    releases: [
      {
        version: "2.4.1",
        date: "2026-09-30",
        de: ["Behoben: Sommerzeitwechsel verschob Termine im Outlook-Abgleich um eine Stunde"],
        en: ["Fixed: daylight saving change shifted appointments by one hour in Outlook sync"],
        requiresWordPress: "6.1",
        testedUpTo: "6.9",
        requiresPhp: "7.4",
      },
      {
        version: "2.4.0",
        date: "2026-08-18",
        de: ["Neu: Stornogebühren abhängig von der Frist", "Neu: Warteliste für ausgebuchte Tage"],
        en: ["New: cancellation fees depending on notice", "New: waiting list for fully booked days"],
        requiresWordPress: "6.1",
        testedUpTo: "6.8",
        requiresPhp: "7.4",
      },
    ],
    faq: [
      {
        question: { de: "Was brauche ich für Booking Desk?", en: "What do I need for Booking Desk?" },
        answer: {
          de: "WordPress 6.1 oder neuer und PHP 7.4 oder neuer; getestet bis WordPress 6.9. Für den Kalenderabgleich brauchen Sie ein Google- oder Microsoft-Konto, für Anzahlungen und Stornogebühren ein eigenes Stripe-Konto. Beides ist optional: Ohne sie nimmt Booking Desk Buchungen ohne Abgleich und ohne Zahlung an.",
          en: "WordPress 6.1 or later and PHP 7.4 or later; tested up to WordPress 6.9. Calendar sync needs a Google or Microsoft account, deposits and cancellation fees a Stripe account of your own. Both are optional: without them, Booking Desk takes bookings without sync and without payment.",
        },
      },
      {
        question: { de: "Können Kunden Zeiten buchen, die in meinem Kalender schon belegt sind?", en: "Can customers book times that are already taken in my calendar?" },
        answer: {
          de: "Nein. Der Abgleich mit Google Kalender und Outlook läuft in beide Richtungen: Gebuchte Termine erscheinen sofort im Kalender der zuständigen Person, und Zeiten, die dort belegt sind, sind auf der Website nicht mehr buchbar. Pufferzeiten vor und nach Terminen halten zusätzlich Abstand.",
          en: "No. The sync with Google Calendar and Outlook works both ways: booked appointments appear at once in the calendar of the person in charge, and times that are busy there can no longer be booked on the website. Buffer times before and after appointments keep extra room.",
        },
      },
      sitesQuestion,
      updatesQuestion,
      withdrawalQuestion,
    ],
  },
  {
    slug: "form-relay",
    category: "forms",
    name: { de: "Form Relay", en: "Form Relay" },
    description: {
      de: "Leitet Anfragen aus Contact Form 7, Gravity Forms und WPForms an Ihr CRM, an Slack oder jeden Webhook weiter – mit Wiederholungen und Protokoll.",
      en: "Sends Contact Form 7, Gravity Forms and WPForms submissions to your CRM, Slack or any webhook – with retries and a delivery log.",
    },
    body: {
      de: "Form Relay verbindet Ihre Formulare mit den Systemen, in denen Ihr Team arbeitet. Die kostenlose Version auf WordPress.org sendet Einsendungen an beliebige Webhooks; die Pro-Version ergänzt fertige Verbindungen zu HubSpot, Pipedrive, Salesforce und Slack.\n\nJede Übermittlung landet in einer Warteschlange. Ist das Zielsystem nicht erreichbar, versucht Form Relay es später erneut und zeigt im Protokoll, was wann angekommen ist – keine Anfrage geht verloren.",
      en: "Form Relay connects your forms to the systems your team works in. The free version on WordPress.org sends submissions to any webhook; the Pro version adds ready-made connections to HubSpot, Pipedrive, Salesforce and Slack.\n\nEvery delivery goes through a queue. When the target system is down, Form Relay tries again later and shows in its log what arrived when – no enquiry is lost.",
    },
    features: {
      de: ["Kostenlos: Webhooks mit Feldzuordnung", "Pro: HubSpot, Pipedrive, Salesforce und Slack", "Warteschlange mit automatischen Wiederholungen", "Zustellprotokoll mit Filter und Export", "Personenbezogene Daten nach einstellbarer Frist löschen"],
      en: ["Free: webhooks with field mapping", "Pro: HubSpot, Pipedrive, Salesforce and Slack", "Queue with automatic retries", "Delivery log with filters and export", "Delete personal data after a period you choose"],
    },
    image: "/images/plugins/form-relay.svg",
    screenshots: [
      { image: shot("form-relay-screenshot-1"), de: "Zustellprotokoll mit Status je Einsendung", en: "Delivery log with the status of each submission" },
    ],
    releasedOn: "2023-04-20",
    downloads: 9610,
    rating: { tenths: 47, count: 41 },
    free: true,
    wordpressOrgUrl: "https://wordpress.org/plugins/form-relay/",
    tiers: threeTiers(39, 99, 199),
    releases: [
      {
        version: "1.8.0",
        date: "2026-10-27",
        de: ["Neu: Verbindung zu Pipedrive", "Protokoll lässt sich nach Formular filtern"],
        en: ["New: Pipedrive connection", "Log can be filtered by form"],
        requiresWordPress: "6.2",
        testedUpTo: "6.9",
        requiresPhp: "7.4",
      },
    ],
    faq: [
      {
        question: { de: "Was unterscheidet die kostenlose Version von Form Relay Pro?", en: "What is the difference between the free version and Form Relay Pro?" },
        answer: {
          de: "Die kostenlose Version auf WordPress.org sendet Einsendungen aus Contact Form 7, Gravity Forms und WPForms an beliebige Webhooks, mit Feldzuordnung, Warteschlange und Zustellprotokoll. Pro ergänzt fertige Verbindungen zu HubSpot, Pipedrive, Salesforce und Slack.\n\nDie Pro-Lizenz kaufen Sie hier für 1, 5 oder unbegrenzt viele Websites, jeweils mit 12 Monaten Updates und Support. Form Relay setzt WordPress 6.2 und PHP 7.4 oder neuer voraus.",
          en: "The free version on WordPress.org sends Contact Form 7, Gravity Forms and WPForms submissions to any webhook, with field mapping, a queue and a delivery log. Pro adds ready-made connections to HubSpot, Pipedrive, Salesforce and Slack.\n\nYou buy the Pro licence here for 1, 5 or unlimited websites, each with 12 months of updates and support. Form Relay needs WordPress 6.2 and PHP 7.4 or later.",
        },
      },
      {
        question: { de: "Geht eine Anfrage verloren, wenn mein CRM nicht erreichbar ist?", en: "Is an enquiry lost when my CRM is down?" },
        answer: {
          de: "Nein. Jede Übermittlung läuft über eine Warteschlange: Ist das Zielsystem nicht erreichbar, versucht Form Relay es später automatisch erneut. Im Zustellprotokoll sehen Sie je Einsendung, ob und wann sie angekommen ist, gefiltert nach Formular.",
          en: "No. Every delivery goes through a queue: when the target system is down, Form Relay tries again later by itself. The delivery log shows for each submission whether and when it arrived, filtered by form if you like.",
        },
      },
      {
        question: { de: "Wie lange bewahrt Form Relay die Einsendungen auf?", en: "How long does Form Relay keep submissions?" },
        answer: {
          de: "So lange, wie Sie es einstellen: Personenbezogene Daten im Zustellprotokoll löscht Form Relay nach einer Frist, die Sie selbst wählen. So halten Sie die Speicherbegrenzung der DSGVO ein, ohne von Hand aufzuräumen.",
          en: "As long as you set: Form Relay deletes personal data from the delivery log after a period you choose. That keeps you within the GDPR's storage limitation without cleaning up by hand.",
        },
      },
      updatesQuestion,
      withdrawalQuestion,
    ],
  },
  {
    slug: "consent-bridge",
    category: "privacy",
    name: { de: "Consent Bridge", en: "Consent Bridge" },
    description: {
      de: "Verbindet Ihr Cookie-Banner mit Google Consent Mode v2, damit Tags erst nach der Einwilligung Daten senden.",
      en: "Connects your cookie banner to Google Consent Mode v2, so tags only send data after consent.",
    },
    body: {
      de: "Consent Bridge setzt die Standardwerte von Google Consent Mode v2 vor allen anderen Skripten und meldet jede Entscheidung Ihrer Besucher an den Google Tag Manager. Es arbeitet mit Borlabs Cookie, Complianz, Real Cookie Banner und eigenen Lösungen zusammen.\n\nDas Plugin ist kostenlos und wird auf WordPress.org gepflegt.",
      en: "Consent Bridge sets the Google Consent Mode v2 defaults before any other script and reports every choice of your visitors to Google Tag Manager. It works with Borlabs Cookie, Complianz, Real Cookie Banner and custom solutions.\n\nThe plugin is free and maintained on WordPress.org.",
    },
    features: {
      de: ["Consent-Mode-v2-Standardwerte vor allen Skripten", "Ereignisse für den Google Tag Manager", "Fertige Anbindung an verbreitete Cookie-Banner"],
      en: ["Consent Mode v2 defaults before every script", "Events for Google Tag Manager", "Ready for the common cookie banners"],
    },
    image: "/images/plugins/consent-bridge.svg",
    screenshots: [{ image: shot("consent-bridge-screenshot-1"), de: "Standardwerte für Consent Mode v2 und das erkannte Cookie-Banner", en: "Consent Mode v2 defaults and the detected cookie banner" }],
    releasedOn: "2024-02-08",
    downloads: 18250,
    rating: { tenths: 45, count: 210 },
    free: true,
    wordpressOrgUrl: "https://wordpress.org/plugins/consent-bridge/",
    tiers: [],
    releases: [],
    faq: [
      {
        question: { de: "Ersetzt Consent Bridge mein Cookie-Banner?", en: "Does Consent Bridge replace my cookie banner?" },
        answer: {
          de: "Nein. Die Einwilligung holt weiterhin Ihr Banner ein. Consent Bridge verbindet es mit Google Consent Mode v2 und arbeitet mit Borlabs Cookie, Complianz, Real Cookie Banner und eigenen Lösungen zusammen.",
          en: "No. Your banner still asks for consent. Consent Bridge connects it to Google Consent Mode v2 and works with Borlabs Cookie, Complianz, Real Cookie Banner and custom solutions.",
        },
      },
      {
        question: { de: "Senden Google-Tags schon vor der Einwilligung Daten?", en: "Do Google tags send data before consent?" },
        answer: {
          de: "Nein, genau das verhindert Consent Bridge: Es setzt die Standardwerte von Consent Mode v2 vor allen anderen Skripten, also bevor irgendein Tag lädt, und meldet danach jede Entscheidung Ihrer Besucher an den Google Tag Manager.",
          en: "No, that is what Consent Bridge prevents: it sets the Consent Mode v2 defaults before every other script, before any tag loads, and then reports each choice of your visitors to Google Tag Manager.",
        },
      },
      {
        question: { de: "Was kostet Consent Bridge und wo bekomme ich Hilfe?", en: "What does Consent Bridge cost, and where do I get help?" },
        answer: {
          de: "Nichts. Das Plugin ist kostenlos und wird auf WordPress.org gepflegt; Sie installieren und aktualisieren es direkt im WordPress-Dashboard. Fragen beantworten wir im Support-Forum des Plugins auf WordPress.org.",
          en: "Nothing. The plugin is free and maintained on WordPress.org; you install and update it straight from your WordPress dashboard. We answer questions in the plugin's support forum on WordPress.org.",
        },
      },
    ],
  },
  {
    slug: "admin-notes",
    category: "administration",
    name: { de: "Admin Notes", en: "Admin Notes" },
    description: {
      de: "Notizen für Ihr Team direkt im WordPress-Dashboard – für Übergaben, Hinweise an Redakteure und To-dos.",
      en: "Notes for your team right in the WordPress dashboard – for hand-overs, hints for editors and to-dos.",
    },
    body: {
      de: "Admin Notes fügt dem Dashboard ein Widget hinzu, in dem Ihr Team kurze Notizen hinterlässt: wer was geändert hat, was vor dem nächsten Relaunch zu tun ist oder worauf neue Redakteure achten sollen.\n\nWir haben das Plugin für unsere eigenen Kundenprojekte geschrieben und geben es kostenlos weiter.",
      en: "Admin Notes adds a dashboard widget where your team leaves short notes: who changed what, what to do before the next relaunch or what new editors should watch out for.\n\nWe wrote the plugin for our own client projects and give it away for free.",
    },
    features: {
      de: ["Dashboard-Widget für gemeinsame Notizen", "Nur für Benutzer mit der Berechtigung „edit_posts“ sichtbar", "Keine externen Dienste, keine Tracking-Skripte"],
      en: ["Dashboard widget for shared notes", "Visible only to users who may edit posts", "No external services, no tracking scripts"],
    },
    image: "/images/plugins/admin-notes.svg",
    screenshots: [{ image: shot("admin-notes-screenshot-1"), de: "Notizen des Teams im WordPress-Dashboard", en: "The team's notes in the WordPress dashboard" }],
    releasedOn: "2025-01-14",
    downloads: 2140,
    rating: { tenths: 49, count: 17 },
    free: true,
    wordpressOrgUrl: null,
    tiers: [],
    releases: [
      {
        version: "1.2.0",
        date: "2026-06-03",
        de: ["Notizen lassen sich jetzt als erledigt markieren"],
        en: ["Notes can now be marked as done"],
        requiresWordPress: "6.1",
        testedUpTo: "6.9",
        requiresPhp: "7.4",
      },
      {
        version: "1.1.0",
        date: "2025-05-22",
        de: ["Erste öffentliche Version"],
        en: ["First public release"],
        requiresWordPress: "6.1",
        testedUpTo: "6.8",
        requiresPhp: "7.4",
      },
    ],
    faq: [
      {
        question: { de: "Wer sieht die Notizen?", en: "Who sees the notes?" },
        answer: {
          de: "Alle Benutzer, die Beiträge bearbeiten dürfen (Berechtigung „edit_posts“); bei den Standardrollen von WordPress also alle außer Abonnenten. Besucher Ihrer Website sehen nichts davon.",
          en: "Every user who may edit posts (the “edit_posts” capability); with WordPress's standard roles that is everyone but subscribers. Visitors of your website see none of it.",
        },
      },
      {
        question: { de: "Sendet Admin Notes Daten an Dritte?", en: "Does Admin Notes send data to third parties?" },
        answer: {
          de: "Nein. Die Notizen bleiben in Ihrer WordPress-Datenbank, und das Plugin bindet keine externen Dienste und keine Tracking-Skripte ein. Nur wenn WordPress nach Updates sucht, fragt es bei uns nach einer neuen Version und übermittelt dabei lediglich die installierte Versionsnummer.",
          en: "No. The notes stay in your WordPress database, and the plugin loads no external services and no tracking scripts. Only when WordPress looks for updates does it ask us for a new version, sending nothing but the installed version number.",
        },
      },
      {
        question: { de: "Wie bekomme ich Updates?", en: "How do I get updates?" },
        answer: {
          de: "Wie bei jedem anderen Plugin: Neue Versionen erscheinen in WordPress unter „Dashboard → Aktualisierungen“ und lassen sich mit einem Klick oder automatisch installieren. Einen Lizenzschlüssel brauchen Sie dafür nicht.",
          en: "As with any other plugin: new versions appear in WordPress under Dashboard → Updates and install with one click or automatically. You need no licence key for that.",
        },
      },
      {
        question: { de: "Was setzt Admin Notes voraus?", en: "What does Admin Notes require?" },
        answer: {
          de: "WordPress 6.1 oder neuer und PHP 7.4 oder neuer; getestet bis WordPress 6.9.",
          en: "WordPress 6.1 or later and PHP 7.4 or later; tested up to WordPress 6.9.",
        },
      },
    ],
  },
  {
    slug: "hreflang-manager",
    category: "seo",
    name: { de: "Hreflang Manager", en: "Hreflang Manager" },
    description: {
      de: "Korrekte hreflang-Verweise und Sprach-Sitemaps für mehrsprachige WordPress-Websites, auch ohne WPML.",
      en: "Correct hreflang links and language sitemaps for multilingual WordPress sites, with or without WPML.",
    },
    body: {
      de: "Mehrsprachige Websites verlieren Reichweite, wenn Suchmaschinen die Sprachfassungen einer Seite nicht zuordnen können. Hreflang Manager verknüpft Übersetzungen, setzt hreflang- und x-default-Verweise und erzeugt eine Sitemap mit allen Alternativen.\n\nEs erkennt Übersetzungen aus WPML und Polylang oder lässt Sie Seiten von Hand verknüpfen – praktisch bei getrennten Installationen je Land.",
      en: "Multilingual sites lose reach when search engines cannot match the language versions of a page. Hreflang Manager links translations, sets hreflang and x-default links and builds a sitemap with every alternate.\n\nIt detects translations from WPML and Polylang or lets you link pages by hand – handy for separate installations per country.",
    },
    features: {
      de: ["hreflang- und x-default-Verweise im Seitenkopf", "Sitemap mit Sprachalternativen", "Prüfbericht für fehlende Rückverweise", "WPML, Polylang oder manuelle Verknüpfung"],
      en: ["hreflang and x-default links in the page head", "Sitemap with language alternates", "Report of missing return links", "WPML, Polylang or manual linking"],
    },
    image: "/images/plugins/hreflang-manager.svg",
    screenshots: [{ image: shot("hreflang-manager-screenshot-1"), de: "Prüfbericht mit fehlenden Rückverweisen und Einstellungen", en: "Report of missing return links, with the settings" }],
    releasedOn: "2026-09-22",
    downloads: 96,
    rating: null,
    free: false,
    wordpressOrgUrl: null,
    tiers: threeTiers(29, 79, 159),
    releases: [
      {
        version: "1.0.0",
        date: "2026-09-22",
        de: ["Erste Version"],
        en: ["First release"],
        requiresWordPress: "6.4",
        testedUpTo: "6.9",
        requiresPhp: "8.1",
      },
    ],
    faq: [
      {
        question: { de: "Brauche ich WPML oder Polylang?", en: "Do I need WPML or Polylang?" },
        answer: {
          de: "Nein. Ist eines der beiden installiert, übernimmt Hreflang Manager die Übersetzungen von dort. Sonst verknüpfen Sie die Sprachfassungen einer Seite von Hand, auch über getrennte WordPress-Installationen hinweg.",
          en: "No. If either is installed, Hreflang Manager takes the translations from there. Otherwise you link the language versions of a page by hand, across separate WordPress installations too.",
        },
      },
      {
        question: { de: "Ich betreibe je Land eine eigene Installation. Welche Lizenz brauche ich?", en: "I run a separate installation per country. Which licence do I need?" },
        answer: {
          de: "Jede Installation, auf der Sie die Lizenz aktivieren, zählt als eine Website. Für eine .at-, eine .de- und eine .ch-Website reicht also die Lizenz für 5 Websites. Staging- und Testkopien zählen nicht mit; wächst Ihr Netz, zahlen Sie für das Upgrade nur den Preisunterschied.",
          en: "Every installation you activate the licence on counts as one website. For an .at, a .de and a .ch site, the licence for 5 websites is enough. Staging and test copies do not count; if your network grows, an upgrade costs only the difference in price.",
        },
      },
      {
        question: { de: "Was setzt Hreflang Manager voraus?", en: "What does Hreflang Manager require?" },
        answer: {
          de: "WordPress 6.4 oder neuer und PHP 8.1 oder neuer; getestet bis WordPress 6.9.",
          en: "WordPress 6.4 or later and PHP 8.1 or later; tested up to WordPress 6.9.",
        },
      },
      updatesQuestion,
      withdrawalQuestion,
    ],
  },
  {
    slug: "maintenance-switch",
    category: "administration",
    name: { de: "Maintenance Switch", en: "Maintenance Switch" },
    description: {
      de: "Wartungsmodus mit einem Klick: eine schlichte Hinweisseite für Besucher, HTTP 503 mit Retry-After für Suchmaschinen.",
      en: "Maintenance mode in one click: a simple notice page for visitors, HTTP 503 with Retry-After for search engines.",
    },
    body: {
      de: "Maintenance Switch zeigt Besuchern während Wartungsarbeiten eine schlichte Seite mit Ihrem Logo und Ihrem Text, während angemeldete Administratoren normal weiterarbeiten. Suchmaschinen erhalten den Status 503 mit Retry-After, damit Ihre Rankings unberührt bleiben.",
      en: "Maintenance Switch shows visitors a simple page with your logo and text during maintenance, while signed-in administrators keep working as usual. Search engines get status 503 with Retry-After, so your rankings stay untouched.",
    },
    features: {
      de: ["Ein Schalter in der Admin-Leiste", "HTTP 503 mit Retry-After", "Freigabe für bestimmte IP-Adressen"],
      en: ["One switch in the admin bar", "HTTP 503 with Retry-After", "Access for chosen IP addresses"],
    },
    image: "/images/plugins/maintenance-switch.svg",
    screenshots: [{ image: shot("maintenance-switch-screenshot-1"), de: "Wartungsmodus mit Hinweistext und Retry-After", en: "Maintenance mode with its notice text and Retry-After" }],
    releasedOn: "2019-11-05",
    downloads: 41200,
    rating: { tenths: 44, count: 388 },
    free: true,
    wordpressOrgUrl: "https://wordpress.org/plugins/maintenance-switch/",
    tiers: [],
    releases: [],
    faq: [
      {
        question: { de: "Schadet der Wartungsmodus meinem Google-Ranking?", en: "Does maintenance mode hurt my Google ranking?" },
        answer: {
          de: "Bei Wartungen von Stunden nicht: Suchmaschinen erhalten den Status 503 mit Retry-After. Das sagt ihnen, dass die Website nur vorübergehend nicht erreichbar ist und wann sie wiederkommen sollen, statt die Seiten aus dem Index zu nehmen.",
          en: "Not for maintenance lasting hours: search engines get status 503 with Retry-After. That tells them the site is only temporarily unavailable and when to come back, instead of dropping its pages from the index.",
        },
      },
      {
        question: { de: "Kann ich weiterarbeiten, während der Wartungsmodus an ist?", en: "Can I keep working while maintenance mode is on?" },
        answer: {
          de: "Ja. Angemeldete Administratoren sehen die Website wie gewohnt. Anderen, etwa einer Kundin, die die neue Version abnimmt, geben Sie den Zugang über ihre IP-Adresse frei.",
          en: "Yes. Signed-in administrators see the site as usual. Others, such as a client approving the new version, get access through their IP address.",
        },
      },
      {
        question: { de: "Was kostet Maintenance Switch?", en: "What does Maintenance Switch cost?" },
        answer: {
          de: "Nichts. Das Plugin ist kostenlos auf WordPress.org erhältlich; Sie installieren und aktualisieren es direkt im WordPress-Dashboard.",
          en: "Nothing. The plugin is free on WordPress.org; you install and update it straight from your WordPress dashboard.",
        },
      },
    ],
  },
  {
    slug: "austrian-holidays",
    category: "content",
    name: { de: "Feiertage Österreich", en: "Austrian Holidays" },
    description: {
      de: "Zeigt die gesetzlichen Feiertage Österreichs und Ihre Betriebsurlaube als Liste oder Hinweis an – per Shortcode oder Block.",
      en: "Shows Austria's public holidays and your company closures as a list or notice – as a shortcode or block.",
    },
    body: {
      de: "Mit Feiertage Österreich wissen Ihre Kundinnen und Kunden, wann Sie geschlossen haben. Der Shortcode [austrian_holidays] listet die gesetzlichen Feiertage des Jahres samt Ostern, Pfingsten und Fronleichnam; eigene Schließtage tragen Sie im Dashboard ein.",
      en: "With Austrian Holidays your customers know when you are closed. The shortcode [austrian_holidays] lists the year's public holidays including Easter, Whitsun and Corpus Christi; you add your own closing days in the dashboard.",
    },
    features: {
      de: ["Alle gesetzlichen Feiertage Österreichs, jedes Jahr neu berechnet", "Eigene Schließtage und Betriebsurlaube", "Shortcode und Block"],
      en: ["All Austrian public holidays, calculated for every year", "Your own closing days and company holidays", "Shortcode and block"],
    },
    image: null,
    screenshots: [{ image: shot("austrian-holidays-screenshot-1"), de: "Feiertage und Betriebsurlaube des Jahres", en: "The year's public holidays and company closures" }],
    releasedOn: "2025-11-28",
    downloads: 530,
    rating: null,
    free: true,
    wordpressOrgUrl: null,
    tiers: [],
    releases: [
      {
        version: "1.0.1",
        date: "2026-01-09",
        de: ["Behoben: Fronleichnam wurde 2026 einen Tag zu früh angezeigt"],
        en: ["Fixed: Corpus Christi 2026 was shown one day early"],
        requiresWordPress: "6.2",
        testedUpTo: "6.9",
        requiresPhp: "7.4",
      },
    ],
    faq: [
      {
        question: { de: "Welche Feiertage zeigt das Plugin?", en: "Which holidays does the plugin show?" },
        answer: {
          de: "Die 13 gesetzlichen Feiertage Österreichs, für jedes Jahr neu berechnet, auch die beweglichen wie Ostermontag, Christi Himmelfahrt, Pfingstmontag und Fronleichnam. Der Tag des Landespatrons ist kein bundesweiter gesetzlicher Feiertag; tragen Sie ihn bei Bedarf als eigenen Schließtag ein.",
          en: "Austria's 13 public holidays, calculated for every year, including the movable ones such as Easter Monday, Ascension Day, Whit Monday and Corpus Christi. A province's patron saint's day is not a nationwide public holiday; add it as a closing day of your own if you close.",
        },
      },
      {
        question: { de: "Wie binde ich die Feiertage auf einer Seite ein?", en: "How do I put the holidays on a page?" },
        answer: {
          de: "Mit dem Shortcode [austrian_holidays] an beliebiger Stelle oder mit dem Block im Editor. Eigene Schließtage und Betriebsurlaube tragen Sie im Dashboard ein; sie erscheinen in derselben Liste.",
          en: "With the shortcode [austrian_holidays] anywhere, or with the block in the editor. You add your own closing days and company holidays in the dashboard; they appear in the same list.",
        },
      },
      {
        question: { de: "Was setzt das Plugin voraus, und wie bekomme ich Updates?", en: "What does the plugin require, and how do I get updates?" },
        answer: {
          de: "WordPress 6.2 oder neuer und PHP 7.4 oder neuer. Das Plugin ist kostenlos; neue Versionen erscheinen wie bei jedem anderen Plugin unter „Dashboard → Aktualisierungen“, ohne Lizenzschlüssel.",
          en: "WordPress 6.2 or later and PHP 7.4 or later. The plugin is free; new versions appear under Dashboard → Updates like those of any other plugin, without a licence key.",
        },
      },
    ],
  },
];
