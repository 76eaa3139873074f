import { z } from "zod";
import { redirectPath } from "./redirect";

/** A visitor keeps at most this many listings; a shortlist link carries at most as many. */
export const MAX_SAVED = 50;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The saved page's compare form (its fragment), and the parameter that brings back a count it cannot compare, ticks kept. */
export const COMPARE_FORM_ID = "compare-form";
export const COMPARE_TICKED_PARAM = "compare";

const MAX_ID = 2_147_483_647;

/** A listing id as a form or URL carries it: digits only, within PostgreSQL's integer range. */
const idText = (value: string) => /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID;

const PropertyIdSchema = z
  .string()
  .refine(idText, "must be a listing number")
  .transform((value) => Number(value));

/** What the signed cookie holds: the saved ids, oldest first. */
export const SavedIdsSchema = z.array(z.number().int().min(1).max(MAX_ID)).max(MAX_SAVED);

/** One id of a list; a bad one is named in its message (at most 20 characters of it, quoted and escaped). */
const IdTokenSchema = z.string().superRefine((token, context) => {
  if (!idText(token)) context.addIssue({ code: "custom", message: `${JSON.stringify(token.slice(0, 20))} is not a listing number` });
});

/**
 * "3,17,42" (or the same split over repeated parameters, as a GET form sends checkboxes): `min` to `max`
 * ids in order, duplicates dropped. Messages are English and name the bad tokens: the 400 page lists them
 * as they are, like the browse page's URL problems. Each pipe stops at the first failing step, so a list
 * with a bad token is not also told it is too short.
 */
const idList = (min: number, max: number, countMessage: string) =>
  z
    .string()
    // Ten digits and a comma per id, and room for spaces.
    .max(MAX_SAVED * 11 * 2, `must list at most ${MAX_SAVED} listings`)
    .transform((value) => value.split(",").map((token) => token.trim()))
    .pipe(z.array(IdTokenSchema))
    .transform((tokens) => [...new Set(tokens.map(Number))])
    .pipe(z.array(z.number()).min(min, countMessage).max(max, countMessage));

export const IdListSchema = idList(1, MAX_SAVED, `must list at most ${MAX_SAVED} listings`);

/** The ids a URL names (`?ids=3,17` or `?ids=3&ids=17`), or the problems that make them unreadable ("ids ..."). */
export function parseIdsQuery(search: URLSearchParams) {
  const values = search.getAll("ids");
  if (values.length === 0) return { success: false, problems: ["ids is required"] } as const;
  const parsed = IdListSchema.safeParse(values.join(","));
  return parsed.success
    ? ({ success: true, ids: parsed.data } as const)
    : ({ success: false, problems: parsed.error.issues.map((issue) => `ids ${issue.message}`) } as const);
}

// Only the no-JavaScript form sends redirectTo: the action then redirects back (to /saved if it names
// anything but a path here) instead of answering data to a fetcher.
const back = redirectPath("/saved");

/** The /saved action: one heart, the whole list, or a shortlist saved into one's own list. */
export const SavedFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), propertyId: PropertyIdSchema, redirectTo: back }),
  z.object({ intent: z.literal("remove"), propertyId: PropertyIdSchema, redirectTo: back }),
  z.object({ intent: z.literal("clear"), redirectTo: back }),
  z.object({ intent: z.literal("addAll"), ids: IdListSchema, redirectTo: back }),
]);
export type SavedForm = z.infer<typeof SavedFormSchema>;
