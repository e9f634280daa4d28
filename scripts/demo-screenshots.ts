// Draws the demo catalogue's screenshots (public/images/plugins/<slug>-screenshot-<n>-<de|en>.svg):
// each plugin's screen in the WordPress admin, once with the German and once with the English
// interface, so the German plugin page never shows English labels (issue #18 part 3, decision 033).
// The labels of both languages sit side by side below; change them here and run
//   node scripts/demo-screenshots.ts
// The pictures are plain SVG: they scale to any width, so they need no AVIF/WebP variants.

import { writeFileSync } from "node:fs";
import path from "node:path";

type Language = "de" | "en";
type Text = Record<Language, string>;

const width = 1280;
const height = 800;
const menuWidth = 160;
const contentX = menuWidth + 24;
const contentWidth = width - contentX - 24;

const colour = {
  bar: "#1d2327",
  menuText: "#f0f0f1",
  submenu: "#2c3338",
  submenuText: "#c3c4c7",
  blue: "#2271b1",
  page: "#f0f0f1",
  ink: "#1d2327",
  muted: "#50575e",
  border: "#c3c4c7",
  stripe: "#f6f7f7",
};

function escape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function text(x: number, y: number, value: string, attributes = ""): string {
  return `<text x="${x}" y="${y}" ${attributes}>${escape(value)}</text>`;
}

function rect(x: number, y: number, w: number, h: number, attributes: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attributes}/>`;
}

const menu: { key: string; label: Text }[] = [
  { key: "dashboard", label: { de: "Dashboard", en: "Dashboard" } },
  { key: "posts", label: { de: "Beiträge", en: "Posts" } },
  { key: "media", label: { de: "Medien", en: "Media" } },
  { key: "pages", label: { de: "Seiten", en: "Pages" } },
  { key: "comments", label: { de: "Kommentare", en: "Comments" } },
  { key: "woocommerce", label: { de: "WooCommerce", en: "WooCommerce" } },
  { key: "plugin", label: { de: "", en: "" } },
  { key: "appearance", label: { de: "Design", en: "Appearance" } },
  { key: "plugins", label: { de: "Plugins", en: "Plugins" } },
  { key: "users", label: { de: "Benutzer", en: "Users" } },
  { key: "tools", label: { de: "Werkzeuge", en: "Tools" } },
  { key: "settings", label: { de: "Einstellungen", en: "Settings" } },
];

interface Screen {
  /** The admin menu entry the screen belongs to; `plugin` is the plugin's own entry named `menuLabel`. */
  menu: string;
  menuLabel?: Text;
  /** The open entry's submenu; the current page is the one at `current`. */
  submenu?: Text[];
  current?: number;
  title: Text;
  titleAction?: Text;
  body: (language: Language) => string;
}

function adminBar(language: Language): string {
  return [
    rect(0, 0, width, 32, `fill="${colour.bar}"`),
    `<circle cx="18" cy="16" r="10" fill="none" stroke="${colour.submenuText}" stroke-width="2"/>`,
    text(13, 21, "W", `font-size="13" font-weight="700" fill="${colour.submenuText}"`),
    text(40, 21, "Blumen Huber", `font-size="13" fill="${colour.menuText}"`),
    text(width - 16, 21, language === "de" ? "Willkommen, Anna" : "Howdy, Anna", `font-size="13" fill="${colour.menuText}" text-anchor="end"`),
  ].join("");
}

function adminMenu(screen: Screen, language: Language): string {
  const parts = [rect(0, 32, menuWidth, height - 32, `fill="${colour.bar}"`)];
  let y = 44;
  for (const item of menu) {
    const label = item.key === "plugin" ? screen.menuLabel?.[language] : item.label[language];
    if (!label) continue;
    const open = item.key === screen.menu;
    if (open) parts.push(rect(0, y, menuWidth, 34, `fill="${colour.blue}"`));
    parts.push(rect(10, y + 9, 16, 16, `rx="3" fill="${open ? "#fff" : "#a7aaad"}" opacity="0.8"`));
    parts.push(text(36, y + 22, label, `font-size="14" fill="${open ? "#fff" : colour.menuText}"`));
    y += 34;
    if (open && screen.submenu) {
      const submenuHeight = screen.submenu.length * 28 + 12;
      parts.push(rect(0, y, menuWidth, submenuHeight, `fill="${colour.submenu}"`));
      screen.submenu.forEach((entry, index) => {
        const current = index === screen.current;
        parts.push(
          text(
            36,
            y + 24 + index * 28,
            entry[language],
            `font-size="13" fill="${current ? "#fff" : colour.submenuText}"${current ? ' font-weight="600"' : ""}`,
          ),
        );
      });
      y += submenuHeight;
    }
  }
  return parts.join("");
}

