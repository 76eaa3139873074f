import { describe, expect, it } from "vitest";
import { DistrictSchema } from "~/schemas/district";
import { InquirySchema } from "~/schemas/inquiry";
import { PropertyInputSchema } from "~/schemas/property";
import { sameSitePath } from "~/schemas/redirect";
import { NUL_MESSAGE } from "~/schemas/text";
import { districtInput, inquiryInput, listingInput } from "../factories";
import { errorFields, pathOf } from "~/services/logger.server";
import { isCrossSite } from "~/utils/same-origin";

describe("isCrossSite", () => {
  it.each([
    ["https://evil.example", null, true],
    ["null", null, true],
    ["not a url", null, true],
    ["", null, true],
    ["http://shop.example:3000", null, false],
    ["http://shop.example:3001", null, true],
    [null, "https://evil.example/page", true],
    [null, "http://shop.example:3000/contact", false],
    // The Origin decides when both are sent.
    ["http://shop.example:3000", "https://evil.example/", false],
    [null, null, false],
    // The scheme is part of the origin: https on an http site (or the reverse) is another site.
    ["https://shop.example:3000", null, true],
    [null, "https://shop.example:3000/contact", true],
  ])("Origin %j, Referer %j → %s", (origin, referer, expected) => {
    expect(isCrossSite(origin, referer, "http://shop.example:3000")).toBe(expected);
  });
});

describe("sameSitePath", () => {
  it.each([
    ["/admin/dashboard?tab=1#x", "/admin/dashboard?tab=1#x"],
    ["/./admin/../contact", "/contact"],
    ["/。evil", "/%E3%80%82evil"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps %j as %j", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/./\\evil.example",
    // Dot segments that leave "//" at the front once removed.
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E.//evil.example",
    "/a/../..//evil.example",
    "/a/..//evil.example/x?y#z",
    "/\t/evil.example",
    "/\n/x",
    "/\u0000",
    "javascript:alert(1)",
    "evil.example",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe("what errors may say in the log", () => {
  it("keeps a database error's name, code and stack frames but not its message (it holds the parameters)", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const error = Object.assign(new Error("Failed query: insert into inquiries ... params: Mallory,mallory@example.test"), {
      name: "DrizzleQueryError",
      cause,
    });
    const fields = errorFields(error);
    expect(fields).toMatchObject({ errorName: "DrizzleQueryError", code: "22021" });
    expect(JSON.stringify(fields)).not.toContain("Mallory");
    expect(JSON.stringify(fields)).not.toContain("0x00");
    expect((fields as { stack: string[] }).stack.length).toBeGreaterThan(0);
  });

  it("keeps the message of our own errors", () => {
    expect(errorFields(new TypeError("x is not a function"))).toMatchObject({ errorName: "TypeError", message: "x is not a function" });
  });

  it("logs paths without their query string", () => {
    expect(pathOf("/contact?email=mallory%40example.test")).toBe("/contact");
    expect(pathOf("http://localhost:3000/property/1?lng=ar")).toBe("/property/1");
  });

  it("names any other request target by its form and never throws (it runs in close handlers)", () => {
    expect(pathOf("*")).toBe("*");
    for (const target of ["evil.example:443", "", "a b", "%%%", "?q=secret"]) expect(pathOf(target)).toBe("(not a path)");
  });
});

describe("NUL characters", () => {
  const issuesOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("the valid inputs of the factories pass", () => {
    expect(InquirySchema.safeParse(inquiryInput()).success).toBe(true);
    expect(DistrictSchema.safeParse(districtInput()).success).toBe(true);
    expect(PropertyInputSchema.safeParse(listingInput()).success).toBe(true);
  });

  it.each(["name", "email", "message"] as const)("an inquiry's %s with a NUL is refused with the NUL message", (field) => {
    expect(issuesOf(InquirySchema.safeParse(inquiryInput({ [field]: `${inquiryInput()[field]}\u0000` })))).toContain(
      `${field}: ${NUL_MESSAGE}`,
    );
  });

  it("a district or listing text with a NUL is refused", () => {
    expect(issuesOf(DistrictSchema.safeParse(districtInput({ name: "Al\u0000Yasmin" })))).toContain(`name: ${NUL_MESSAGE}`);
    for (const field of ["title", "building", "address", "description", "type", "district"]) {
      expect(PropertyInputSchema.safeParse(listingInput({ [field]: "a\u0000b" })).success, field).toBe(false);
    }
  });
});
