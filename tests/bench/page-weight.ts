// What a browser downloads for a page: it loads the page in Chromium (JavaScript on, a phone-sized
// window), waits until the network is idle (so lazily imported code such as Leaflet on /map counts),
// and adds up the bytes on the wire (compressed) per kind of resource.
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./browser";

interface PageWeight {
  path: string;
  /** Compressed bytes, as transferred. */
  html: number;
  /** The document's size once decompressed. */
  htmlRaw: number;
  js: number;
  css: number;
  images: number;
  /** The document's Content-Encoding (compression on means gzip or br here). */
  encoding: string;
  scripts: string[];
}

export async function measurePageWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US" });
      const page = await context.newPage();
      const responses: import("@playwright/test").Response[] = [];
      page.on("response", (response) => responses.push(response));
      const document = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      if (!document || document.status() !== 200) throw new Error(`GET ${path} answered ${document?.status()}`);
      const weight: PageWeight = {
        path,
        html: 0,
        htmlRaw: (await document.body()).length,
        js: 0,
        css: 0,
        images: 0,
        encoding: document.headers()["content-encoding"] ?? "none",
        scripts: [],
      };
      for (const response of responses) {
        const { responseBodySize } = await response.request().sizes();
        const type = response.request().resourceType();
        if (type === "document") weight.html += responseBodySize;
        else if (type === "script") {
          weight.js += responseBodySize;
          weight.scripts.push(new URL(response.url()).pathname);
        } else if (type === "stylesheet") weight.css += responseBodySize;
        else if (type === "image") weight.images += responseBodySize;
      }
      weights.push(weight);
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
