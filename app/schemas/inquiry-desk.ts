import { z } from "zod";
import { describeIssues, oneOf, queryToInput, searchText, wholeNumber } from "./filters";
import { multiLineText } from "./text";
import { INQUIRY_KINDS, INQUIRY_STATUSES } from "./enums";

// The admin's lead desk (issue 16): where an inquiry stands and the filters of the inquiries tab.

export { INQUIRY_KINDS, INQUIRY_STATUSES };
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const MAX_NOTE_LENGTH = 2000;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * A change to an inquiry: the inquiry page's form (which always sends both) and
 * PATCH /api/admin/inquiries/{id} (either or both). Messages are translation keys.
 */
export const InquiryUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { message: "admin.inquiries.errors.status" }).optional(),
    note: multiLineText(
      z.string({ invalid_type_error: "admin.inquiries.errors.note" }).trim().max(MAX_NOTE_LENGTH, "admin.inquiries.errors.noteTooLong"),
    ).optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: "admin.inquiries.errors.nothingToChange",
    path: ["status"],
  });
export type InquiryUpdate = z.output<typeof InquiryUpdateSchema>;

/** A calendar day in Riyadh, as a date input sends it (YYYY-MM-DD). */
export const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real date");

/**
 * The inquiries tab's filters, in its URL and in GET /api/admin/inquiries: kind, status, listing, a range
 * of days in Riyadh (both ends included) and text found in the name, email or phone.
 */
export const InquiryFiltersSchema = z
  .object({
    kind: oneOf(INQUIRY_KINDS).optional(),
    status: oneOf(INQUIRY_STATUSES).optional(),
    propertyId: wholeNumber(2_147_483_647).pipe(z.number().min(1, "must be at least 1")).optional(),
    from: day.optional(),
    to: day.optional(),
    q: searchText.optional(),
  })
  .superRefine((filters, context) => {
    if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
      context.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
    }
  });
export type InquiryFilters = z.output<typeof InquiryFiltersSchema>;
export const INQUIRY_FILTER_KEYS = ["kind", "status", "propertyId", "from", "to", "q"] as const;

/** The filters from a URL (the tab's, its CSV's), or the problems that make them unreadable, each naming its parameter. */
export function parseInquiryFilters(search: URLSearchParams) {
  const filters = InquiryFiltersSchema.safeParse(queryToInput(search, INQUIRY_FILTER_KEYS));
  return filters.success
    ? ({ success: true, filters: filters.data } as const)
    : ({ success: false, problems: describeIssues(filters.error) } as const);
}
