import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyAdminCredentials } from "~/models/admins.server";
import { LoginSchema } from "~/schemas/login";
import { startSession } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, readJsonBody } from "~/utils/http.server";

// POST /api/admin/login {username, password} → 200 {id, username} with the session cookie, or 401.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const { username, password } = await readJsonBody(request, LoginSchema.omit({ redirectTo: true }));
  const admin = await verifyAdminCredentials(username, password);
  if (!admin) return jsonError(401, "Invalid credentials");
  return json(admin, { headers: { ...NO_STORE, "Set-Cookie": await startSession(admin) } });
}

export function loader() {
  return jsonError(405, "Use POST");
}
