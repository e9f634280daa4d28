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
  },
];
