// Saved listings without an account (issue 15): the signed saved cookie and its bounds, the /saved
// action and page, the shared shortlist and the compare table, with good and bad ids.
import { asc, eq } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import { createProperty, deleteProperty } from "~/models/admin-properties.server";
import { COMPARE_FIELDS } from "~/models/properties.server";
import * as root from "~/root";
import * as compareRoute from "~/routes/compare";
import * as savedRoute from "~/routes/saved";
import * as shortlistRoute from "~/routes/shortlist";
import { PropertyInputSchema } from "~/schemas/property";
import { MAX_SAVED } from "~/schemas/saved";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, cookiesFrom, get, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
/** Published listings, more than a list can hold. */
let ids: number[];
let unpublished: number;

beforeAll(async () => {
  handle = await setupSeededDatabase();
  // The demo's listings as the public sees them: not the one waiting for review.
  const publishedIds = () =>
    handle.db.select({ id: properties.id }).from(properties).where(eq(properties.lifecycle, "published")).orderBy(asc(properties.id));
  for (let extra = (await publishedIds()).length; extra <= MAX_SAVED + 1; extra += 1) {
    await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title: `Saved test office ${extra}` })));
  }
  const all = await publishedIds();
  unpublished = all.at(-1)!.id;
  await handle.db.update(properties).set({ adLicenseNumber: "" }).where(eq(properties.id, unpublished));
  ids = all.slice(0, -1).map((row) => row.id);
});
afterAll(() => handle.close());

/** Posts to /saved with the visitor's cookie; returns the answer and the cookie the visitor then holds. */
async function save(fields: Record<string, string>, cookie = "") {
  const answer = await call(savedRoute.action, postForm("/saved", fields, cookie ? { Cookie: cookie } : {}));
  return {
    answer,
    cookie:
      cookiesFrom(answer.headers)
        .split("; ")
        .find((pair) => pair.startsWith("saved=")) ?? cookie,
  };
}

async function savedIdsOf(cookie: string) {
  const answer = await call(root.loader, get("/", { Cookie: cookie }));
  return (answer.body as { savedIds: number[] }).savedIds;
}

