import { defaultErrorMap, type ZodIssue } from "zod";

// Why a URL's value was refused, in one place (issue 37): a reason code and the values its sentence
// names. The API writes the reason in English ("minPrice must be at most 1000000000", `describeIssues`);
// a page writes the same reason in its own language from the locale keys `errors.reasons.<code>`.

/** The reasons, with the English sentence each is in the API's answers (the schemas' messages). */
const SENTENCES = {
  required: () => "is required",
  givenOnce: () => "must be given once",
  givenAtMost: ({ max }: { max: number }) => `must be given at most ${max} times`,
  wrongType: ({ expected }: { expected: string }) => `must be a ${expected}`,
  wholeNumber: () => "must be a whole number",
  atLeast: ({ min }: { min: number }) => `must be at least ${min}`,
  atMost: ({ max }: { max: number }) => `must be at most ${max}`,
  fromTo: ({ min, max }: { min: number; max: number }) => `must be from ${min} to ${max}`,
  oneOf: ({ choices }: { choices: readonly string[] }) => `must be one of ${choices.join(", ")}`,
  either: ({ choices }: { choices: readonly string[] }) => `must be ${choices.join(" or ")}`,
  notEmpty: () => "must not be empty",
  tooLong: ({ max }: { max: number }) => `must be at most ${max} characters`,
  noControlCharacters: () => "must not contain control characters",
  noLineBreaks: () => "must not contain line breaks",
  noBrokenCharacters: () => "must be well-formed Unicode",
  noHiddenCharacters: () => "must not contain invisible or text-direction characters",
  bboxFormat: () => "must be west,south,east,north in degrees",
  bboxLongitudes: () => "must have longitudes from -180 to 180",
  bboxLatitudes: () => "must have latitudes from -85 to 85",
  bboxOrder: () => "must have west before east and south before north",
  notMoreThan: ({ other }: { other: string }) => `must not be more than ${other}`,
  needsNear: () => "needs near",
  distanceNeedsNear: () => "must not be distance without near",
  listingNumbers: () => "must be listing numbers separated by commas",
  listsAtMost: ({ max }: { max: number }) => `must list at most ${max} listings`,
  // A message no reason was given for (an admin view's own); said as it is.
  other: ({ text }: { text: string }) => text,
};

export type ReasonCode = keyof typeof SENTENCES;
type ValuesOf<Code extends ReasonCode> = Parameters<(typeof SENTENCES)[Code]>[0];
export type ReasonValues = Partial<{ max: number; min: number; choices: readonly string[]; expected: string; other: string; text: string }>;

/** Why a value was refused: plain data, sent to the page's 400 as it is. */
export interface Reason {
  code: ReasonCode;
  values?: ReasonValues;
}

const bySentence = new Map<string, Reason>();

/**
 * A schema's message for a reason: its English sentence, remembered with the reason, so an issue that
 * carries the sentence is read back as the reason (`reasonOf`). Used by the URL schemas (filters.ts).
 */
export function says<Code extends ReasonCode>(code: Code, ...values: ValuesOf<Code> extends undefined ? [] : [ValuesOf<Code>]) {
  const reason: Reason = values[0] === undefined ? { code } : { code, values: values[0] };
  const sentence = englishOf(reason);
  bySentence.set(sentence, reason);
  return sentence;
}

/** A reason's English sentence, as the API writes it. */
export function englishOf({ code, values }: Reason) {
  return (SENTENCES[code] as (values: ReasonValues) => string)(values ?? {});
}

/**
 * The reason of a zod issue: what the schema said (`says`), or, for what zod refuses before a schema's
 * own checks (a value given twice reaches a one-value parameter as a list) or with its own text, the
 * reason that text means, so no library text reaches a client.
 */
export function reasonOf(issue: ZodIssue): Reason {
  if (issue.code === "invalid_type") {
    if (issue.received === "undefined") return { code: "required" };
    if (issue.received === "array") return { code: "givenOnce" };
    return { code: "wrongType", values: { expected: issue.expected === "array" ? "list" : issue.expected } };
  }
  const said = bySentence.get(issue.message);
  if (said) return said;
  if (isLibraryText(issue)) {
    if (issue.code === "too_big") {
      const max = Number(issue.maximum);
      if (issue.type === "array") return { code: "givenAtMost", values: { max } };
      if (issue.type === "string") return { code: "tooLong", values: { max } };
      if (issue.type === "number") return { code: "atMost", values: { max } };
    }
    if (issue.code === "too_small") {
      const min = Number(issue.minimum);
      if (issue.type === "string" && min === 1) return { code: "notEmpty" };
      if (issue.type === "number") return { code: "atLeast", values: { min } };
    }
    if (issue.code === "invalid_enum_value") return { code: "oneOf", values: { choices: issue.options.map(String) } };
  }
  return { code: "other", values: { text: issue.message } };
}

/** Whether an issue's message is zod's own text for it (no message was given). */
function isLibraryText(issue: ZodIssue) {
  const { message, ...rest } = issue;
  return message === defaultErrorMap(rest, { defaultError: "", data: undefined }).message;
}

/** The reasons of a refused query, per parameter (the first path segment), each reason once. */
export function reasonsByParam(issues: readonly ZodIssue[]) {
  const byParam: Record<string, Reason[]> = {};
  for (const issue of issues) {
    const reason = reasonOf(issue);
    const reasons = (byParam[String(issue.path[0] ?? "query")] ??= []);
    if (!reasons.some((known) => englishOf(known) === englishOf(reason))) reasons.push(reason);
  }
  return byParam;
}
