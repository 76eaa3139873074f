import { describe, expect, it } from "vitest";
import { activeFilterChips } from "~/schemas/filters-query";
import { filtersToQuery, hasActiveFilters, parseBrowseQuery, PropertyFiltersSchema, queryToInput, FILTER_KEYS } from "~/schemas/filters";

const parse = (query: string) => PropertyFiltersSchema.safeParse(queryToInput(new URLSearchParams(query), FILTER_KEYS));

describe("property filters schema", () => {
  it("has defaults for an empty query", () => {
    expect(parse("").data).toEqual({ district: [], amenities: [], fitOut: [], sort: "featured" });
  });

  it("reads every parameter", () => {
    const result = parse(
      "district=Olaya&district=Hittin&type=Office&minPrice=20000&maxPrice=90000&minSize=100&maxSize=400&furnished=false&amenities=Parking,AC&sort=price-desc" +
        "&fitOut=cat_a&fitOut=serviced&minPricePerSqm=300&maxPricePerSqm=900&minFloor=-2&maxFloor=١٢",
    );
    expect(result.data).toEqual({
      district: ["Olaya", "Hittin"],
      type: "Office",
      minPrice: 20000,
      maxPrice: 90000,
      minSize: 100,
      maxSize: 400,
      furnished: false,
      amenities: ["Parking", "AC"],
      sort: "price-desc",
      fitOut: ["cat_a", "serviced"],
      minPricePerSqm: 300,
      maxPricePerSqm: 900,
      minFloor: -2,
      maxFloor: 12,
    });
  });

  it("accepts amenities comma-joined, repeated, or both, and ignores blank values", () => {
    const filters = parse("amenities=Parking&amenities=AC,Gym&minPrice=&district=").data;
    expect(filters).toMatchObject({ amenities: ["Parking", "AC", "Gym"], district: [] });
    expect(filters).not.toHaveProperty("minPrice");
  });

  it.each([
    ["minPrice=abc", "minPrice must be a whole number"],
    ["maxPrice=-5", "maxPrice must be a whole number"],
    ["minSize=1.5", "minSize must be a whole number"],
    ["maxSize=NaN", "maxSize must be a whole number"],
    ["minPrice=Infinity", "minPrice must be a whole number"],
    ["minPrice=99999999999", "minPrice must be a whole number"],
    ["furnished=yes", "furnished must be true or false"],
    ["sort=cheapest", "sort must be one of featured, price-asc, price-desc, size, recent"],
    ["type=a&type=b", "type"],
    [`district=${"x".repeat(101)}`, "district"],
    [`district=a%00b`, "district"],
  ])("refuses %s naming the parameter", (query, message) => {
    const result = parseBrowseQuery(new URLSearchParams(query));
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.problems.join("; ")).toContain(message);
  });

  it("refuses a range upside down for the API, naming it", () => {
    expect(parse("minPrice=50000&maxPrice=20000").error?.issues[0]).toMatchObject({
      path: ["minPrice"],
      message: "must not be more than maxPrice",
    });
    expect(parse("minSize=900&maxSize=100").error?.issues[0]).toMatchObject({
      path: ["minSize"],
      message: "must not be more than maxSize",
    });
  });

  it("swaps a range upside down for the pages (issue 33), and says which", () => {
    const query = parseBrowseQuery(new URLSearchParams("minPrice=200000&maxPrice=50000&minSize=900&maxSize=100&district=Olaya"));
    expect(query).toMatchObject({
      success: true,
      filters: { minPrice: 50_000, maxPrice: 200_000, minSize: 100, maxSize: 900, district: ["Olaya"] },
      swapped: ["price", "size"],
    });
    expect(parseBrowseQuery(new URLSearchParams("minPrice=50000&maxPrice=200000"))).toMatchObject({ swapped: [] });
  });

  it("names the parameters of a query it cannot read, once each", () => {
    expect(parseBrowseQuery(new URLSearchParams("minPrice=abc&sort=cheapest&page=0"))).toMatchObject({
      success: false,
      params: ["minPrice", "sort", "page"],
    });
  });

  it("reads confirmed=7 as a number of days and refuses any other value", () => {
    expect(parse("confirmed=7").data).toMatchObject({ confirmed: 7 });
    expect(parse("confirmed=").data).not.toHaveProperty("confirmed");
    for (const query of ["confirmed=30", "confirmed=0", "confirmed=07", "confirmed=yes", "confirmed=7&confirmed=7"]) {
      const result = parseBrowseQuery(new URLSearchParams(query));
      expect(result.success ? [] : result.problems.join("; "), query).toContain("confirmed");
    }
  });

  it("reads view and page for the pages", () => {
    expect(parseBrowseQuery(new URLSearchParams("view=list&page=3"))).toMatchObject({ success: true, view: "list", page: 3 });
    expect(parseBrowseQuery(new URLSearchParams("page=0")).success).toBe(false);
    expect(parseBrowseQuery(new URLSearchParams("view=table")).success).toBe(false);
  });
});

