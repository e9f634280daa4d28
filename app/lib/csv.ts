/**
 * CSV files for spreadsheets (the accounting export, the credits statement): semicolon separated (what Excel and LibreOffice expect
 * in German-speaking countries, and what BMD reads), CRLF line ends (RFC 4180), and a byte order
 * mark so that spreadsheets read the file as UTF-8 instead of the system's code page.
 */
const byteOrderMark = "\uFEFF";
const separator = ";";

/** A number we formatted ourselves; written as is, so a negative amount stays a number. */
export interface CsvNumber {
  readonly numeric: string;
}

/** Text (from customers or our own), a number, or an empty cell. */
export type CsvCell = string | CsvNumber | null;

/** What a spreadsheet would run as a formula (or DDE call) when a cell starts with it (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[;"\r\n]/;
const plainNumber = /^-?\d+(?:[.,]\d+)?$/;

export type DecimalSeparator = "," | ".";

/** Cents as a decimal number with two places and no grouping, e.g. -1234.5 € → `-1234,50`. */
export function amountCell(cents: number, decimalSeparator: DecimalSeparator): CsvNumber {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return { numeric: `${sign}${Math.floor(absolute / 100)}${decimalSeparator}${String(absolute % 100).padStart(2, "0")}` };
}

/** A VAT rate in basis points as a percentage with two places: 2000 → `20,00`. */
export function percentCell(basisPoints: number, decimalSeparator: DecimalSeparator): CsvNumber {
  return amountCell(basisPoints, decimalSeparator);
}

/** A whole number we chose ourselves (a record type, an account). */
export function integerCell(value: number): CsvNumber {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return { numeric: String(value) };
}

function textOf(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell !== "string") {
    if (!plainNumber.test(cell.numeric)) throw new Error(`not a plain number: ${cell.numeric}`);
    return cell.numeric;
  }
  // The apostrophe makes spreadsheets show the text as text; the accountant still reads the value.
  const guarded = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The file's text: a header row, then one row per record. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => `${row.map(textOf).join(separator)}\r\n`);
  return `${byteOrderMark}${lines.join("")}`;
}
