// Test support, not part of the site: reads a semicolon-separated CSV file as a spreadsheet would
// (RFC 4180 quoting: separators, quotes and line breaks inside double quotes), independent of the
// writer under test.

/** The rows of `text` (without its byte order mark) as arrays of cell texts; a last empty line is no row. */
export function csvRows(text: string, separator = ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      [row, cell] = [[], ""];
      index += 1;
    } else cell += char;
  }
  if (quoted) throw new Error("the file ends inside a quoted cell");
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The rows below the header as records of header name to cell. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header, ...rows] = csvRows(text);
  if (!header) throw new Error("no header row");
  return { header, records: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""]))) };
}
