import PDFDocument from "pdfkit";
import { translator } from "../../i18n/catalogues.ts";
import { countryName, formatDocumentAmount, formatInvoiceAmount, formatInvoiceDate, formatVatRate } from "./invoice-format.ts";
import type { InvoiceSnapshot } from "./invoice.ts";

/** The Windows-1252 characters between 0x80 and 0x9f that the standard PDF fonts can show. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters without a decomposition that still have an obvious plain form. */
const transliterations: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o", ı: "i", "\u00a0": " " };

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === "\n" || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character);
}

/**
 * The standard Helvetica font only covers Windows-1252 (all of German, French, Spanish …). Other
 * letters in a buyer's name or address lose their accents (ř → r) rather than turning into
 * unreadable glyphs; what has no plain form becomes "?".
 */
export function toWinAnsi(text: string): string {
  let result = "";
  for (const character of text) {
    if (isWinAnsi(character)) result += character;
    else if (character in transliterations) result += transliterations[character];
    else {
      const plain = character.normalize("NFD").replace(/\p{Mn}/gu, "");
      result += plain && [...plain].every(isWinAnsi) ? plain : "?";
    }
  }
  return result;
}

const page = { width: 595.28, height: 841.89, margin: 50 };
const contentWidth = page.width - 2 * page.margin;
const colours = { ink: "#111827", muted: "#4b5563", line: "#d1d5db" };
const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

/** Columns of the line table: description, quantity, net, rate, VAT, gross (widths add up to the content width). */
const columns = [
  { key: "description", width: 175, align: "left" },
  { key: "quantity", width: 40, align: "right" },
  { key: "net", width: 75, align: "right" },
  { key: "rate", width: 55, align: "right" },
  { key: "vat", width: 70, align: "right" },
  { key: "gross", width: 80, align: "right" },
] as const;

