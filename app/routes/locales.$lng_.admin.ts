import type { LoaderFunctionArgs } from "@remix-run/node";
import { readOnlyAction } from "~/route-helpers/http.server";
import { localePartResponse } from "./__locale-part.server";

/** One language's dashboard texts (the `admin` group), fetched by admin pages only (entry.client.tsx). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return localePartResponse(request, params.lng, "admin");
}

export const action = readOnlyAction("GET");