function draw(screen: Screen, language: Language): string {
  const title = screen.title[language];
  const titleWidth = title.length * 13.5;
  const action = screen.titleAction
    ? rect(contentX + titleWidth + 16, 58, screen.titleAction[language].length * 8 + 24, 30, `rx="3" fill="#f6f7f7" stroke="${colour.blue}"`) +
      text(contentX + titleWidth + 28, 78, screen.titleAction[language], `font-size="13" fill="${colour.blue}"`)
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Oxygen-Sans,Ubuntu,Cantarell,'Helvetica Neue',sans-serif">`,
    rect(0, 0, width, height, `fill="${colour.page}"`),
    adminBar(language),
    adminMenu(screen, language),
    text(contentX, 82, title, `font-size="23" fill="${colour.ink}"`),
    action,
    screen.body(language),
    "</svg>\n",
  ].join("");
}

type Tone = "green" | "orange" | "red" | "grey" | "blue";

const tones: Record<Tone, { fill: string; ink: string }> = {
  green: { fill: "#edfaef", ink: "#00600f" },
  orange: { fill: "#fcf9e8", ink: "#7a4b00" },
  red: { fill: "#fcf0f1", ink: "#8a1f11" },
  grey: { fill: "#f0f0f1", ink: "#3c434a" },
  blue: { fill: "#f0f6fc", ink: "#0a4b78" },
};

function pill(x: number, y: number, label: string, tone: Tone): string {
  const { fill, ink } = tones[tone];
  return (
    rect(x, y - 17, label.length * 7.6 + 18, 24, `rx="12" fill="${fill}" stroke="${ink}" stroke-opacity="0.35"`) +
    text(x + 9, y, label, `font-size="13" font-weight="600" fill="${ink}"`)
  );
}

/** A cell: plain text, a link (first column of WordPress lists) or a status pill. */
type Cell = string | { link: string } | { pill: string; tone: Tone };

function cell(x: number, y: number, value: Cell): string {
  if (typeof value === "string") return text(x, y, value, `font-size="14" fill="${colour.ink}"`);
  if ("link" in value) return text(x, y, value.link, `font-size="14" font-weight="600" fill="${colour.blue}"`);
  return pill(x, y, value.pill, value.tone);
}

/** A WordPress list table: header, striped rows, checkbox column. */
function listTable(y: number, columns: { label: string; width: number }[], rows: Cell[][]): string {
  const rowHeight = 46;
  const parts = [rect(contentX, y, contentWidth, 42 + rows.length * rowHeight, `fill="#fff" stroke="${colour.border}"`)];
  const columnX = (index: number) => contentX + 44 + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  parts.push(rect(contentX + 14, y + 13, 16, 16, `rx="2" fill="#fff" stroke="#8c8f94"`));
  columns.forEach((column, index) => parts.push(text(columnX(index), y + 27, column.label, `font-size="14" font-weight="600" fill="#2c3338"`)));
  parts.push(`<line x1="${contentX}" y1="${y + 42}" x2="${contentX + contentWidth}" y2="${y + 42}" stroke="${colour.border}"/>`);
  rows.forEach((row, rowIndex) => {
    const top = y + 42 + rowIndex * rowHeight;
    if (rowIndex % 2 === 0) parts.push(rect(contentX + 1, top, contentWidth - 2, rowHeight, `fill="${colour.stripe}"`));
    parts.push(rect(contentX + 14, top + 15, 16, 16, `rx="2" fill="#fff" stroke="#8c8f94"`));
    row.forEach((value, index) => parts.push(cell(columnX(index), top + 29, value)));
  });
  return parts.join("");
}

/** The "All (12) | Published (9)" filter links above a list. */
function filterLinks(y: number, links: string[]): string {
  let x = contentX;
  return links
    .map((link, index) => {
      const part =
        text(x, y, link, `font-size="13" fill="${index === 0 ? colour.ink : colour.blue}"${index === 0 ? ' font-weight="600"' : ""}`) +
        (index < links.length - 1 ? text(x + link.length * 7 + 6, y, "|", `font-size="13" fill="#a7aaad"`) : "");
      x += link.length * 7 + 20;
      return part;
    })
    .join("");
}

function tabs(y: number, labels: string[], active: number): string {
  let x = contentX;
  const parts = labels.map((label, index) => {
    const w = label.length * 9.2 + 28;
    const part =
      rect(x, y, w, 36, `fill="${index === active ? colour.page : "#dcdcde"}" stroke="${colour.border}"`) +
      text(x + 14, y + 24, label, `font-size="14" font-weight="600" fill="${index === active ? "#000" : colour.muted}"`);
    x += w + 6;
    return part;
  });
  return parts.join("") + `<line x1="${contentX}" y1="${y + 36}" x2="${contentX + contentWidth}" y2="${y + 36}" stroke="${colour.border}"/>`;
}

