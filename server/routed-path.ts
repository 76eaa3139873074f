/**
 * The path Remix matches a request's routes by, in lower case: the URL's path as the Express adapter
 * builds it (dot segments resolved), a single-fetch `.data` request's page path, each segment
 * percent-decoded as the router decodes it (an escaped "/" stays "%2F"; a path that does not decode
 * is matched as it is), and in lower case because routes match any letter case. Deciding on this path
 * rather than Express's `req.path` is what keeps `/ADMIN/…` or `/%61dmin/…` from passing for another
 * page (decisions/0050-admin-by-routed-path.md).
 */
export function routedPath(originalUrl: string, site: URL) {
  if (!URL.canParse(`${site.origin}${originalUrl}`)) return originalUrl.toLowerCase();
  const { pathname } = new URL(`${site.origin}${originalUrl}`);
  const page = pathname.endsWith(".data") ? pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") : pathname;
  try {
    return page
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/")
      .toLowerCase();
  } catch {
    return page.toLowerCase();
  }
}
