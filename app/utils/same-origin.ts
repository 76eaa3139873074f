/**
 * Whether a write comes from another site: its Origin (or, when a browser sends none, its Referer)
 * names an origin other than ours, scheme and port included (`https://` on an http site is another
 * site). `Origin: null` (sandboxed frames, some redirects) and values that do not parse count as
 * cross-site. Clients that send neither header (curl, server to server) are not browsers acting for a
 * visitor, so they pass.
 */
export function isCrossSite(origin: string | null, referer: string | null, expectedOrigin: string) {
  const source = origin ?? referer;
  if (source === null) return false;
  try {
    return new URL(source).origin !== expectedOrigin;
  } catch {
    return true;
  }
}
