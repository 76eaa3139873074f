import { listDistricts } from "~/models/districts.server";
import { json, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

export async function loader() {
  return json(await listDistricts(), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "districts are changed with /api/admin/districts");
