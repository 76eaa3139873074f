// `npm run dev`: the same Express app as production (server/index.ts: request checks, page cache, fault
// answers, JSON logs) with Vite in middleware mode, as the Epic Stack's server does. Vite loads the app
// and the Remix build as one module graph, serves the browser's modules and hot updates, and after an
// edit the next request gets an app made from the modules it compiled again.
import type { RequestListener } from "node:http";
import { logError } from "../app/services/logger.server";
import type { HostOptions } from "./app";

type ServerModule = typeof import("./index");

export async function developmentApp(options: Omit<HostOptions, "clientFiles">) {
  // Imported here only: production installs need not have Vite.
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  let latest: { module: ServerModule; app: RequestListener } | undefined;
  // Vite hands back the same module until one it imports changed.
  const latestApp = async () => {
    const module = (await devServer.ssrLoadModule("/server/index.ts")) as ServerModule;
    if (latest?.module !== module) latest = { module, app: module.createApp({ ...options, clientFiles: devServer.middlewares }) };
    return latest;
  };
  const { module } = await latestApp();
  const app: RequestListener = (req, res) => {
    latestApp().then(
      (current) => current.app(req, res),
      (error: Error) => {
        // An edit that does not compile: logged with its stack pointing into the source, answered as the app's last resort does.
        devServer.ssrFixStacktrace(error);
        logError(error, { method: req.method ?? "", url: req.url ?? "" });
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Internal Server Error");
      },
    );
  };
  return { app, servedMethods: module.SERVED_METHODS };
}
