import type { z } from "zod";
import { readWesternDigits } from "./digits";
import { EMAIL } from "./text";

// What an input field takes, as JSON Schema, read from the zod schema the server parses it with (issue 49):
// the OpenAPI document (openapi/registry.ts) says each field's exact rule, so a client that checks its input against
// the document and the server never disagree. The generator alone wrote the first regex of a text and its
// raw length, so it missed what the server does first: trim the value, read Arabic-Indic and Persian digits,
// and (in a URL) take an empty value for none. A check it cannot say in JSON Schema throws here, so a new
// kind of check fails the document's build instead of being left out; what no pattern can hold (a range typed
// upside down, a landmark that must exist, a real date) the parameter's description says in words.

export type JsonSchema = Record<string, unknown>;

/** Where a value comes from: a URL's query (trimmed, empty = none, lists maybe comma-joined) or a JSON body. */
export type Place = { in: "query"; commaJoined?: boolean } | { in: "body" };

type Text = {
  trim: boolean;
  min: number;
  max: number | undefined;
  patterns: string[];
  empty: boolean;
  email: boolean;
  digits: boolean;
  // Whether its regexes let a number be negative.
  signed: boolean;
};
type Read =
  // `refined`: a refinement the schema adds, which no JSON Schema keyword holds (the field's description says it).
  | { kind: "text"; text: Text; refined?: boolean }
  | { kind: "integer"; text: Text; min: number; max: number; refined?: boolean }
  | { kind: "enum"; values: string[]; refined?: boolean }
  | { kind: "array"; item: Read; max: number | undefined; refined?: boolean }
  | { kind: "other"; refined?: boolean };

// Every digit the server reads (digits.ts): Western, Arabic-Indic U+0660–0669, Persian U+06F0–06F9.
const EASTERN_BASES = ["\\u066", "\\u06F"];
const digitClass = (digits: boolean, from = 0, to = 9) => {
  const span = (base: string) => (from === to ? `${base}${from}` : `${base}${from}-${base}${to}`);
  if (!digits) return from === to ? String(from) : `[${from}-${to}]`;
  return `[${[span(""), ...EASTERN_BASES.map(span)].join("")}]`;
};
const ANY_DIGIT_INSIDE = "0-9\\u0660-\\u0669\\u06F0-\\u06F9";

/** A regex's source with `\d` and `\D` widened to the digits the server reads, outside and inside classes. */
function widenDigits(source: string) {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (char === "\\") {
      const next = source[i + 1]!;
      if (next === "d") out += inClass ? ANY_DIGIT_INSIDE : `[${ANY_DIGIT_INSIDE}]`;
      else if (next === "D") {
        if (inClass) throw new Error(`Cannot widen \\D inside a class: ${source}`);
        out += `[^${ANY_DIGIT_INSIDE}]`;
      } else out += `\\${next}`;
      i += 1;
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    out += char;
  }
  return out;
}

/** A whole regex's source without its `^` and `$`, grouped; only whole-value regexes without flags but `u`. */
function innerSource(regex: RegExp) {
  const { source, flags } = regex;
  if (flags.replace("u", "") !== "" || !source.startsWith("^") || !source.endsWith("$") || source.endsWith("\\$")) {
    throw new Error(`The document cannot say /${source}/${flags}: a whole-value regex without flags is needed`);
  }
  return `(?:${source.slice(1, -1)})`;
}

type StringCheck = { kind: string; value?: number; regex?: RegExp };
type NumberCheck = { kind: string; value: number; inclusive?: boolean };
/** The parts of zod's definitions read here (zod does not type `_def` across its kinds). */
type Def = {
  typeName: string;
  innerType: z.ZodTypeAny;
  schema: z.ZodTypeAny;
  in: z.ZodTypeAny;
  out: z.ZodTypeAny;
  type: z.ZodTypeAny;
  effect: { type: string; transform?: unknown };
  checks: (StringCheck & NumberCheck)[];
  values: string[];
  maxLength: { value: number } | null;
  defaultValue: () => unknown;
};
const defOf = (schema: z.ZodTypeAny) => schema._def as Def;

