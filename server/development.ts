// `npm run dev`: the same Express app as production (server/app.ts: request checks, page cache, fault
// answers, JSON logs) with Vite in middleware mode, as the Epic Stack's server does: Vite serves the
// browser's modules and hot updates, and each request renders with the latest server build it compiled.
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";

export async function developmentBuild(): Promise<{ build: () => Promise<ServerBuild>; clientFiles: RequestHandler }> {
  // Imported here only: production installs need not have Vite.
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    clientFiles: devServer.middlewares,
  };
}
