import { data, redirect } from "@remix-run/node";
import { listDistricts } from "~/models/districts.server";
import { getT } from "~/services/i18n.server";
import type { CardProperty } from "~/components/PropertyCard";
import { countProperties, listProperties, type Property } from "~/models/properties.server";
import { filtersToQuery, PAGE_SIZE, parseBrowseQuery, type PropertyFilters, type View } from "~/schemas/filters";

// The map shows every match (as district markers), not one page of them; this caps a runaway result.
const MAP_LIMIT = 2_000;

// Only what a card shows travels to the page (no descriptions, dates or phones).
function toCard({ id, title, building, address, district, price, size, capacity, parkingSpaces, featured, amenities, images }: Property): CardProperty {
  return { id, title, building, address, district, price, size, capacity, parkingSpaces, featured, amenities, images };
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
  const query = parseBrowseQuery(url.searchParams);
  if (!query.success) throw data({ problems: query.problems }, { status: 400 });

  const districts = await listDistricts();
  const filters = canonicalDistricts(query.filters, districts.map((district) => district.name));
  const view = query.view ?? defaultView;
  const requestedPage = query.page;

  const canonical = filtersToQuery(filters, { view, page: requestedPage, defaultView });
  const language = url.searchParams.get("lng");
  if (language) canonical.set("lng", language);
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${canonical.size > 0 ? `?${canonical}` : ""}`, 302);
  }

  const total = await countProperties(filters);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const properties =
    view === "map"
      ? await listProperties(filters, { limit: MAP_LIMIT })
      : await listProperties(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return { filters, view, page, pageCount, total, properties: properties.map(toCard), districts };
}

export type BrowseData = Awaited<ReturnType<typeof loadBrowse>>;

/** The loader of a browse-style page: its results plus its translated title and description. */
export function browsePageLoader(defaultView: View, titleKey: string) {
  return async ({ request }: { request: Request }) => {
    const [browse, t] = await Promise.all([loadBrowse(request, defaultView), getT(request)]);
    return { ...browse, title: t(titleKey), description: t("browse.heroSubtitle") };
  };
}
