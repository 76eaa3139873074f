import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { EntryContext } from "@remix-run/node";
import { expect, test } from "vitest";

// patches/@remix-run+server-runtime (docs/decisions/0023-loader-data-encoded-on-demand.md): Remix encodes a
// page's loader data for the browser when the renderer asks for it, so a page served from the page
// cache, which is not rendered, does not pay for it.

/** A one-route app whose loader counts how often its data is read, and whose entry does `render`. */
function app(render: (context: EntryContext) => Promise<Response>) {
  let reads = 0;
  const loaderData = {
    get listing() {
      reads++;
      return "Office Suite 7";
    },
  };
  const build = {
    mode: "production",
    entry: { module: { default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => render(context) } },
    routes: { root: { id: "root", path: "", module: { default: () => null, loader: () => loaderData } } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
  return { handle: createRequestHandler(build, "production"), reads: () => reads };
}

test("a page answered without rendering never encodes its loader data", async () => {
  const { handle, reads } = app(() => Promise.resolve(new Response("kept page")));
  const response = await handle(new Request("http://localhost/"));
  expect(await response.text()).toBe("kept page");
  expect(reads()).toBe(0);
});

test("a rendered page gets its loader data encoded, once, when the renderer reads it", async () => {
  const { handle, reads } = app(async (context) => {
    expect(reads()).toBe(0);
    const stream = context.serverHandoffStream as ReadableStream<Uint8Array>;
    expect(context.serverHandoffStream).toBe(stream);
    return new Response(await new Response(stream).text());
  });
  const encoded = await (await handle(new Request("http://localhost/"))).text();
  expect(encoded).toContain('"loaderData"');
  expect(encoded).toContain('"Office Suite 7"');
  expect(reads()).toBe(1);
});
