import { describe, expect, it } from "vitest";
import { amountCell, csvText, integerCell, percentCell } from "./csv.ts";

/** The rows of a file without its byte order mark, each line split at the separators outside quotes. */
function linesOf(text: string): string[] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(1, -2).split("\r\n");
}

describe("the accounting CSV writer", () => {
  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const text = csvText(["Belegart", "Kunde"], [["Rechnung", "Jörg Müßig"]]);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toBe("\uFEFFBelegart;Kunde\r\nRechnung;Jörg Müßig\r\n");
  });

  it("quotes cells with a separator, a quote or a line break, doubling the quotes", () => {
    const [, row] = linesOf(csvText(["a", "b", "c", "d"], [["Huber; Partner", 'Die "Firma"', "Zeile 1\nZeile 2", "schlicht"]]));
    expect(row).toBe('"Huber; Partner";"Die ""Firma""";"Zeile 1\nZeile 2";schlicht');
  });

  it("leaves empty cells empty", () => {
    const [, row] = linesOf(csvText(["a", "b", "c"], [[null, "", "x"]]));
    expect(row).toBe(";;x");
  });

  it("writes amounts with the decimal comma in German and the decimal point in English, without grouping", () => {
    expect(amountCell(12_345_678, ",")).toEqual({ numeric: "123456,78" });
    expect(amountCell(12_345_678, ".")).toEqual({ numeric: "123456.78" });
    expect(amountCell(5, ",")).toEqual({ numeric: "0,05" });
    expect(amountCell(0, ".")).toEqual({ numeric: "0.00" });
    expect(amountCell(-0, ",")).toEqual({ numeric: "0,00" });
    expect(percentCell(2000, ",")).toEqual({ numeric: "20,00" });
    expect(percentCell(810, ".")).toEqual({ numeric: "8.10" });
    expect(() => amountCell(1.5, ",")).toThrow(/whole number of cents/);
  });

  it("prefixes text that a spreadsheet would run as a formula, but keeps negative amounts numbers", () => {
    const rows = [['=HYPERLINK("http://evil.example")', "+43 1 234", "-5 Rabatt", "@SUM(A1)", "\tTab", amountCell(-5_000, ","), integerCell(-1)]];
    const [, row] = linesOf(csvText(["a", "b", "c", "d", "e", "f", "g"], rows));
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"")";'+43 1 234;'-5 Rabatt;'@SUM(A1);'\tTab;-50,00;-1`);
  });

  it("guards the header like any text", () => {
    const [header] = linesOf(csvText(["=1+1", "Netto"], []));
    expect(header).toBe("'=1+1;Netto");
  });

  it("refuses a number cell that is not a plain number, so text cannot pass as one", () => {
    expect(() => csvText(["a"], [[{ numeric: "=1+1" }]])).toThrow(/not a plain number/);
    expect(() => csvText(["a"], [[{ numeric: "1.234,56" }]])).toThrow(/not a plain number/);
  });
});
