import type { ActionFunctionArgs } from "@remix-run/node";
import { LoginSchema } from "~/schemas/login";
import { InvalidCredentialsError, LoginBusyError, LoginThrottledError, startSession, verifyLogin } from "~/services/auth.server";
import { clientAddressOf } from "~/services/client.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

// POST /api/admin/login {username, password} → 200 {id, username} with the session cookie, or 401.
export async function action({ request, context }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await guardWrite(request, { body: "json" });
  const { username, password } = await readJsonBody(request, LoginSchema.omit({ redirectTo: true }));
  try {
    const admin = await verifyLogin(clientAddressOf(context), username, password);
    return json(admin, { headers: { ...NO_STORE, "Set-Cookie": await startSession(admin) } });
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      return json(
        {
          error:
            error instanceof LoginBusyError
              ? "The server is busy: this attempt was not counted, try again shortly"
              : "Too many failed attempts",
        },
        { status: 429, headers: { ...NO_STORE, "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (error instanceof InvalidCredentialsError) return jsonError(401, "Invalid credentials");
    throw error;
  }
}

export function loader() {
  return methodNotAllowed("POST");
}
