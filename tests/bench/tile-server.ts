// A stand-in map tile server for the benchmark. This machine has no internet, so tiles from the
// public tile service would fail and Lighthouse would score the failures (console errors), not
// our page. Every tile path answers the same plain 256 px PNG, as a tile service would answer it.
import { createServer, type Server } from "node:http";
import sharp from "sharp";

export async function startTileServer(): Promise<{ tileUrl: string; close(): Promise<void> }> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#e8e4da" } })
    .png()
    .toBuffer();
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
