import { z } from "zod";

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits: what an Arabic or Persian keyboard types.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `text` with Arabic-Indic and Persian digits written as Western ones ("٠٥٥" → "055"); nothing else changes. */
export function westernDigits(text: string) {
  // Both blocks run 0-9 from a code point ending in 0, so the last hex digit is the digit's value.
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** A value with its Arabic-Indic and Persian digits read as Western ones (the OpenAPI document knows it by name). */
export const readWesternDigits = (value: unknown) => (typeof value === "string" ? westernDigits(value) : value);

/**
 * `schema`, reading a text's Arabic-Indic and Persian digits as Western ones first: a phone, a price or a
 * size is accepted as people type it and stored (and put in URLs) with Western digits. Other values pass as they are.
 */
export const withWesternDigits = <Schema extends z.ZodTypeAny>(schema: Schema) =>
  // Typed with the inner schema's input (zod would say `unknown`), so forms keep their field types.
  z.preprocess(readWesternDigits, schema) as unknown as z.ZodEffects<Schema, z.output<Schema>, z.input<Schema>>;
