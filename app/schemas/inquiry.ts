import { z } from "zod";
import { phoneText } from "./phone";
import { EMAIL, multiLineText, oneLineText } from "./text";

// Messages are translation keys (inquiry.errors.*). Bounds keep one inquiry to a sane size.
export const InquirySchema = z.object({
  name: oneLineText(
    z.string({ required_error: "inquiry.errors.name" }).trim().min(1, "inquiry.errors.name").max(100, "inquiry.errors.tooLong"),
  ),
  email: oneLineText(z.string({ required_error: "inquiry.errors.email" }).trim().max(254, "inquiry.errors.tooLong")).regex(
    EMAIL,
    "inquiry.errors.email",
  ),
  phone: phoneText("inquiry.errors.phone", "inquiry.errors.tooLong"),
  message: multiLineText(
    z.string({ required_error: "inquiry.errors.message" }).trim().min(1, "inquiry.errors.message").max(5000, "inquiry.errors.tooLong"),
  ),
});

/** The JSON API adds the property id to the same fields. */
export const ApiInquirySchema = InquirySchema.extend({
  propertyId: z
    .number({ required_error: "inquiry.errors.propertyId", invalid_type_error: "inquiry.errors.propertyId" })
    .int("inquiry.errors.propertyId")
    .positive("inquiry.errors.propertyId")
    .max(2_147_483_647, "inquiry.errors.propertyId"),
});

export type InquiryInput = z.infer<typeof InquirySchema>;
