import type { LoaderFunctionArgs } from "@remix-run/node";
import { readOnlyAction } from "~/utils/http.server";
import { robotsTxt } from "~/utils/sitemap";
import { textResponse } from "~/utils/text-response";

// A route, not a file in public/: the sitemap line must be absolute on the origin the request came to.
export function loader({ request }: LoaderFunctionArgs) {
  return textResponse(robotsTxt(new URL(request.url).origin), "text/plain; charset=utf-8");
}

export const action = readOnlyAction("GET");
