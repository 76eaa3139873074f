import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badParamText, type BadParam } from "~/components/BadRequestPage";
import { PARAM_LABELS } from "~/components/browse/BadQuery";
import type { Language } from "~/i18n";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import * as propertiesApi from "~/routes/api.properties";
import { englishOf } from "~/schemas/reasons";
import type { DatabaseHandle } from "~/services/db.server";
import { translatorFor } from "~/services/i18n.server";
import { withIsolatedValue } from "../bidi";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupSeededDatabase();
});
afterAll(() => handle.close());

/** What a page's 400 says of each bad parameter in `language`, from its loader's answer, as BadRequestPage writes it. */
async function pageSays(loader: typeof indexRoute.loader, path: string, language: Language) {
  const answer = await call(loader, get(path));
  expect(answer.status).toBe(400);
  const t = await translatorFor(language);
  const { badParams } = answer.body as { badParams: BadParam[] };
  return badParams.map((badParam) =>
    badParamText(t, language, badParam, (param) => (PARAM_LABELS[param] ? t(PARAM_LABELS[param]) : param)),
  );
}

/** The API's sentences for the same query (without "Invalid query: "). */
async function apiSays(query: string) {
  const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
  expect(answer.status).toBe(400);
  return (answer.body as { error: string }).error.replace(/^Invalid query: /, "").split("; ");
}

const LONG = "x".repeat(101);

// Issue 37: a page's 400 gives the reason the API gives, in the page's language, from the same schema.
describe("a page's 400 says why, as the API does, in its language", () => {
  it.each([
    // A number too big, too small (a floor below the lowest), not a number.
    [
      "maxSize=1000001",
      "maxSize must be at most 1000000",
      "Maximum size “1000001”: must be at most 1,000,000",
      "أكبر مساحة «1000001»: يجب ألا يزيد على 1,000,000",
    ],
    [
      "minFloor=-11",
      "minFloor must be from -10 to 199",
      "Lowest floor “-11”: must be from -10 to 199",
      "أدنى طابق «-11»: يجب أن يكون من \u200e-10 إلى 199",
    ],
    [
      "minPrice=abc",
      "minPrice must be a whole number",
      "Minimum price “abc”: must be a whole number",
      "أدنى سعر «abc»: يجب أن يكون عددًا صحيحًا",
    ],
    // Arabic-Indic digits are read, so the number named is Western.
    [
      "maxSize=١٠٠٠٠٠١",
      "maxSize must be at most 1000000",
      "Maximum size “١٠٠٠٠٠١”: must be at most 1,000,000",
      "أكبر مساحة «١٠٠٠٠٠١»: يجب ألا يزيد على 1,000,000",
    ],
    // A parameter given twice, a text too long, a value not among the choices.
    [
      "minPrice=1&minPrice=2",
      "minPrice must be given once",
      "Minimum price “1, 2”: must be given once",
      "أدنى سعر «1, 2»: يجب أن يُذكر مرة واحدة",
    ],
    [
      `district=${LONG}`,
      "district must be at most 100 characters",
      `Districts “${LONG.slice(0, 60)}”: must be at most 100 characters`,
      `الأحياء «${LONG.slice(0, 60)}»: يجب ألا يزيد طوله على 100 من الأحرف`,
    ],
    [
      "furnished=maybe",
      "furnished must be true or false",
      "Furnishing “maybe”: must be true or false",
      "التأثيث «maybe»: يجب أن يكون true أو false",
    ],
    [
      "sort=cheapest",
      "sort must be one of featured, price-asc, price-desc, size, recent, price-per-sqm, distance",
      "Sort by “cheapest”: must be one of featured, price-asc, price-desc, size, recent, price-per-sqm, or distance",
      "الترتيب حسب «cheapest»: يجب أن يكون أحد هذه القيم: featured أو price-asc أو price-desc أو size أو recent أو price-per-sqm أو distance",
    ],
  ])("/?%s", async (query, api, english, arabic) => {
    expect(await apiSays(query)).toEqual([api]);
    expect(await pageSays(indexRoute.loader, `/?${query}`, "en")).toEqual([withIsolatedValue(english)]);
    expect(await pageSays(indexRoute.loader, `/?${query}`, "ar")).toEqual([withIsolatedValue(arabic)]);
  });

  it("sends the API's reasons, codes and values: the page's English is written from the same reasons", async () => {
    const answer = await call(indexRoute.loader, get("/?maxSize=1000001&minPrice=1&minPrice=2&sort=cheapest"));
    const { badParams } = answer.body as { badParams: Required<BadParam>[] };
    const sentences = badParams.flatMap(({ param, reasons }) => reasons.map((reason) => `${param} ${englishOf(reason)}`));
    expect(sentences.sort()).toEqual((await apiSays("maxSize=1000001&minPrice=1&minPrice=2&sort=cheapest")).sort());
  });

  it("names every bad parameter, with all its reasons, on the map page too", async () => {
    const bbox = "50,30,40,20";
    expect(await pageSays(mapRoute.loader, `/map?bbox=${bbox}&zoom=99&view=table`, "en")).toEqual(
      [
        `Map area “${bbox}”: must have west before east and south before north`,
        "Map zoom “99”: must be from 3 to 18",
        "View “table”: must be one of grid, list, or map",
      ].map(withIsolatedValue),
    );
    expect(await pageSays(mapRoute.loader, `/map?bbox=${bbox}&zoom=99&view=table`, "ar")).toEqual(
      [
        `منطقة الخريطة «${bbox}»: يجب أن يكون الغرب قبل الشرق والجنوب قبل الشمال`,
        "تكبير الخريطة «99»: يجب أن يكون من 3 إلى 18",
        "طريقة العرض «table»: يجب أن يكون أحد هذه القيم: grid أو list أو map",
      ].map(withIsolatedValue),
    );
  });

  it("an unknown type is no error (an admin may type one), and a range upside down is swapped on the page, refused by the API", async () => {
    expect((await call(indexRoute.loader, get("/?type=warehouse"))).status).toBe(200);
    expect(await apiSays("minPrice=200000&maxPrice=50000")).toEqual(["minPrice must not be more than maxPrice"]);
    const page = await call(indexRoute.loader, get("/?minPrice=200000&maxPrice=50000"));
    expect(page.status).toBe(302);
  });
});
