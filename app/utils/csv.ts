// CSV files the admin opens in Excel: UTF-8 with a byte-order mark (so Arabic is read as UTF-8), CRLF
// line ends, every cell quoted (RFC 4180), text that a spreadsheet would take for a formula made inert,
// and digit strings kept as text (decision 0062).

const BOM = "\uFEFF";
/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A digit string as a phone is written (digits, spaces, brackets and dashes, in any script's digits):
 * Excel and LibreOffice read "0551234567" as the number 551234567, quoted or not.
 */
const DIGIT_STRING = /^[\p{Nd} ()-]*\p{Nd}[\p{Nd} ()-]*$/u;

/**
 * One cell, always quoted: a spreadsheet set to split on ";" or a tab (many locales' default) would
 * otherwise start a cell at the separator inside an unquoted text (`Sara;=1+1`), past the formula
 * guard. Text that would be a formula is prefixed with ' ("+966 ..." too). Any other digit string starts
 * with a tab, which Excel and LibreOffice keep and read as text, so a phone keeps its leading zero.
 * Numbers and booleans as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined) {
  const text = typeof value === "string" ? textCell(value) : String(value ?? "");
  return `"${text.replace(/"/g, '""')}"`;
}

function textCell(value: string) {
  if (FORMULA_START.test(value)) return `'${value}`;
  return DIGIT_STRING.test(value) ? `\t${value}` : value;
}

/** A whole file: the header row, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]) {
  return BOM + [headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * An export whose filter cannot be read: 400 in plain text, one line per problem naming its parameter
 * ("status must be one of new, ..."), as the feed answers a bad search. A thrown `data()` would reach
 * the admin as Remix's bare "Unexpected Server Error": a resource route has no error boundary.
 */
export function csvFilterRefused(problems: readonly string[]) {
  return new Response(`Invalid filter:\n${problems.join("\n")}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
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
