import { canonicalDistricts, listDistrictChoices, listDistricts } from "~/models/districts.server";
import { findLandmarkBySlug, type LandmarkSummary, listLandmarks, UNKNOWN_LANDMARK } from "~/models/landmarks.server";
import {
  type BrowseCardData,
  countProperties,
  type DistrictPreview,
  listCards,
  listDistrictPreviews,
  listMapPoints,
} from "~/models/properties.server";
import {
  DEFAULT_WITHIN,
  describeIssues,
  FILTER_KEYS,
  filtersToQuery,
  PAGE_SIZE,
  parseBrowseQuery,
  type PropertyFilters,
  PropertyFiltersSchema,
  queryToInput,
  type View,
} from "~/schemas/filters";
import { cachedRead, type ReadGate } from "~/services/read-cache.server";
import { findDistrict, searchKey } from "~/utils/district-names";
import { clusterPoints, drawnLayers } from "~/utils/map-pins";
import { type Bbox, MAX_ZOOM, viewOf } from "~/utils/web-mercator";

// The map shows every matching district as a marker with its count and its first few listings
// (a link opens the rest as a list), so the page stays small however many listings match.
const MAP_PREVIEWS_PER_DISTRICT = 5;

// A map opened without an area shows Riyadh: 768 × 512 px at zoom 11 around the city centre.
const RIYADH_AREA: Bbox = { west: 46.41163, south: 24.55382, east: 46.93897, north: 24.87318 };
const RIYADH_ZOOM = 11;

/**
 * The filters of an /api query (GET /api/properties, GET /api/map), read alike so that the same filters get
 * the same answer from each (issue 49): the schema's problems, or a `near` naming no landmark; else the filters.
 */
export async function readApiFilters(search: URLSearchParams) {
  const parsed = PropertyFiltersSchema.safeParse(queryToInput(search, FILTER_KEYS));
  if (!parsed.success) return { problems: describeIssues(parsed.error) };
  if (parsed.data.near && !(await findLandmarkBySlug(parsed.data.near))) return { problems: [UNKNOWN_LANDMARK] };
  return { filters: parsed.data };
}

/**
 * The map's markers for the filters (issue 34), shared by /map and GET /api/map: the area asked for (or
 * Riyadh), the zoom it is drawn at (an area too large for its zoom is drawn one step out, and so on) and
 * the price pins and clusters of the matches inside it. A words search the cache does not hold goes
 * through `searchGate` (the client's budget of them, which may refuse it).
 */
export function readMapMarkers(filters: PropertyFilters, searchGate?: ReadGate) {
  return cachedRead(`map:${filtersToQuery(filters)}`, () => readMapMarkersUncached(filters), filters.q ? searchGate : undefined);
}

async function readMapMarkersUncached(filters: PropertyFilters) {
  const bbox = filters.bbox ?? RIYADH_AREA;
  const { zoom, width } = viewOf(bbox, filters.zoom ?? (filters.bbox ? MAX_ZOOM : RIYADH_ZOOM));
  // A district typed as the API takes it ("olaya", "العليا"), as GET /api/properties reads it.
  const points = await listMapPoints({ ...canonicalDistricts(filters, await listDistricts()), bbox });
  // `drawn`: the no-script map's markers where it is drawn narrower than its own size (a phone).
  const markers = clusterPoints(points, bbox, zoom);
  return { bbox, zoom, markers, drawn: drawnLayers(points, bbox, zoom, width, markers) };
}

