import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ContactSchema } from "~/schemas/contact";
import { westernDigits } from "~/schemas/digits";
import { FILTER_KEYS, PropertyFiltersSchema, queryToInput } from "~/schemas/filters";
import { ApiInquirySchema, InquirySchema } from "~/schemas/inquiry";
import { PropertyFormSchema } from "~/schemas/property-form";

// Issue 33, point 3: phones, prices and sizes as people type them on an Arabic (or Persian) keyboard.
describe("Arabic-Indic and Persian digits", () => {
  it("become Western digits, and nothing else changes", () => {
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(westernDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(westernDigits("+٩٦٦ (٥٥) ١٢٣-٤٥٦٧ abc")).toBe("+966 (55) 123-4567 abc");
  });

  it("are read in URL filters (the browse pages and GET /api/properties)", () => {
    const filters = PropertyFiltersSchema.safeParse(
      queryToInput(new URLSearchParams("minPrice=١٢٠٠٠٠&maxPrice=۳۰۰۰۰۰&minSize=١٠٠&maxSize=٥٠٠"), FILTER_KEYS),
    );
    expect(filters.data).toMatchObject({ minPrice: 120_000, maxPrice: 300_000, minSize: 100, maxSize: 500 });
  });

  it("are stored as Western digits in the inquiry, contact and property forms, and the inquiry API", () => {
    const inquiry = { name: "Sara", email: "sara@example.com", phone: "٠٥٥١٢٣٤٥٦٧", message: "Hello" };
    expect(InquirySchema.parse(inquiry).phone).toBe("0551234567");
    expect(ApiInquirySchema.parse({ ...inquiry, propertyId: 1 }).phone).toBe("0551234567");
    const contact = {
      firstName: "Sara",
      lastName: "Ali",
      email: "sara@example.com",
      phone: "۰۵۵۱۲۳۴۵۶۷",
      subject: "Hello",
      message: "A message long enough",
    };
    expect(ContactSchema.parse(contact).phone).toBe("0551234567");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Office",
      building: "Tower",
      address: "Olaya Street",
      district: "Olaya",
      price: "١٢٠٠٠٠",
      size: "٢٤٠",
      floors: "١",
      capacity: "۲۰",
      parkingSpaces: "٠",
      serviceCharge: "٥٠٠٠",
      type: "Office",
      description: "A quiet office",
      availableFrom: "2030-01-01",
      contactPhone: "٠٥٥١٢٣٤٥٦٧",
    })) {
      form.set(name, value);
    }
    const submission = parseWithZod(form, { schema: PropertyFormSchema });
    expect(submission.status === "success" ? submission.value : submission.error).toMatchObject({
      price: 120_000,
      size: 240,
      floors: 1,
      capacity: 20,
      parkingSpaces: 0,
      serviceCharge: 5_000,
      contactPhone: "0551234567",
    });
  });

  it("still refuse what is not a number", () => {
    expect(InquirySchema.shape.phone.safeParse("٠٥٥abc").success).toBe(false);
    expect(PropertyFiltersSchema.safeParse({ minPrice: "١٢x" }).success).toBe(false);
  });
});
