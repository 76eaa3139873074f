// The production server (`npm start`): our Express app around the Remix build. Built by esbuild into
// build/server.js next to the Remix build (see package.json "build"); why not remix-serve:
// docs/decisions/0006-own-server.md.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { parseEnvOrExit } from "./app/services/config.server";
import { logger } from "./app/services/logger.server";
import { createApp, SERVED_METHODS } from "./server/app";

process.env.NODE_ENV ??= "production";

const config = parseEnvOrExit(process.env);
const buildDir = path.dirname(fileURLToPath(import.meta.url));
installGlobals({ nativeFetch: true });
// Importing the build opens, migrates and seeds the database (app/entry.server.tsx).
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = createApp({ build, clientDir: path.join(buildDir, "client"), trustProxy: config.TRUST_PROXY, mode: config.NODE_ENV });
const onListening = () => logger.info({ event: "listening", url: `http://localhost:${config.PORT}`, trustProxy: config.TRUST_PROXY });
const server = config.HOST ? app.listen(config.PORT, config.HOST, onListening) : app.listen(config.PORT, onListening);

// CONNECT never reaches Express: answer it here instead of dropping the connection.
server.on("connect", (_request, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

// Stop taking connections at once; the app closes the database after running requests had their
// grace period (app/services/db.server.ts) and ends the process.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close());
}
