import { data, redirect } from "@remix-run/node";
import { readDistricts } from "~/models/districts.server";
import { getT } from "~/services/i18n.server";
import { countProperties, type DistrictPreview, listCards, listDistrictPreviews, type PropertyCardData } from "~/models/properties.server";
import { filtersToQuery, PAGE_SIZE, parseBrowseQuery, type PropertyFilters, type View } from "~/schemas/filters";
import { cachedRead } from "~/services/read-cache.server";

// The map shows every matching district as a marker with its count and its first few listings
// (a link opens the rest as a list), so the page stays small however many listings match.
const MAP_PREVIEWS_PER_DISTRICT = 5;

async function readResults(filters: PropertyFilters, view: View, requestedPage: number) {
  const total = await countProperties(filters);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const properties: PropertyCardData[] = view === "map" ? [] : await listCards(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const previews: DistrictPreview[] = view === "map" ? await listDistrictPreviews(filters, MAP_PREVIEWS_PER_DISTRICT) : [];
  return { page, pageCount, total, properties, previews };
}

/** Matches typed district names ("olaya ") to the stored ones ("Olaya"); unknown names stay as typed. */
function canonicalDistricts(filters: PropertyFilters, names: string[]) {
  const byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
  const district = [...new Set(filters.district.map((value) => byLowerCase.get(value.toLowerCase()) ?? value))];
  return { ...filters, district };
}

/**
 * Everything the browse and map pages show for a URL. A URL that is valid but not canonical
 * (blank fields and defaults from a no-JS form, repeated amenities) is redirected to its canonical form,
 * so every search has one shareable address. A malformed one is a 400 naming the parameters.
 */
export async function loadBrowse(request: Request, defaultView: View) {
  const url = new URL(request.url);
  // One cached read per address (so one version check per request): its 400, its redirect or its results.
  const read = await cachedRead(`browse:${url.pathname}:${defaultView}:${url.search}`, () => readBrowse(url, defaultView));
  if (read.problems !== undefined) throw data({ problems: read.problems }, { status: 400 });
  if (read.redirectTo !== undefined) throw redirect(read.redirectTo, 302);
  return read;
}

async function readBrowse(url: URL, defaultView: View) {
  const query = parseBrowseQuery(url.searchParams);
  if (!query.success) return { problems: query.problems };
  const districts = await readDistricts();
  const filters = canonicalDistricts(query.filters, districts.map((district) => district.name));
  const view = query.view ?? defaultView;
  const canonical = filtersToQuery(filters, { view, page: query.page, defaultView });
  const language = url.searchParams.get("lng");
  if (language) canonical.set("lng", language);
  if (canonical.toString() !== url.searchParams.toString()) {
    return { redirectTo: `${url.pathname}${canonical.size > 0 ? `?${canonical}` : ""}` };
  }
  return { filters, view, ...(await readResults(filters, view, query.page)), districts };
}

export type BrowseData = Awaited<ReturnType<typeof loadBrowse>>;

/** The loader of a browse-style page: its results plus its translated title and description. */
export function browsePageLoader(defaultView: View, titleKey: string) {
  return async ({ request }: { request: Request }) => {
    const [browse, t] = await Promise.all([loadBrowse(request, defaultView), getT(request)]);
    return { ...browse, title: t(titleKey), description: t("browse.heroSubtitle") };
  };
}
