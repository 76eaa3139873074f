// Characters no text field takes. NUL cannot be stored by PostgreSQL (an error, not a field error);
// the other C0 controls (but tab, LF and CR), DEL, the C1 controls and the Unicode non-characters are
// invalid in HTML, so they would reach pages, og:title and JSON-LD as markup errors. Migration 0014
// stripped the same characters from the rows stored before.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const PLAIN_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Noncharacter_Code_Point}]*$/u;
/** One line: what a name, a title or a search box holds (a message, a description or a note may have several). */
export const ONE_LINE = /^[^\n\r]*$/;
/**
 * An email address, as zod's own rule reads one (no quoted or IP forms) but written out, so the OpenAPI
 * document states the rule the server applies; a domain label does not end with "-" either, so every
 * address it takes is also JSON Schema's `format: email` (ajv-formats).
 */
export const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** The messages for text with one of those characters, and for a line break in a one-line field (translation keys). */
export const CONTROL_MESSAGE = "validation.controlCharacter";
export const LINE_BREAK_MESSAGE = "validation.lineBreak";
