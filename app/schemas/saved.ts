import { z } from "zod";
import { redirectPath } from "./redirect";

/** A visitor keeps at most this many listings; a shortlist link carries at most as many. */
export const MAX_SAVED = 50;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const MAX_ID = 2_147_483_647;

/** A listing id as a form or URL carries it: digits only, within PostgreSQL's integer range. */
const idText = (value: string) => /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID;

const PropertyIdSchema = z
  .string()
  .refine(idText, "must be a listing number")
  .transform((value) => Number(value));

/** What the signed cookie holds: the saved ids, oldest first. */
export const SavedIdsSchema = z.array(z.number().int().min(1).max(MAX_ID)).max(MAX_SAVED);

/**
 * "3,17,42" (or the same split over repeated parameters, as a GET form sends checkboxes): the ids in
 * order, duplicates dropped. Messages are English and name the bad token: the 400 page lists them as
 * they are, like the browse page's URL problems.
 */
export const IdListSchema = z
  .string()
  // 50 ids of 10 digits with their commas, and room for spaces.
  .max(MAX_SAVED * 11 * 2, `must list at most ${MAX_SAVED} listings`)
  .transform((value, context) => {
    const tokens = value.split(",").map((token) => token.trim());
    const bad = tokens.filter((token) => !idText(token));
    for (const token of bad) context.addIssue({ code: "custom", message: `${JSON.stringify(token.slice(0, 20))} is not a listing number` });
    const ids = [...new Set(tokens.filter(idText).map(Number))];
    if (bad.length === 0 && ids.length > MAX_SAVED)
      context.addIssue({ code: "custom", message: `must list at most ${MAX_SAVED} listings` });
    return ids;
  });

/** The compare URL: 2 to 4 ids. */
export const CompareIdsSchema = IdListSchema.refine(
  (ids) => ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX,
  `must list ${COMPARE_MIN} to ${COMPARE_MAX} listings`,
);

/** The ids a URL names (`?ids=3,17` or `?ids=3&ids=17`), or the problems that make them unreadable ("ids ..."). */
export function parseIdsQuery(search: URLSearchParams, schema: typeof IdListSchema | typeof CompareIdsSchema) {
  const values = search.getAll("ids");
  if (values.length === 0) return { success: false, problems: ["ids is required"] } as const;
  const parsed = schema.safeParse(values.join(","));
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