function input(x: number, y: number, w: number, value: string): string {
  return rect(x, y, w, 32, `rx="4" fill="#fff" stroke="#8c8f94"`) + text(x + 10, y + 21, value, `font-size="14" fill="#2c3338"`);
}

function checkbox(x: number, y: number, label: string, checked: boolean): string {
  const tick = checked ? `<path d="M${x + 3} ${y + 8} l4 4 l7 -8" fill="none" stroke="${colour.blue}" stroke-width="2.5"/>` : "";
  return rect(x, y, 16, 16, `rx="2" fill="#fff" stroke="#8c8f94"`) + tick + text(x + 26, y + 13, label, `font-size="14" fill="${colour.ink}"`);
}

function toggle(x: number, y: number, on: boolean): string {
  return rect(x, y, 44, 24, `rx="12" fill="${on ? colour.blue : "#8c8f94"}"`) + `<circle cx="${on ? x + 32 : x + 12}" cy="${y + 12}" r="9" fill="#fff"/>`;
}

function button(x: number, y: number, label: string, primary = true): string {
  const w = label.length * 8 + 26;
  return (
    rect(x, y, w, 34, `rx="3" fill="${primary ? colour.blue : "#f6f7f7"}" stroke="${colour.blue}"`) +
    text(x + 13, y + 22, label, `font-size="14" fill="${primary ? "#fff" : colour.blue}"`)
  );
}

/** A settings form: labels on the left, fields on the right, as WordPress's form-table. */
function formTable(y: number, rows: { label: string; field: (x: number, y: number) => string; rowHeight?: number }[]): string {
  const parts: string[] = [];
  let top = y;
  for (const row of rows) {
    parts.push(text(contentX, top + 21, row.label, `font-size="14" font-weight="600" fill="${colour.ink}"`));
    parts.push(row.field(contentX + 240, top));
    top += row.rowHeight ?? 52;
  }
  return parts.join("");
}

function notice(y: number, message: string): string {
  return (
    rect(contentX, y, contentWidth, 40, `fill="#fff" stroke="${colour.border}"`) +
    rect(contentX, y, 4, 40, `fill="#00a32a"`) +
    text(contentX + 16, y + 25, message, `font-size="14" fill="${colour.ink}"`)
  );
}

function hint(x: number, y: number, value: string): string {
  return text(x, y, value, `font-size="13" fill="${colour.muted}"`);
}

const t = (de: string, en: string): Text => ({ de, en });
const euro = (language: Language, amount: string) =>
  language === "de" ? `€ ${amount}` : `€${amount.replace(/\./g, "#").replace(",", ".").replace(/#/g, ",")}`;

