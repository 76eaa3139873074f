import type { ActionFunctionArgs } from "@remix-run/node";
import { createLandmark } from "~/models/landmarks.server";
import { LandmarkSchema } from "~/schemas/landmark";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { landmarkEditor } from "./__landmark-editor.server";
import { json, NO_STORE, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

// POST /api/admin/landmarks {name, nameAr, kind, latitude, longitude} → 201 with the landmark (and its slug);
// 400, 401, 409 (a name in either language taken).
export async function action({ request }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST", "the list is GET /api/landmarks");
  await guardWrite(request, { body: "json" });
  const admin = await requireAdminApi(request);
  const input = await readJsonBody(request, LandmarkSchema);
  const result = await createLandmark(admin, input);
  if (result.status === "duplicate") return landmarkEditor.duplicateAnswer(result.field);
  if (result.status !== "saved") throw new Error("a new landmark cannot be missing");
  return json(result.landmark, { status: 201, headers: { ...NO_STORE, Location: `/api/admin/landmarks/${result.landmark.id}` } });
}

export function loader() {
  return methodNotAllowed("POST", "the list is GET /api/landmarks");
}
