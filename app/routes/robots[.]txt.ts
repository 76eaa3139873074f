import { readOnlyAction } from "~/route-helpers/http.server";
import { robotsTxt } from "~/utils/sitemap";
import { textResponse } from "~/utils/text-response";
import { env } from "~/services/env.server";

// A route, not a file in public/: the sitemap line must be absolute on the origin the request came to.
export function loader() {
  return textResponse(robotsTxt(env.PUBLIC_ORIGIN), "text/plain; charset=utf-8");
}

export const action = readOnlyAction("GET");
