import type { LoaderFunctionArgs } from "@remix-run/node";
import { storedImageFile } from "~/services/images.server";
import { readOnlyAction } from "~/route-helpers/http.server";

// Stored images never change (every upload gets a new name), so browsers may keep them for a year, and
// the name is a valid ETag on every instance, whichever storage holds the bytes.
const CACHING = { "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const file = await storedImageFile(name);
  if (!file) return new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const etag = `"${name}"`;
  if (request.headers.get("If-None-Match")?.includes(etag)) {
    await file.body.cancel();
    return new Response(null, { status: 304, headers: { ETag: etag, ...CACHING } });
  }
  return new Response(file.body, {
    headers: { "Content-Type": "image/webp", "Content-Length": String(file.size), ETag: etag, ...CACHING },
  });
}

export const action = readOnlyAction("GET");
