import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPropertyImages, propertyExists } from "~/models/properties.server";
import { json, jsonError, parseId, PUBLIC_CACHE, readOnlyAction } from "~/utils/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null || !(await propertyExists(id))) return jsonError(404, "Property not found");
  return json(await listPropertyImages(id), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "images are added with POST /api/admin/properties/{id}/images");
