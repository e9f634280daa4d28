/**
 * The demo blog seeded into an empty database: the articles a small Viennese WordPress agency
 * would publish. DEMO CONTENT: replace or extend through the admin area before going live.
 * `content` is raw source as an author types it into WordPress (blank-line paragraphs and simple
 * HTML); the content pipeline prepares it when the seeder saves it.
 */

export interface LocalizedText {
  de: string;
  en: string;
}

export interface DemoBlogPost {
  /** One slug for both languages; never the same as a single-segment route. */
  slug: string;
  /** ISO 8601 UTC. */
  publishedAt: string;
  author: string;
  /** A site path like `/images/blog/<slug>.svg`, or null for a post without a cover. */
  cover: string | null;
  title: LocalizedText;
  excerpt: LocalizedText;
  content: LocalizedText;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: "wordpress-6-9-for-site-owners",
    publishedAt: "2025-12-04T08:30:00.000Z",
    author: "Lukas Gruber",
    cover: "/images/blog/wordpress-6-9-for-site-owners.svg",
    title: {
      de: "WordPress 6.9: Was sich für Website-Betreiber ändert",
      en: "WordPress 6.9: what changes for site owners",
    },
    excerpt: {
      de: "WordPress 6.9 bringt Notizen direkt im Editor, eine Befehlspalette im ganzen Dashboard und schlankere Seiten. Wir zeigen, was davon Ihren Alltag betrifft und wie Sie sicher aktualisieren.",
      en: "WordPress 6.9 brings notes right in the editor, a command palette across the dashboard and leaner pages. Here is what matters for your daily work and how to update safely.",
    },
    content: {
      de: `Seit 2. Dezember ist WordPress 6.9 verfügbar. Die meisten Neuerungen betreffen den Block-Editor und die Zusammenarbeit im Team, einige aber auch die Ladezeit Ihrer Website. Wir haben die Version in den letzten Wochen auf unseren Testumgebungen und in ersten Kundenprojekten geprüft und fassen zusammen, was für Sie als Website-Betreiber wirklich zählt.

<h2>Notizen direkt am Block</h2>

Die sichtbarste Neuerung heißt „Notizen“. Sie können einzelne Blöcke im Editor kommentieren, so wie Sie es aus Word oder Google Docs kennen: Die Marketingleiterin markiert einen Absatz, schreibt „Preis bitte prüfen“, und der Kollege aus dem Vertrieb antwortet direkt darunter. Die Notizen sind nur im Editor sichtbar, nie auf der veröffentlichten Seite. Für Teams, die Texte bisher per E-Mail oder mit ausgedruckten Korrekturen abgestimmt haben, spart das viel Hin und Her.

<h2>Befehlspalette im ganzen Dashboard</h2>

Mit <code>Strg + K</code> (am Mac <code>Cmd + K</code>) öffnen Sie jetzt überall im Dashboard eine Suche, über die Sie Seiten, Einstellungen und Aktionen direkt aufrufen. Bisher ging das nur im Editor. Wer täglich mit WordPress arbeitet, gewöhnt sich schnell daran und klickt sich deutlich seltener durch Menüs.

<h2>Schlankere Seiten, vor allem bei klassischen Themes</h2>

WordPress 6.9 lädt die Stylesheets von Blöcken auch bei klassischen Themes nur noch dann, wenn ein Block auf der Seite tatsächlich vorkommt. Dazu kommen Optimierungen, die das größte sichtbare Element früher laden. Bei unseren Messungen sank die Datenmenge pro Seitenaufruf je nach Theme um einige Dutzend Kilobyte – ohne dass jemand etwas umbauen musste.

<h2>Neue Blöcke und eine Schnittstelle für Automatisierung</h2>

Neu ist unter anderem ein Akkordeon-Block, mit dem Sie FAQ-Bereiche ohne zusätzliches Plugin bauen. Für Entwickler führt 6.9 die Abilities API ein: Plugins beschreiben damit, welche Aktionen sie anbieten, sodass andere Werkzeuge – auch KI-Assistenten – diese gezielt aufrufen können. Für Sie als Betreiber ändert sich dadurch vorerst nichts, die Grundlage für kommende Funktionen ist aber gelegt.

<h2>So aktualisieren Sie sicher</h2>

<ol>
<li>Legen Sie eine vollständige Sicherung von Dateien und Datenbank an.</li>
<li>Prüfen Sie, ob Ihre wichtigsten Plugins und Ihr Theme für 6.9 freigegeben sind.</li>
<li>Testen Sie das Update zuerst auf einer Staging-Kopie, bei Onlineshops ganz besonders.</li>
<li>Kontrollieren Sie nach dem Update Formulare, Checkout und Ihre meistbesuchten Seiten.</li>
</ol>

Kundinnen und Kunden mit einem Wartungsvertrag müssen nichts tun: Wir spielen 6.9 nach unseren Tests schrittweise ein und melden uns, falls ein Plugin noch nicht so weit ist.`,
      en: `WordPress 6.9 has been available since 2 December. Most of the changes concern the block editor and working together as a team, but some also affect how fast your site loads. We have tested the release on our staging servers and in the first client projects over the past weeks, and this is what really matters for you as a site owner.

<h2>Notes right on the block</h2>

The most visible new feature is called "Notes". You can comment on individual blocks in the editor, just as you know it from Word or Google Docs: the head of marketing selects a paragraph, writes "please check the price", and a colleague from sales replies right below. Notes are only visible in the editor, never on the published page. For teams that used to agree on texts by e-mail or on printed proofs, this saves a lot of back and forth.

<h2>A command palette across the dashboard</h2>

Pressing <code>Ctrl + K</code> (<code>Cmd + K</code> on a Mac) now opens a search anywhere in the dashboard that takes you straight to pages, settings and actions. Until now this only worked inside the editor. If you work in WordPress every day, you will get used to it quickly and click through menus far less often.

<h2>Leaner pages, especially with classic themes</h2>

WordPress 6.9 now loads block stylesheets for classic themes only when a block actually appears on the page. On top of that, several optimisations load the largest visible element earlier. In our measurements, the data transferred per page view dropped by a few dozen kilobytes depending on the theme – without anyone having to rebuild anything.

<h2>New blocks and an interface for automation</h2>

Among the new blocks is an accordion, which lets you build FAQ sections without an extra plugin. For developers, 6.9 introduces the Abilities API: plugins use it to describe which actions they offer, so that other tools – AI assistants included – can call them in a controlled way. Nothing changes for site owners yet, but the groundwork for upcoming features is in place.

<h2>How to update safely</h2>

<ol>
<li>Make a full backup of your files and database.</li>
<li>Check that your most important plugins and your theme support 6.9.</li>
<li>Test the update on a staging copy first, especially for online shops.</li>
<li>After the update, check your forms, the checkout and your most visited pages.</li>
</ol>

Clients with a maintenance contract do not need to do anything: we roll out 6.9 step by step after our tests and get in touch if a plugin is not ready yet.`,
    },
  },
  {
    slug: "e-invoicing-austrian-webshops",
    publishedAt: "2025-02-11T09:00:00.000Z",
    author: "Miriam Steiner",
    cover: "/images/blog/e-invoicing-austrian-webshops.svg",
    title: {
      de: "E-Rechnung: Was österreichische Webshops jetzt wissen müssen",
      en: "E-invoicing: what Austrian online shops need to know now",
    },
    excerpt: {
      de: "Deutschland hat die E-Rechnung zwischen Unternehmen eingeführt, die EU plant sie für grenzüberschreitende Geschäfte. Wir ordnen ein, was davon einen WooCommerce-Shop in Österreich betrifft.",
      en: "Germany has introduced e-invoicing between businesses and the EU plans it for cross-border trade. We explain which parts of it affect a WooCommerce shop in Austria.",
    },
    content: {
      de: `Seit Jahresbeginn erreichen uns viele Anfragen zur E-Rechnung. Der Auslöser liegt meist in Deutschland: Dort müssen Unternehmen seit 1. Jänner 2025 elektronische Rechnungen empfangen können, ab 2027 beziehungsweise 2028 auch selbst ausstellen. Was heißt das für einen WooCommerce-Shop in Österreich?

<h2>Was in Österreich gilt</h2>

In Österreich gibt es derzeit keine allgemeine Pflicht zur E-Rechnung zwischen Unternehmen. Eine PDF-Rechnung per E-Mail ist zulässig, solange sie alle Angaben nach § 11 UStG enthält und Echtheit, Unversehrtheit und Lesbarkeit gewährleistet sind. Anders bei Aufträgen des Bundes: Rechnungen an Bundesdienststellen müssen schon seit 2014 als strukturierte E-Rechnung eingebracht werden, über das Unternehmensserviceportal (USP) oder PEPPOL, im Format ebInterface oder PEPPOL-UBL.

<h2>Was deutsche Geschäftskunden erwarten</h2>

Die deutsche Pflicht gilt für Umsätze zwischen Unternehmen, die in Deutschland ansässig sind. Ein österreichischer Shop ohne Niederlassung in Deutschland ist davon grundsätzlich nicht erfasst. In der Praxis fragen deutsche Geschäftskunden trotzdem immer öfter nach XRechnung oder ZUGFeRD, weil ihre Buchhaltung darauf umstellt. Wer nennenswert an Unternehmen in Deutschland verkauft, sollte sich also vorbereiten, auch wenn das Gesetz es (noch) nicht verlangt.

<h2>Und langfristig: ViDA</h2>

Die EU arbeitet mit dem Paket „VAT in the Digital Age“ (ViDA) daran, die elektronische Rechnung für grenzüberschreitende Umsätze zwischen Unternehmen ab 2030 verpflichtend zu machen. Österreich wird seine Regeln dann anpassen. Wer schon jetzt auf saubere, strukturierte Rechnungsdaten setzt, hat den Großteil der Arbeit erledigt.

<h2>Unsere Empfehlung für WooCommerce-Shops</h2>

<ul>
<li><strong>Endkundengeschäft (B2C):</strong> Hier ändert sich nichts. Eine ordentliche PDF-Rechnung genügt.</li>
<li><strong>Geschäftskunden in Österreich:</strong> PDF bleibt zulässig. Achten Sie auf lückenlose Nummernkreise und auf die UID des Empfängers bei Rechnungen über 10.000 Euro.</li>
<li><strong>Geschäftskunden in Deutschland:</strong> Klären Sie mit Ihrer Steuerberatung, ob ZUGFeRD sinnvoll ist – ein PDF mit eingebetteten XML-Daten, das Menschen lesen und Buchhaltungsprogramme auswerten können.</li>
<li><strong>Öffentliche Auftraggeber:</strong> Hier führt an ebInterface oder PEPPOL kein Weg vorbei.</li>
</ul>

Unser Plugin <a href="/plugin/invoice-forge">Invoice Forge</a> erstellt bereits heute Rechnungen nach österreichischem und deutschem Umsatzsteuerrecht. Strukturierte Formate stehen auf unserer Roadmap. Wenn Sie konkreten Bedarf haben, <a href="/kontakt">schreiben Sie uns</a> – die Wünsche unserer Kundinnen und Kunden bestimmen die Reihenfolge.

<blockquote>Dieser Beitrag ersetzt keine Steuerberatung. Die Details hängen von Ihrem Geschäftsmodell ab.</blockquote>`,
      en: `Since the start of the year we have received many questions about e-invoicing. The trigger is usually Germany: businesses there must be able to receive electronic invoices since 1 January 2025, and from 2027 or 2028 they must also issue them. What does that mean for a WooCommerce shop in Austria?

<h2>The rules in Austria</h2>

Austria currently has no general e-invoicing obligation between businesses. A PDF invoice sent by e-mail is fine as long as it contains everything § 11 of the Austrian VAT Act requires and its authenticity, integrity and legibility are ensured. Public contracts are different: invoices to federal authorities have had to be submitted as structured e-invoices since 2014, through the Business Service Portal (USP) or PEPPOL, in the ebInterface or PEPPOL UBL format.

<h2>What German business customers expect</h2>

The German obligation applies to sales between businesses established in Germany. An Austrian shop without an establishment in Germany is generally not covered. In practice, however, German business customers increasingly ask for XRechnung or ZUGFeRD because their accounting departments are switching over. If you sell a significant amount to companies in Germany, prepare now, even if the law does not (yet) require it.

<h2>In the long run: ViDA</h2>

With the "VAT in the Digital Age" (ViDA) package, the EU is working towards mandatory e-invoicing for cross-border sales between businesses from 2030. Austria will adapt its rules by then. If you rely on clean, structured invoice data today, most of the work will already be done.

<h2>Our advice for WooCommerce shops</h2>

<ul>
<li><strong>Selling to consumers (B2C):</strong> Nothing changes. A proper PDF invoice is enough.</li>
<li><strong>Business customers in Austria:</strong> PDF remains allowed. Keep your number ranges gapless and include the recipient's VAT ID on invoices over 10,000 euros.</li>
<li><strong>Business customers in Germany:</strong> Ask your tax adviser whether ZUGFeRD makes sense – a PDF with embedded XML data that people can read and accounting software can process.</li>
<li><strong>Public authorities:</strong> There is no way around ebInterface or PEPPOL.</li>
</ul>

Our plugin <a href="/plugin/invoice-forge">Invoice Forge</a> already creates invoices that follow Austrian and German VAT rules. Structured formats are on our roadmap. If you have a concrete need, <a href="/contact">get in touch</a> – our clients' requests decide the order.

<blockquote>This article is no substitute for tax advice. The details depend on your business model.</blockquote>`,
    },
  },
  {
    slug: "accessibility-act-wordpress",
    publishedAt: "2025-04-08T07:45:00.000Z",
    author: "Katharina Huber",
    cover: "/images/blog/accessibility-act-wordpress.svg",
    title: {
      de: "Barrierefreiheitsgesetz ab Juni 2025: Was WordPress-Shops jetzt tun sollten",
      en: "The Accessibility Act from June 2025: what WordPress shops should do now",
    },
    excerpt: {
      de: "Ab 28. Juni 2025 müssen viele Onlineshops und Buchungsportale barrierefrei sein. Wir erklären, wen das Gesetz betrifft und wie Sie Ihre WordPress-Website in den verbleibenden Wochen fit machen.",
      en: "From 28 June 2025, many online shops and booking sites must be accessible. We explain who the law applies to and how to get your WordPress site ready in the weeks that remain.",
    },
    content: {
      de: `Mit dem European Accessibility Act hat die EU Mindeststandards für barrierefreie Produkte und Dienstleistungen festgelegt. In Österreich setzt das Barrierefreiheitsgesetz (BaFG) die Richtlinie um, in Deutschland das Barrierefreiheitsstärkungsgesetz (BFSG). Beide gelten ab 28. Juni 2025 – und betreffen weit mehr Websites, als viele annehmen.

<h2>Wen das Gesetz betrifft</h2>

Erfasst sind unter anderem Dienstleistungen im elektronischen Geschäftsverkehr, die sich an Verbraucherinnen und Verbraucher richten. Praktisch heißt das: Onlineshops, Online-Terminbuchung, Ticketverkauf und alles, was zu einem Vertragsabschluss im Netz führt. Ausgenommen sind Kleinstunternehmen mit weniger als zehn Beschäftigten und höchstens zwei Millionen Euro Jahresumsatz oder Bilanzsumme. Reine Informationsseiten ohne Bestellmöglichkeit fallen in der Regel nicht darunter; barrierefrei sollten sie trotzdem sein.

<h2>Was „barrierefrei“ konkret bedeutet</h2>

Als Maßstab dient die Norm EN 301 549, die für Websites auf die WCAG 2.1 in Stufe AA verweist. Dazu kommen Informationen darüber, wie Ihr Angebot die Anforderungen erfüllt – üblicherweise in einer Erklärung zur Barrierefreiheit. In Österreich überwacht das Sozialministeriumservice die Einhaltung.

<h2>Die häufigsten Probleme in WordPress-Shops</h2>

<ul>
<li>Zu geringe Kontraste, etwa hellgraue Schrift auf weißem Grund oder Preise in Pastellfarben.</li>
<li>Formularfelder ohne sichtbare Beschriftung, nur mit Platzhaltertext.</li>
<li>Fehlermeldungen im Checkout, die nur farblich markiert sind.</li>
<li>Cookie-Banner, Menüs und Produktfilter, die sich nicht mit der Tastatur bedienen lassen.</li>
<li>Produktbilder ohne Alternativtext und Slider, die sich nicht anhalten lassen.</li>
</ul>

<h2>So gehen Sie vor</h2>

<ol>
<li><strong>Bestandsaufnahme:</strong> Prüfen Sie Startseite, Kategorieseite, Produktseite, Warenkorb und Checkout mit einem automatischen Werkzeug wie axe oder WAVE.</li>
<li><strong>Tastaturtest:</strong> Bestellen Sie einmal nur mit Tab, Enter und Pfeiltasten. Wo Sie hängen bleiben, bleiben auch Ihre Kundinnen und Kunden hängen.</li>
<li><strong>Screenreader-Test:</strong> NVDA unter Windows und VoiceOver am Mac sind kostenlos und zeigen schnell, ob Überschriften und Beschriftungen sinnvoll sind.</li>
<li><strong>Beheben und dokumentieren:</strong> Beginnen Sie beim Checkout – dort entsteht der Umsatz und dort wiegt jede Barriere am schwersten.</li>
</ol>

Ein Wort zu sogenannten Overlay-Tools, die Barrierefreiheit per Skript versprechen: Sie beheben die eigentlichen Probleme im Code nicht und stören Hilfstechnologien oft sogar. Wir raten davon ab.

Sie möchten wissen, wo Ihre Website steht? Wir erstellen einen Prüfbericht mit priorisierten Maßnahmen und setzen diese auf Wunsch um. <a href="/kontakt">Sprechen Sie uns an.</a>`,
      en: `With the European Accessibility Act, the EU has set minimum standards for accessible products and services. In Austria the directive is implemented by the Barrierefreiheitsgesetz (BaFG), in Germany by the Barrierefreiheitsstärkungsgesetz (BFSG). Both apply from 28 June 2025 – and affect far more websites than many people assume.

<h2>Who the law applies to</h2>

Among other things, it covers e-commerce services aimed at consumers. In practice that means online shops, online appointment booking, ticket sales and anything else that leads to a contract being concluded online. Micro-enterprises with fewer than ten employees and an annual turnover or balance sheet total of at most two million euros are exempt. Purely informational sites without a way to order are usually not covered, though they should be accessible anyway.

<h2>What "accessible" means in practice</h2>

The benchmark is the standard EN 301 549, which refers to WCAG 2.1 level AA for websites. You also need to publish how your service meets the requirements – usually in an accessibility statement. In Austria, the Sozialministeriumservice monitors compliance.

<h2>The most common problems in WordPress shops</h2>

<ul>
<li>Insufficient contrast, such as light grey text on white or prices in pastel colours.</li>
<li>Form fields without a visible label, only placeholder text.</li>
<li>Checkout errors that are only marked in colour.</li>
<li>Cookie banners, menus and product filters that cannot be used with a keyboard.</li>
<li>Product images without alternative text and sliders that cannot be paused.</li>
</ul>

<h2>How to proceed</h2>

<ol>
<li><strong>Take stock:</strong> Check your home page, a category page, a product page, the cart and the checkout with an automated tool such as axe or WAVE.</li>
<li><strong>Keyboard test:</strong> Place an order using only Tab, Enter and the arrow keys. Wherever you get stuck, your customers get stuck too.</li>
<li><strong>Screen reader test:</strong> NVDA on Windows and VoiceOver on the Mac are free and quickly show whether headings and labels make sense.</li>
<li><strong>Fix and document:</strong> Start with the checkout – that is where revenue happens and where every barrier hurts most.</li>
</ol>

A word on so-called overlay tools that promise accessibility through a script: they do not fix the actual problems in the code and often get in the way of assistive technology. We advise against them.

Would you like to know where your website stands? We write an audit report with prioritised measures and implement them if you wish. <a href="/contact">Talk to us.</a>`,
    },
  },
  {
    slug: "core-web-vitals-woocommerce",
    publishedAt: "2025-06-17T08:00:00.000Z",
    author: "Lukas Gruber",
    cover: "/images/blog/core-web-vitals-woocommerce.svg",
    title: {
      de: "Core Web Vitals für WooCommerce: Die Stellschrauben, die wirklich wirken",
      en: "Core Web Vitals for WooCommerce: the levers that actually work",
    },
    excerpt: {
      de: "Langsame Shops verlieren Kundschaft und Sichtbarkeit. Aus über 40 WooCommerce-Projekten zeigen wir, welche Maßnahmen LCP, INP und CLS am stärksten verbessern.",
      en: "Slow shops lose customers and visibility. Drawing on more than 40 WooCommerce projects, we show which measures improve LCP, INP and CLS the most.",
    },
    content: {
      de: `Google bewertet die Nutzererfahrung einer Seite mit drei Kennzahlen, den Core Web Vitals. Für einen guten Wert sollten 75 Prozent der echten Seitenaufrufe diese Grenzen einhalten:

<ul>
<li><strong>Largest Contentful Paint (LCP):</strong> höchstens 2,5 Sekunden, bis das größte sichtbare Element geladen ist.</li>
<li><strong>Interaction to Next Paint (INP):</strong> höchstens 200 Millisekunden, bis die Seite auf einen Klick sichtbar reagiert.</li>
<li><strong>Cumulative Layout Shift (CLS):</strong> höchstens 0,1 – Inhalte sollen beim Laden nicht springen.</li>
</ul>

WooCommerce-Shops haben es dabei schwerer als einfache Websites: Warenkorb, Filter, Bewertungen und Tracking bringen viel JavaScript mit. Die folgenden Maßnahmen haben in unseren Projekten am meisten gebracht.

<h2>1. Serverseitig: Caching und aktuelles PHP</h2>

Ein Objekt-Cache mit Redis entlastet die Datenbank spürbar, gerade bei vielen Produktvarianten. Aktivieren Sie außerdem den High-Performance Order Storage (HPOS) von WooCommerce, der Bestellungen in eigenen Tabellen speichert, und verwenden Sie PHP 8.3 oder neuer. Allein das senkt die Serverantwortzeit oft um ein Drittel.

<h2>2. Das Produktbild zuerst</h2>

Auf Produktseiten ist das Hauptbild fast immer das LCP-Element. Es darf nicht per Lazy Loading verzögert werden und sollte mit <code>fetchpriority="high"</code> ausgeliefert werden. Liefern Sie moderne Formate wie WebP oder AVIF in passenden Größen aus – ein 3000 Pixel breites Foto für ein 600 Pixel breites Feld kostet auf dem Handy Sekunden.

<h2>3. Weniger JavaScript im Hauptthread</h2>

Schlechte INP-Werte entstehen fast immer durch zu viele Skripte: Chat-Widgets, mehrere Tracking-Tags, Slider, Pop-ups. Laden Sie Drittanbieter-Skripte erst nach der Einwilligung und nur dort, wo sie gebraucht werden. Ein Chat-Widget muss nicht im Checkout geladen werden.

<h2>4. Platz reservieren</h2>

Layout-Verschiebungen entstehen, wenn Bilder, Banner oder Bewertungssterne nachträglich Platz beanspruchen. Geben Sie Bildern Breite und Höhe mit und reservieren Sie Platz für Hinweisleisten, die per Skript eingeblendet werden.

<h2>Messen Sie mit echten Daten</h2>

Labortests wie Lighthouse sind ein guter Anfang, entscheidend sind aber die Felddaten Ihrer Besucher aus dem Chrome UX Report, die Sie in der Google Search Console finden. Prüfen Sie sie nach jeder größeren Änderung – und vor allem für Mobilgeräte, denn dort kauft heute der Großteil Ihrer Kundschaft ein.`,
      en: `Google rates the user experience of a page with three metrics, the Core Web Vitals. For a good rating, 75 per cent of real page views should stay within these limits:

<ul>
<li><strong>Largest Contentful Paint (LCP):</strong> at most 2.5 seconds until the largest visible element has loaded.</li>
<li><strong>Interaction to Next Paint (INP):</strong> at most 200 milliseconds until the page visibly responds to a click.</li>
<li><strong>Cumulative Layout Shift (CLS):</strong> at most 0.1 – content should not jump around while loading.</li>
</ul>

WooCommerce shops have a harder time than simple websites: the cart, filters, reviews and tracking bring a lot of JavaScript. These measures made the biggest difference in our projects.

<h2>1. On the server: caching and current PHP</h2>

An object cache with Redis noticeably relieves the database, especially with many product variations. Also enable WooCommerce's High-Performance Order Storage (HPOS), which keeps orders in dedicated tables, and run PHP 8.3 or newer. That alone often cuts server response time by a third.

<h2>2. The product image first</h2>

On product pages the main image is almost always the LCP element. It must not be delayed by lazy loading and should be served with <code>fetchpriority="high"</code>. Deliver modern formats such as WebP or AVIF in suitable sizes – a 3,000-pixel photo in a 600-pixel slot costs seconds on a phone.

<h2>3. Less JavaScript on the main thread</h2>

Poor INP values are almost always caused by too many scripts: chat widgets, several tracking tags, sliders, pop-ups. Load third-party scripts only after consent and only where they are needed. A chat widget does not need to load in the checkout.

<h2>4. Reserve space</h2>

Layout shifts happen when images, banners or rating stars claim space after the fact. Give images a width and height, and reserve space for notice bars that are inserted by a script.

<h2>Measure with real data</h2>

Lab tests such as Lighthouse are a good start, but what counts is the field data of your visitors from the Chrome UX Report, which you find in Google Search Console. Check it after every major change – and above all for mobile devices, where most of your customers shop today.`,
    },
  },
  {
    slug: "consent-mode-v2-explained",
    publishedAt: "2025-01-21T08:15:00.000Z",
    author: "Miriam Steiner",
    cover: null,
    title: {
      de: "Google Consent Mode v2 verständlich erklärt",
      en: "Google Consent Mode v2 explained",
    },
    excerpt: {
      de: "Ohne Consent Mode v2 fehlen in Google Ads und Analytics wichtige Daten. Was hinter den vier Signalen steckt und wie Sie ihn auf einer WordPress-Website sauber einrichten.",
      en: "Without Consent Mode v2, Google Ads and Analytics miss important data. What the four signals mean and how to set it up properly on a WordPress site.",
    },
    content: {
      de: `Seit März 2024 verlangt Google von Werbetreibenden im Europäischen Wirtschaftsraum, die Einwilligung ihrer Besucher über den Consent Mode v2 zu übermitteln. Wer das nicht tut, kann Remarketing-Listen nicht mehr befüllen und sieht in Google Ads deutlich weniger Conversions. Trotzdem begegnen uns bei neuen Kunden immer wieder Websites, auf denen der Consent Mode fehlt oder falsch eingebunden ist.

<h2>Die vier Signale</h2>

Der Consent Mode teilt Googles Tags mit, wofür die Besucherin zugestimmt hat. Version 2 kennt vier Signale:

<ul>
<li><code>analytics_storage</code> – Cookies für Statistik, etwa Google Analytics.</li>
<li><code>ad_storage</code> – Cookies für Werbung.</li>
<li><code>ad_user_data</code> – ob Nutzerdaten zu Werbezwecken an Google gesendet werden dürfen.</li>
<li><code>ad_personalization</code> – ob personalisierte Werbung, etwa Remarketing, erlaubt ist.</li>
</ul>

Die beiden letzten sind neu in Version 2 und der Grund, warum ältere Einbindungen nicht mehr genügen.

<h2>Einfacher und erweiterter Modus</h2>

Im einfachen Modus werden Googles Tags erst nach der Einwilligung geladen. Vorher fließen keinerlei Daten. Im erweiterten Modus laden die Tags sofort, senden ohne Einwilligung aber nur cookielose Signale, aus denen Google fehlende Conversions hochrechnet. Der erweiterte Modus liefert mehr Daten, ist datenschutzrechtlich aber heikler, weil schon vor der Entscheidung eine Verbindung zu Google entsteht. Für die meisten unserer österreichischen Kunden empfehlen wir den einfachen Modus.

<h2>Die Reihenfolge entscheidet</h2>

Der häufigste Fehler in der Praxis: Die Standardwerte – „alles abgelehnt“ – werden zu spät gesetzt, nachdem der Google Tag Manager schon geladen hat. Dann senden Tags für einen Moment Daten ohne Einwilligung. Die Standardwerte müssen im Seitenkopf vor jedem anderen Skript stehen.

Genau dafür haben wir <a href="/plugin/consent-bridge">Consent Bridge</a> entwickelt. Das kostenlose Plugin setzt die Standardwerte an der richtigen Stelle und meldet jede Entscheidung an den Tag Manager weiter. Es arbeitet mit Borlabs Cookie, Complianz und Real Cookie Banner zusammen.

<h2>So prüfen Sie Ihre Website</h2>

Öffnen Sie den Vorschaumodus des Google Tag Managers, laden Sie Ihre Website und sehen Sie sich den Reiter „Consent“ an. Vor Ihrer Auswahl müssen alle vier Signale auf „denied“ stehen, nach der Zustimmung auf „granted“. Steht dort nichts, fehlt der Consent Mode ganz.`,
      en: `Since March 2024, Google has required advertisers in the European Economic Area to pass on their visitors' consent through Consent Mode v2. Without it, remarketing lists stop filling up and Google Ads reports far fewer conversions. Even so, we still see websites of new clients where Consent Mode is missing or set up incorrectly.

<h2>The four signals</h2>

Consent Mode tells Google's tags what the visitor has agreed to. Version 2 knows four signals:

<ul>
<li><code>analytics_storage</code> – cookies for statistics, such as Google Analytics.</li>
<li><code>ad_storage</code> – cookies for advertising.</li>
<li><code>ad_user_data</code> – whether user data may be sent to Google for advertising.</li>
<li><code>ad_personalization</code> – whether personalised advertising such as remarketing is allowed.</li>
</ul>

The last two are new in version 2 and the reason why older setups are no longer sufficient.

<h2>Basic and advanced mode</h2>

In basic mode, Google's tags only load after consent. Before that, no data flows at all. In advanced mode, the tags load immediately but, without consent, send only cookieless pings that Google uses to model missing conversions. Advanced mode provides more data but is trickier under data protection law, because a connection to Google is made before the visitor has decided. For most of our Austrian clients we recommend basic mode.

<h2>Order matters</h2>

The most common mistake in practice: the defaults – "everything denied" – are set too late, after Google Tag Manager has already loaded. For a moment, tags then send data without consent. The defaults must be in the page head before any other script.

That is exactly why we built <a href="/plugin/consent-bridge">Consent Bridge</a>. The free plugin sets the defaults in the right place and passes every choice on to Tag Manager. It works with Borlabs Cookie, Complianz and Real Cookie Banner.

<h2>How to check your website</h2>

Open Google Tag Manager's preview mode, load your website and look at the "Consent" tab. Before you choose, all four signals must read "denied", and after you agree, "granted". If nothing is listed there, Consent Mode is missing entirely.`,
    },
  },
  {
    slug: "choosing-eu-hosting",
    publishedAt: "2025-09-09T07:30:00.000Z",
    author: "Daniel Wimmer",
    cover: "/images/blog/choosing-eu-hosting.svg",
    title: {
      de: "WordPress-Hosting in der EU: Worauf Sie bei der Wahl achten sollten",
      en: "WordPress hosting in the EU: what to look for when choosing",
    },
    excerpt: {
      de: "Der Serverstandort allein macht noch kein gutes Hosting. Unsere Checkliste für Datenschutz, Leistung und Support – aus der Sicht einer Agentur, die täglich mit Hostern arbeitet.",
      en: "A server location alone does not make good hosting. Our checklist for data protection, performance and support – from an agency that works with hosting providers every day.",
    },
    content: {
      de: `„Wo sollen wir hosten?“ ist eine der ersten Fragen in fast jedem Projekt. Die Antwort „irgendwo in der EU“ greift zu kurz. Wir betreuen Websites bei einem guten Dutzend Anbietern und haben dabei gelernt, worauf es wirklich ankommt.

<h2>Datenschutz: Standort und Unternehmenssitz</h2>

Ein Rechenzentrum in Frankfurt oder Wien ist ein guter Anfang. Genauso wichtig ist, wo das Unternehmen sitzt, das die Server betreibt. Ein Anbieter mit Mutterkonzern in den USA kann unter US-Recht zur Herausgabe von Daten verpflichtet werden, auch wenn diese in Europa liegen. Seit dem EU-US Data Privacy Framework ist das rechtlich wieder leichter zu handhaben, wie beständig dieser Rahmen ist, weiß aber niemand. Mit einem europäischen Anbieter stellt sich die Frage gar nicht erst.

Achten Sie außerdem darauf, dass der Hoster Ihnen einen Auftragsverarbeitungsvertrag nach Art. 28 DSGVO anbietet – am besten zum Download, ohne dass Sie danach fragen müssen.

<h2>Technik: was WordPress braucht</h2>

<ul>
<li>PHP 8.3 oder neuer, mit der Möglichkeit, die Version selbst umzustellen</li>
<li>MariaDB oder MySQL in aktueller Version</li>
<li>Ein Objekt-Cache wie Redis, gerade für WooCommerce</li>
<li>HTTP/2 oder HTTP/3 und kostenlose TLS-Zertifikate</li>
<li>SSH- und Git-Zugang sowie eine Staging-Umgebung</li>
<li>Tägliche Sicherungen mit mindestens 14 Tagen Aufbewahrung, außerhalb des eigenen Servers</li>
</ul>

<h2>Support: der unterschätzte Faktor</h2>

Wenn der Shop am Freitagabend nicht erreichbar ist, zählt nur eines: Wie schnell erreichen Sie jemanden, der sich auskennt? Fragen Sie vor Vertragsabschluss nach Reaktionszeiten, nach telefonischem Support und danach, ob dieser auch am Wochenende erreichbar ist. Ein Testticket mit einer echten technischen Frage verrät oft mehr als jede Produktseite.

<h2>Shared Hosting, Managed oder eigener Server?</h2>

Für eine Unternehmenswebsite mit einigen tausend Besuchen im Monat reicht gutes Shared Hosting völlig aus. Shops mit regem Verkehr profitieren von Managed-WordPress-Hosting mit eigenen Ressourcen. Einen eigenen virtuellen Server empfehlen wir nur, wenn jemand die Wartung des Betriebssystems übernimmt – sonst wird aus der Ersparnis schnell ein Sicherheitsrisiko.

<blockquote>Die günstigste Option ist selten die billigste: Ein einziger Ausfall im Weihnachtsgeschäft kostet mehr als zehn Jahre Preisunterschied.</blockquote>

Sie stehen vor einem Umzug? Wir übersiedeln Ihre Website ohne Ausfallzeit und prüfen danach Weiterleitungen, E-Mail-Versand und Ladezeiten.`,
      en: `"Where should we host?" is one of the first questions in almost every project. "Somewhere in the EU" is not a sufficient answer. We look after websites at a good dozen providers and have learned what really matters.

<h2>Data protection: location and company seat</h2>

A data centre in Frankfurt or Vienna is a good start. Just as important is where the company operating the servers is based. A provider whose parent company is in the US can be obliged under US law to hand over data, even when that data is stored in Europe. Since the EU-US Data Privacy Framework this is legally easier to manage again, but nobody knows how long the framework will last. With a European provider, the question does not arise in the first place.

Also make sure the provider offers you a data processing agreement under Art. 28 GDPR – ideally as a download, without you having to ask.

<h2>Technology: what WordPress needs</h2>

<ul>
<li>PHP 8.3 or newer, with the option to switch versions yourself</li>
<li>A current version of MariaDB or MySQL</li>
<li>An object cache such as Redis, especially for WooCommerce</li>
<li>HTTP/2 or HTTP/3 and free TLS certificates</li>
<li>SSH and Git access as well as a staging environment</li>
<li>Daily backups kept for at least 14 days, stored outside the server itself</li>
</ul>

<h2>Support: the underrated factor</h2>

When your shop is down on a Friday evening, only one thing counts: how quickly can you reach someone who knows what they are doing? Before signing, ask about response times, phone support and whether support is available at weekends. A test ticket with a real technical question often tells you more than any product page.

<h2>Shared hosting, managed or your own server?</h2>

For a company website with a few thousand visits a month, good shared hosting is perfectly adequate. Busy shops benefit from managed WordPress hosting with dedicated resources. We only recommend your own virtual server if someone takes care of maintaining the operating system – otherwise the savings quickly turn into a security risk.

<blockquote>The cheapest option rarely costs the least: a single outage during the Christmas season costs more than ten years of price difference.</blockquote>

Planning a move? We migrate your website without downtime and afterwards check redirects, e-mail delivery and loading times.`,
    },
  },
  {
    slug: "headless-wordpress-when-worth-it",
    publishedAt: "2025-11-04T09:10:00.000Z",
    author: "Daniel Wimmer",
    cover: null,
    title: {
      de: "Headless WordPress: Wann es sich lohnt – und wann nicht",
      en: "Headless WordPress: when it pays off – and when it does not",
    },
    excerpt: {
      de: "WordPress als reines Redaktionssystem, das Frontend in React: Das klingt modern, hat aber seinen Preis. Eine ehrliche Abwägung aus unseren Projekten.",
      en: "WordPress as a pure editorial back end with a React front end sounds modern, but it has its price. An honest assessment from our projects.",
    },
    content: {
      de: `Bei Headless WordPress dient WordPress nur noch zur Pflege der Inhalte. Die eigentliche Website ist eine eigene Anwendung, meist mit Next.js oder Astro gebaut, die sich die Inhalte über die REST-API oder WPGraphQL holt. Die Redaktion arbeitet weiter im vertrauten Dashboard, die Besucher sehen davon nichts.

In Gesprächen mit Kunden taucht der Begriff immer öfter auf, häufig mit der Erwartung, die Website werde dadurch automatisch schneller und sicherer. Das stimmt nur zum Teil.

<h2>Wann sich Headless lohnt</h2>

<ul>
<li><strong>Mehrere Ausgabekanäle:</strong> Dieselben Inhalte erscheinen auf der Website, in einer App und auf Bildschirmen im Geschäft.</li>
<li><strong>Komplexe Anwendungen:</strong> Die Website ist eher eine Web-App mit Konfiguratoren, Kundenbereich oder Echtzeitdaten, in die redaktionelle Inhalte eingebettet werden.</li>
<li><strong>Ein bestehendes Frontend-Team:</strong> Ihr Unternehmen entwickelt ohnehin in React und möchte WordPress nur als Redaktionssystem nutzen.</li>
<li><strong>Sehr hohe Last:</strong> Statisch erzeugte Seiten hinter einem CDN halten Spitzen aus, die einen klassischen Server in die Knie zwingen.</li>
</ul>

<h2>Was Sie dafür aufgeben</h2>

Viele Dinge, die in WordPress selbstverständlich sind, müssen bei Headless neu gebaut werden: die Vorschau von Entwürfen, Formulare, Suchfunktion, Kommentare, SEO-Metadaten und Weiterleitungen. Plugins, die etwas im Frontend ausgeben – vom Cookie-Banner bis zum Buchungskalender –, funktionieren nicht mehr ohne Weiteres. Und statt einer Anwendung betreiben Sie zwei, mit zwei Hosting-Umgebungen und doppeltem Update-Aufwand.

Erfahrungsgemäß kostet ein Headless-Projekt in der Umsetzung 30 bis 60 Prozent mehr als eine vergleichbare klassische Website, und auch die laufende Betreuung ist aufwendiger.

<h2>Die Alternative: ein schnelles klassisches Theme</h2>

Ein schlankes Block-Theme mit gutem Caching erreicht heute hervorragende Core-Web-Vitals-Werte. Für die meisten Unternehmenswebsites und Shops ist das der wirtschaftlichere Weg – und die Redaktion behält die volle Vorschau und alle Plugins.

<h2>Unsere Faustregel</h2>

Wenn Sie Headless wollen, weil es modern klingt: lieber nicht. Wenn Sie Headless brauchen, weil Ihre Inhalte mehr als eine Website bedienen oder Ihre Anwendung über eine Website hinausgeht: dann lohnt es sich. Im Zweifel besprechen wir Ihr Vorhaben gern in einem kostenlosen Erstgespräch.`,
      en: `With headless WordPress, WordPress is only used to manage content. The actual website is a separate application, usually built with Next.js or Astro, which fetches the content through the REST API or WPGraphQL. Editors keep working in the familiar dashboard, and visitors notice nothing of it.

The term comes up more and more often in conversations with clients, frequently with the expectation that the website will automatically become faster and more secure. That is only partly true.

<h2>When headless pays off</h2>

<ul>
<li><strong>Several channels:</strong> The same content appears on the website, in an app and on screens in your stores.</li>
<li><strong>Complex applications:</strong> The website is more of a web app with configurators, a customer area or real-time data, with editorial content embedded in it.</li>
<li><strong>An existing front-end team:</strong> Your company already develops in React and only wants to use WordPress as its editorial system.</li>
<li><strong>Very high traffic:</strong> Statically generated pages behind a CDN withstand peaks that would bring a classic server to its knees.</li>
</ul>

<h2>What you give up</h2>

Many things that WordPress takes for granted have to be rebuilt for headless: draft previews, forms, search, comments, SEO metadata and redirects. Plugins that output something on the front end – from the cookie banner to the booking calendar – no longer simply work. And instead of one application you run two, with two hosting environments and twice the update effort.

In our experience, a headless project costs 30 to 60 per cent more to build than a comparable classic website, and ongoing maintenance takes more effort too.

<h2>The alternative: a fast classic theme</h2>

A lean block theme with good caching achieves excellent Core Web Vitals today. For most company websites and shops that is the more economical route – and editors keep the full preview and every plugin.

<h2>Our rule of thumb</h2>

If you want headless because it sounds modern: better not. If you need headless because your content serves more than one website or your application goes beyond a website: then it pays off. If in doubt, we are happy to discuss your plans in a free initial consultation.`,
    },
  },
  {
    slug: "ai-features-wordpress-data-protection",
    publishedAt: "2026-03-10T08:00:00.000Z",
    author: "Katharina Huber",
    cover: "/images/blog/ai-features-wordpress-data-protection.svg",
    title: {
      de: "KI-Funktionen in WordPress – ohne Ärger mit dem Datenschutz",
      en: "AI features in WordPress – without data protection headaches",
    },
    excerpt: {
      de: "Alternativtexte, Zusammenfassungen, eine Suche, die Fragen versteht: KI kann Ihre Website besser machen. So setzen Sie sie ein, ohne personenbezogene Daten aus der Hand zu geben.",
      en: "Alt texts, summaries, a search that understands questions: AI can make your website better. Here is how to use it without giving away personal data.",
    },
    content: {
      de: `Kaum ein Erstgespräch vergeht derzeit ohne die Frage nach künstlicher Intelligenz. Die gute Nachricht: Es gibt inzwischen viele sinnvolle Einsatzmöglichkeiten in WordPress. Die weniger gute: Viele Plugins schicken Inhalte ungefragt an Server in den USA. Mit etwas Planung lässt sich beides vereinbaren.

<h2>Wo KI in WordPress heute wirklich hilft</h2>

<ul>
<li><strong>Alternativtexte für Bilder:</strong> Die KI schlägt eine Beschreibung vor, die Redaktion prüft und korrigiert. Das spart Zeit und verbessert die Barrierefreiheit.</li>
<li><strong>Zusammenfassungen und Meta-Beschreibungen:</strong> Ein erster Entwurf für Teaser und Suchergebnis-Snippets, den ein Mensch freigibt.</li>
<li><strong>Semantische Suche:</strong> Besucher finden Antworten, auch wenn sie andere Worte verwenden als Ihre Texte – besonders wertvoll für Dokumentationen und Wissensdatenbanken.</li>
<li><strong>Übersetzungsentwürfe:</strong> Für mehrsprachige Websites ein guter Ausgangspunkt, der Lektorat aber nicht ersetzt.</li>
</ul>

<h2>Drei Grundsätze für den Datenschutz</h2>

<strong>Erstens: Keine personenbezogenen Daten, wo es nicht nötig ist.</strong> Für einen Alternativtext oder eine Zusammenfassung braucht die KI nur den Inhalt, nicht die Daten Ihrer Besucher. Formulareinsendungen, Bestellungen und Kundenkonten haben in einer KI-Anfrage nichts verloren.

<strong>Zweitens: Anbieter mit Verarbeitung in der EU.</strong> Große Sprachmodelle stehen inzwischen auch mit garantierter Datenverarbeitung in europäischen Rechenzentren zur Verfügung, etwa über Microsoft Azure oder den französischen Anbieter Mistral. Schließen Sie einen Auftragsverarbeitungsvertrag ab und achten Sie darauf, dass Ihre Daten nicht zum Training verwendet werden.

<strong>Drittens: Transparenz.</strong> Wenn Besucher mit einem Chatbot sprechen, müssen sie das wissen – das verlangt auch der AI Act der EU. Nennen Sie den eingesetzten Dienst in Ihrer Datenschutzerklärung.

<h2>Eigenes Modell oder Cloud?</h2>

Für einfache Aufgaben wie die Suche über Ihre eigenen Inhalte reichen kleinere offene Modelle, die auf einem Server in Österreich laufen. Dann verlassen Ihre Daten Ihre Infrastruktur gar nicht. Für anspruchsvolle Texte sind die großen Cloud-Modelle derzeit überlegen. In unseren Projekten kombinieren wir oft beides.

<h2>Der Mensch bleibt in der Verantwortung</h2>

Wir bauen KI-Funktionen grundsätzlich so, dass sie Vorschläge machen und Menschen entscheiden. Eine automatisch erzeugte Produktbeschreibung mit falschen Angaben ist schnell veröffentlicht, aber schwer wieder aus der Welt zu schaffen.

Sie haben eine Idee für Ihre Website? <a href="/kontakt">Erzählen Sie uns davon</a> – wir prüfen gemeinsam, was technisch sinnvoll und rechtlich sauber umsetzbar ist.`,
      en: `Hardly an initial meeting goes by these days without a question about artificial intelligence. The good news: there are now many sensible uses for it in WordPress. The less good news: many plugins send content to servers in the US without asking. With a little planning, the two can be reconciled.

<h2>Where AI really helps in WordPress today</h2>

<ul>
<li><strong>Alternative text for images:</strong> The AI suggests a description, and editors check and correct it. That saves time and improves accessibility.</li>
<li><strong>Summaries and meta descriptions:</strong> A first draft for teasers and search result snippets that a person approves.</li>
<li><strong>Semantic search:</strong> Visitors find answers even when they use different words than your texts – especially valuable for documentation and knowledge bases.</li>
<li><strong>Draft translations:</strong> A good starting point for multilingual websites, though no replacement for proofreading.</li>
</ul>

<h2>Three principles for data protection</h2>

<strong>First: no personal data where it is not needed.</strong> To write alternative text or a summary, the AI only needs the content, not your visitors' data. Form submissions, orders and customer accounts have no place in an AI request.

<strong>Second: providers that process data in the EU.</strong> Large language models are now available with guaranteed processing in European data centres, for example through Microsoft Azure or the French provider Mistral. Sign a data processing agreement and make sure your data is not used for training.

<strong>Third: transparency.</strong> When visitors talk to a chatbot, they must know it – the EU AI Act requires that too. Name the service you use in your privacy policy.

<h2>Your own model or the cloud?</h2>

For simple tasks such as searching your own content, smaller open models running on a server in Austria are enough. Your data then never leaves your infrastructure. For demanding texts, the large cloud models are currently superior. In our projects we often combine both.

<h2>People stay responsible</h2>

We always build AI features so that they make suggestions and people decide. An automatically generated product description with wrong details is published quickly but hard to undo.

Have an idea for your website? <a href="/contact">Tell us about it</a> – together we will work out what makes sense technically and can be done cleanly under the law.`,
    },
  },
  {
    slug: "invoice-forge-3-2-release",
    publishedAt: "2026-10-06T10:00:00.000Z",
    author: "Miriam Steiner",
    cover: "/images/blog/invoice-forge-3-2-release.svg",
    title: {
      de: "Invoice Forge 3.2: RZL-Export und klarere Rechnungen bei gemischten Steuersätzen",
      en: "Invoice Forge 3.2: RZL export and clearer invoices for mixed tax rates",
    },
    excerpt: {
      de: "Die neue Version exportiert Belege direkt im Importformat von RZL und stellt Bestellungen mit mehreren Steuersätzen übersichtlicher dar. Außerdem ist sie mit WooCommerce 10.3 getestet.",
      en: "The new version exports documents directly in RZL's import format and presents orders with several tax rates more clearly. It is also tested with WooCommerce 10.3.",
    },
    content: {
      de: `Ab heute steht Invoice Forge 3.2 für alle Kundinnen und Kunden mit gültiger Lizenz bereit. Die Version bringt zwei Neuerungen, um die Sie uns in den letzten Monaten besonders oft gebeten haben.

<h2>Export im RZL-Format</h2>

Bisher lieferte der Monatsexport eine CSV-Datei, die Kanzleien mit RZL über eine eigene Feldzuordnung einlesen mussten. Das funktionierte, kostete beim ersten Mal aber Zeit und führte bei Änderungen an der Vorlage immer wieder zu Rückfragen. Invoice Forge 3.2 erzeugt den Export nun direkt im Importformat von RZL: Belegnummer, Datum, Gegenkonto, Steuercode und Beträge landen ohne Zuordnung an der richtigen Stelle.

Sie finden die neue Option unter <strong>WooCommerce → Rechnungen → Export</strong>. Wählen Sie als Format „RZL“, den Monat und bei Bedarf Ihre Erlöskonten je Steuersatz. Der bewährte BMD-Export bleibt unverändert.

<h2>Gemischte Steuersätze übersichtlich</h2>

Wer Lebensmittel und Zubehör, Bücher und Geschenkartikel oder Blumen und Vasen verkauft, hat oft mehrere Steuersätze in einer Bestellung. Invoice Forge hat diese schon immer korrekt berechnet, die Darstellung auf der Rechnung war aber bei vielen Positionen schwer zu lesen. Ab 3.2 gibt es deshalb unter den Positionen eine Zusammenfassung mit Netto, Steuer und Brutto je Steuersatz. Versandkosten werden anteilig auf die Steuersätze aufgeteilt und ebenfalls dort ausgewiesen. Ihre Steuerberatung wird es Ihnen danken.

<h2>Kompatibilität</h2>

<ul>
<li>Getestet mit WooCommerce 10.3 und WordPress 6.9</li>
<li>Mindestens WordPress 6.4 und PHP 8.1</li>
<li>Bestehende Vorlagen und Nummernkreise werden unverändert übernommen</li>
</ul>

<h2>So aktualisieren Sie</h2>

Das Update erscheint wie gewohnt unter <strong>Dashboard → Aktualisierungen</strong> und lässt sich installieren, sobald Ihre Lizenz auf der Lizenzseite des Plugins aktiviert ist (<strong>Plugins → Installierte Plugins → Lizenz</strong>). Alternativ laden Sie die ZIP-Datei in Ihrem Kundenkonto unter „Meine Lizenzen“ herunter. Wie immer empfehlen wir, das Update zuerst auf einer Staging-Kopie zu testen und danach eine Testbestellung samt Rechnung auszulösen.

Alle Änderungen finden Sie auf der <a href="/plugin/invoice-forge">Produktseite von Invoice Forge</a>. Fragen oder Wünsche für die nächste Version? Wir freuen uns über Ihre Nachricht.`,
      en: `Starting today, Invoice Forge 3.2 is available to all customers with a valid licence. This release brings two improvements you have asked us for particularly often in recent months.

<h2>Export in RZL format</h2>

Until now, the monthly export produced a CSV file that accounting firms using RZL had to import with their own field mapping. That worked, but it took time the first time round and kept causing questions whenever the template changed. Invoice Forge 3.2 now produces the export directly in RZL's import format: document number, date, contra account, tax code and amounts end up in the right place without any mapping.

You find the new option under <strong>WooCommerce → Invoices → Export</strong>. Choose "RZL" as the format, pick the month and, if needed, your revenue accounts per tax rate. The proven BMD export stays as it is.

<h2>Mixed tax rates made clear</h2>

If you sell food and accessories, books and gifts or flowers and vases, a single order often contains several tax rates. Invoice Forge has always calculated them correctly, but with many items the invoice was hard to read. From 3.2 on, a summary below the items shows the net amount, tax and gross amount per tax rate. Shipping costs are split proportionally across the tax rates and shown there as well. Your tax adviser will thank you.

<h2>Compatibility</h2>

<ul>
<li>Tested with WooCommerce 10.3 and WordPress 6.9</li>
<li>Requires at least WordPress 6.4 and PHP 8.1</li>
<li>Existing templates and number ranges are kept unchanged</li>
</ul>

<h2>How to update</h2>

As usual, the update appears under <strong>Dashboard → Updates</strong>; it installs once your licence is activated on the plugin's licence screen (<strong>Plugins → Installed Plugins → Licence</strong>). Alternatively, download the ZIP file from your customer account under "My licenses". As always, we recommend testing the update on a staging copy first and then placing a test order, invoice included.

You find every change on the <a href="/plugin/invoice-forge">Invoice Forge product page</a>. Questions or wishes for the next version? We look forward to hearing from you.`,
    },
  },
  {
    slug: "booking-desk-2-4-release",
    publishedAt: "2026-08-18T09:30:00.000Z",
    author: "Daniel Wimmer",
    cover: null,
    title: {
      de: "Booking Desk 2.4: Stornogebühren nach Frist und Wartelisten",
      en: "Booking Desk 2.4: cancellation fees by notice period and waiting lists",
    },
    excerpt: {
      de: "Mit Booking Desk 2.4 staffeln Sie Stornogebühren nach der Frist der Absage, und für ausgebuchte Tage können sich Ihre Kundinnen und Kunden auf eine Warteliste setzen.",
      en: "With Booking Desk 2.4 you can stagger cancellation fees by how early a booking is cancelled, and customers can join a waiting list for fully booked days.",
    },
    content: {
      de: `Booking Desk 2.4 ist da. Beide Neuerungen gehen auf Gespräche mit Kundinnen und Kunden zurück, die täglich mit dem Plugin arbeiten – von Physiotherapiepraxen über Friseursalons bis zur Wiener Bäckerei, deren Backkurse seit Jahresbeginn über Booking Desk gebucht werden.

<h2>Stornogebühren abhängig von der Frist</h2>

Bisher konnten Sie eine feste Stornogebühr festlegen. Das war vielen zu grob: Wer eine Woche vorher absagt, soll nicht dasselbe zahlen wie jemand, der eine Stunde vor dem Termin storniert. Ab 2.4 legen Sie für jede Leistung Stufen fest, zum Beispiel:

<ul>
<li>bis 48 Stunden vorher: kostenlos</li>
<li>bis 24 Stunden vorher: 50 Prozent</li>
<li>danach oder bei Nichterscheinen: 100 Prozent</li>
</ul>

Die Gebühr wird automatisch mit der Anzahlung über Stripe verrechnet. Ihre Kundinnen und Kunden sehen die Bedingungen vor der Buchung und noch einmal in der Bestätigungs-E-Mail, damit es später keine Überraschungen gibt.

<h2>Warteliste für ausgebuchte Tage</h2>

Ist ein Tag ausgebucht, bietet Booking Desk statt einer Fehlermeldung nun die Warteliste an. Wird ein Termin frei, erhält die erste Person auf der Liste eine E-Mail und hat zwei Stunden Zeit, den Termin zu bestätigen. Danach geht das Angebot an die nächste Person. Die Frist stellen Sie unter <strong>Booking Desk → Einstellungen → Warteliste</strong> ein.

So werden kurzfristige Absagen fast immer nachbesetzt, ohne dass jemand zum Telefon greifen muss.

<h2>Kompatibilität und Update</h2>

Booking Desk 2.4 benötigt mindestens WordPress 6.3 und PHP 8.0. Das Update erscheint im Dashboard und lässt sich installieren, sobald Ihre Lizenz auf der Lizenzseite des Plugins aktiviert ist. Bestehende Termine, Mitarbeiterkalender und Einstellungen bleiben unverändert; die neuen Funktionen sind standardmäßig ausgeschaltet, bis Sie sie aktivieren.

Mehr zu allen Funktionen lesen Sie auf der <a href="/plugin/booking-desk">Produktseite von Booking Desk</a>.`,
      en: `Booking Desk 2.4 is here. Both new features come from conversations with customers who work with the plugin every day – from physiotherapy practices and hair salons to the Viennese bakery whose baking classes have been booked through Booking Desk since the start of the year.

<h2>Cancellation fees depending on notice</h2>

Until now you could set one fixed cancellation fee. For many, that was too blunt: someone who cancels a week ahead should not pay the same as someone who cancels an hour before the appointment. From 2.4 on, you define tiers for each service, for example:

<ul>
<li>up to 48 hours before: free of charge</li>
<li>up to 24 hours before: 50 per cent</li>
<li>later or no-show: 100 per cent</li>
</ul>

The fee is settled automatically against the deposit paid through Stripe. Your customers see the terms before booking and again in the confirmation e-mail, so there are no surprises later.

<h2>Waiting list for fully booked days</h2>

When a day is fully booked, Booking Desk now offers the waiting list instead of an error message. When a slot becomes free, the first person on the list receives an e-mail and has two hours to confirm the appointment. After that, the offer goes to the next person. You set the time limit under <strong>Booking Desk → Settings → Waiting list</strong>.

That way, short-notice cancellations are almost always filled again without anyone having to pick up the phone.

<h2>Compatibility and update</h2>

Booking Desk 2.4 requires at least WordPress 6.3 and PHP 8.0. The update appears in your dashboard and installs once your licence is activated on the plugin's licence screen. Existing appointments, staff calendars and settings stay unchanged; the new features are switched off until you enable them.

Read more about every feature on the <a href="/plugin/booking-desk">Booking Desk product page</a>.`,
    },
  },
  {
    slug: "case-study-vienna-bakery-booking",
    publishedAt: "2026-04-21T08:00:00.000Z",
    author: "Katharina Huber",
    cover: "/images/blog/case-study-vienna-bakery-booking.svg",
    title: {
      de: "Fallstudie: Online-Buchung für eine Wiener Traditionsbäckerei",
      en: "Case study: online booking for a traditional Viennese bakery",
    },
    excerpt: {
      de: "Backkurse und Tortenberatungen wurden bei der Bäckerei Hofbauer bisher per Telefon und Excel-Liste vergeben. Heute buchen die Kundinnen und Kunden online – und kaum jemand bleibt mehr unentschuldigt fern.",
      en: "Bakery Hofbauer used to hand out baking classes and cake consultations by phone and spreadsheet. Today customers book online – and hardly anyone fails to turn up.",
    },
    content: {
      de: `Die Bäckerei Hofbauer in Wien-Neubau wird in dritter Generation geführt. Neben Brot und Gebäck bietet sie seit einigen Jahren Sauerteig-Backkurse am Samstagvormittag an und berät Brautpaare bei der Auswahl ihrer Hochzeitstorte. Beides war ein Erfolg, die Organisation aber zunehmend eine Last.

<h2>Die Ausgangslage</h2>

Anmeldungen kamen per Telefon, E-Mail und über Instagram. Die Chefin führte eine Excel-Liste, die Konditormeisterin trug Beratungstermine in ihren Outlook-Kalender ein. Doppelbuchungen kamen vor, und bei den Backkursen blieben im Schnitt zwei von zwölf Angemeldeten ohne Absage weg. Allein das Telefon band in der Hauptsaison rund sechs Stunden Arbeitszeit pro Woche – mitten im Verkauf.

<h2>Unsere Lösung</h2>

Wir haben die bestehende WordPress-Website der Bäckerei um unser Plugin <a href="/plugin/booking-desk">Booking Desk</a> ergänzt und auf die beiden Angebote zugeschnitten:

<ul>
<li><strong>Tortenberatung:</strong> 45 Minuten mit der Konditormeisterin, direkt abgeglichen mit ihrem Outlook-Kalender. Termine, die dort belegt sind, sind online nicht buchbar.</li>
<li><strong>Backkurse:</strong> Für die Kurse haben wir Booking Desk um eine Teilnehmerzahl je Termin erweitert. Bei der Buchung wird eine Anzahlung von 20 Euro über Stripe fällig, die auf den Kurspreis angerechnet wird.</li>
<li><strong>Erinnerungen:</strong> Zwei Tage vor dem Termin erhalten alle eine E-Mail mit Adresse, Uhrzeit und dem Hinweis, was sie mitbringen sollen.</li>
</ul>

Das Buchungsformular ist barrierefrei und funktioniert auf dem Handy ebenso gut wie am Computer. Das war wichtig, denn mehr als drei Viertel der Buchungen kommen inzwischen über Smartphones.

<h2>Das Ergebnis nach drei Monaten</h2>

<blockquote>„Früher hat das Telefon während des Verkaufs ständig geläutet. Jetzt sehe ich morgens auf einen Blick, wer kommt – und die Kurse sind voll wie nie.“ – Elisabeth Hofbauer, Geschäftsführerin</blockquote>

Unentschuldigte Abwesenheiten bei den Backkursen sind von rund 17 auf unter 3 Prozent gesunken, Doppelbuchungen gibt es keine mehr. Die Samstagskurse sind bis Juni ausgebucht.

Ein Wunsch blieb offen: Wenn ein Kurs voll ist, möchte die Bäckerei Interessierte auf eine Warteliste setzen. Diese Funktion steht bereits auf der Roadmap von Booking Desk.

Vom Erstgespräch bis zum Start vergingen fünf Wochen. Sie möchten Termine ebenfalls online vergeben? <a href="/kontakt">Erzählen Sie uns von Ihrem Betrieb.</a>`,
      en: `Bakery Hofbauer in Vienna's Neubau district is run by the third generation of the family. Besides bread and pastries, it has been offering sourdough baking classes on Saturday mornings for a few years and advises couples on choosing their wedding cake. Both have been a success, but organising them became more and more of a burden.

<h2>The starting point</h2>

Registrations came in by phone, e-mail and Instagram. The owner kept a spreadsheet, and the master confectioner entered consultations in her Outlook calendar. Double bookings happened, and on average two of twelve participants in the baking classes did not turn up without cancelling. In the busy season the phone alone took up about six hours of working time a week – in the middle of serving customers.

<h2>Our solution</h2>

We added our plugin <a href="/plugin/booking-desk">Booking Desk</a> to the bakery's existing WordPress website and tailored it to both offers:

<ul>
<li><strong>Cake consultation:</strong> 45 minutes with the master confectioner, synced directly with her Outlook calendar. Times that are busy there cannot be booked online.</li>
<li><strong>Baking classes:</strong> For the classes we extended Booking Desk with a number of participants per slot. Booking requires a deposit of 20 euros through Stripe, which counts towards the class fee.</li>
<li><strong>Reminders:</strong> Two days before the appointment, everyone receives an e-mail with the address, the time and what to bring.</li>
</ul>

The booking form is accessible and works as well on a phone as on a computer. That mattered, because more than three quarters of bookings now come from smartphones.

<h2>The result after three months</h2>

<blockquote>"The phone used to ring constantly while we were serving customers. Now I can see at a glance in the morning who is coming – and the classes are fuller than ever." – Elisabeth Hofbauer, managing director</blockquote>

No-shows at the baking classes dropped from about 17 to under 3 per cent, and there are no more double bookings. The Saturday classes are fully booked until June.

One wish remained: when a class is full, the bakery would like to put interested people on a waiting list. That feature is already on the Booking Desk roadmap.

It took five weeks from the first meeting to launch. Would you like to take bookings online too? <a href="/contact">Tell us about your business.</a>`,
    },
  },
  {
    slug: "case-study-tyrol-hotel-group",
    publishedAt: "2026-10-20T07:30:00.000Z",
    author: "Lukas Gruber",
    cover: "/images/blog/case-study-tyrol-hotel-group.svg",
    title: {
      de: "Fallstudie: Ein mehrsprachiger Auftritt für eine Tiroler Hotelgruppe",
      en: "Case study: a multilingual website for a Tyrolean hotel group",
    },
    excerpt: {
      de: "Vier Hotels, drei Sprachen, eine Plattform: Wie wir die Websites der Bergquell Hotels zusammengeführt haben und warum die Buchungen aus den Niederlanden seither deutlich gestiegen sind.",
      en: "Four hotels, three languages, one platform: how we brought the Bergquell Hotels websites together and why bookings from the Netherlands have risen markedly since.",
    },
    content: {
      de: `Die Bergquell Hotels betreiben vier Häuser im Zillertal und im Stubaital, vom Familienhotel bis zum Wellnessresort. Bis vor einem Jahr hatte jedes Hotel seine eigene Website, gebaut von drei verschiedenen Agenturen auf zwei verschiedenen Systemen. Übersetzungen waren lückenhaft, Angebote veraltet, und die Geschäftsführung hatte keinen Überblick, welche Seite welche Buchungen brachte.

<h2>Die Ziele</h2>

<ul>
<li>Ein gemeinsames System für alle vier Hotels, aber mit eigenem Auftritt je Haus</li>
<li>Vollständige Fassungen auf Deutsch, Englisch und Niederländisch</li>
<li>Mehr Direktbuchungen statt Provisionen an Buchungsportale</li>
<li>Pflege durch die Rezeptionsteams, ohne Agentur für jede Kleinigkeit</li>
</ul>

<h2>Die Umsetzung</h2>

Wir haben uns für WordPress Multisite entschieden: eine Installation mit einer Website je Hotel und einer Dachmarke für die Gruppe. Alle Seiten teilen sich ein Block-Theme, in dem jedes Haus eigene Farben, Bilder und Schriften erhält. Zimmer, Angebote und Pauschalen pflegen die Teams über einheitliche Vorlagen, sodass ein Wellnesswochenende in allen Häusern gleich aufgebaut ist.

Die Übersetzungen laufen über WPML. Texte werden maschinell vorübersetzt und anschließend von Muttersprachlerinnen überarbeitet – gerade im Tourismus wirken wörtliche Übersetzungen von „Stube“ oder „Jause“ schnell hölzern. Die Buchungsmaschine des Hotels haben wir über ihre Schnittstelle eingebunden, statt sie als fremdes Fenster einzubetten. Preise und Verfügbarkeiten erscheinen dadurch direkt auf den Zimmerseiten.

<h2>Die Herausforderung: hreflang über Websites hinweg</h2>

Knifflig wurde es bei den Sprachverweisen für Suchmaschinen. Die Seiten der Gruppe verweisen auf Seiten der einzelnen Hotels, teils in anderen Sprachen. Damit Google jeder Besucherin die richtige Fassung zeigt, braucht es korrekte hreflang-Verweise mit Rückverweisen in alle Richtungen. Die vorhandenen Plugins stießen hier an Grenzen. Aus unserer Lösung für dieses Projekt ist später unser Plugin <a href="/plugin/hreflang-manager">Hreflang Manager</a> entstanden.

<h2>Die Ergebnisse</h2>

Die neue Plattform ging im Mai, rechtzeitig vor der Sommersaison, online. Seither ist der Suchverkehr aus den Niederlanden um 38 Prozent gestiegen, und der Anteil der Direktbuchungen ist von 31 auf 44 Prozent gewachsen. Die Ladezeit der Zimmerseiten hat sich trotz großformatiger Bilder halbiert.

<blockquote>„Zum ersten Mal sehen alle vier Häuser so aus, als gehörten sie zusammen – und unsere Rezeption ändert Angebote in fünf Minuten selbst.“ – Andreas Rieder, Geschäftsführer</blockquote>`,
      en: `Bergquell Hotels runs four properties in the Ziller and Stubai valleys, from a family hotel to a wellness resort. Until a year ago, every hotel had its own website, built by three different agencies on two different systems. Translations were patchy, offers out of date, and management had no overview of which site brought in which bookings.

<h2>The goals</h2>

<ul>
<li>One shared system for all four hotels, with its own look for each property</li>
<li>Complete versions in German, English and Dutch</li>
<li>More direct bookings instead of commissions to booking portals</li>
<li>Maintained by the reception teams, without needing an agency for every small change</li>
</ul>

<h2>The implementation</h2>

We chose WordPress Multisite: one installation with a website for each hotel and an umbrella brand for the group. All sites share one block theme in which each property gets its own colours, images and typefaces. The teams maintain rooms, offers and packages through shared templates, so a wellness weekend is laid out the same way in every hotel.

Translations run through WPML. Texts are machine-translated first and then revised by native speakers – in tourism especially, literal translations of words like "Stube" or "Jause" quickly sound wooden. We connected the hotels' booking engine through its API instead of embedding it as a foreign frame, so prices and availability now appear directly on the room pages.

<h2>The challenge: hreflang across websites</h2>

The language links for search engines turned out to be tricky. The group's pages link to pages of the individual hotels, sometimes in other languages. For Google to show every visitor the right version, you need correct hreflang links with return links in every direction. The existing plugins reached their limits here. Our solution for this project later grew into our plugin <a href="/plugin/hreflang-manager">Hreflang Manager</a>.

<h2>The results</h2>

The new platform went live in May, in time for the summer season. Since then, search traffic from the Netherlands has grown by 38 per cent, and the share of direct bookings has risen from 31 to 44 per cent. Despite large images, the room pages now load in half the time.

<blockquote>"For the first time, all four hotels look as if they belong together – and our reception changes offers on their own in five minutes." – Andreas Rieder, managing director</blockquote>`,
    },
  },
  {
    slug: "website-maintenance-contracts",
    publishedAt: "2026-01-27T08:45:00.000Z",
    author: "Katharina Huber",
    cover: null,
    title: {
      de: "Wartungsverträge für WordPress: Was drin sein sollte – und was nicht",
      en: "WordPress maintenance contracts: what they should include – and what not",
    },
    excerpt: {
      de: "Eine WordPress-Website ist nie fertig. Was ein guter Wartungsvertrag leistet, welche Fragen Sie vor der Unterschrift stellen sollten und wie wir unsere Betreuung aufgebaut haben.",
      en: "A WordPress website is never finished. What a good maintenance contract covers, which questions to ask before signing and how we have set up our own support.",
    },
    content: {
      de: `WordPress, Themes und Plugins erhalten laufend Updates – viele davon schließen Sicherheitslücken. Eine Website, die ein Jahr lang niemand betreut, ist fast immer angreifbar. Deshalb bieten wir zu jedem Projekt einen Wartungsvertrag an. Doch was sollte darin eigentlich stehen?

<h2>Das gehört in jeden Wartungsvertrag</h2>

<ul>
<li><strong>Regelmäßige Updates</strong> von WordPress, Theme und Plugins, nach einem Test auf einer Staging-Kopie – nicht blind per Knopfdruck auf der Live-Website.</li>
<li><strong>Tägliche Sicherungen</strong>, gespeichert außerhalb des Servers, mit regelmäßig geprüfter Wiederherstellung. Eine Sicherung, die sich nicht einspielen lässt, ist keine.</li>
<li><strong>Überwachung der Erreichbarkeit</strong> rund um die Uhr, mit Alarm bei Ausfällen.</li>
<li><strong>Sicherheitsprüfungen</strong> auf bekannte Schwachstellen in den eingesetzten Plugins.</li>
<li><strong>Ein monatlicher Bericht</strong>, was aktualisiert wurde und ob es Auffälligkeiten gab.</li>
</ul>

<h2>Fragen, die Sie vor der Unterschrift stellen sollten</h2>

<ol>
<li>Wie schnell reagieren Sie bei einem Ausfall – auch am Wochenende?</li>
<li>Wer behebt Probleme, die durch ein Update entstehen, und wird das extra verrechnet?</li>
<li>Wie viele Stunden für kleine Änderungen sind enthalten, und verfallen sie am Monatsende?</li>
<li>Wie lange werden Sicherungen aufbewahrt, und wo liegen sie?</li>
<li>Was passiert, wenn wir den Vertrag kündigen? Erhalten wir alle Zugänge und Daten?</li>
</ol>

<h2>Was nicht hineingehört</h2>

Ein Wartungsvertrag ist keine Flatrate für Weiterentwicklung. Neue Seitenbereiche, ein Redesign oder eine Shop-Anbindung sind Projekte mit eigenem Angebot. Wer beides vermischt, bekommt entweder einen überteuerten Vertrag oder endlose Diskussionen darüber, was „noch dazugehört“.

Vorsicht auch bei sehr günstigen Angeboten, die nur automatische Updates versprechen. Automatische Updates ohne Test sind bequem, bis ein Plugin-Update an einem Freitagabend den Checkout lahmlegt.

<h2>So arbeiten wir</h2>

Unsere Wartung umfasst alle oben genannten Punkte zu einem monatlichen Fixpreis, der sich nach Größe und Art der Website richtet. Sicherheitsupdates spielen wir innerhalb von 24 Stunden ein, alle anderen Updates einmal pro Woche nach Tests. Bei Ausfällen reagieren wir werktags innerhalb einer Stunde. Und weil wir die Websites selbst gebaut haben oder vor Vertragsbeginn gründlich prüfen, wissen wir, wo die Fallstricke liegen.

Übrigens betreuen wir auch Websites, die andere Agenturen gebaut haben. <a href="/kontakt">Fragen Sie uns einfach.</a>`,
      en: `WordPress, themes and plugins receive updates all the time – many of them close security holes. A website that nobody looks after for a year is almost always vulnerable. That is why we offer a maintenance contract with every project. But what should it actually contain?

<h2>What every maintenance contract should include</h2>

<ul>
<li><strong>Regular updates</strong> of WordPress, the theme and plugins, after testing on a staging copy – not blindly at the push of a button on the live site.</li>
<li><strong>Daily backups</strong> stored outside the server, with restores tested regularly. A backup that cannot be restored is not a backup.</li>
<li><strong>Uptime monitoring</strong> around the clock, with alerts when the site goes down.</li>
<li><strong>Security checks</strong> for known vulnerabilities in the plugins in use.</li>
<li><strong>A monthly report</strong> on what was updated and whether anything unusual happened.</li>
</ul>

<h2>Questions to ask before signing</h2>

<ol>
<li>How quickly do you respond to an outage – at weekends too?</li>
<li>Who fixes problems caused by an update, and is that charged extra?</li>
<li>How many hours for small changes are included, and do they expire at the end of the month?</li>
<li>How long are backups kept, and where are they stored?</li>
<li>What happens if we cancel the contract? Do we get all access details and data?</li>
</ol>

<h2>What does not belong in it</h2>

A maintenance contract is not a flat rate for further development. New sections, a redesign or connecting a shop are projects with their own quote. Mixing the two leads either to an overpriced contract or to endless discussions about what is "still included".

Be careful with very cheap offers that only promise automatic updates, too. Automatic updates without testing are convenient until a plugin update takes down the checkout on a Friday evening.

<h2>How we work</h2>

Our maintenance covers everything above for a fixed monthly price that depends on the size and type of the website. We install security updates within 24 hours and all other updates once a week after testing. On working days we respond to outages within one hour. And because we built the websites ourselves or review them thoroughly before the contract starts, we know where the pitfalls are.

By the way, we also look after websites built by other agencies. <a href="/contact">Just ask us.</a>`,
    },
  },
  {
    slug: "wordpress-security-checklist",
    publishedAt: "2026-06-09T07:00:00.000Z",
    author: "Daniel Wimmer",
    cover: "/images/blog/wordpress-security-checklist.svg",
    title: {
      de: "WordPress absichern: Unsere Checkliste in zwölf Punkten",
      en: "Hardening WordPress: our twelve-point checklist",
    },
    excerpt: {
      de: "Die meisten gehackten WordPress-Websites fallen nicht raffinierten Angriffen zum Opfer, sondern veralteten Plugins und schwachen Passwörtern. Mit dieser Checkliste schließen Sie die häufigsten Lücken.",
      en: "Most hacked WordPress sites do not fall to sophisticated attacks but to outdated plugins and weak passwords. This checklist closes the most common gaps.",
    },
    content: {
      de: `Wenn wir eine gehackte Website übernehmen, ist die Ursache fast immer dieselbe: ein veraltetes Plugin mit bekannter Sicherheitslücke oder ein Administratorkonto mit schwachem Passwort. Raffinierte, gezielte Angriffe sind die Ausnahme. Die gute Nachricht: Gegen die häufigsten Ursachen helfen einfache Maßnahmen.

<h2>Konten und Zugänge</h2>

<ol>
<li><strong>Zwei-Faktor-Anmeldung</strong> für alle Konten mit Administrator- oder Redakteursrechten.</li>
<li><strong>Nur so viele Rechte wie nötig:</strong> Wer nur Beiträge schreibt, braucht keine Administratorrolle.</li>
<li><strong>Alte Konten löschen:</strong> Ehemalige Mitarbeitende, frühere Agenturen und Testkonten haben auf Ihrer Website nichts mehr verloren.</li>
<li><strong>Anmeldeversuche begrenzen</strong>, damit automatisierte Passwort-Angriffe ins Leere laufen.</li>
</ol>

<h2>Software</h2>

<ol start="5">
<li><strong>Updates zeitnah einspielen</strong>, Sicherheitsupdates innerhalb eines Tages.</li>
<li><strong>Ungenutzte Plugins und Themes entfernen</strong> – deaktiviert reicht nicht, denn auch deaktivierter Code liegt erreichbar auf dem Server.</li>
<li><strong>Eine unterstützte PHP-Version</strong> verwenden; ältere Versionen erhalten keine Sicherheitskorrekturen mehr.</li>
<li><strong>Plugins nur aus vertrauenswürdigen Quellen</strong> installieren. „Kostenlose“ Kopien von Premium-Plugins enthalten erstaunlich oft Schadcode.</li>
</ol>

<h2>Konfiguration</h2>

<ol start="9">
<li><strong>Dateibearbeitung im Dashboard abschalten.</strong> Eine Zeile in der <code>wp-config.php</code> genügt: <code>define( 'DISALLOW_FILE_EDIT', true );</code></li>
<li><strong>XML-RPC deaktivieren</strong>, wenn Sie es nicht für eine App oder einen Dienst benötigen.</li>
<li><strong>Sicherheits-Header setzen</strong>, etwa <code>Strict-Transport-Security</code>, <code>X-Content-Type-Options</code> und eine Content Security Policy.</li>
</ol>

<h2>Für den Ernstfall</h2>

<ol start="12">
<li><strong>Sicherungen nach der 3-2-1-Regel:</strong> drei Kopien, auf zwei verschiedenen Medien, eine davon außer Haus. Und regelmäßig testen, ob sich die Sicherung wirklich einspielen lässt.</li>
</ol>

<blockquote>Sicherheit ist kein Zustand, sondern eine Gewohnheit. Eine einmal gehärtete Website ist nach einem Jahr ohne Pflege wieder verwundbar.</blockquote>

Wenn Sie unsicher sind, wie es um Ihre Website steht, machen wir gern einen Sicherheitscheck. Sie erhalten einen Bericht mit allen Funden, sortiert nach Dringlichkeit – und auf Wunsch beheben wir sie gleich.`,
      en: `When we take over a hacked website, the cause is almost always the same: an outdated plugin with a known vulnerability or an administrator account with a weak password. Sophisticated, targeted attacks are the exception. The good news: simple measures protect against the most common causes.

<h2>Accounts and access</h2>

<ol>
<li><strong>Two-factor sign-in</strong> for every account with administrator or editor rights.</li>
<li><strong>Only as many rights as needed:</strong> someone who only writes posts does not need the administrator role.</li>
<li><strong>Delete old accounts:</strong> former employees, previous agencies and test accounts no longer belong on your website.</li>
<li><strong>Limit sign-in attempts</strong>, so automated password attacks come to nothing.</li>
</ol>

<h2>Software</h2>

<ol start="5">
<li><strong>Install updates promptly</strong>, security updates within a day.</li>
<li><strong>Remove unused plugins and themes</strong> – deactivating is not enough, because deactivated code still sits on the server where it can be reached.</li>
<li><strong>Run a supported PHP version</strong>; older versions no longer receive security fixes.</li>
<li><strong>Install plugins only from trusted sources.</strong> "Free" copies of premium plugins contain malware surprisingly often.</li>
</ol>

<h2>Configuration</h2>

<ol start="9">
<li><strong>Turn off file editing in the dashboard.</strong> One line in <code>wp-config.php</code> is enough: <code>define( 'DISALLOW_FILE_EDIT', true );</code></li>
<li><strong>Disable XML-RPC</strong> unless you need it for an app or a service.</li>
<li><strong>Set security headers</strong> such as <code>Strict-Transport-Security</code>, <code>X-Content-Type-Options</code> and a Content Security Policy.</li>
</ol>

<h2>When things go wrong</h2>

<ol start="12">
<li><strong>Backups following the 3-2-1 rule:</strong> three copies, on two different media, one of them off-site. And test regularly that the backup can actually be restored.</li>
</ol>

<blockquote>Security is not a state but a habit. A hardened website is vulnerable again after a year without care.</blockquote>

If you are unsure where your website stands, we are happy to run a security check. You receive a report of every finding, sorted by urgency – and if you like, we fix them straight away.`,
    },
  },
  {
    slug: "page-builder-to-block-editor",
    publishedAt: "2026-11-12T08:00:00.000Z",
    author: "Lukas Gruber",
    cover: null,
    title: {
      de: "Vom Page Builder zum Block-Editor: So gelingt der Umstieg",
      en: "From page builder to block editor: how to make the switch",
    },
    excerpt: {
      de: "Elementor, Divi und WPBakery haben viele Websites groß gemacht – und langsam. Wie ein Umstieg auf den Block-Editor abläuft, was er kostet und was Sie danach gewinnen.",
      en: "Elementor, Divi and WPBakery built many websites – and made them slow. How a move to the block editor works, what it costs and what you gain afterwards.",
    },
    content: {
      de: `Vor zehn Jahren waren Page Builder die einzige Möglichkeit, in WordPress ohne Programmierkenntnisse ansprechende Layouts zu bauen. Heute kann der Block-Editor das meiste davon selbst – schneller, schlanker und ohne Abhängigkeit von einem einzelnen Anbieter. In diesem Jahr haben wir sieben Websites vom Page Builder auf Blöcke umgestellt. Das haben wir dabei gelernt.

<h2>Warum umsteigen?</h2>

Page Builder laden auf jeder Seite eigene Skripte und Stylesheets, oft mehrere hundert Kilobyte. Ihre Inhalte sind in verschachtelten Shortcodes oder proprietären Datenformaten gespeichert. Wer den Builder abschaltet, sieht statt der Seite einen Wust aus eckigen Klammern. Block-Inhalte dagegen sind sauberes HTML mit Kommentaren, das auch ohne Plugin lesbar bleibt.

Bei unseren Umstellungen sank die Datenmenge pro Seite im Schnitt um 60 Prozent, die Ladezeit auf Mobilgeräten um fast die Hälfte.

<h2>So gehen wir vor</h2>

<ol>
<li><strong>Inventur:</strong> Wir erfassen alle Seitentypen und wiederkehrenden Elemente – Hero-Bereiche, Teams, Preistabellen, Kontaktboxen.</li>
<li><strong>Designsystem in theme.json:</strong> Farben, Schriften und Abstände werden zentral festgelegt, statt auf jeder Seite neu eingestellt.</li>
<li><strong>Muster statt Vorlagen:</strong> Wiederkehrende Elemente werden zu Blockmustern, die die Redaktion per Klick einfügt. Inhalte, die überall gleich sein sollen, werden synchronisierte Muster.</li>
<li><strong>Inhalte übertragen:</strong> Texte und Bilder übernehmen wir per Skript, das Layout bauen wir mit den neuen Mustern nach. Vollautomatische Konverter liefern erfahrungsgemäß unsauberes Ergebnis.</li>
<li><strong>Reste aufräumen:</strong> Wir suchen in der Datenbank nach übrig gebliebenen Shortcodes, etwa <code>[et_pb_section]</code> oder <code>[vc_row]</code>, bevor der Builder deinstalliert wird.</li>
<li><strong>Prüfen und schulen:</strong> Alle Seiten werden mit dem Original verglichen, die Redaktion lernt in einer kurzen Schulung den Block-Editor kennen.</li>
</ol>

<h2>Was kostet das?</h2>

Der Aufwand hängt vor allem von der Zahl unterschiedlicher Seitentypen ab, weniger von der Zahl der Seiten. Eine Unternehmenswebsite mit 40 Seiten und fünf Seitentypen stellen wir typischerweise in drei bis vier Wochen um. Oft lohnt es sich, den Umstieg mit einer ohnehin geplanten Auffrischung des Designs zu verbinden.

<h2>Muss es gleich alles sein?</h2>

Nein. Neue Seiten lassen sich bereits im Block-Editor anlegen, während ältere Seiten vorerst im Builder bleiben. So verteilen Sie den Aufwand, bis der Builder schließlich ganz wegfallen kann.

Sie überlegen einen Umstieg? Wir sehen uns Ihre Website an und schätzen den Aufwand kostenlos ein. <a href="/kontakt">Schreiben Sie uns.</a>`,
      en: `Ten years ago, page builders were the only way to build attractive layouts in WordPress without coding. Today the block editor can do most of that itself – faster, leaner and without depending on a single vendor. This year we moved seven websites from page builders to blocks. Here is what we learned.

<h2>Why switch?</h2>

Page builders load their own scripts and stylesheets on every page, often several hundred kilobytes. Their content is stored in nested shortcodes or proprietary data formats. Turn the builder off and instead of your page you see a jumble of square brackets. Block content, on the other hand, is clean HTML with comments that stays readable without any plugin.

In our migrations, the data per page dropped by 60 per cent on average, and loading time on mobile devices by almost half.

<h2>How we go about it</h2>

<ol>
<li><strong>Inventory:</strong> We list all page types and recurring elements – hero sections, team grids, price tables, contact boxes.</li>
<li><strong>A design system in theme.json:</strong> Colours, typefaces and spacing are defined centrally instead of being set again on every page.</li>
<li><strong>Patterns instead of templates:</strong> Recurring elements become block patterns that editors insert with one click. Content that should be the same everywhere becomes a synced pattern.</li>
<li><strong>Move the content:</strong> We transfer texts and images with a script and rebuild the layout with the new patterns. In our experience, fully automatic converters produce messy results.</li>
<li><strong>Clean up leftovers:</strong> Before the builder is uninstalled, we search the database for remaining shortcodes such as <code>[et_pb_section]</code> or <code>[vc_row]</code>.</li>
<li><strong>Check and train:</strong> Every page is compared with the original, and editors get to know the block editor in a short training session.</li>
</ol>

<h2>What does it cost?</h2>

The effort depends mainly on the number of different page types, less on the number of pages. We typically migrate a company website with 40 pages and five page types in three to four weeks. It often pays to combine the switch with a design refresh that was planned anyway.

<h2>Does it have to be all at once?</h2>

No. New pages can already be created in the block editor while older pages stay in the builder for now. That spreads the effort until the builder can finally go.

Considering a switch? We will look at your website and estimate the effort free of charge. <a href="/contact">Write to us.</a>`,
    },
  },
];
