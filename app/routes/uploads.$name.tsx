import type { LoaderFunctionArgs } from "@remix-run/node";
import { storage } from "~/services/storage.server";
import { readOnlyAction } from "~/utils/http.server";

// Stored images never change (every upload gets a new name), so browsers may keep them for a year.
export async function loader({ params }: LoaderFunctionArgs) {
  const file = await storage.get(params.name ?? "");
  if (!file) return new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = readOnlyAction("GET");