describe("the /saved action", () => {
  it("adds and removes with a no-JS form, redirecting back to the page it came from", async () => {
    const added = await save({ intent: "add", propertyId: String(ids[0]), redirectTo: `/?district=Olaya#save-${ids[0]}` });
    expect(added.answer.status).toBe(303);
    // Back at the heart (its fragment), with a toast that says it worked (issue 33).
    expect(added.answer.headers.get("Location")).toBe(`/?district=Olaya#save-${ids[0]}`);
    expect(added.answer.headers.get("Set-Cookie")).toMatch(
      /^saved=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax, (__Host-)?toast=/,
    );
    expect(await savedIdsOf(added.cookie)).toEqual([ids[0]]);

    const second = await save({ intent: "add", propertyId: String(ids[1]), redirectTo: "/" }, added.cookie);
    expect(await savedIdsOf(second.cookie)).toEqual([ids[0], ids[1]]);
    const again = await save({ intent: "add", propertyId: String(ids[0]), redirectTo: "/" }, second.cookie);
    expect(await savedIdsOf(again.cookie)).toEqual([ids[0], ids[1]]);

    const removed = await save({ intent: "remove", propertyId: String(ids[0]), redirectTo: "/saved" }, again.cookie);
    expect(await savedIdsOf(removed.cookie)).toEqual([ids[1]]);
    const cleared = await save({ intent: "clear", redirectTo: "/saved" }, removed.cookie);
    expect(cleared.answer.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("answers a fetcher (no redirectTo) with the new list", async () => {
    const { answer } = await save({ intent: "add", propertyId: String(ids[2]) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ savedIds: [ids[2]] });
  });

  it.each(["//evil.example/", "https://evil.example/", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "saved"])(
    "never redirects off the site (redirectTo %j goes to /saved)",
    async (redirectTo) => {
      const { answer } = await save({ intent: "add", propertyId: String(ids[0]), redirectTo });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/saved");
    },
  );

  it("keeps at most 50: Save all fills up to 50 in order with a toast, and a heart beyond changes nothing", async () => {
    const first = await save({ intent: "add", propertyId: String(ids[MAX_SAVED]) });
    const all = await save({ intent: "addAll", ids: ids.slice(0, MAX_SAVED).join(","), redirectTo: "/saved" }, first.cookie);
    expect(all.answer.status).toBe(303);
    expect(await savedIdsOf(all.cookie)).toEqual([ids[MAX_SAVED], ...ids.slice(0, MAX_SAVED - 1)]);
    expect(all.answer.headers.getSetCookie().some((cookie) => cookie.startsWith("toast="))).toBe(true);

    const beyond = await save({ intent: "add", propertyId: String(ids[MAX_SAVED - 1]) }, all.cookie);
    expect(beyond.answer.status).toBe(200);
    expect(await savedIdsOf(beyond.cookie)).toEqual(await savedIdsOf(all.cookie));
  });

  it("saves only published listings: Save all skips the others, a heart for one is a 404", async () => {
    const all = await save({ intent: "addAll", ids: `${unpublished},${ids[3]},999999`, redirectTo: "/saved" });
    expect(await savedIdsOf(all.cookie)).toEqual([ids[3]]);
    expect((await save({ intent: "add", propertyId: String(unpublished) })).answer.status).toBe(404);
    expect((await save({ intent: "add", propertyId: "999999" })).answer.status).toBe(404);
  });

  it.each([
    { intent: "add", propertyId: "abc" },
    { intent: "add", propertyId: "0" },
    { intent: "add", propertyId: "99999999999" },
    { intent: "add" },
    { intent: "steal", propertyId: "1" },
    { intent: "addAll", ids: "1,abc" },
    {},
  ])("answers 400 to %j", async (fields) => {
    expect((await save(fields as Record<string, string>)).answer.status).toBe(400);
  });
});

describe("the saved cookie", () => {
  async function signedCookie(list: number[]) {
    return (await save({ intent: "addAll", ids: list.join(","), redirectTo: "/" })).cookie;
  }

  it("is signed: a changed list with the old signature, an unsigned list or a foreign signature is ignored", async () => {
    const cookie = await signedCookie([ids[0]!, ids[1]!]);
    expect(await savedIdsOf(cookie)).toEqual([ids[0], ids[1]]);
    const value = decodeURIComponent(cookie.slice("saved=".length));
    const signature = value.slice(value.lastIndexOf(".") + 1);
    const forged = btoa(JSON.stringify(ids.slice(0, 3)));
    expect(await savedIdsOf(`saved=${encodeURIComponent(`${forged}.${signature}`)}`)).toEqual([]);
    expect(await savedIdsOf(`saved=${encodeURIComponent(forged)}`)).toEqual([]);
    expect(await savedIdsOf(`saved=${encodeURIComponent(`${forged}.AAAA`)}`)).toEqual([]);
    expect(await savedIdsOf("saved=%%%; theme=dark")).toEqual([]);
  });

  it("a tampered cookie changes nothing: the next save starts a fresh list", async () => {
    const { cookie } = await save({ intent: "add", propertyId: String(ids[4]) }, "saved=bm90IGEgbGlzdA%3D%3D.forged");
    expect(await savedIdsOf(cookie)).toEqual([ids[4]]);
  });
});

describe("the /saved page", () => {
  it("lists saved listings in saved order, unpublished ones flagged, and links the published ones as a shortlist", async () => {
    const { cookie } = await save({ intent: "addAll", ids: `${ids[5]},${ids[6]}`, redirectTo: "/" });
    const withGone = `saved=${(await save({ intent: "add", propertyId: String(ids[7]) }, cookie)).cookie.slice(6)}`;
    await handle.db.update(properties).set({ adLicenseNumber: "" }).where(eq(properties.id, ids[7]!));
    try {
      const answer = await call(savedRoute.loader, get("/saved", { Cookie: withGone }));
      const body = answer.body as { listings: { id: number; published: boolean }[]; shortlistSearch: string };
      expect(body.listings.map((listing) => [listing.id, listing.published])).toEqual([
        [ids[5], true],
        [ids[6], true],
        [ids[7], false],
      ]);
      // The share menu builds the absolute address, in the sharer's language, from the site's origin.
      expect(body.shortlistSearch).toBe(`?ids=${ids[5]},${ids[6]}`);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    } finally {
      await handle.db.update(properties).set({ adLicenseNumber: "7100123456" }).where(eq(properties.id, ids[7]!));
    }
  });

  it("drops a deleted listing from the list and the cookie", async () => {
    const { id } = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title: "Soon deleted" })));
    const { cookie } = await save({ intent: "addAll", ids: `${ids[8]},${id}`, redirectTo: "/" });
    await deleteProperty(SYSTEM_ACTOR, id);
    const answer = await call(savedRoute.loader, get("/saved", { Cookie: cookie }));
    expect((answer.body as { listings: { id: number }[] }).listings.map((listing) => listing.id)).toEqual([ids[8]]);
    expect(await savedIdsOf(cookiesFrom(answer.headers))).toEqual([ids[8]]);
  });
});