describe("canonical filter query", () => {
  it("leaves defaults out, repeats districts, joins amenities and keeps bounds at the slider ends (issue 49)", () => {
    const filters = parse(
      "district=Olaya&district=Granada&minPrice=10000&maxPrice=300000&minSize=50&maxSize=1500&amenities=Parking&amenities=AC&sort=featured",
    ).data!;
    expect(filtersToQuery(filters).toString()).toBe(
      "district=Olaya&district=Granada&minPrice=10000&maxPrice=300000&minSize=50&maxSize=1500&amenities=Parking%2CAC",
    );
  });

  it("keeps real bounds, furnished, sort, a non-default view and pages after the first", () => {
    const filters = parse("minPrice=15000&maxSize=800&furnished=true&sort=recent").data!;
    expect(filtersToQuery(filters, { view: "list", page: 2, defaultView: "grid" }).toString()).toBe(
      "minPrice=15000&maxSize=800&furnished=true&sort=recent&view=list&page=2",
    );
    expect(filtersToQuery(filters, { view: "map", page: 1, defaultView: "map" }).toString()).toBe(
      "minPrice=15000&maxSize=800&furnished=true&sort=recent",
    );
  });

  it("keeps the confirmation filter, after the amenities", () => {
    const filters = parse("confirmed=7&amenities=AC&district=Olaya").data!;
    expect(filtersToQuery(filters).toString()).toBe("district=Olaya&amenities=AC&confirmed=7");
    expect(hasActiveFilters(parse("confirmed=7").data!)).toBe(true);
  });

  it("knows when filters are active (sort alone is not a filter)", () => {
    expect(hasActiveFilters(parse("sort=price-asc").data!)).toBe(false);
    expect(hasActiveFilters(parse("furnished=false").data!)).toBe(true);
    expect(hasActiveFilters(parse("minPrice=10000").data!)).toBe(true);
  });
});

describe("active filter chips", () => {
  const filters = parse("district=Olaya&district=Hittin&minPrice=20000&maxSize=400&furnished=false&amenities=Parking,AC&sort=size").data!;

  it("gives one chip per district and amenity, one per range, and none for the sort", () => {
    expect(activeFilterChips(filters).map(({ without: _without, ...chip }) => chip)).toEqual([
      { kind: "district", value: "Olaya" },
      { kind: "district", value: "Hittin" },
      { kind: "price", min: 20000, max: undefined },
      { kind: "size", min: undefined, max: 400 },
      { kind: "furnished", value: false },
      { kind: "amenity", value: "Parking" },
      { kind: "amenity", value: "AC" },
    ]);
  });

  it("removes only its own filter", () => {
    const [olaya, , price] = activeFilterChips(filters);
    expect(filtersToQuery(olaya!.without).toString()).toBe(
      "district=Hittin&minPrice=20000&maxSize=400&furnished=false&amenities=Parking%2CAC&sort=size",
    );
    expect(filtersToQuery(price!.without).toString()).toBe(
      "district=Olaya&district=Hittin&maxSize=400&furnished=false&amenities=Parking%2CAC&sort=size",
    );
  });

  it("gives the confirmation filter its chip, which removes it alone", () => {
    const [district, confirmed] = activeFilterChips(parse("district=Olaya&confirmed=7").data!);
    expect(confirmed).toMatchObject({ kind: "confirmed", value: 7 });
    expect(filtersToQuery(confirmed!.without).toString()).toBe("district=Olaya");
    expect(filtersToQuery(district!.without).toString()).toBe("confirmed=7");
  });

  it("gives bounds at the slider ends their chips, as the URL keeps them (issue 49)", () => {
    expect(
      activeFilterChips(parse("minPrice=10000&maxPrice=300000&maxSize=1500").data!).map(({ without: _without, ...chip }) => chip),
    ).toEqual([
      { kind: "price", min: 10000, max: 300000 },
      { kind: "size", min: undefined, max: 1500 },
    ]);
  });
});
