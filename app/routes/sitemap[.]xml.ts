import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSitemapPages } from "~/models/sitemap.server";
import { readOnlyAction } from "~/utils/http.server";
import { buildSitemap } from "~/utils/sitemap";
import { xmlResponse } from "~/utils/text-response";

// The sitemap (or, past the URL limit, its index), absolute on the origin the request came to.
export async function loader({ request }: LoaderFunctionArgs) {
  const { root } = buildSitemap(new URL(request.url).origin, await listSitemapPages());
  return xmlResponse(root);
}

export const action = readOnlyAction("GET");
