import { listDistricts } from "~/models/districts.server";
import { json, PUBLIC_CACHE } from "~/utils/http.server";

export async function loader() {
  return json(await listDistricts(), { headers: PUBLIC_CACHE });
}
