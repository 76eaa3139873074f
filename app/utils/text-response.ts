// Crawlers fetch robots.txt and the sitemap often; a short public cache spares the server without
// hiding a new listing for long.
const CRAWLER_CACHE = "public, max-age=600";

export function textResponse(body: string, contentType: string) {
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": CRAWLER_CACHE } });
}

export function xmlResponse(body: string) {
  return textResponse(body, "application/xml; charset=utf-8");
}