function readText(schema: z.ZodString, digits: boolean): Text {
  const text: Text = { trim: false, min: 0, max: undefined, patterns: [], empty: true, email: false, digits, signed: true };
  const { checks } = defOf(schema);
  checks.forEach((check, index) => {
    if (check.kind === "trim") {
      // A check before the trim would see the untrimmed value: the pattern below assumes the trim comes first.
      if (index !== 0) throw new Error("The document says a trimmed text only when the trim is its first check");
      text.trim = true;
    } else if (check.kind === "min") text.min = Math.max(text.min, check.value);
    else if (check.kind === "max") text.max = Math.min(text.max ?? Infinity, check.value);
    else if (check.kind === "regex") {
      text.patterns.push(digits ? widenDigits(innerSource(check.regex!)) : innerSource(check.regex!));
      text.empty &&= check.regex!.test("");
      text.signed &&= check.regex!.test("-1");
      text.email ||= check.regex === EMAIL;
    } else throw new Error(`The document cannot say a text's "${check.kind}" check`);
  });
  text.empty &&= text.min === 0;
  return text;
}

/** The bounds a number schema (a pipe's output) puts on a whole number. */
function integerBounds(schema: z.ZodTypeAny) {
  if (defOf(schema).typeName !== "ZodNumber") throw new Error("A text piped into anything but a number cannot be said");
  let [min, max] = [-Infinity, Infinity];
  for (const check of defOf(schema).checks) {
    if (check.kind === "min") min = Math.max(min, check.inclusive ? check.value : Math.floor(check.value) + 1);
    else if (check.kind === "max") max = Math.min(max, check.inclusive ? check.value : Math.ceil(check.value) - 1);
    else if (check.kind !== "int") throw new Error(`The document cannot say a number's "${check.kind}" check`);
  }
  return { min, max };
}

/** The rule a zod schema applies to its input (its transforms' output and its refinements aside). */
function read(schema: z.ZodTypeAny, digits = false): Read {
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
      return read(def.innerType, digits);
    case "ZodEffects":
      if (def.effect.type === "preprocess") return def.effect.transform === readWesternDigits ? read(def.schema, true) : { kind: "other" };
      if (def.effect.type === "refinement") return { ...read(def.schema, digits), refined: true };
      return read(def.schema, digits);
    case "ZodPipeline": {
      const input = read(def.in, digits);
      if (defOf(def.out).typeName === "ZodString" && input.kind === "text") {
        // A trimmed text piped into more length checks (an Arabic twin that must not be empty).
        const more = readText(def.out as z.ZodString, false);
        return {
          kind: "text",
          text: { ...input.text, min: Math.max(input.text.min, more.min), empty: input.text.empty && more.min === 0 },
        };
      }
      const bounds = integerBounds(def.out);
      if (input.kind === "text") {
        const min = input.text.signed ? bounds.min : Math.max(bounds.min, 0);
        if (!Number.isFinite(min) || !Number.isFinite(bounds.max)) throw new Error("A whole number without bounds cannot be said");
        return { kind: "integer", text: input.text, min, max: bounds.max };
      }
      if (input.kind === "integer") return { ...input, min: Math.max(input.min, bounds.min), max: Math.min(input.max, bounds.max) };
      throw new Error("A pipe the document cannot say");
    }
    case "ZodString":
      return { kind: "text", text: readText(schema as z.ZodString, digits) };
    case "ZodEnum":
      return { kind: "enum", values: def.values };
    case "ZodArray":
      return { kind: "array", item: read(def.type, digits), max: def.maxLength?.value };
    default:
      return { kind: "other" };
  }
}

// The canonical decimals from `low` to `high` (no sign, no leading zero) as alternatives, in `digits`.
function decimals(low: number, high: number, digits: boolean): string[] {
  const out: string[] = [];
  for (let length = String(low).length; length <= String(high).length; length += 1) {
    const from = Math.max(low, length === 1 ? 0 : 10 ** (length - 1));
    const to = Math.min(high, 10 ** length - 1);
    if (from <= to) out.push(...sameLength(String(from), String(to), digits));
  }
  return out;
}

