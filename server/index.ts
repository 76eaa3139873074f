// The server build's entry (build/server/index.js; vite.config.ts names it): the Express app and the Remix
// build it serves are one module graph, so the app's checks, page cache and fault answers use the very
// modules the loaders use, with no state handed across (docs/decisions/0073-one-server-build.md).
// server.ts hosts it: it imports this module (in development through Vite) and listens.
import * as build from "virtual:remix/server-build";
import { lookUpPage } from "../app/entry.server";
import { createApp as createAppAround, type HostOptions } from "./app";

export { builtClientFiles, SERVED_METHODS } from "./app";

/** The app: request checks, page cache and fault answers around this build. */
export function createApp(options: HostOptions) {
  return createAppAround({ ...options, build, lookUpPage });
}
