import { adminTableSearch, parseAdminTableQuery } from "~/schemas/admin-table";

/**
 * The dashboard table's view in a URL query ("?page=2&q=olaya&sort=price"): its page, filters and sort,
 * kept while dialogs open and close over it. A view the table cannot read is dropped.
 */
export function pageQuery(search: string) {
  const params = new URLSearchParams(search);
  const keep = new URLSearchParams();
  const page = params.get("page");
  if (page && /^\d{1,6}$/.test(page) && page !== "1") keep.set("page", page);
  const view = parseAdminTableQuery(params);
  if (view.success) for (const [key, value] of adminTableSearch(view.query)) keep.set(key, value);
  return keep.size > 0 ? `?${keep}` : "";
}

/** Where a dialog closes to: the dashboard table on the page it was opened from. */
export function dashboardPath(search: string) {
  return `/admin/dashboard${pageQuery(search)}`;
}

/** A listing's row in the table: the fragment its one-tap forms and its editor come back to without scripts (decision 0065). */
export function propertyRowId(id: number) {
  return `property-row-${id}`;
}
