import type { ActionFunctionArgs } from "@remix-run/node";
import { createDistrict } from "~/models/admin-districts.server";
import { DistrictSchema } from "~/schemas/district";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { translatorFor } from "~/services/i18n.server";
import { json, jsonError, NO_STORE, readJsonBody, methodNotAllowed } from "~/utils/http.server";

// POST /api/admin/districts {name, latitude, longitude} → 201 with the district; 400, 401, 409 (name taken).
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "json" });
  if (request.method !== "POST") return methodNotAllowed("POST", "the list is GET /api/districts");
  await requireAdminApi(request);
  const input = await readJsonBody(request, DistrictSchema);
  const result = await createDistrict(input);
  if (result.status !== "saved") {
    const t = await translatorFor("en");
    return jsonError(409, t("admin.districts.duplicate"), { name: [t("admin.districts.duplicate")] });
  }
  return json(result.district, { status: 201, headers: { ...NO_STORE, Location: `/api/admin/districts/${result.district.id}` } });
}

export function loader() {
  return methodNotAllowed("POST", "the list is GET /api/districts");
}
