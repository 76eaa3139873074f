// CSV files the admin opens in Excel: UTF-8 with a byte-order mark (so Arabic is read as UTF-8), CRLF
// line ends, every cell quoted (RFC 4180), and text that a spreadsheet would take for a formula made inert.

const BOM = "\uFEFF";
/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, always quoted: a spreadsheet set to split on ";" or a tab (many locales' default) would
 * otherwise start a cell at the separator inside an unquoted text (`Sara;=1+1`), past the formula
 * guard. Text that would be a formula is prefixed with '. Numbers and booleans as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined) {
  const text = typeof value === "string" ? (FORMULA_START.test(value) ? `'${value}` : value) : String(value ?? "");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: the header row, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]) {
  return BOM + [headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The answer that makes the browser save the file rather than show it. */
export function csvResponse(filename: string, body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
