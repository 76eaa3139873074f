// The Remix build as a module of the server's graph (server/index.ts): the Remix Vite plugin makes it.
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/node";

  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const entry: ServerBuild["entry"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const mode: ServerBuild["mode"];
  export const publicPath: ServerBuild["publicPath"];
  export const routes: ServerBuild["routes"];
}
