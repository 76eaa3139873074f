import { z } from "zod";
import { multiLineText } from "./text";

// An administrator's decision on a listing in review (issue 51): approve it, or return it with a reason its
// advertiser reads beside the listing and in a mail. Messages are translation keys.
export const ReviewSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("return"),
      reason: multiLineText(
        z
          .string({ required_error: "admin.review.errors.reason" })
          .trim()
          .min(1, "admin.review.errors.reason")
          .max(2000, "admin.review.errors.tooLong"),
      ),
    }),
  ],
  { errorMap: () => ({ message: "admin.review.errors.decision" }) },
);
export type Review = z.infer<typeof ReviewSchema>;
