import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDistrictMarket } from "~/models/district-market.server";
import { getDistrictBySlug } from "~/models/districts.server";
import { json, jsonError, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const district = await getDistrictBySlug(params.slug ?? "");
  if (!district) return jsonError(404, "District not found");
  return json({ district: district.slug, ...(await getDistrictMarket(district.name)) }, { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "districts are changed with /api/admin/districts");