function sameLength(from: string, to: string, digits: boolean): string[] {
  if (from === "") return [""];
  const [first, last] = [Number(from[0]), Number(to[0])];
  const [restFrom, restTo] = [from.slice(1), to.slice(1)];
  const any = restFrom.length === 0 ? "" : `${digitClass(digits, 0, 9)}{${restFrom.length}}`;
  if (first === last) return sameLength(restFrom, restTo, digits).map((rest) => `${digitClass(digits, first, first)}${rest}`);
  const lowWhole = /^0*$/.test(restFrom);
  const highWhole = /^9*$/.test(restTo);
  const out: string[] = [];
  if (!lowWhole)
    out.push(...sameLength(restFrom, "9".repeat(restFrom.length), digits).map((rest) => `${digitClass(digits, first, first)}${rest}`));
  const [middleFrom, middleTo] = [lowWhole ? first : first + 1, highWhole ? last : last - 1];
  if (middleFrom <= middleTo) out.push(`${digitClass(digits, middleFrom, middleTo)}${any}`);
  if (!highWhole)
    out.push(...sameLength("0".repeat(restTo.length), restTo, digits).map((rest) => `${digitClass(digits, last, last)}${rest}`));
  return out;
}

/** A whole number from `min` to `max` as text: an optional `-`, any leading zeros, the digits the server reads. */
function integerSource(min: number, max: number, digits: boolean) {
  const zeros = `${digitClass(digits, 0, 0)}*`;
  const branches: string[] = [];
  if (max >= 0) branches.push(`${zeros}(?:${decimals(Math.max(min, 0), max, digits).join("|")})`);
  // "-0" is 0 to the server (Number("-0") passes a minimum of 0).
  if (min < 0 || (min <= 0 && max >= 0)) branches.push(`-${zeros}(?:${decimals(Math.max(0, -max), Math.max(0, -min), digits).join("|")})`);
  return `(?:${branches.join("|")})`;
}

/**
 * One value's pattern without anchors: the conditions on its trimmed core (each a regex source, and the core's
 * length), surrounding whitespace when it is trimmed, and the empty value when it means none. `unit` is a
 * character of the value (not a comma, in a comma-joined list), `end` what follows it.
 */
function valueSource(text: Text, conditions: string[], emptyAllowed: boolean, commaJoined: boolean) {
  const [unit, solid, end] = commaJoined ? ["[^,]", "[^,\\s]", "(?:,|$)"] : ["[\\s\\S]", "\\S", "$"];
  if (!text.trim) {
    // Not trimmed (a password): the conditions on the whole value; its length is minLength and maxLength.
    return `${conditions.map((condition) => `(?=${condition}${end})`).join("")}${unit}*`;
  }
  // The core ends at its last non-space character, so its length is counted without the spaces trimmed.
  const length =
    text.min > 1 || text.max !== undefined
      ? `(?=${unit}{${Math.max(text.min, 1) - 1},${text.max === undefined ? "" : text.max - 1}}${solid}\\s*${end})`
      : "";
  const core = `(?=${solid})${length}${conditions.map((condition) => `(?=${condition}\\s*${end})`).join("")}${unit}*`;
  return emptyAllowed ? `\\s*(?:${core})?` : `\\s*${core}`;
}

const pattern = (value: string, commaJoined: boolean) => (commaJoined ? `^${value}(?:,${value})*$` : `^${value}$`);
// Only the characters a `u` regex lets be escaped ("-" may not be, outside a class).
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function lengthWords({ min, max }: Text) {
  if (max === undefined) return min > 0 ? `at least ${min} characters` : "";
  return min > 0 ? `${min} to ${max} characters` : `at most ${max} characters`;
}

const TRIMMED_WORDS = "surrounding spaces are trimmed first";
const EMPTY_WORDS = "empty is the same as leaving it out";
const DIGIT_WORDS = "in Western, Arabic-Indic (٠-٩) or Persian (۰-۹) digits";

type Described = { schema: JsonSchema; words: string[] };

