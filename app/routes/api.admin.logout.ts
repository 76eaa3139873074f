import type { ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, methodNotAllowed, NO_STORE } from "~/route-helpers/http.server";

export async function action({ request }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  // A logout always ends the session, whatever body a client sends with it.
  await guardWrite(request, { body: "any" });
  return json({ ok: true }, { headers: { ...NO_STORE, "Set-Cookie": await endSession(request) } });
}

export function loader() {
  return methodNotAllowed("POST");
}
