import type { LoaderFunctionArgs } from "@remix-run/node";
import { readOnlyAction } from "~/route-helpers/http.server";
import { localePartResponse } from "./__locale-part.server";

/** One language's texts but the dashboard's, so a page carries only its own language (entry.client.tsx). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return localePartResponse(request, params.lng, "site");
}

export const action = readOnlyAction("GET");
