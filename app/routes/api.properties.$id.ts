import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPropertyPage } from "~/models/properties.server";
import { json, jsonError, parseId, PUBLIC_CACHE, readOnlyAction } from "~/utils/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) return jsonError(404, "Property not found");
  const page = await getPropertyPage(id);
  if (!page) return jsonError(404, "Property not found");
  return json(page.property, { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "listings are changed with /api/admin/properties/{id}");
