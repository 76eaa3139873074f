import { data } from "@remix-run/node";
import { parseAdminTableQuery } from "~/schemas/admin-table";

/** The properties table's view from the URL; a malformed one is a 400 naming its problems. */
export function requireAdminTableQuery(url: URL) {
  const view = parseAdminTableQuery(url.searchParams);
  if (!view.success) throw data({ problems: view.problems }, { status: 400 });
  return view.query;
}
