import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSitemapPages } from "~/models/sitemap.server";
import { readOnlyAction } from "~/route-helpers/http.server";
import { buildSitemap } from "~/utils/sitemap";
import { xmlResponse } from "~/utils/text-response";
import { env } from "~/services/env.server";

// One file of a split sitemap ("/sitemaps/2.xml"), as named by the index at /sitemap.xml.
export async function loader({ params }: LoaderFunctionArgs) {
  const n = /^([1-9]\d{0,5})\.xml$/.exec(params.file ?? "")?.[1];
  const file = n === undefined ? undefined : buildSitemap(env.PUBLIC_ORIGIN, await listSitemapPages()).files[Number(n) - 1];
  if (file === undefined)
    return new Response("Sitemap not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xmlResponse(file);
}

export const action = readOnlyAction("GET");
