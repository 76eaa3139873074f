import { describe, expect, it } from "vitest";
import { pageTitle } from "~/utils/meta";

const root = (language: string) => [
  { id: "root", data: { language } },
  { id: "routes/about", data: null },
];

describe("page titles", () => {
  it("end with the site's name in the page's language", () => {
    expect(pageTitle("About", root("en"))).toBe("About | Riyadh Offices");
    expect(pageTitle("عن مكاتب الرياض", root("ar"))).toBe("عن مكاتب الرياض | مكاتب الرياض");
  });

  it("are the site's name alone without a page title, English when the language is unknown", () => {
    expect(pageTitle(undefined, root("ar"))).toBe("مكاتب الرياض");
    expect(pageTitle("About", [])).toBe("About | Riyadh Offices");
  });
});
