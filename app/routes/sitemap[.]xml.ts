import { listSitemapPages } from "~/models/sitemap.server";
import { readOnlyAction } from "~/route-helpers/http.server";
import { buildSitemap } from "~/utils/sitemap";
import { xmlResponse } from "~/utils/text-response";
import { env } from "~/services/env.server";

// The sitemap (or, past the URL limit, its index), absolute on the origin the request came to.
export async function loader() {
  const { root } = buildSitemap(env.PUBLIC_ORIGIN, await listSitemapPages());
  return xmlResponse(root);
}

export const action = readOnlyAction("GET");