describe("the shortlist", () => {
  it("shows published listings in the link's order, ignoring unknown and unpublished ids", async () => {
    const answer = await call(shortlistRoute.loader, get(`/shortlist?ids=${ids[9]},999999,${unpublished},${ids[2]},${ids[9]}`));
    expect(answer.status).toBe(200);
    expect((answer.body as { listings: { id: number }[] }).listings.map((listing) => listing.id)).toEqual([ids[9], ids[2]]);
  });

  const listingNumbers = [{ code: "listingNumbers" }];
  const atMost50 = [{ code: "listsAtMost", values: { max: 50 } }];
  it.each([
    ["/shortlist", "", [{ code: "required" }]],
    ["/shortlist?ids=", "", [{ code: "required" }]],
    ["/shortlist?ids=3,abc,-1,1.5", "3,abc,-1,1.5", listingNumbers],
    ["/shortlist?ids=99999999999", "99999999999", listingNumbers],
    [
      `/shortlist?ids=${Array.from({ length: 51 }, (_, index) => index + 1).join(",")}`,
      "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,",
      atMost50,
    ],
    [`/shortlist?ids=${"1,".repeat(600)}`, "1,".repeat(30), atMost50],
  ])(
    "answers 400 naming the ids parameter, what it held and why, for the page to say in its language (case %#)",
    async (path, value, reasons) => {
      const answer = await call(shortlistRoute.loader, get(path));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ badParams: [{ param: "ids", value, reasons }] });
    },
  );
});

describe("compare", () => {
  it("shows 2 to 4 published listings side by side, in the URL's order", async () => {
    const answer = await call(compareRoute.loader, get(`/compare?ids=${ids[3]},${ids[1]}`));
    expect(answer.status).toBe(200);
    const listings = (answer.body as { listings: Record<string, unknown>[] }).listings;
    expect(listings.map((listing) => listing.id)).toEqual([ids[3], ids[1]]);
    // The compare fields (one list, the model's) and the first image.
    expect(Object.keys(listings[0]!).sort()).toEqual([...COMPARE_FIELDS, "image"].sort());
  });

  it("compares the rest of a shared link whose listing was taken down since, naming it as gone; a deleted one drops out (issue 50)", async () => {
    const answer = await call(compareRoute.loader, get(`/compare?ids=${ids[0]},${unpublished},999999,${ids[2]}`));
    expect(answer.status).toBe(200);
    const body = answer.body as { listings: { id: number }[]; gone: { id: number; title: string; titleAr: string }[] };
    expect(body.listings.map((listing) => listing.id)).toEqual([ids[0], ids[2]]);
    expect(body.gone.map((listing) => listing.id)).toEqual([unpublished]);
    expect(Object.keys(body.gone[0]!).sort()).toEqual(["id", "title", "titleAr"]);
  });

  it("sends the checkboxes' URL (?ids=3&ids=17) to the shareable one (?ids=3,17), keeping the language", async () => {
    const answer = await call(compareRoute.loader, get(`/compare?ids=${ids[3]}&ids=${ids[1]}&lng=ar`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/compare?ids=${ids[3]},${ids[1]}&lng=ar`);
  });

  it.each([
    () => ["/compare?lng=ar", "/saved?compare=&lng=ar#compare-form"],
    () => [`/compare?ids=${ids[0]}`, `/saved?compare=${ids[0]}#compare-form`],
    () => [`/compare?ids=${ids.slice(0, 5).join("&ids=")}`, `/saved?compare=${ids.slice(0, 5).join(",")}#compare-form`],
  ])("sends 0, 1 or more than 4 ticked back to the saved list with the ticks, where it says how many to tick (case %#)", async (make) => {
    const [path, location] = make() as [string, string];
    const answer = await call(compareRoute.loader, get(path));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(location);
  });

  it.each([() => [`/compare?ids=${ids[0]},x`, `${ids[0]},x`, "listingNumbers"]])(
    "answers a link edited by hand with 400, naming what is wrong and why (case %#)",
    async (make) => {
      const [path, value, code] = make() as [string, string, string];
      const answer = await call(compareRoute.loader, get(path));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ badParams: [{ param: "ids", value, reasons: [{ code }] }] });
    },
  );
});
