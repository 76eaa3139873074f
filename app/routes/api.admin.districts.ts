import type { ActionFunctionArgs } from "@remix-run/node";
import { createDistrict } from "~/models/admin-districts.server";
import { DistrictSchema } from "~/schemas/district";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { districtEditor } from "./__district-editor.server";
import { json, NO_STORE, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

// POST /api/admin/districts {name, nameAr, latitude, longitude} → 201 with the district (and its slug);
// 400, 401, 409 (a name in either language taken).
export async function action({ request }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST", "the list is GET /api/districts");
  await guardWrite(request, { body: "json" });
  const admin = await requireAdminApi(request);
  const input = await readJsonBody(request, DistrictSchema);
  const result = await createDistrict(admin, input);
  if (result.status === "duplicate") return districtEditor.duplicateAnswer(result.field);
  if (result.status !== "saved") throw new Error("a new district cannot be missing");
  return json(result.district, { status: 201, headers: { ...NO_STORE, Location: `/api/admin/districts/${result.district.id}` } });
}

export function loader() {
  return methodNotAllowed("POST", "the list is GET /api/districts");
}
