import type { ActionFunctionArgs } from "@remix-run/node";
import { getAdvertiserProfile } from "~/models/advertiser-account.server";
import { advertiserJson } from "~/route-helpers/account-json.server";
import { json, jsonError, methodNotAllowed, NO_STORE, readJsonBody } from "~/route-helpers/http.server";
import { AdvertiserLoginSchema } from "~/schemas/account";
import {
  AccountSuspendedError,
  InvalidCredentialsError,
  LoginBusyError,
  LoginThrottledError,
  startAdvertiserSession,
  verifyAdvertiserLogin,
} from "~/services/auth.server";
import { clientAddressOf } from "~/services/client.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";

// POST /api/account/login {email, password} → 200 the advertiser with their session cookie (issue 51); 401
// wrong credentials, 403 suspended, 429 throttled: the sign-in path and throttle of the page and the admin's.
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await guardWrite(request, { body: "json" });
  const { email, password } = await readJsonBody(request, AdvertiserLoginSchema.omit({ redirectTo: true }));
  try {
    const { id } = await verifyAdvertiserLogin(clientAddressOf(context), email, password);
    const profile = await getAdvertiserProfile(id);
    if (!profile) return jsonError(401, "Invalid credentials");
    return json(advertiserJson(profile), { headers: { ...NO_STORE, "Set-Cookie": await startAdvertiserSession({ id }) } });
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
    if (error instanceof AccountSuspendedError) return jsonError(403, "This account is suspended");
    if (error instanceof InvalidCredentialsError) return jsonError(401, "Invalid credentials");
    throw error;
  }
}

export function loader() {
  return methodNotAllowed("POST");
}
