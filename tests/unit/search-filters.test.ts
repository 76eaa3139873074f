import { describe, expect, it } from "vitest";
import { activeFilterChips, filtersToQuery, parseBrowseQuery, PropertyFiltersSchema } from "~/schemas/filters";

describe("q= among the filters", () => {
  it("is read trimmed with its spaces collapsed, and written first in the canonical query", () => {
    const query = parseBrowseQuery(new URLSearchParams("district=Olaya&q=%20%20kingdom%20%20centre%20"));
    expect(query.success && query.filters.q).toBe("kingdom centre");
    expect(query.success && filtersToQuery(query.filters).toString()).toBe("q=kingdom+centre&district=Olaya");
  });

  it("is a chip that removes it and keeps the rest", () => {
    const filters = PropertyFiltersSchema.parse({ q: "برج المملكة", district: ["Olaya"] });
    const [chip, district] = activeFilterChips(filters);
    expect(chip).toMatchObject({ kind: "q", value: "برج المملكة" });
    expect(filtersToQuery(chip!.without).toString()).toBe("district=Olaya");
    expect(district).toMatchObject({ kind: "district", value: "Olaya" });
  });

  it("refuses more than 100 characters and line breaks, naming q", () => {
    const long = parseBrowseQuery(new URLSearchParams({ q: "a".repeat(101) }));
    expect(long.success ? [] : long.params).toEqual(["q"]);
    const broken = parseBrowseQuery(new URLSearchParams({ q: "a\nb" }));
    expect(broken.success ? [] : broken.params).toEqual(["q"]);
  });
});
