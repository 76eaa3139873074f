// CSV files the admin opens in Excel: UTF-8 with a byte-order mark (so Arabic is read as UTF-8), CRLF
// line ends, RFC 4180 quoting, and text that a spreadsheet would take for a formula made inert.

const BOM = "\uFEFF";
/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers and booleans as they are, text quoted when it must be and prefixed with ' when it would be a formula. */
export function csvCell(value: string | number | boolean | null | undefined) {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
