import { listLandmarks } from "~/models/landmarks.server";
import { json, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

// GET /api/landmarks: every landmark (its slug is the `near=` value of GET /api/properties), by English name.
export async function loader() {
  return json(await listLandmarks(), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "landmarks are changed with /api/admin/landmarks");
