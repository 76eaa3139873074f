const MAX_FORM_BYTES = 64 * 1024;

/**
 * The one check every write passes first: the request comes from our own pages
 * (Origin, or Referer when Origin is absent, matches the host) and its body is small enough.
 * Throws a 4xx JSON Response otherwise (pages show it through their error boundary).
 */
export async function guardWrite(request: Request, { maxBytes = MAX_FORM_BYTES }: { maxBytes?: number } = {}) {
  if (!isSameOrigin(request)) {
    throw Response.json({ error: "Cross-site request refused" }, { status: 403 });
  }
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length > maxBytes) {
    throw Response.json({ error: `Request body is larger than ${maxBytes} bytes` }, { status: 413 });
  }
}

function isSameOrigin(request: Request) {
  const expectedHost = new URL(request.url).host;
  const source = request.headers.get("Origin") ?? request.headers.get("Referer");
  // Non-browser clients (curl, server-to-server) send neither; browsers always send one on cross-site posts.
  if (!source) return true;
  try {
    return new URL(source).host === expectedHost;
  } catch {
    return false;
  }
}
