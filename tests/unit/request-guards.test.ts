import { describe, expect, it } from "vitest";
import { DistrictSchema } from "~/schemas/district";
import { InquirySchema } from "~/schemas/inquiry";
import { PropertyInputSchema } from "~/schemas/property";
import { sameSitePath } from "~/schemas/redirect";
import { CONTROL_MESSAGE, LINE_BREAK_MESSAGE } from "~/schemas/text";
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
    expect(pathOf("/property/37#email=victim@example.com")).toBe("/property/37");
    expect(pathOf("/contact#name=Victim?x=1")).toBe("/contact");
    expect(pathOf("http://localhost:3000/property/1?lng=ar")).toBe("/property/1");
  });

  it("names any other request target by its form and never throws (it runs in close handlers)", () => {
    expect(pathOf("*")).toBe("*");
    for (const target of ["evil.example:443", "", "a b", "%%%", "?q=secret"]) expect(pathOf(target)).toBe("(not a path)");
  });
});

describe("characters text fields refuse", () => {
  const issuesOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  // NUL, a C0 control, DEL, a C1 control (NEL), and non-characters in the BMP, the Arabic block's range and plane 16.
  const REFUSED = ["\u0000", "\u0007", "\u000B", "\u007F", "\u0085", "\u009F", "\uFDD0", "\uFFFE", "\uFFFF", "\u{1FFFE}", "\u{10FFFF}"].map(
    (character) => [`U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`, character] as const,
  );
  // In the middle of the text: trim() would take a vertical tab at either end away.
  const within = (text: string, character: string) => `${text.slice(0, 2)}${character}${text.slice(2)}`;

  it("the valid inputs of the factories pass, with tabs, and line breaks where a text has several lines", () => {
    expect(InquirySchema.safeParse(inquiryInput({ message: "Line one\r\nLine\ttwo" })).success).toBe(true);
    expect(DistrictSchema.safeParse(districtInput({ name: "Al\tYasmin" })).success).toBe(true);
    expect(PropertyInputSchema.safeParse(listingInput({ description: "One\nTwo", descriptionAr: "سطر\nسطر" })).success).toBe(true);
    // Characters near the refused ones are text: the replacement character, a private-use one, an emoji.
    expect(InquirySchema.safeParse(inquiryInput({ name: "Sara \uFFFD\uE000\u{1F3E2}\u00A0" })).success).toBe(true);
  });

  it.each(REFUSED)("%s in an inquiry's name, email or message is refused with the field's message", (_label, character) => {
    for (const field of ["name", "email", "message"] as const) {
      expect(issuesOf(InquirySchema.safeParse(inquiryInput({ [field]: within(inquiryInput()[field], character) })))).toContain(
        `${field}: ${CONTROL_MESSAGE}`,
      );
    }
  });

  it.each(REFUSED)("%s in a district's or listing's text is refused", (_label, character) => {
    expect(issuesOf(DistrictSchema.safeParse(districtInput({ name: `Al${character}Yasmin` })))).toContain(`name: ${CONTROL_MESSAGE}`);
    for (const field of ["title", "titleAr", "building", "address", "description", "descriptionAr", "type", "district", "contactPhone"]) {
      expect(issuesOf(PropertyInputSchema.safeParse(listingInput({ [field]: `+966${character}500` }))), field).toContain(
        `${field}: ${CONTROL_MESSAGE}`,
      );
    }
  });

  it("one-line fields refuse line breaks; messages and descriptions take them", () => {
    for (const field of ["name", "email", "phone"] as const) {
      expect(issuesOf(InquirySchema.safeParse(inquiryInput({ [field]: `+966 50\n123 4567` })))).toContain(
        `${field}: ${LINE_BREAK_MESSAGE}`,
      );
    }
    for (const field of ["title", "building", "address", "type", "district"]) {
      expect(issuesOf(PropertyInputSchema.safeParse(listingInput({ [field]: "a\rb" }))), field).toContain(
        `${field}: ${LINE_BREAK_MESSAGE}`,
      );
    }
  });
});