async function readResults(filters: PropertyFilters, view: View, requestedPage: number) {
  const total = await countProperties(filters);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const properties: BrowseCardData[] = view === "map" ? [] : await listCards(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const previews: DistrictPreview[] = view === "map" ? await listDistrictPreviews(filters, MAP_PREVIEWS_PER_DISTRICT) : [];
  const map = view === "map" ? await readMapMarkers(filters) : null;
  return { page, pageCount, total, properties, previews, map };
}

/**
 * Words that name a district ("العليا", "al malqa", "حي الملقا") are that district: the search becomes the
 * district filter (the canonical redirect shows it as such), not listings whose texts mention its name.
 */
function wordsAsDistrict(filters: PropertyFilters, districts: Awaited<ReturnType<typeof listDistrictChoices>>): PropertyFilters {
  const district = filters.q ? findDistrict(districts, filters.q) : undefined;
  return district ? { ...filters, q: undefined, district: [...filters.district, district.name] } : filters;
}

/**
 * Words that are a landmark's name or slug ("KAFD", "كافد", "kingdom centre"; compared by searchKey, but
 * whole: "Faisaliah" stays words, which find the tower) are a search near it (issue 34): within the default
 * distance, nearest first unless another order was chosen. A district's name is read first.
 */
function wordsAsLandmark(filters: PropertyFilters, landmarks: readonly LandmarkSummary[]): PropertyFilters {
  const typed = filters.q && !filters.near ? searchKey(filters.q) : "";
  const landmark = typed
    ? landmarks.find((candidate) => [candidate.name, candidate.nameAr, candidate.slug].some((name) => searchKey(name) === typed))
    : undefined;
  if (!landmark) return filters;
  const sort = filters.sort === "featured" ? "distance" : filters.sort;
  return { ...filters, q: undefined, near: landmark.slug, within: DEFAULT_WITHIN, sort };
}

/**
 * A `near` that names no landmark (a link to one since deleted, a slug typed by hand) is dropped with
 * what depends on it, keeping every other filter; the page says so (unknownNear).
 */
function knownLandmark(filters: PropertyFilters, landmarks: readonly LandmarkSummary[]) {
  if (!filters.near || landmarks.some((landmark) => landmark.slug === filters.near)) return { filters, unknownNear: false };
  const sort = filters.sort === "distance" ? "featured" : filters.sort;
  return { filters: { ...filters, near: undefined, within: undefined, sort }, unknownNear: true };
}

/**
 * Everything the browse and map pages show for a URL, as one of three answers: the parameters of a
 * malformed query; the canonical address of a valid but non-canonical one (blank fields and defaults
 * from a no-JS form, repeated amenities, Arabic-Indic digits, a range typed upside down, which it names),
 * so every search has one shareable address; or the results.
 * One cached read per address, so one version check per request. An address with words is read through
 * `searchGate`, as in readMapMarkers.
 */
export function readBrowse(url: URL, defaultView: View, searchGate?: ReadGate) {
  return cachedRead(
    `browse:${url.pathname}:${defaultView}:${url.search}`,
    () => readBrowseUncached(url, defaultView),
    url.searchParams.get("q")?.trim() ? searchGate : undefined,
  );
}

async function readBrowseUncached(url: URL, defaultView: View) {
  const query = parseBrowseQuery(url.searchParams);
  if (!query.success) return { badParams: query.params, reasons: query.reasons };
  const [districts, landmarks] = await Promise.all([listDistrictChoices(), listLandmarks()]);
  const known = knownLandmark(query.filters, landmarks);
  const filters = canonicalDistricts(wordsAsLandmark(wordsAsDistrict(known.filters, districts), landmarks), districts);
  const view = query.view ?? defaultView;
  const canonical = filtersToQuery(filters, { view, page: query.page, defaultView });
  const language = url.searchParams.get("lng");
  if (language) canonical.set("lng", language);
  if (canonical.toString() !== url.searchParams.toString()) {
    return {
      redirectTo: `${url.pathname}${canonical.size > 0 ? `?${canonical}` : ""}`,
      swapped: query.swapped,
      unknownNear: known.unknownNear,
    };
  }
  const nearLandmark = landmarks.find((landmark) => landmark.slug === filters.near) ?? null;
  return { filters, view, ...(await readResults(filters, view, query.page)), districts, landmarks, nearLandmark };
}

/** What a browse page shows: the results answer of readBrowse. */
export type BrowseData = Extract<Awaited<ReturnType<typeof readBrowse>>, { filters: unknown }>;