const screens: Record<string, Screen> = {
  "invoice-forge-screenshot-1": {
    menu: "woocommerce",
    submenu: [
      t("Startseite", "Home"),
      t("Bestellungen", "Orders"),
      t("Kunden", "Customers"),
      t("Rechnungen", "Invoices"),
      t("Berichte", "Reports"),
      t("Einstellungen", "Settings"),
    ],
    current: 3,
    title: t("Rechnungen", "Invoices"),
    titleAction: t("Monatsexport", "Monthly export"),
    body: (language) => {
      const de = language === "de";
      const paid = { pill: de ? "Bezahlt" : "Paid", tone: "green" as const };
      return (
        filterLinks(126, [
          de ? "Alle (412)" : "All (412)",
          de ? "Bezahlt (396)" : "Paid (396)",
          de ? "Offen (9)" : "Open (9)",
          de ? "Gutschriften (17)" : "Credit notes (17)",
        ]) +
        listTable(
          146,
          [
            { label: de ? "Nummer" : "Number", width: 170 },
            { label: de ? "Bestellung" : "Order", width: 120 },
            { label: de ? "Kunde" : "Customer", width: 230 },
            { label: de ? "Datum" : "Date", width: 140 },
            { label: de ? "Betrag" : "Total", width: 150 },
            { label: "Status", width: 150 },
          ],
          [
            [{ link: "RE-2026-0412" }, "#8841", "Gärtnerei Lindner", de ? "12.11.2026" : "12 Nov 2026", euro(language, "249,00"), paid],
            [{ link: "RE-2026-0411" }, "#8839", "Mag. Eva Pichler", de ? "11.11.2026" : "11 Nov 2026", euro(language, "59,00"), paid],
            [
              { link: "GS-2026-0017" },
              "#8817",
              "Café Sonnenschein",
              de ? "10.11.2026" : "10 Nov 2026",
              `−${euro(language, "59,00")}`,
              { pill: de ? "Gutschrift" : "Credit note", tone: "blue" },
            ],
            [
              { link: "RE-2026-0410" },
              "#8836",
              "Hofer & Partner OG",
              de ? "10.11.2026" : "10 Nov 2026",
              euro(language, "1.188,00"),
              { pill: de ? "Offen" : "Open", tone: "orange" },
            ],
            [{ link: "RE-2026-0409" }, "#8831", "Weingut Brandl", de ? "08.11.2026" : "8 Nov 2026", euro(language, "149,00"), paid],
            [{ link: "RE-2026-0408" }, "#8830", "Studio Kern GmbH", de ? "07.11.2026" : "7 Nov 2026", euro(language, "299,00"), paid],
            [{ link: "RE-2026-0407" }, "#8826", "Lukas Berger", de ? "06.11.2026" : "6 Nov 2026", euro(language, "59,00"), paid],
          ],
        ) +
        hint(contentX, 540, de ? "7 von 412 Einträgen · Seite 1 von 59" : "7 of 412 items · page 1 of 59")
      );
    },
  },
  "invoice-forge-screenshot-2": {
    menu: "woocommerce",
    submenu: [
      t("Startseite", "Home"),
      t("Bestellungen", "Orders"),
      t("Kunden", "Customers"),
      t("Rechnungen", "Invoices"),
      t("Berichte", "Reports"),
      t("Einstellungen", "Settings"),
    ],
    current: 3,
    title: t("Rechnungseinstellungen", "Invoice settings"),
    body: (language) => {
      const de = language === "de";
      return (
        tabs(
          108,
          [de ? "Allgemein" : "General", de ? "Nummernkreise" : "Number ranges", de ? "Steuern" : "Tax", de ? "PDF-Vorlage" : "PDF template", "Export"],
          1,
        ) +
        formTable(172, [
          {
            label: de ? "Rechnungen" : "Invoices",
            field: (x, y) => input(x, y, 260, "RE-{YYYY}-{NNNN}") + hint(x + 276, y + 21, de ? "Nächste Nummer: RE-2026-0413" : "Next number: RE-2026-0413"),
          },
          {
            label: de ? "Gutschriften" : "Credit notes",
            field: (x, y) => input(x, y, 260, "GS-{YYYY}-{NNNN}") + hint(x + 276, y + 21, de ? "Nächste Nummer: GS-2026-0018" : "Next number: GS-2026-0018"),
          },
          {
            label: de ? "Neu beginnen" : "Restart",
            field: (x, y) => checkbox(x, y + 8, de ? "Nummern am 1. Jänner wieder mit 0001 beginnen" : "Start again at 0001 on 1 January", true),
          },
          {
            label: de ? "Steuersätze" : "Tax rates",
            rowHeight: 150,
            field: (x, y) =>
              [
                [de ? "Österreich" : "Austria", "20 %", "10 %", "13 %"],
                [de ? "Deutschland" : "Germany", "19 %", "7 %", "–"],
                [de ? "Andere EU-Länder" : "Other EU countries", de ? "Satz des Landes" : "Country's rate", "", ""],
              ]
                .map(
                  (row, index) =>
                    rect(x, y + index * 40, 560, 40, `fill="${index % 2 ? "#fff" : colour.stripe}" stroke="${colour.border}"`) +
                    row
                      .map((value, column) =>
                        text(x + 12 + column * 110 + (column ? 110 : 0), y + 25 + index * 40, value, `font-size="14" fill="${colour.ink}"`),
                      )
                      .join(""),
                )
                .join("") + hint(x, y + 140, de ? "Normalsatz, ermäßigte Sätze" : "Standard rate, reduced rates"),
          },
          {
            label: "Reverse Charge",
            field: (x, y) => checkbox(x, y + 8, de ? "UID-Nummer beim Kauf über VIES prüfen" : "Check the VAT ID with VIES at checkout", true),
          },
        ]) +
        button(contentX, 560, de ? "Änderungen speichern" : "Save Changes")
      );
    },
  },
  "booking-desk-screenshot-1": {
    menu: "plugin",
    menuLabel: t("Termine", "Bookings"),
    submenu: [
      t("Kalender", "Calendar"),
      t("Alle Termine", "All bookings"),
      t("Leistungen", "Services"),
      t("Mitarbeiter", "Staff"),
      t("Einstellungen", "Settings"),
    ],
    current: 0,
    title: t("Kalender – KW 47", "Calendar – week 47"),
    titleAction: t("Termin eintragen", "Add booking"),
    body: (language) => {
      const de = language === "de";
      const days = de
        ? ["Mo 16.11.", "Di 17.11.", "Mi 18.11.", "Do 19.11.", "Fr 20.11."]
        : ["Mon 16 Nov", "Tue 17 Nov", "Wed 18 Nov", "Thu 19 Nov", "Fri 20 Nov"];
      const top = 120;
      const hourHeight = 66;
      const dayWidth = (contentWidth - 60) / 5;
      const parts = [rect(contentX, top, contentWidth, 44 + hourHeight * 9, `fill="#fff" stroke="${colour.border}"`)];
      days.forEach((day, index) =>
        parts.push(text(contentX + 60 + index * dayWidth + 12, top + 28, day, `font-size="14" font-weight="600" fill="${colour.ink}"`)),
      );
      for (let hour = 0; hour < 9; hour += 1) {
        const y = top + 44 + hour * hourHeight;
        parts.push(`<line x1="${contentX}" y1="${y}" x2="${contentX + contentWidth}" y2="${y}" stroke="#dcdcde"/>`);
        parts.push(text(contentX + 10, y + 18, `${hour + 9}:00`, `font-size="12" fill="${colour.muted}"`));
      }
      const bookings: [number, number, number, Text, string, string][] = [
        [0, 0, 1, t("Haarschnitt", "Haircut"), "Julia · Frau Weiss", "#2271b1"],
        [0, 2.5, 1.5, t("Färben", "Colouring"), "Marko · Frau Gruber", "#8c5ac8"],
        [1, 1, 1, t("Erstberatung", "First consultation"), "Julia · Herr Novak", "#00a32a"],
        [1, 5, 1, t("Haarschnitt", "Haircut"), "Marko · Herr Bauer", "#2271b1"],
        [2, 0.5, 2, t("Hochsteckfrisur", "Updo"), "Julia · Frau Huber", "#d63638"],
        [3, 3, 1, t("Haarschnitt", "Haircut"), "Julia · Frau Koller", "#2271b1"],
        [3, 6, 1.5, t("Färben", "Colouring"), "Marko · Frau Lang", "#8c5ac8"],
        [4, 1.5, 1, t("Erstberatung", "First consultation"), "Marko · Herr Wagner", "#00a32a"],
        [4, 4, 1, t("Haarschnitt", "Haircut"), "Julia · Herr Steiner", "#2271b1"],
      ];
      for (const [day, start, length, service, who, fill] of bookings) {
        const x = contentX + 60 + day * dayWidth + 6;
        const y = top + 44 + start * hourHeight + 3;
        parts.push(rect(x, y, dayWidth - 12, length * hourHeight - 6, `rx="4" fill="${fill}"`));
        parts.push(text(x + 10, y + 22, service[language], `font-size="14" font-weight="600" fill="#fff"`));
        parts.push(text(x + 10, y + 42, who, `font-size="12" fill="#fff"`));
      }
      return parts.join("");
    },
  },
  "form-relay-screenshot-1": {
    menu: "plugin",
    menuLabel: t("Form Relay", "Form Relay"),
    submenu: [t("Zustellprotokoll", "Delivery log"), t("Ziele", "Destinations"), t("Einstellungen", "Settings")],
    current: 0,
    title: t("Zustellprotokoll", "Delivery log"),
    titleAction: t("Als CSV exportieren", "Export as CSV"),
    body: (language) => {
      const de = language === "de";
      const delivered = { pill: de ? "Zugestellt" : "Delivered", tone: "green" as const };
      return (
        filterLinks(126, [
          de ? "Alle (128)" : "All (128)",
          de ? "Zugestellt (119)" : "Delivered (119)",
          de ? "In Warteschlange (6)" : "Queued (6)",
          de ? "Fehlgeschlagen (3)" : "Failed (3)",
        ]) +
        listTable(
          146,
          [
            { label: de ? "Zeitpunkt" : "Time", width: 190 },
            { label: de ? "Formular" : "Form", width: 200 },
            { label: de ? "Ziel" : "Destination", width: 200 },
            { label: "Status", width: 220 },
            { label: de ? "Versuche" : "Attempts", width: 120 },
          ],
          [
            [de ? "27.11.2026, 10:42" : "27 Nov 2026, 10:42", { link: de ? "Kontakt" : "Contact" }, "HubSpot", delivered, "1"],
            [de ? "27.11.2026, 10:17" : "27 Nov 2026, 10:17", { link: de ? "Angebot anfragen" : "Request a quote" }, "Pipedrive", delivered, "1"],
            [
              de ? "27.11.2026, 09:58" : "27 Nov 2026, 09:58",
              { link: de ? "Rückruf" : "Call-back" },
              "Slack",
              { pill: de ? "Neuer Versuch um 10:58" : "Retry at 10:58", tone: "orange" },
              "3",
            ],
            [de ? "27.11.2026, 09:31" : "27 Nov 2026, 09:31", { link: de ? "Kontakt" : "Contact" }, "Webhook", delivered, "2"],
            [
              de ? "26.11.2026, 18:05" : "26 Nov 2026, 18:05",
              { link: "Newsletter" },
              "Salesforce",
              { pill: de ? "Fehlgeschlagen" : "Failed", tone: "red" },
              "10",
            ],
            [de ? "26.11.2026, 16:44" : "26 Nov 2026, 16:44", { link: de ? "Angebot anfragen" : "Request a quote" }, "HubSpot", delivered, "1"],
          ],
        ) +
        hint(
          contentX,
          494,
          de ? "Einsendungen werden nach 90 Tagen gelöscht (Einstellungen → Datenschutz)." : "Submissions are deleted after 90 days (Settings → Privacy).",
        )
      );
    },
  },
  "consent-bridge-screenshot-1": {
    menu: "settings",
    submenu: [t("Allgemein", "General"), t("Lesen", "Reading"), t("Datenschutz", "Privacy"), t("Consent Bridge", "Consent Bridge")],
    current: 3,
    title: t("Consent Bridge", "Consent Bridge"),
    body: (language) => {
      const de = language === "de";
      const denied = { pill: de ? "verweigert" : "denied", tone: "red" as const };
      return (
        notice(
          108,
          de
            ? "Cookie-Banner erkannt: Complianz 7.2 – Entscheidungen werden an den Tag Manager gemeldet."
            : "Cookie banner detected: Complianz 7.2 – choices are reported to Tag Manager.",
        ) +
        text(contentX, 186, de ? "Standardwerte vor der Einwilligung" : "Defaults before consent", `font-size="18" fill="${colour.ink}"`) +
        listTable(
          204,
          [
            { label: de ? "Signal" : "Signal", width: 260 },
            { label: de ? "Standardwert" : "Default", width: 200 },
            { label: de ? "Nach Einwilligung in" : "After consent to", width: 300 },
          ],
          [
            ["ad_storage", denied, de ? "Marketing" : "Marketing"],
            ["ad_user_data", denied, de ? "Marketing" : "Marketing"],
            ["ad_personalization", denied, de ? "Marketing" : "Marketing"],
            ["analytics_storage", denied, de ? "Statistik" : "Statistics"],
            ["functionality_storage", { pill: de ? "erlaubt" : "granted", tone: "green" }, de ? "– (immer)" : "– (always)"],
          ],
        ) +
        formTable(500, [
          {
            label: de ? "Gilt in" : "Applies in",
            field: (x, y) => input(x, y, 300, de ? "EWR, Schweiz, Vereinigtes Königreich" : "EEA, Switzerland, United Kingdom"),
          },
          {
            label: "wait_for_update",
            field: (x, y) =>
              input(x, y, 120, "500 ms") + hint(x + 136, y + 21, de ? "So lange warten Tags auf die Entscheidung." : "How long tags wait for the choice."),
          },
          {
            label: "URL passthrough",
            field: (x, y) => checkbox(x, y + 8, de ? "Klick-IDs ohne Cookies weitergeben" : "Pass click IDs on without cookies", false),
          },
        ]) +
        button(contentX, 672, de ? "Änderungen speichern" : "Save Changes")
      );
    },
  },
  "admin-notes-screenshot-1": {
    menu: "dashboard",
    submenu: [t("Startseite", "Home"), t("Aktualisierungen", "Updates")],
    current: 0,
    title: t("Dashboard", "Dashboard"),
    body: (language) => {
      const de = language === "de";
      const box = (x: number, y: number, w: number, h: number, heading: string) =>
        rect(x, y, w, h, `fill="#fff" stroke="${colour.border}"`) +
        text(x + 14, y + 28, heading, `font-size="14" font-weight="600" fill="${colour.ink}"`) +
        `<line x1="${x}" y1="${y + 42}" x2="${x + w}" y2="${y + 42}" stroke="${colour.border}"/>`;
      const half = (contentWidth - 20) / 2;
      const notes: [string, string, string][] = de
        ? [
            ["Vor dem Relaunch: Weiterleitungen der alten Produkt-URLs prüfen", "Anna", "heute, 09:12"],
            ["Neue Redakteurin Lisa: Beiträge bitte immer mit Beitragsbild", "Markus", "gestern"],
            ["Wartung am Freitag ab 20 Uhr – Shop ca. 30 Minuten offline", "Anna", "24.11.2026"],
            ["SEO-Texte für die Herbstkollektion fehlen noch", "Lisa", "20.11.2026"],
          ]
        : [
            ["Before the relaunch: check the redirects of the old product URLs", "Anna", "today, 09:12"],
            ["New editor Lisa: please always set a featured image", "Markus", "yesterday"],
            ["Maintenance on Friday from 8 pm – shop offline for about 30 minutes", "Anna", "24 Nov 2026"],
            ["SEO texts for the autumn collection are still missing", "Lisa", "20 Nov 2026"],
          ];
      const noteList = notes
        .map(([note, author, when], index) => {
          const y = 178 + index * 70;
          return (
            rect(contentX + 14, y, half - 28, 58, `rx="4" fill="#fcf9e8" stroke="#dba617" stroke-opacity="0.5"`) +
            text(contentX + 26, y + 24, note, `font-size="13" fill="${colour.ink}"`) +
            hint(contentX + 26, y + 44, `${author} · ${when}`)
          );
        })
        .join("");
      return (
        box(contentX, 118, half, 470, "Admin Notes") +
        noteList +
        input(contentX + 14, 464, half - 28, de ? "Neue Notiz …" : "New note …") +
        button(contentX + 14, 510, de ? "Notiz speichern" : "Save note") +
        box(contentX + half + 20, 118, half, 200, de ? "Auf einen Blick" : "At a Glance") +
        text(contentX + half + 34, 194, de ? "42 Beiträge" : "42 Posts", `font-size="14" fill="${colour.blue}"`) +
        text(contentX + half + 254, 194, de ? "18 Seiten" : "18 Pages", `font-size="14" fill="${colour.blue}"`) +
        text(contentX + half + 34, 230, de ? "7 Kommentare" : "7 Comments", `font-size="14" fill="${colour.blue}"`) +
        hint(contentX + half + 34, 276, de ? "WordPress 6.9 mit dem Theme „Blumen Huber“." : "WordPress 6.9 running the “Blumen Huber” theme.") +
        box(contentX + half + 20, 338, half, 250, de ? "Aktivität" : "Activity") +
        hint(contentX + half + 34, 410, de ? "Kürzlich veröffentlicht" : "Recently published") +
        text(
          contentX + half + 34,
          440,
          de ? "26. Nov., 14:20  Adventkränze 2026" : "26 Nov, 14:20  Advent wreaths 2026",
          `font-size="14" fill="${colour.blue}"`,
        ) +
        text(
          contentX + half + 34,
          470,
          de ? "21. Nov., 09:05  Pflegetipps für den Winter" : "21 Nov, 09:05  Care tips for winter",
          `font-size="14" fill="${colour.blue}"`,
        )
      );
    },
  },
  "hreflang-manager-screenshot-1": {
    menu: "tools",
    submenu: [t("Verfügbare Werkzeuge", "Available Tools"), t("Website-Zustand", "Site Health"), t("Hreflang-Prüfung", "Hreflang report")],
    current: 2,
    title: t("Hreflang-Prüfung", "Hreflang report"),
    titleAction: t("Erneut prüfen", "Check again"),
    body: (language) => {
      const de = language === "de";
      const missing = { pill: de ? "Rückverweis fehlt" : "Return link missing", tone: "red" as const };
      return (
        notice(
          108,
          de
            ? "Geprüft am 27.11.2026 um 06:00: 214 Seiten in 3 Sprachen, 4 Probleme."
            : "Checked on 27 Nov 2026 at 06:00: 214 pages in 3 languages, 4 problems.",
        ) +
        listTable(
          170,
          [
            { label: de ? "Seite" : "Page", width: 280 },
            { label: de ? "Sprache" : "Language", width: 110 },
            { label: de ? "Verweist auf" : "Links to", width: 280 },
            { label: de ? "Problem" : "Problem", width: 250 },
          ],
          [
            [{ link: "/de/leistungen/" }, "de-AT", "/en/services/", missing],
            [{ link: "/en/about-us/" }, "en", "/it/chi-siamo/", missing],
            [{ link: "/it/contatti/" }, "it", "/de/kontakt/", { pill: de ? "Ziel ist noindex" : "Target is noindex", tone: "orange" }],
            [{ link: "/de/blog/adventkraenze/" }, "de-AT", "–", { pill: de ? "Keine Übersetzung" : "No translation", tone: "grey" }],
          ],
        ) +
        formTable(430, [
          {
            label: "x-default",
            field: (x, y) =>
              input(x, y, 300, "de-AT") + hint(x + 316, y + 21, de ? "Für Besucher ohne passende Sprache" : "For visitors without a matching language"),
          },
          { label: de ? "Übersetzungen aus" : "Translations from", field: (x, y) => input(x, y, 300, "Polylang 3.7") },
          {
            label: "Sitemap",
            field: (x, y) => checkbox(x, y + 8, de ? "Sprachalternativen in die Sitemap schreiben" : "Write language alternates into the sitemap", true),
          },
        ]) +
        button(contentX, 600, de ? "Änderungen speichern" : "Save Changes")
      );
    },
  },
  "maintenance-switch-screenshot-1": {
    menu: "settings",
    submenu: [t("Allgemein", "General"), t("Lesen", "Reading"), t("Datenschutz", "Privacy"), t("Wartungsmodus", "Maintenance mode")],
    current: 3,
    title: t("Wartungsmodus", "Maintenance mode"),
    body: (language) => {
      const de = language === "de";
      return (
        notice(
          108,
          de
            ? "Der Wartungsmodus ist aktiv. Angemeldete Administratoren sehen die Website wie gewohnt."
            : "Maintenance mode is on. Signed-in administrators see the site as usual.",
        ) +
        formTable(176, [
          {
            label: de ? "Wartungsmodus" : "Maintenance mode",
            field: (x, y) => toggle(x, y + 4, true) + text(x + 58, y + 21, de ? "Aktiv seit 20:02" : "On since 20:02", `font-size="14" fill="${colour.ink}"`),
          },
          { label: de ? "Überschrift" : "Heading", field: (x, y) => input(x, y, 460, de ? "Wir sind gleich wieder da" : "We'll be right back") },
          {
            label: de ? "Text" : "Text",
            rowHeight: 110,
            field: (x, y) =>
              rect(x, y, 460, 92, `rx="4" fill="#fff" stroke="#8c8f94"`) +
              text(x + 10, y + 24, de ? "Unser Shop bekommt gerade ein Update." : "Our shop is getting an update.", `font-size="14" fill="#2c3338"`) +
              text(x + 10, y + 46, de ? "Ab ca. 20:30 Uhr sind wir wieder für Sie da." : "We will be back at about 8:30 pm.", `font-size="14" fill="#2c3338"`),
          },
          {
            label: "Retry-After",
            field: (x, y) =>
              input(x, y, 120, de ? "30 Minuten" : "30 minutes") +
              hint(x + 136, y + 21, de ? "Suchmaschinen erhalten HTTP 503 mit dieser Angabe." : "Search engines get HTTP 503 with this value."),
          },
          { label: de ? "Freigegebene IP-Adressen" : "Allowed IP addresses", field: (x, y) => input(x, y, 460, "203.0.113.24, 198.51.100.7") },
        ]) +
        button(contentX, 520, de ? "Änderungen speichern" : "Save Changes") +
        button(contentX + 200, 520, de ? "Vorschau ansehen" : "Preview", false)
      );
    },
  },
  "austrian-holidays-screenshot-1": {
    menu: "plugin",
    menuLabel: t("Feiertage", "Holidays"),
    submenu: [t("Übersicht", "Overview"), t("Betriebsurlaube", "Closures"), t("Einstellungen", "Settings")],
    current: 0,
    title: t("Feiertage 2026", "Holidays 2026"),
    titleAction: t("Betriebsurlaub eintragen", "Add a closure"),
    body: (language) => {
      const de = language === "de";
      const holiday = { pill: de ? "Gesetzlich" : "Public holiday", tone: "blue" as const };
      const closure = { pill: de ? "Betriebsurlaub" : "Company closure", tone: "orange" as const };
      return (
        filterLinks(126, [
          de ? "Alle (16)" : "All (16)",
          de ? "Gesetzliche Feiertage (13)" : "Public holidays (13)",
          de ? "Betriebsurlaube (3)" : "Closures (3)",
        ]) +
        listTable(
          146,
          [
            { label: de ? "Datum" : "Date", width: 240 },
            { label: de ? "Bezeichnung" : "Name", width: 320 },
            { label: de ? "Art" : "Kind", width: 220 },
            { label: de ? "Hinweis auf der Website" : "Notice on the site", width: 200 },
          ],
          [
            [
              de ? "Di, 8. Dezember" : "Tue, 8 December",
              { link: de ? "Mariä Empfängnis" : "Immaculate Conception" },
              holiday,
              de ? "ab 1. Dezember" : "from 1 December",
            ],
            [
              de ? "Do, 24. – Mi, 30. Dezember" : "Thu, 24 – Wed, 30 December",
              { link: de ? "Weihnachtspause" : "Christmas break" },
              closure,
              de ? "ab 10. Dezember" : "from 10 December",
            ],
            [de ? "Fr, 25. Dezember" : "Fri, 25 December", { link: de ? "Christtag" : "Christmas Day" }, holiday, "–"],
            [de ? "Sa, 26. Dezember" : "Sat, 26 December", { link: de ? "Stefanitag" : "St Stephen's Day" }, holiday, "–"],
            [de ? "Fr, 1. Jänner 2027" : "Fri, 1 January 2027", { link: de ? "Neujahr" : "New Year's Day" }, holiday, "–"],
            [de ? "Mi, 6. Jänner 2027" : "Wed, 6 January 2027", { link: de ? "Heilige Drei Könige" : "Epiphany" }, holiday, "–"],
          ],
        ) +
        text(contentX, 490, de ? "Shortcode für eine Liste:" : "Shortcode for a list:", `font-size="14" fill="${colour.ink}"`) +
        rect(contentX + 180, 472, 330, 28, `fill="#f6f7f7" stroke="${colour.border}"`) +
        text(contentX + 190, 491, '[austrian_holidays year="2026"]', `font-size="13" font-family="Consolas,Monaco,monospace" fill="${colour.ink}"`)
      );
    },
  },
};

const folder = path.resolve(import.meta.dirname, "../public/images/plugins");
for (const [name, screen] of Object.entries(screens)) {
  for (const language of ["de", "en"] as const) writeFileSync(path.join(folder, `${name}-${language}.svg`), draw(screen, language));
}
process.stdout.write(`${Object.keys(screens).length * 2} screenshots in ${folder}\n`);
