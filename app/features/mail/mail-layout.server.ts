import { company } from "../../company.ts";
import type { Language } from "../../i18n/paths.ts";

/** The parts a mail is written in; every string is plain text, escaped here for the HTML body. */
export type MailBlock =
  { kind: "paragraph"; text: string } | { kind: "fields"; rows: ReadonlyArray<{ label: string; value: string }> } | { kind: "quote"; text: string };

export interface MailContent {
  language: Language;
  subject: string;
  blocks: ReadonlyArray<MailBlock>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Escaped, with the writer's line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

const colours = { ink: "#111827", muted: "#4b5563", brand: "#174c99", line: "#e5e7eb", page: "#f3f4f6" };
const fontStack = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Sender details every business mail of an Austrian company carries (§ 14 UGB); the same in both languages. */
function footerLines(publicUrl: string): string[] {
  return [
    company.legalName,
    `${company.street}, ${company.postalCode} ${company.city}`,
    `${company.phone} · ${company.email} · ${publicUrl}`,
    `${company.commercialRegister} · ${company.vatId}`,
  ];
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.5">${htmlLines(block.text)}</p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colours.line};background:${colours.page};line-height:1.5">${htmlLines(block.text)}</blockquote>`;
    case "fields": {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="padding:6px 16px 6px 0;text-align:left;vertical-align:top;font-weight:600;white-space:nowrap">${escapeHtml(row.label)}</th>` +
            `<td style="padding:6px 0;vertical-align:top">${htmlLines(row.value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    }
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "fields":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
  }
}

/** The HTML and plain-text bodies of a mail in the company's layout, in the recipient's language. */
export function renderMail(content: MailContent, publicUrl: string): RenderedMail {
  const footer = footerLines(publicUrl);
  const text = [company.name, ...content.blocks.map(textBlock), `-- \n${footer.join("\n")}`].join("\n\n");
  const html =
    `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${colours.page};color:${colours.ink};font-family:${fontStack};font-size:16px">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">` +
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${colours.brand}">${escapeHtml(company.name)}</p>` +
    `<div style="background:#ffffff;border:1px solid ${colours.line};border-radius:8px;padding:24px">${content.blocks.map(htmlBlock).join("")}</div>` +
    `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${colours.muted}">${footer.map(escapeHtml).join("<br>")}</p>` +
    `</div></body></html>`;
  return { subject: content.subject, text, html };
}
