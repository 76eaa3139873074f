import { useLocation, useNavigate } from "@remix-run/react";
import { filtersToQuery, parseBrowseQuery, type View } from "~/schemas/filters";

export const FILTER_FORM_ID = "filters";

// The last search the filter form itself navigated to: the form already shows it, so it must not be
// reset when it arrives (only searches from elsewhere — back/forward, links, the hero — reset it).
let ownSearch: string | null = null;

/** True when `search` came from the filter form's own navigation (and forgets it). */
export function isOwnFilterSearch(search: string) {
  const own = search === ownSearch;
  ownSearch = null;
  return own;
}

/**
 * With JavaScript, a filter form navigates straight to the canonical URL (no blank or default
 * parameters) instead of the raw form query the server would redirect from.
 * Returns false when the form's values are invalid, so the caller lets the server explain.
 */
export function useFilterNavigation(defaultView: View) {
  const navigate = useNavigate();
  const { pathname, search: currentSearch } = useLocation();
  return (form: HTMLFormElement, options: { hash?: string } = {}) => {
    const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const search = new URLSearchParams(fields);
    const query = parseBrowseQuery(search);
    if (!query.success) return false;
    const canonical = filtersToQuery(query.filters, { view: query.view ?? defaultView, defaultView });
    const nextSearch = canonical.size > 0 ? `?${canonical}` : "";
    // A blur that changed nothing must not reload the results.
    if (nextSearch === currentSearch && !options.hash) return true;
    if (form.id === FILTER_FORM_ID) ownSearch = nextSearch;
    navigate(
      { pathname, search: nextSearch, hash: options.hash },
      { preventScrollReset: true },
    );
    return true;
  };
}
