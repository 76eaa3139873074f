import { useLocation, useNavigate } from "@remix-run/react";
import { filtersToQuery, type View } from "~/schemas/filters-query";

export const FILTER_FORM_ID = "filters";

// The URL parser is the filters' zod schema, about 13 KB (gzip) of JavaScript with zod: it is not part of
// the page's bundle but loads the first time a search form is focused, pressed or used, and stays loaded.
let parserModule: Promise<typeof import("~/schemas/filters")> | null = null;

export function loadFilterParser() {
  parserModule ??= import("~/schemas/filters").catch((error: unknown) => {
    parserModule = null; // try again next time (a network error, a new deployment)
    throw error;
  });
  return parserModule;
}

/** Starts loading the parser ahead of use (onFocus / onPointerDown of a search form). */
export function preloadFilterParser() {
  loadFilterParser().catch(() => {});
}

// The searches the filter form itself navigated to, oldest first, that have not arrived yet: the form
// already shows them, so it must not be reset when they arrive (only searches from elsewhere —
// back/forward, links, the hero — reset it). More than one: two quick ticks start two navigations, and
// the first can arrive after the second has started.
let ownSearches: string[] = [];

/** Notes a search the filter form is navigating to. */
export function rememberOwnFilterSearch(search: string) {
  ownSearches.push(search);
}

/** True when `search` came from the filter form's own navigation (it and the older ones are then forgotten). */
export function isOwnFilterSearch(search: string) {
  const index = ownSearches.indexOf(search);
  ownSearches = index === -1 ? [] : ownSearches.slice(index + 1);
  return index !== -1;
}

/**
 * With JavaScript, a filter form navigates straight to the canonical URL (no blank or default
 * parameters) instead of the raw form query the server would redirect from.
 * Resolves to false when the form's values are invalid, hold a range upside down (or the parser cannot be
 * loaded), so the caller submits the form and lets the server explain (or swap it, with a toast that says so).
 */
export function useFilterNavigation(defaultView: View) {
  const navigate = useNavigate();
  const { pathname, search: currentSearch } = useLocation();
  return async (form: HTMLFormElement, options: { hash?: string } = {}) => {
    const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    let parseBrowseQuery: (typeof import("~/schemas/filters"))["parseBrowseQuery"];
    try {
      ({ parseBrowseQuery } = await loadFilterParser());
    } catch {
      return false;
    }
    const query = parseBrowseQuery(new URLSearchParams(fields));
    if (!query.success || query.swapped.length > 0) return false;
    const canonical = filtersToQuery(query.filters, { view: query.view ?? defaultView, defaultView });
    const nextSearch = canonical.size > 0 ? `?${canonical}` : "";
    // A blur that changed nothing must not reload the results.
    if (nextSearch === currentSearch && !options.hash) return true;
    if (form.id === FILTER_FORM_ID) rememberOwnFilterSearch(nextSearch);
    navigate({ pathname, search: nextSearch, hash: options.hash }, { preventScrollReset: true });
    return true;
  };
}