/**
 * The invoice as an A4 PDF in the snapshot's language with what § 11 UStG requires. The same
 * snapshot always gives the same bytes: the document dates come from the issue time and the file
 * id is derived from them.
 */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Uint8Array<ArrayBuffer>> {
  const { language } = snapshot;
  const t = translator(language);
  const amount = (cents: number) => formatDocumentAmount(cents, snapshot.currency, language);
  const date = (instant: string) => formatInvoiceDate(instant, language);
  const title = t(snapshot.kind === "invoice" ? "invoices.pdf.title.invoice" : "invoices.pdf.title.cancellation");
  const issued = new Date(snapshot.issuedAt);

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: page.margin, bottom: 30, left: page.margin, right: page.margin },
    lang: language === "de" ? "de-AT" : "en",
    displayTitle: true,
    info: {
      Title: toWinAnsi(`${title} ${snapshot.number}`),
      Author: toWinAnsi(snapshot.seller.legalName),
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(toWinAnsi(text), x, y, options);
  const { seller, buyer } = snapshot;

  // Seller
  doc.fillColor(colours.ink).font(fonts.bold).fontSize(14);
  write(seller.legalName, page.margin, page.margin);
  doc.font(fonts.regular).fontSize(9).fillColor(colours.muted);
  write(
    [
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      countryName(seller.country, language),
      seller.email,
      t("invoices.pdf.vatId", { vatId: seller.vatId }),
    ].join("\n"),
    page.margin,
    doc.y + 4,
    {
      width: 250,
    },
  );

  // Buyer (left) and document details (right)
  const blockTop = 170;
  doc.fontSize(8).fillColor(colours.muted);
  write(t("invoices.pdf.buyer"), page.margin, blockTop);
  const buyerLines = [
    buyer.company,
    buyer.name,
    buyer.address,
    `${buyer.postalCode} ${buyer.city}`,
    countryName(buyer.country, language),
    buyer.vatId ? t("invoices.pdf.vatId", { vatId: buyer.vatId }) : null,
  ].filter((line): line is string => Boolean(line));
  doc.fontSize(10).fillColor(colours.ink);
  write(buyerLines.join("\n"), page.margin, blockTop + 14, { width: 250 });
  const buyerBottom = doc.y;

  const details: [string, string][] = [
    [t("invoices.pdf.number"), snapshot.number],
    [t("invoices.pdf.issueDate"), date(snapshot.issuedAt)],
    [t("invoices.pdf.supplyDate"), date(snapshot.supplyDate)],
    snapshot.taskNumber ? [t("invoices.pdf.taskNumber"), snapshot.taskNumber] : [t("invoices.pdf.orderNumber"), snapshot.orderNumber],
  ];
  const detailsX = page.margin + 290;
  let detailsY = blockTop;
  doc.fontSize(9);
  for (const [label, value] of details) {
    doc.font(fonts.regular).fillColor(colours.muted);
    write(label, detailsX, detailsY, { width: 100 });
    doc.font(fonts.bold).fillColor(colours.ink);
    write(value, detailsX + 100, detailsY, { width: contentWidth - 390, align: "right" });
    detailsY += 15;
  }

  // Title
  let y = Math.max(buyerBottom, detailsY) + 40;
  doc.font(fonts.bold).fontSize(20).fillColor(colours.ink);
  write(title, page.margin, y);
  y = doc.y + 6;
  if (snapshot.cancels) {
    doc.font(fonts.regular).fontSize(10);
    write(t("invoices.pdf.cancels", { number: snapshot.cancels.number, date: date(snapshot.cancels.issuedAt) }), page.margin, y, { width: contentWidth });
    y = doc.y + 6;
  }

  // Lines
  y += 10;
  const row = (cells: Record<(typeof columns)[number]["key"], string>, top: number, font: string): number => {
    doc.font(font).fontSize(9).fillColor(colours.ink);
    let x = page.margin;
    let bottom = top;
    for (const column of columns) {
      write(cells[column.key], x + (column.align === "left" ? 0 : 4), top, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    return bottom;
  };
  const rule = (at: number) => {
    doc
      .moveTo(page.margin, at)
      .lineTo(page.margin + contentWidth, at)
      .lineWidth(0.5)
      .strokeColor(colours.line)
      .stroke();
  };
  y = row(
    {
      description: t("invoices.pdf.column.description"),
      quantity: t("invoices.pdf.column.quantity"),
      net: t("invoices.pdf.column.net"),
      rate: t("invoices.pdf.column.rate"),
      vat: t("invoices.pdf.column.vat"),
      gross: t("invoices.pdf.column.gross"),
    },
    y,
    fonts.bold,
  );
  rule(y + 4);
  y += 10;
  for (const line of snapshot.lines) {
    y = row(
      {
        description: line.description,
        quantity: String(line.quantity),
        net: amount(line.netCents),
        rate: formatVatRate(line.vatRateBasisPoints, language),
        vat: amount(line.vatCents),
        gross: amount(line.grossCents),
      },
      y,
      fonts.regular,
    );
    y += 6;
  }
  rule(y);

  // Totals
  y += 10;
  const totals: [string, string, string][] = [
    [t("invoices.pdf.totalNet"), amount(snapshot.totals.netCents), fonts.regular],
    [t("invoices.pdf.totalVat", { rate: formatVatRate(snapshot.vatRateBasisPoints, language) }), amount(snapshot.totals.vatCents), fonts.regular],
    [t("invoices.pdf.totalGross"), amount(snapshot.totals.grossCents), fonts.bold],
  ];
  const totalsX = page.margin + contentWidth - 250;
  for (const [label, value, font] of totals) {
    doc.font(font).fontSize(10).fillColor(colours.ink);
    write(label, totalsX, y, { width: 160 });
    write(value, totalsX + 160, y, { width: 90, align: "right" });
    y += 16;
  }

  // Notes
  const notes: string[] = [];
  if (snapshot.reverseCharge) notes.push(t("invoices.pdf.reverseCharge", { sellerVatId: seller.vatId, buyerVatId: buyer.vatId ?? "" }));
  if (snapshot.vatTreatment === "export") notes.push(t("invoices.pdf.export"));
  if (snapshot.vatTreatment === "eu_consumer") notes.push(t("invoices.pdf.euConsumer", { country: countryName(snapshot.vatCountry, language) }));
  if (snapshot.eurVat) {
    notes.push(
      t("invoices.pdf.eurVat", {
        amount: formatInvoiceAmount(snapshot.eurVat.vatEurCents, language),
        rate: snapshot.eurVat.usdPerEur,
        source: snapshot.eurVat.source,
      }),
    );
  }
  if (snapshot.prepaidCredits) notes.push(t("invoices.pdf.paidWithCredits", { amount: amount(snapshot.prepaidCredits.redeemedCents) }));
  else notes.push(t(snapshot.kind === "invoice" ? "invoices.pdf.paid" : "invoices.pdf.refunded"));
  y += 20;
  doc.font(fonts.regular).fontSize(10).fillColor(colours.ink);
  for (const note of notes) {
    write(note, page.margin, y, { width: contentWidth });
    y = doc.y + 6;
  }

  // Footer: the seller's company details (§ 14 UGB)
  const footer = [
    `${seller.legalName} · ${seller.street} · ${seller.postalCode} ${seller.city} · ${seller.email}`,
    `${seller.commercialRegister} · ${t("invoices.pdf.vatId", { vatId: seller.vatId })}`,
  ];
  doc.font(fonts.regular).fontSize(8).fillColor(colours.muted);
  write(footer.join("\n"), page.margin, page.height - 70, { width: contentWidth, align: "center", lineBreak: true });

  doc.end();
  return finished;
}

/** The download and attachment name: `Rechnung-2026-000001.pdf`, `Invoice-2026-000001.pdf`, … */
export function invoiceFileName(snapshot: Pick<InvoiceSnapshot, "kind" | "number" | "language">): string {
  const t = translator(snapshot.language);
  return t(snapshot.kind === "invoice" ? "invoices.file.invoice" : "invoices.file.cancellation", { number: snapshot.number });
}
