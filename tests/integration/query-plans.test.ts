import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, landmarks } from "../../drizzle/schema";
import { listPropertiesForAdmin } from "~/models/admin-properties.server";
import { cardsQuery, countProperties, getProperty, getPropertyPage, listCards, listMapPoints } from "~/models/properties.server";
import { seedSyntheticListings } from "~/models/seed.server";
import { AdminTableQuerySchema } from "~/schemas/admin-table";
import { PAGE_SIZE, PropertyFiltersSchema, type PropertyFilters, type Sort, SORTS } from "~/schemas/filters";
import type { DatabaseHandle } from "~/services/db.server";
import { pageWindow } from "~/utils/pagination";
import { setupTestDatabase } from "./test-database";

// Query plans of the browse page's reads on a realistic table (10,000 listings, 20,000 image rows),
// as PostgreSQL executes them: EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of the SQL and parameters the
// app sends. Only against a real server: PGlite has no separate planner statistics worth testing.

const LISTINGS = 10_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  "Subplan Name"?: string;
  "Scan Direction"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Heap Fetches"?: number;
  "Sort Key"?: string[];
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

interface Explained {
  root: PlanNode;
  text: string;
}

type RawClient = { unsafe: (query: string, params?: unknown[], options?: unknown) => Promise<unknown[]> };

let handle: DatabaseHandle;
const client = () => (handle.db as unknown as { $client: RawClient }).$client;

const filtersOf = (input: Record<string, unknown> = {}) => PropertyFiltersSchema.parse(input);

/** Every node of the tree, the root first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** One line per node, indented: what an assertion message shows. */
function describePlan(node: PlanNode, depth = 0): string {
  const parts = [node["Node Type"]];
  if (node["Scan Direction"] === "Backward") parts.push("Backward");
  if (node["Index Name"]) parts.push(`using ${node["Index Name"]}`);
  if (node["Relation Name"]) parts.push(`on ${node["Relation Name"]}`);
  if (node["Sort Key"]) parts.push(`key ${node["Sort Key"].join(", ")}`);
  if (node["Index Cond"]) parts.push(`cond ${node["Index Cond"]}`);
  if (node.Filter) parts.push(`filter ${node.Filter}`);
  parts.push(`(rows=${node["Actual Rows"]} loops=${node["Actual Loops"]})`);
  const label = node["Subplan Name"] ? `[${node["Subplan Name"]}] ` : "";
  return [`${"  ".repeat(depth)}${label}${parts.join(" ")}`, ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1))].join(
    "\n",
  );
}

