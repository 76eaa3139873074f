import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivity, landmarks, properties } from "../../drizzle/schema";
import * as indexRoute from "~/routes/_index";
import * as propertyRoute from "~/routes/property.$id";
import * as feedRoute from "~/routes/feed[.]xml";
import * as propertiesApi from "~/routes/api.properties";
import * as landmarksApi from "~/routes/api.landmarks";
import * as adminLandmarksApi from "~/routes/api.admin.landmarks";
import * as adminLandmarkApi from "~/routes/api.admin.landmarks.$id";
import * as newLandmarkPage from "~/routes/admin.dashboard.landmarks.new";
import type { BrowseCardData } from "~/models/properties.server";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, jsonRequest, postForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 34, landmarks: distances in SQL on both databases, `near`/`within`/`sort=distance` wherever the
// filters are read, the listing page's nearest landmarks, and the admin's list.

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("landmarks-admin"));
});
afterAll(() => handle.close());

// The seeded KAFD landmark, and an independent haversine (sphere of mean radius 6,371,008.8 m).
const KAFD = { latitude: 24.7636, longitude: 46.6404 };
const radians = (degrees: number) => (degrees * Math.PI) / 180;
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

interface ApiListing {
  id: number;
  building: string;
  latitude: number;
  longitude: number;
  distance?: number;
}
async function api(query: string) {
  const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
  return answer as { status: number; body: ApiListing[] | { error: string } };
}

describe("distances, on this database", () => {
  it("match distances worked out by hand", async () => {
    // KAFD Parkside Tower (24.76031, 46.64052) from KAFD (24.7636, 46.6404): 0.00329° of latitude is
    // 365.8 m (111,195 m a degree), 0.00012° of longitude 12.1 m (× cos 24.76° = 0.908): √(365.8² + 12.1²) = 366 m.
    const near = await api("near=kafd&within=500&sort=distance");
    expect(near.status).toBe(200);
    const parkside = (near.body as ApiListing[]).find((listing) => listing.building === "KAFD Parkside Tower");
    expect(parkside?.distance).toBe(366);
    // Al Faisaliah Tower (24.69038, 46.68507): 0.07322° north is 8,141.7 m, 0.04467° west 4,511.6 m (× cos 24.73° = 0.9083):
    // √(8,141.7² + 4,511.6²) = 9,308 m.
    const far = (await api("near=kafd&within=9400&sort=distance&limit=100")).body as ApiListing[];
    expect(far.find((listing) => listing.building === "Al Faisaliah Tower")?.distance).toBe(9308);
  });

  it("within keeps exactly the listings the haversine puts inside, nearest first, whatever the bounding box reads", async () => {
    const every = (await api("near=kafd&within=50000&limit=100")).body as ApiListing[];
    expect(every.length).toBeGreaterThan(20);
    for (const listing of every) expect(Math.abs(listing.distance! - metresBetween(KAFD, listing))).toBeLessThanOrEqual(0.5);
    for (const within of [300, 1000, 3000]) {
      const inside = (await api(`near=kafd&within=${within}&sort=distance&limit=100`)).body as ApiListing[];
      const expected = every.filter((listing) => metresBetween(KAFD, listing) <= within).map((listing) => listing.id);
      expect(inside.map((listing) => listing.id).sort()).toEqual(expected.sort());
      const distances = inside.map((listing) => listing.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });
});

describe("near on the pages, the API and the feed", () => {
  it("the browse page filters and sorts by distance, and its cards carry it", async () => {
    const answer = await call(indexRoute.loader, get("/?near=kafd&within=1000&sort=distance"));
    expect(answer.status).toBe(200);
    const body = answer.body as { total: number; properties: BrowseCardData[]; nearLandmark: { name: string } };
    expect(body.nearLandmark.name).toBe("KAFD");
    expect(body.total).toBeGreaterThan(0);
    const distances = body.properties.map((card) => card.distance!);
    expect(distances.every((distance) => distance <= 1000)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each([
    // A landmark's name in the words box, in either language, is a search near it (nearest first).
    ["/?q=KAFD", "/?near=kafd&within=2000&sort=distance"],
    [`/?q=${encodeURIComponent("كافد")}`, "/?near=kafd&within=2000&sort=distance"],
    [`/?q=${encodeURIComponent("برج المملكه")}&sort=price-asc`, "/?near=kingdom-centre&within=2000&sort=price-asc"],
    // near alone is the default distance; without near, within and sort=distance mean nothing.
    ["/?near=KAFD", "/?near=kafd&within=2000"],
    ["/?within=500&sort=distance&district=Olaya", "/?district=Olaya"],
  ])("%s → %s", async (from, to) => {
    const answer = await call(indexRoute.loader, get(from));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(to);
  });

  it("an unknown landmark is dropped with a message, keeping every other filter", async () => {
    const answer = await call(indexRoute.loader, get("/?near=nowhere&within=500&sort=distance&district=Olaya&minSize=100"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/?district=Olaya&minSize=100");
    expect(answer.headers.get("Set-Cookie")).toContain("toast");
  });

  it("the API refuses what it cannot measure, plainly", async () => {
    expect(await api("near=nowhere")).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("near must be the slug of a landmark") },
    });
    expect(await api("within=500")).toMatchObject({ status: 400, body: { error: expect.stringContaining("within needs near") } });
    expect(await api("sort=distance")).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("sort must not be distance") },
    });
    const feed = await call(feedRoute.loader, get("/feed.xml?near=nowhere"));
    expect(feed.status).toBe(400);
  });

  it("GET /api/landmarks lists the seeded landmarks with their slugs", async () => {
    const answer = await call(landmarksApi.loader, get("/api/landmarks"));
    expect(answer.status).toBe(200);
    const slugs = (answer.body as { slug: string }[]).map((landmark) => landmark.slug);
    expect(slugs).toEqual(expect.arrayContaining(["kafd", "kingdom-centre", "king-khalid-international-airport", "kafd-metro-station"]));
  });

  it("a listing page says how far its nearest landmarks are, nearest first", async () => {
    const [row] = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.building, "KAFD Parkside Tower"));
    const answer = await call(propertyRoute.loader, get(`/property/${row!.id}`), { id: String(row!.id) });
    expect(answer.status).toBe(200);
    const { nearby } = answer.body as { nearby: { slug: string; distance: number }[] };
    expect(nearby.length).toBe(3);
    expect(nearby[0]).toMatchObject({ slug: "kafd", distance: 366 });
    expect(nearby.map((landmark) => landmark.distance)).toEqual([...nearby.map((landmark) => landmark.distance)].sort((a, b) => a - b));
  });
});