/** The whole JSON Schema of one value as `place` gives it; null when the generator's own is exact already. */
function schemaOf(rule: Read, place: Place, optional: boolean, nullable: boolean): Described | null {
  const query = place.in === "query";
  const commaJoined = query && place.commaJoined === true;
  const type = (name: string) => (nullable ? [name, "null"] : name);
  if (rule.kind === "text" || rule.kind === "integer") {
    const text = query ? { ...rule.text, trim: true } : rule.text;
    const emptyAllowed = query ? optional : text.empty;
    const conditions = [...text.patterns, ...(rule.kind === "integer" ? [integerSource(rule.min, rule.max, text.digits)] : [])];
    const source = pattern(valueSource(text, conditions, emptyAllowed, commaJoined), commaJoined);
    const words = [
      text.email ? "an email address" : "",
      rule.kind === "integer" ? `a whole number from ${rule.min} to ${rule.max}` : lengthWords(text),
      text.digits ? DIGIT_WORDS : "",
      text.trim ? TRIMMED_WORDS : "",
      query && optional ? EMPTY_WORDS : "",
    ].filter(Boolean);
    // Untrimmed, JSON Schema's own lengths say it; trimmed, the pattern does (they would count the spaces).
    const lengths = text.trim ? {} : { minLength: text.min || undefined, maxLength: text.max };
    // `format: email` would judge the untrimmed value: a trimmed address says so in words.
    const format = text.email && !text.trim ? { format: "email" } : {};
    const string = { type: type("string"), pattern: source, ...lengths, ...format };
    if (rule.kind === "text") return { schema: string, words };
    return { schema: { anyOf: [{ type: "integer", minimum: rule.min, maximum: rule.max }, string] }, words };
  }
  if (rule.kind === "enum" && query) {
    const choices: Text = { trim: true, min: 1, max: undefined, patterns: [], empty: false, email: false, digits: false, signed: false };
    const source = pattern(valueSource(choices, [`(?:${rule.values.map(escape).join("|")})`], optional, commaJoined), commaJoined);
    return {
      schema: {
        anyOf: [
          { type: "string", enum: rule.values },
          { type: "string", pattern: source },
        ],
      },
      words: [TRIMMED_WORDS, optional ? EMPTY_WORDS : ""].filter(Boolean),
    };
  }
  if (rule.kind === "array") {
    const item = schemaOf(rule.item, place, true, false);
    if (!item) return null;
    // In a URL an empty value is dropped before the list is counted: only the others count.
    const counted = !query
      ? { maxItems: rule.max }
      : rule.max === undefined
        ? {}
        : { contains: { type: "string", pattern: "\\S" }, minContains: 0, maxContains: rule.max };
    return {
      schema: { type: type("array"), items: item.schema, ...counted },
      words: [
        rule.max === undefined ? "" : `at most ${rule.max} ${query ? "values" : "items"}`,
        ...item.words.map((word) => `each ${word}`),
      ].filter(Boolean),
    };
  }
  return null;
}

/** The value a field takes when left out (a ZodDefault inside its wrappers), if any. */
function defaultOf(field: z.ZodTypeAny): unknown {
  const def = defOf(field);
  // Only the wrappers a default can sit in carry these (undefined on other kinds).
  const inner =
    (def.innerType as z.ZodTypeAny | undefined) ?? (def.schema as z.ZodTypeAny | undefined) ?? (def.in as z.ZodTypeAny | undefined);
  if (def.typeName === "ZodDefault") return def.defaultValue();
  return inner ? defaultOf(inner) : undefined;
}

/**
 * A field's whole JSON Schema, exact, with its rule in words for its description; null when the generator's
 * schema is exact already (a number, a boolean, an enum in a body).
 */
export function exactSchemaOf(field: z.ZodTypeAny, place: Place) {
  const rule = read(field);
  const described = schemaOf(rule, place, field.isOptional(), place.in === "body" && field.isNullable());
  if (!described) return null;
  const words = described.words.join("; ");
  const fallback = defaultOf(field);
  const schema: JsonSchema = { ...described.schema, ...(fallback === undefined ? {} : { default: fallback }) };
  return {
    schema,
    words: words && `${words[0]!.toUpperCase()}${words.slice(1)}`,
    refined: rule.refined === true || (rule.kind === "array" && rule.item.refined === true),
  };
}
