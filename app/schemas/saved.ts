import { z } from "zod";
import { type Reason, reasonsByParam, says } from "./reasons";
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

/** One id of a list. */
const IdTokenSchema = z.string().refine(idText, says("listingNumbers"));

/**
 * "3,17,42" (or the same split over repeated parameters, as a GET form sends checkboxes): 1 to
 * MAX_SAVED ids in order, duplicates dropped. Each pipe stops at the first failing step, so a list with a
 * bad token is not also told it is too long.
 */
export const IdListSchema = z
  .string()
  // Ten digits and a comma per id, and room for spaces.
  .max(MAX_SAVED * 11 * 2, says("listsAtMost", { max: MAX_SAVED }))
  .transform((value) => value.split(",").map((token) => token.trim()))
  .pipe(z.array(IdTokenSchema))
  .transform((tokens) => [...new Set(tokens.map(Number))])
  .pipe(z.array(z.number()).max(MAX_SAVED, says("listsAtMost", { max: MAX_SAVED })));

/**
 * The ids a URL names (`?ids=3,17` or `?ids=3&ids=17`), or why they cannot be read: the reasons the
 * page's 400 says in its language (schemas/reasons.ts).
 */
export function parseIdsQuery(search: URLSearchParams) {
  const list = search.getAll("ids").join(",");
  if (list.trim() === "") return { success: false, reasons: [{ code: "required" }] satisfies Reason[] } as const;
  const parsed = IdListSchema.safeParse(list);
  return parsed.success
    ? ({ success: true, ids: parsed.data } as const)
    : ({ success: false, reasons: reasonsByParam(parsed.error.issues.map((issue) => ({ ...issue, path: ["ids"] }))).ids! } as const);
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