async function explain(query: { sql: string; params: unknown[] }): Promise<Explained> {
  const rows = (await client().unsafe(`explain (analyze, buffers, format json) ${query.sql}`, query.params)) as Record<string, unknown>[];
  const value = Object.values(rows[0]!)[0];
  const document = (typeof value === "string" ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  const root = document[0]!.Plan;
  const text = `\n${query.sql}\nparams ${JSON.stringify(query.params)}\n${describePlan(root)}`;
  // PLAN_DEBUG=1 prints every plan (quiet otherwise; failures show theirs in the message).
  if (process.env.PLAN_DEBUG) console.info(text);
  return { root, text };
}

/** The statements the app sends while `run` works, as the postgres.js client receives them. */
async function captureStatements<T>(run: () => Promise<T>) {
  const raw = client();
  const original = raw.unsafe;
  const statements: { sql: string; params: unknown[] }[] = [];
  raw.unsafe = function (this: unknown, query: string, params: unknown[] = [], options?: unknown) {
    statements.push({ sql: query, params });
    return original.call(this, query, params, options);
  };
  try {
    return { result: await run(), statements };
  } finally {
    raw.unsafe = original;
  }
}

const scansOf = (root: PlanNode, relation: string) => nodesOf(root).filter((node) => node["Relation Name"] === relation);
const rowsRead = (node: PlanNode) => (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
const isSort = (node: PlanNode) => node["Node Type"] === "Sort" || node["Node Type"] === "Incremental Sort";
/** Sort nodes with a scan of `relation` below them (sorting that table's rows rather than reading them in order). */
const sortsOver = (root: PlanNode, relation: string) =>
  nodesOf(root).filter((node) => isSort(node) && nodesOf(node).some((below) => below["Relation Name"] === relation));

/** The main query's scans of properties: not those inside the per-card image subqueries. */
function mainScansOfProperties(root: PlanNode) {
  const walk = (node: PlanNode): PlanNode[] =>
    node["Parent Relationship"] === "SubPlan" || node["Parent Relationship"] === "InitPlan"
      ? []
      : [node, ...(node.Plans ?? []).flatMap(walk)];
  return walk(root).filter((node) => node["Relation Name"] === "properties");
}

const browseQuery = (filters: PropertyFilters) => cardsQuery(handle.db, filters, { limit: PAGE_SIZE, offset: 0 }).toSQL();

/** The plan of the browse query for these filters (its text ending with the indexes of properties), and its main scans of properties. */
async function explainBrowse(filters: PropertyFilters) {
  const explained = await explain(browseQuery(filters));
  const plan = { ...explained, text: explained.text + propertiesIndexes() };
  return { plan, scans: mainScansOfProperties(plan.root) };
}

/** An index's key columns, in order: "CREATE INDEX ... USING btree (district, price, id)" gives district, price, id. */
const indexColumns = (index: string) =>
  (/\(([^)]*)\)/.exec(indexDefinitions.get(index) ?? "")?.[1] ?? "").split(",").map((column) => column.replaceAll('"', "").trim());

// Each sort and the leading column (with direction) an index must give rows in, for the ORDER BY the app emits.
// The price-per-m² sort reads an expression index: its own test below checks its plan.
const SORT_LEADING_COLUMN: Record<Exclude<Sort, "price-per-sqm" | "distance">, string> = {
  featured: "featured",
  "price-asc": "price",
  "price-desc": "price",
  size: "size",
  recent: "created_at",
};

let indexDefinitions: Map<string, string>;
/** The indexes of properties, for failure messages (an index in the wrong direction or NULLS order cannot serve the ORDER BY). */
const propertiesIndexes = () =>
  `\nindexes:\n${[...indexDefinitions.values()].filter((definition) => / ON public\.properties /.test(definition)).join("\n")}`;

describe.skipIf(process.env.TEST_DB !== "postgres")("query plans on 10,000 listings (PostgreSQL)", () => {
  beforeAll(async () => {
    handle = await setupTestDatabase();
    await seedSyntheticListings(handle.db, LISTINGS);
    const rows = (await client().unsafe(
      "select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('properties', 'property_images')",
    )) as { indexname: string; indexdef: string }[];
    indexDefinitions = new Map(rows.map((row) => [row.indexname, row.indexdef]));
  });
  afterAll(() => handle?.close());

  it("has the seeded table (the plans below are about 10,000 rows)", async () => {
    expect(await countProperties(filtersOf())).toBe(LISTINGS);
    // cardsQuery is what listCards runs: the same statement text.
    const { statements } = await captureStatements(() => listCards(filtersOf(), { limit: PAGE_SIZE, offset: 0 }));
    expect(statements.map((statement) => statement.sql)).toEqual([browseQuery(filtersOf()).sql]);
  });

  it("default browse (featured) reads one page through properties_featured_created_id_idx", async () => {
    const { plan, scans } = await explainBrowse(filtersOf());
    expect(
      scans.map((node) => node["Node Type"]),
      plan.text,
    ).toEqual(["Index Scan"]);
    expect(scans[0]!["Index Name"], plan.text).toBe("properties_featured_created_id_idx");
    expect(sortsOver(plan.root, "properties"), plan.text).toEqual([]);
    expect(rowsRead(scans[0]!), plan.text).toBeLessThanOrEqual(PAGE_SIZE);
    expect(rowsRead(scans[0]!), plan.text).toBeGreaterThan(0);
  });

  it.each(["price-asc", "price-desc", "size", "recent"] as const)(
    "sort=%s reads one page through an index in that order (no sort of the table)",
    async (sort) => {
      const { plan, scans } = await explainBrowse(filtersOf({ sort }));
      const kinds = scans.map((node) => node["Node Type"]);
      expect(kinds, `no Seq Scan of properties for sort=${sort}:${plan.text}`).not.toContain("Seq Scan");
      expect(kinds, `one Index Scan of properties for sort=${sort}:${plan.text}`).toEqual(["Index Scan"]);
      const index = scans[0]!["Index Name"]!;
      // The first key column is the sort's leading column.
      expect(indexColumns(index)[0], `index ${index} (${indexDefinitions.get(index)}) leads with the sort column:${plan.text}`).toBe(
        SORT_LEADING_COLUMN[sort],
      );
      expect(
        sortsOver(plan.root, "properties").map((node) => `${node["Node Type"]} ${node["Sort Key"]?.join(", ")}`),
        `sort=${sort} needs no Sort or Incremental Sort of properties rows:${plan.text}`,
      ).toEqual([]);
      expect(rowsRead(scans[0]!), `sort=${sort} reads at most a page (${PAGE_SIZE}) of properties rows:${plan.text}`).toBeLessThanOrEqual(
        PAGE_SIZE,
      );
      expect(rowsRead(scans[0]!), plan.text).toBeGreaterThan(0);
    },
  );

  const narrow = () => filtersOf({ district: ["Olaya"], minPrice: "40000", maxPrice: "150000", amenities: ["Parking"] });

  // Issue 34: words, in English, in Arabic and misspelt, read candidates off the trigram index.
  it.each([["Malqa Plaza"], ["بلازا الملقا"], ["Malqa Plazza"]])(
    "a words search (%j) reads properties_search_text_trgm_idx, never a Seq Scan",
    async (q) => {
      const filters = filtersOf({ q });
      const plan = await explain(browseQuery(filters));
      const scans = scansOf(plan.root, "properties");
      expect(
        scans.map((node) => node["Node Type"]),
        plan.text,
      ).not.toContain("Seq Scan");
      expect(
        nodesOf(plan.root).flatMap((node) => node["Index Name"] ?? []),
        plan.text,
      ).toContain("properties_search_text_trgm_idx");
      const cards = await listCards(filters, { limit: PAGE_SIZE, offset: 0 });
      expect(cards.length).toBeGreaterThan(0);
      expect(cards[0]!.building).toBe("Al Malqa Plaza");
    },
  );

  // Issue 34: a search near a landmark reads its candidates off the point index (the bounding box), then
  // measures only those.
  it("near a landmark, nearest first, reads properties_latitude_longitude_idx, never a Seq Scan", async () => {
    await handle.db
      .insert(landmarks)
      .values({ name: "KAFD", nameAr: "كافد", slug: "kafd", kind: "business_district", latitude: 24.7636, longitude: 46.6404 });
    const filters = filtersOf({ near: "kafd", within: "1000", sort: "distance" });
    const plan = await explain(browseQuery(filters));
    expect(
      scansOf(plan.root, "properties").map((node) => node["Node Type"]),
      plan.text,
    ).not.toContain("Seq Scan");
    expect(
      nodesOf(plan.root).flatMap((node) => node["Index Name"] ?? []),
      plan.text,
    ).toContain("properties_latitude_longitude_idx");
    const cards = await listCards(filters, { limit: PAGE_SIZE, offset: 0 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.distance! <= 1000)).toBe(true);
  });

  it("a filtered browse (district, price range, amenity) uses an index, never a Seq Scan of properties", async () => {
    const filters = narrow();
    const plan = await explain(browseQuery(filters));
    const scans = scansOf(plan.root, "properties");
    expect(scans.length, plan.text).toBeGreaterThan(0);
    expect(
      scans.map((node) => node["Node Type"]),
      plan.text,
    ).not.toContain("Seq Scan");
    const indexes = nodesOf(plan.root).flatMap((node) => node["Index Name"] ?? []);
    expect(
      indexes.filter((name) => indexDefinitions.has(name) && name.startsWith("properties_")),
      `an index of properties is used:${plan.text}`,
    ).not.toEqual([]);
    // The page is what listCards answers, and it has rows (so the plan above was not of an empty result).
    const cards = await listCards(filters, { limit: PAGE_SIZE, offset: 0 });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.district).toBe("Olaya");
      expect(card.amenities).toContain("Parking");
      expect(card.price).toBeGreaterThanOrEqual(40000);
      expect(card.price).toBeLessThanOrEqual(150000);
    }
  });

  it.each(SORTS.filter((sort) => sort !== "price-per-sqm" && sort !== "distance"))(
    "a one-district browse, sort=%s, reads its page in order off a district-leading index",
    async (sort) => {
      const { plan, scans } = await explainBrowse(filtersOf({ district: ["Olaya"], sort }));
      expect(
        scans.map((node) => node["Node Type"]),
        plan.text,
      ).toEqual(["Index Scan"]);
      // The district, then the sort's leading column.
      expect(indexColumns(scans[0]!["Index Name"]!).slice(0, 2), plan.text).toEqual(["district", SORT_LEADING_COLUMN[sort]]);
      expect(sortsOver(plan.root, "properties"), plan.text).toEqual([]);
      // About a page, not every listing of the sort before this district's first dozen.
      expect(rowsRead(scans[0]!), plan.text).toBeLessThanOrEqual(PAGE_SIZE);
      expect(rowsRead(scans[0]!), plan.text).toBeGreaterThan(0);
    },
  );

  // Issue 38: the cheapest per m² first reads its page off an index on price / size (migration 0021).
  it.each([
    ["every district", [], "properties_price_per_sqm_id_idx"],
    ["one district", ["Olaya"], "properties_district_price_per_sqm_id_idx"],
  ] as const)("sort=price-per-sqm, %s, reads one page off %s (no sort of the table)", async (_name, district, index) => {
    const { plan, scans } = await explainBrowse(filtersOf({ district: [...district], sort: "price-per-sqm" }));
    expect(
      scans.map((node) => node["Node Type"]),
      plan.text,
    ).toEqual(["Index Scan"]);
    expect(scans[0]!["Index Name"], plan.text).toBe(index);
    expect(sortsOver(plan.root, "properties"), plan.text).toEqual([]);
    expect(rowsRead(scans[0]!), plan.text).toBeLessThanOrEqual(PAGE_SIZE);
  });

  it.each([
    ["district only", () => filtersOf({ district: ["Olaya"] })],
    ["district, price range and amenity", narrow],
  ])("the count query filtered by %s avoids a Seq Scan of properties", async (_label, filters) => {
    const { result: total, statements } = await captureStatements(() => countProperties(filters()));
    expect(statements, "countProperties is one statement").toHaveLength(1);
    const plan = await explain(statements[0]!);
    const scans = scansOf(plan.root, "properties");
    expect(scans.length, plan.text).toBeGreaterThan(0);
    expect(
      scans.map((node) => node["Node Type"]),
      plan.text,
    ).not.toContain("Seq Scan");
    expect(total, "the count matches a real subset").toBeGreaterThan(0);
    expect(total).toBeLessThan(LISTINGS);
  });

  // Issue 34: the map's area with other filters, for its pins and its count, reads the point index (migration 0020).
  it.each<[string, (filters: PropertyFilters) => Promise<number>]>([
    ["pins", async (filters) => (await listMapPoints(filters)).length],
    ["count", countProperties],
  ])("a map area (bbox) with a price range: its %s read properties_latitude_longitude_idx, no Seq Scan", async (_name, read) => {
    const filters = filtersOf({ bbox: "46.67,24.69,46.7,24.71", zoom: "15", maxPrice: "200000" });
    const { result, statements } = await captureStatements(() => read(filters));
    expect(statements).toHaveLength(1);
    const plan = await explain(statements[0]!);
    const scans = scansOf(plan.root, "properties");
    expect(
      scans.map((node) => node["Node Type"]),
      plan.text,
    ).not.toContain("Seq Scan");
    expect(
      nodesOf(plan.root).flatMap((node) => node["Index Name"] ?? []),
      plan.text,
    ).toContain("properties_latitude_longitude_idx");
    expect(result, "the area holds some of the listings").toBeGreaterThan(0);
  });

  it("counting a district's matches for every filter but the search words reads only properties_district_price_id_idx", async () => {
    const filters = filtersOf({
      district: ["Olaya", "Al Malqa"],
      type: "Office",
      minPrice: "40000",
      maxPrice: "250000",
      minSize: "50",
      maxSize: "900",
      furnished: "true",
      amenities: ["Parking"],
      confirmed: "7",
    });
    const { result: total, statements } = await captureStatements(() => countProperties(filters));
    const plan = await explain(statements[0]!);
    const scans = scansOf(plan.root, "properties");
    expect(
      scans.map((node) => `${node["Node Type"]} ${node["Index Name"]}`),
      plan.text + propertiesIndexes(),
    ).toEqual(["Index Only Scan properties_district_price_id_idx"]);
    // Every row's visibility came from the visibility map (the seed vacuums), none from the table.
    expect(scans[0]!["Heap Fetches"], plan.text).toBe(0);
    expect(total).toBeGreaterThan(0);
  });

  it("the per-card image subqueries use property_images_position_key", async () => {
    const plan = await explain(browseQuery(filtersOf()));
    const imageScans = scansOf(plan.root, "property_images");
    // Two subqueries per card: the first image and the image count.
    expect(imageScans.length, plan.text).toBeGreaterThanOrEqual(2);
    for (const scan of imageScans) {
      expect(scan["Node Type"], plan.text).not.toBe("Seq Scan");
      expect(scan["Index Name"], plan.text).toBe("property_images_position_key");
      // Per card: its own images (two each in the seed), not the table.
      expect(scan["Actual Rows"]!, plan.text).toBeLessThanOrEqual(2);
    }
    expect(sortsOver(plan.root, "property_images"), plan.text).toEqual([]);
  });

  it("getProperty is one statement, reading its images through property_images_position_key", async () => {
    const [card] = await listCards(filtersOf(), { limit: 1, offset: 0 });
    expect(card).toBeDefined();
    const id = card!.id;
    const { result: property, statements } = await captureStatements(() => getProperty(id));
    expect(property?.id).toBe(id);
    expect(property?.images.length).toBeGreaterThan(0);
    expect(statements, statements.map((statement) => statement.sql).join("\n")).toHaveLength(1);
    const plan = await explain(statements[0]!);
    const propertyScans = scansOf(plan.root, "properties");
    expect(
      propertyScans.map((node) => node["Node Type"]),
      plan.text,
    ).not.toContain("Seq Scan");
    expect(
      propertyScans.map((node) => node["Index Name"]),
      plan.text,
    ).toEqual(["properties_pkey"]);
    const imageScans = scansOf(plan.root, "property_images");
    expect(imageScans.length, plan.text).toBeGreaterThan(0);
    for (const scan of imageScans) expect(scan["Index Name"], plan.text).toBe("property_images_position_key");
  });

  it("the detail page's read (listing with its point, images and district names) is one statement", async () => {
    const [card] = await listCards(filtersOf({ sort: "price-desc" }), { limit: 1, offset: 0 });
    const { result: page, statements } = await captureStatements(() => getPropertyPage(card!.id));
    expect(statements, statements.map((statement) => statement.sql).join("\n")).toHaveLength(1);
    expect(page?.property.id).toBe(card!.id);
    expect(page?.property.images.length).toBeGreaterThan(0);
    const [district] = await handle.db.select().from(districts).where(eq(districts.name, card!.district));
    expect(page?.districtNames).toEqual({ name: district!.name, nameAr: district!.nameAr });
    expect(page?.property.latitude).toEqual(expect.any(Number));
  });

  // Page 200 of the admin table (rows 4,976 to 5,000), paged as its loader pages it.
  const deepPage = pageWindow(new URL("http://localhost/admin/dashboard?page=200"), LISTINGS);

  it.each([
    ["price", "asc"],
    ["price", "desc"],
    ["size", "asc"],
    ["size", "desc"],
  ] as const)("the admin table's page 200 by %s %s reads its ids off an index, sorting no more than its own rows", async (sort, dir) => {
    const view = AdminTableQuerySchema.parse({ sort, dir });
    const { result: rows, statements } = await captureStatements(() => listPropertiesForAdmin(view, deepPage));
    expect(statements, "one statement").toHaveLength(1);
    // The rows are the ones a sort of the whole table gives: the column, then created_at and id, one direction.
    const expected = (await client().unsafe(
      `select id from properties order by ${sort} ${dir}, created_at ${dir}, id ${dir} limit ${deepPage.limit} offset ${deepPage.offset}`,
    )) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));

    const plan = await explain(statements[0]!);
    const planText = plan.text + propertiesIndexes();
    const scans = scansOf(plan.root, "properties");
    expect(
      scans.map((node) => node["Node Type"]),
      planText,
    ).not.toContain("Seq Scan");
    const idScan = scans.find((node) => node["Index Name"] !== "properties_pkey");
    expect(idScan?.["Node Type"], `the ids come from an index-only scan:${planText}`).toBe("Index Only Scan");
    expect(indexColumns(idScan!["Index Name"]!), planText).toEqual([sort, "created_at", "id"]);
    // Any sort sorts the page's own rows, never the table's.
    for (const node of nodesOf(plan.root).filter(isSort)) expect(rowsRead(node), planText).toBeLessThanOrEqual(deepPage.limit);
  });
});
