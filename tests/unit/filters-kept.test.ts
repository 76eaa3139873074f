// Issue 49, "what you typed is what you get": for any filters a URL gives, the canonical URL the pages
// redirect to (and link, and a feed and an alert keep) gives the same filters back, every bound included,
// and the words that name a search (chips, an alert's mails) name every bound as given.
import fc from "fast-check";
import type { Translate } from "~/utils/translator";
import { describe, expect, it } from "vitest";
import { RIYADH_DISTRICTS } from "../../demo-data/districts";
import {
  activeFilterChips,
  filtersToQuery,
  FIT_OUTS,
  parseBrowseQuery,
  PRICE_RANGE,
  type PropertyFilters,
  SIZE_RANGE,
  searchQueryOf,
} from "~/schemas/filters";
import { filtersOfSearch } from "~/schemas/alerts";
import { formatNumber } from "~/utils/format";
import { searchInWords } from "~/utils/filter-words";
import { filterSets, queryOf, writings } from "../filter-arbitraries";

const districtSpellings = RIYADH_DISTRICTS.flatMap((district) => [district.name, district.name.toLowerCase(), district.nameAr]);
const sets = (upsideDown: boolean) =>
  filterSets({
    districts: districtSpellings,
    landmarks: ["kafd", "kingdom-centre", "no-such-landmark"],
    words: fc.constantFrom("office", "  open   plan ", "مكتب", "a&b=c", "50% #1", "café+tower"),
    upsideDown,
    distanceWithoutNear: upsideDown,
  });

const RUNS = { numRuns: 500 };

/** A search's filters with its fit-outs in the form's order, which the canonical URL writes them in (a set's order is no filter). */
const inFormOrder = (filters: PropertyFilters) => ({ ...filters, fitOut: FIT_OUTS.filter((fitOut) => filters.fitOut.includes(fitOut)) });

function parsed(query: URLSearchParams) {
  const result = parseBrowseQuery(query);
  if (!result.success) throw new Error(`${query} was refused: ${result.problems.join("; ")}`);
  return result;
}

describe("the canonical URL keeps every filter given", () => {
  it("reads back as the same filters, view and page, and is its own canonical URL", () => {
    fc.assert(
      fc.property(sets(true), writings, (set, writing) => {
        const given = parsed(queryOf(set, writing));
        const canonical = filtersToQuery(given.filters, { view: given.view ?? "grid", page: given.page, defaultView: "grid" });
        const again = parsed(canonical);
        expect(again.filters).toEqual(inFormOrder(given.filters));
        expect([again.view ?? "grid", again.page, again.swapped]).toEqual([given.view ?? "grid", given.page, []]);
        expect(filtersToQuery(again.filters, { view: again.view, page: again.page, defaultView: "grid" }).toString()).toBe(
          canonical.toString(),
        );
      }),
      RUNS,
    );
  });

  it("keeps each bound as typed, at a slider's end or past it too (a range upside down is only swapped)", () => {
    fc.assert(
      fc.property(sets(true), (set) => {
        const { filters } = parsed(filtersToQuery(parsed(queryOf(set)).filters));
        for (const [min, max] of [
          ["minPrice", "maxPrice"],
          ["minSize", "maxSize"],
          ["minPricePerSqm", "maxPricePerSqm"],
          ["minFloor", "maxFloor"],
        ] as const) {
          const typed = [set[min], set[max]].filter((value) => value !== undefined).sort((a, b) => a - b);
          const kept = [filters[min], filters[max]].filter((value) => value !== undefined);
          expect(kept, `${min}/${max}`).toEqual(typed);
        }
      }),
      RUNS,
    );
  });

  it("is what a feed and an alert keep: the search without its order reads back as the same filters", () => {
    fc.assert(
      fc.property(sets(false), (set) => {
        const { filters } = parsed(queryOf(set));
        expect(filtersOfSearch(searchQueryOf(filters).toString())).toEqual({ ...inFormOrder(filters), sort: "featured" });
      }),
      RUNS,
    );
  });

  it("redirects `?district=Olaya&maxPrice=350000` nowhere: the bound past the slider's end is kept", () => {
    for (const query of [
      "district=Olaya&maxPrice=350000",
      "maxSize=1800",
      "minPrice=10000",
      "maxPrice=300000",
      "minSize=50&maxSize=1500",
    ]) {
      expect(filtersToQuery(parsed(new URLSearchParams(query)).filters).toString()).toBe(query);
    }
  });
});

// Each key and its values, so a bound's words can be checked without the locale files' sentences.
const t: Translate = (key, values) => `${key}${values ? JSON.stringify(values) : ""}`;
const names = { district: (name: string) => name, landmark: (slug: string) => slug };

describe("a search in words names every bound as given", () => {
  it("says a price or size bound alone as 'up to' or 'from', and both as a range, for any bound", () => {
    fc.assert(
      fc.property(sets(false), (set) => {
        const { filters } = parsed(queryOf(set));
        const words = searchInWords(filters, t, "en", names);
        for (const [kind, min, max] of [
          ["Price", filters.minPrice, filters.maxPrice],
          ["Size", filters.minSize, filters.maxSize],
        ] as const) {
          const shape = min !== undefined && max !== undefined ? "Range" : min !== undefined ? "From" : max !== undefined ? "UpTo" : null;
          if (shape === null) {
            expect(words).not.toMatch(new RegExp(`browse\\.chip${kind}(Range|From|UpTo)?\\{`));
            continue;
          }
          const values = {
            ...(min !== undefined ? { min: formatNumber(min, "en") } : {}),
            ...(max !== undefined ? { max: formatNumber(max, "en") } : {}),
          };
          expect(words).toContain(`browse.chip${kind}${shape}${JSON.stringify(values)}`);
        }
      }),
      RUNS,
    );
  });

  it("gives a bound at a slider's end its chip, which removes it alone", () => {
    const filters = parsed(new URLSearchParams(`district=Olaya&minPrice=${PRICE_RANGE.min}&maxSize=${SIZE_RANGE.max}`)).filters;
    const chips = activeFilterChips(filters);
    expect(chips.map(({ without: _without, ...chip }) => chip)).toEqual([
      { kind: "district", value: "Olaya" },
      { kind: "price", min: PRICE_RANGE.min, max: undefined },
      { kind: "size", min: undefined, max: SIZE_RANGE.max },
    ]);
    expect(filtersToQuery(chips[1]!.without).toString()).toBe(`district=Olaya&maxSize=${SIZE_RANGE.max}`);
  });
});
