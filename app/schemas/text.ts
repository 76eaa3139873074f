import type { z } from "zod";

// Characters no text field takes. NUL cannot be stored by PostgreSQL (an error, not a field error);
// the other C0 controls (but tab, LF and CR), DEL, the C1 controls and the Unicode non-characters are
// invalid in HTML, so they would reach pages, og:title and JSON-LD as markup errors. Migration 0014
// stripped the same characters from the rows stored before.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const PLAIN_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Noncharacter_Code_Point}]*$/u;
/** One line: what a name, a title or a search box holds (a message, a description or a note may have several). */
export const ONE_LINE = /^[^\n\r\u2028\u2029]*$/;
/**
 * Well-formed Unicode: no half of a surrogate pair. Only JSON can carry one (`"\ud800"`; a browser and
 * percent-decoding send U+FFFD instead); PostgreSQL's jsonb refuses it (a 500 from the activity log),
 * and its text columns would keep U+FFFD, not what was sent.
 */
export const WELL_FORMED = /^[^\p{Cs}]*$/u;
/**
 * No text takes the controls that reorder what is shown: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the deprecated shaping and swapping controls (U+206A–U+206F). `Eve\u202Egnp.exe`
 * reads "Eveexe.png" in the inbox and the mails. Arabic needs none of them: the marks (LRM, RLM, ALM) set
 * a direction without hiding any text, and stay (docs/security.md).
 */
export const NO_DIRECTION_CONTROLS = /^[^\u202A-\u202E\u2066-\u206F]*$/;
/**
 * One line shows every character it holds: no default-ignorable code point (drawn as nothing: the direction
 * controls above, zero-width space, BOM, word joiner, soft hyphen, invisible operators, Hangul fillers,
 * tags) nor interlinear annotation controls (U+FFF9–U+FFFB, which hide text), but those text needs:
 * ZWNJ and ZWJ (Arabic and Persian letter forms, emoji), the direction marks LRM, RLM and ALM, and the
 * variation selectors (emoji, Mongolian). Names, titles, emails and phones are compared and read at a glance.
 */
export const VISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- the variation selectors are matched alone, on purpose
  /^(?:[\u061C\u180B-\u180D\u180F\u200C-\u200F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]|[^\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB])*$/u;

/**
 * An email address, as zod's own rule reads one (no quoted or IP forms) but written out, so the OpenAPI
 * document states the rule the server applies; a domain label does not end with "-" either, so every
 * address it takes is also JSON Schema's `format: email` (ajv-formats).
 */
export const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** The messages for text with one of those characters (translation keys). */
export const CONTROL_MESSAGE = "validation.controlCharacter";
export const LINE_BREAK_MESSAGE = "validation.lineBreak";
export const BROKEN_MESSAGE = "validation.brokenCharacter";
export const HIDDEN_MESSAGE = "validation.hiddenCharacter";

/** What a field says for each refusal: translation keys for forms and the API, reasons (`says`) for URLs. */
export interface TextMessages {
  broken: string;
  control: string;
  hidden: string;
  lineBreak: string;
}
const FIELD_MESSAGES: TextMessages = {
  broken: BROKEN_MESSAGE,
  control: CONTROL_MESSAGE,
  hidden: HIDDEN_MESSAGE,
  lineBreak: LINE_BREAK_MESSAGE,
};

const anyText = (schema: z.ZodString, messages: TextMessages) =>
  schema.regex(WELL_FORMED, messages.broken).regex(PLAIN_TEXT, messages.control);

/** A text of several lines (a message, a description, a note, a password): well-formed, plain, not reordered. */
export const multiLineText = (schema: z.ZodString, messages = FIELD_MESSAGES) =>
  anyText(schema, messages).regex(NO_DIRECTION_CONTROLS, messages.hidden);

/**
 * One line (a name, a title, an email, a phone, a search): the same without a line break, and nothing
 * invisible (VISIBLE refuses the direction controls too, so each character is refused once).
 */
export const oneLineText = (schema: z.ZodString, messages = FIELD_MESSAGES) =>
  anyText(schema, messages).regex(ONE_LINE, messages.lineBreak).regex(VISIBLE, messages.hidden);
