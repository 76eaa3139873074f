import type { ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { json, methodNotAllowed, NO_STORE } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "none" });
  if (request.method !== "POST") return methodNotAllowed("POST");
  return json({ ok: true }, { headers: { ...NO_STORE, "Set-Cookie": await endSession(request) } });
}

export function loader() {
  return methodNotAllowed("POST");
}
