import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as mapRoute from "~/routes/map";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupSeededDatabase();
});
afterAll(() => handle.close());

describe("the map page's ItemList (issue 37)", () => {
  it("lists the listings the page shows, not 0", async () => {
    const answer = await call(mapRoute.loader, get("/map"));
    expect(answer.status).toBe(200);
    const data = answer.body as Awaited<ReturnType<typeof mapRoute.loader>>;
    const shown = data.previews.flatMap((preview) => preview.cards);
    expect(shown.length).toBeGreaterThan(0);
    const [list] = data.jsonLd as { "@type": string; numberOfItems: number; itemListElement: { url: string }[] }[];
    expect(list!["@type"]).toBe("ItemList");
    expect(list!.numberOfItems).toBe(shown.length);
    expect(list!.itemListElement.map((item) => item.url)).toEqual(shown.map((card) => expect.stringContaining(`/property/${card.id}`)));
  });
});
