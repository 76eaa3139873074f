/**
 * Whether a write comes from another site: its Origin (or, when a browser sends none, its Referer)
 * names a host other than ours. `Origin: null` (sandboxed frames, some redirects) and values that
 * do not parse count as cross-site. Clients that send neither header (curl, server to server)
 * are not browsers acting for a visitor, so they pass.
 */
export function isCrossSite(origin: string | null, referer: string | null, expectedHost: string) {
  const source = origin ?? referer;
  if (source === null) return false;
  try {
    return new URL(source).host !== expectedHost;
  } catch {
    return true;
  }
}