describe("the admin's landmarks", () => {
  const asAdmin = () => ({ Cookie: cookie });

  it("are added, renamed, refused and deleted through the API, and logged", async () => {
    const body = { name: "Test Station", nameAr: "محطة التجربة", kind: "metro_station", latitude: 24.75, longitude: 46.65 };
    const created = await call(adminLandmarksApi.action, jsonRequest("POST", "/api/admin/landmarks", body, asAdmin()));
    expect(created.status).toBe(201);
    const { id, slug } = created.body as { id: number; slug: string };
    expect(slug).toBe("test-station");
    const again = await call(
      adminLandmarksApi.action,
      jsonRequest("POST", "/api/admin/landmarks", { ...body, name: "test station" }, asAdmin()),
    );
    expect(again.status).toBe(409);
    const outside = await call(
      adminLandmarksApi.action,
      jsonRequest("POST", "/api/admin/landmarks", { ...body, name: "Jeddah", latitude: 21.5 }, asAdmin()),
    );
    expect(outside.status).toBe(400);
    const put = (payload: unknown) =>
      call(adminLandmarkApi.action, jsonRequest("PUT", `/api/admin/landmarks/${id}`, payload, asAdmin()), { id: String(id) });
    expect((await put({ ...body, name: "Renamed Station", kind: "mall" })).body).toMatchObject({ slug: "renamed-station", kind: "mall" });
    expect((await put({ ...body, kind: "castle" })).status).toBe(400);
    const deleted = await call(adminLandmarkApi.action, jsonRequest("DELETE", `/api/admin/landmarks/${id}`, undefined, asAdmin()), {
      id: String(id),
    });
    expect(deleted.status).toBe(200);
    const logged = await handle.db
      .select({ action: adminActivity.action })
      .from(adminActivity)
      .where(and(eq(adminActivity.entity, "landmark"), eq(adminActivity.entityId, id)));
    expect(logged.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("the dashboard form takes Arabic-Indic digits or a pasted map link, and keeps what was typed when refused", async () => {
    const form = (fields: Record<string, string>) =>
      call(
        newLandmarkPage.action,
        postForm("/admin/dashboard/landmarks/new", { nameAr: "جامعة التجربة", kind: "university", ...fields }, asAdmin()),
      );
    const typed = await form({ name: "Typed University", latitude: "٢٤٫٧٢", longitude: "٤٦٫٦٣" });
    expect(typed.status).toBe(303);
    const linked = await form({
      name: "Linked Mall",
      nameAr: "مول الرابط",
      kind: "mall",
      mapLink: "https://www.google.com/maps/@24.774,46.738,17z",
    });
    expect(linked.status).toBe(303);
    const rows = await handle.db.select().from(landmarks);
    expect(rows.find((row) => row.name === "Typed University")).toMatchObject({ latitude: 24.72, longitude: 46.63 });
    expect(rows.find((row) => row.name === "Linked Mall")).toMatchObject({ latitude: 24.774, longitude: 46.738 });
    const refused = await form({ name: "Nowhere", nameAr: "لا مكان", latitude: "", longitude: "46.6" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Nowhere");
  });
});
