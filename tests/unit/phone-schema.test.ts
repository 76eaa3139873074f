import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { ContactSchema } from "~/schemas/contact";
import { InquirySchema } from "~/schemas/inquiry";
import { PropertyFieldsSchema } from "~/schemas/property";

// One phone rule for the inquiry, contact and listing forms (and the API, which parses with the same schemas).
const phoneOf = {
  inquiry: InquirySchema.shape.phone,
  contact: ContactSchema.shape.phone,
  listing: PropertyFieldsSchema.shape.contactPhone,
};
const refusal = (schema: (typeof phoneOf)[keyof typeof phoneOf], value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("a phone number", () => {
  it.each(Object.entries(phoneOf))("needs at least 6 digits in the %s form", (_form, schema) => {
    for (const value of ["------", "(  ) - -", "+", "12345", "+1 (2) 3-45"]) expect(refusal(schema, value)).toMatch(/errors\.phone$/);
    for (const value of ["123456", "+966 50 123 4567", "(011) 4-567", "٠٥٠١٢٣٤٥٦٧"]) expect(refusal(schema, value)).toBeNull();
  });

  it("is explained in both languages", () => {
    expect(en.inquiry.errors.phone).toBe("Please enter a phone number with at least 6 digits");
    expect(ar.inquiry.errors.phone).toBe("يرجى إدخال رقم هاتف من 6 أرقام على الأقل");
    expect(en.contact.errors.phone).toBe(en.inquiry.errors.phone);
    expect(ar.contact.errors.phone).toBe(ar.inquiry.errors.phone);
  });
});
