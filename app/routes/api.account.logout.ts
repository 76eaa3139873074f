import type { ActionFunctionArgs } from "@remix-run/node";
import { json, methodNotAllowed, NO_STORE } from "~/route-helpers/http.server";
import { endSession } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";

// POST /api/account/logout → 200: the advertiser's session ends (an administrator's in the same client stays).
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  // A logout always ends the session, whatever body a client sends with it.
  await guardWrite(request, { body: "any" });
  return json({ ok: true }, { headers: { ...NO_STORE, "Set-Cookie": await endSession(request, "advertiser") } });
}

export function loader() {
  return methodNotAllowed("POST");
}
