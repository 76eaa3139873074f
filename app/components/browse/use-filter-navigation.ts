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
 * Turns the boxes of each range the parser swapped the right way round, keeping what was typed (its digits
 * too), so the form shows the search it leads to without being remounted.
 */
function swapRangeBoxes(form: HTMLFormElement, swapped: readonly string[], ranges: FilterParser["RANGES"]) {
  for (const { name, min, max } of ranges) {
    if (!swapped.includes(name)) continue;
    const low = form.elements.namedItem(min);
    const high = form.elements.namedItem(max);
    if (low instanceof HTMLInputElement && high instanceof HTMLInputElement) [low.value, high.value] = [high.value, low.value];
  }
}

type FilterParser = typeof import("~/schemas/filters");

// The address a swap's redirect is on its way to: a second apply of the same form (the Apply button
// pressed as the max box is left) must not start a navigation that cancels it, and its toast.
let swapLandingOn: string | null = null;

/**
 * With JavaScript, a filter form navigates straight to the canonical URL (no blank or default
 * parameters) instead of the raw form query the server would redirect from.
 * A range typed upside down is swapped in the form's boxes and the form navigates to the query as typed:
 * the page's loader answers with the redirect to the swapped canonical URL and the toast that says so, and
 * the form, which already shows that search, stays as it is (the phone's panel open, what is being typed
 * kept: issue 50, point 3).
 * Resolves to false when the form's values are invalid (or the parser cannot be loaded), so the caller
 * submits the form and lets the server explain.
 */
export function useFilterNavigation(defaultView: View) {
  const navigate = useNavigate();
  const { pathname, search: currentSearch } = useLocation();
  if (currentSearch === swapLandingOn) swapLandingOn = null;
  return async (form: HTMLFormElement, options: { hash?: string } = {}) => {
    const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    let parser: FilterParser;
    try {
      parser = await loadFilterParser();
    } catch {
      return false;
    }
    const query = parser.parseBrowseQuery(new URLSearchParams(fields));
    if (!query.success) return false;
    const canonical = filtersToQuery(query.filters, { view: query.view ?? defaultView, defaultView });
    const nextSearch = canonical.size > 0 ? `?${canonical}` : "";
    // A blur that changed nothing must not reload the results.
    if (nextSearch === currentSearch && !options.hash && query.swapped.length === 0) return true;
    if (query.swapped.length > 0) {
      // The redirect lands on nextSearch: the form's own (unless it is already the page's, so no change comes).
      if (form.id === FILTER_FORM_ID && nextSearch !== currentSearch) rememberOwnFilterSearch(nextSearch);
      swapRangeBoxes(form, query.swapped, parser.RANGES);
      swapLandingOn = nextSearch;
      navigate({ pathname, search: `?${new URLSearchParams(fields)}`, hash: options.hash }, { preventScrollReset: true });
      return true;
    }
    if (nextSearch === swapLandingOn && !options.hash) return true;
    if (form.id === FILTER_FORM_ID) rememberOwnFilterSearch(nextSearch);
    navigate({ pathname, search: nextSearch, hash: options.hash }, { preventScrollReset: true });
    return true;
  };
}
