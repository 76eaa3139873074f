// The server process (`npm start`, and `npm run dev` with NODE_ENV=development): it hosts the server build,
// which is our Express app and the Remix build in one (server/index.ts, built into build/server/index.js;
// docs/decisions/0073-one-server-build.md), and listens. Built by esbuild into build/server.js (see
// package.json "build"); why not remix-serve: docs/decisions/0006-own-server.md. On PostgreSQL it runs
// WEB_CONCURRENCY workers (default: one per core) under node:cluster; with PGlite one process
// (docs/decisions/0013-scale-out.md).
import cluster, { type Worker } from "node:cluster";
import { createServer, type RequestListener } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installGlobals } from "@remix-run/node";
import { type Env, parseEnvOrExit } from "./app/services/config.server";
import { errorFields, exitWith, logger, routeConsoleToLogger } from "./app/services/logger.server";
import type { HostOptions } from "./server/app";
import { developmentApp } from "./server/development";
import { missingPatches } from "./server/patches";
import { restartDelay } from "./server/restart-delay";

process.env.NODE_ENV ??= "production";

// Every line on stdout and stderr is JSON, a process's last words included: an error nothing caught
// is one fatal line, written out before the process exits (the primary then starts another worker).
process.on("uncaughtException", (error) => exitWith({ event: "uncaught_exception", ...errorFields(error) }));
process.on("unhandledRejection", (reason) => exitWith({ event: "unhandled_rejection", ...errorFields(reason) }));
// Node prints its warnings to stderr as text; they are logged instead.
process.removeAllListeners("warning");
process.on("warning", (warning) => logger.warn({ event: "node_warning", warning: warning.name, message: warning.message }));

const missing = missingPatches();
if (missing.length > 0) {
  exitWith({
    event: "patch_missing",
    message: `${missing[0]!.patch} is not applied (${missing[0]!.without}); install with \`npm ci\`, which applies patches/`,
    missing,
  });
}

const config = parseEnvOrExit(process.env);
routeConsoleToLogger();
const workers = workerCount(config);
// Mail without a server is the quick start's way: in production it is said once, at start (issue 35).
if (cluster.isPrimary && config.NODE_ENV === "production" && !config.SMTP_URL) {
  logger.warn({
    event: "mail_to_files",
    message: `SMTP_URL is not set: mail is not sent but written to ${path.join(config.DATA_DIR, "mail")}`,
  });
}
// How long an idle keep-alive connection stays open (see serve()).
const KEEP_ALIVE_MS = 65_000;
// Workers get four times V8's default young generation (16 MB semi-spaces on 64-bit): rendering a page
// makes many short-lived objects, and collecting them was about 7 % of a worker's busy time on first
// visits. In process, first visits took about 11 % less CPU with it (docs/decisions/0024-young-generation.md).
// A --max-semi-space-size given on the command line or in NODE_OPTIONS is left as it is.
const WORKER_SEMI_SPACE_FLAG = "--max-semi-space-size=64";

if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await serve();

/** How many workers to run: PGlite's files belong to one process, PostgreSQL takes any number; development runs one. */
function workerCount({ DATABASE_URL, WEB_CONCURRENCY, NODE_ENV }: Env) {
  if (NODE_ENV === "development") return 1;
  if (!DATABASE_URL) {
    if (WEB_CONCURRENCY && WEB_CONCURRENCY > 1 && cluster.isPrimary) {
      logger.info({ event: "single_process", reason: "the embedded PGlite database serves one process", asked: WEB_CONCURRENCY });
    }
    return 1;
  }
  return WEB_CONCURRENCY ?? os.availableParallelism();
}

/** The workers' Node options: the primary's, plus ours unless a semi-space size is already given (V8 reads - and _ alike). */
function workerExecArgv(execArgv: string[], nodeOptions = "") {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => /^--max[-_]semi[-_]space[-_]size/.test(arg));
  return given ? execArgv : [...execArgv, WORKER_SEMI_SPACE_FLAG];
}

// Starts the workers, replaces one that dies (a crash, an out-of-memory kill), and on SIGTERM/SIGINT
// asks each to stop (SIGTERM: finish its requests, close the database) and exits once all have.
function superviseWorkers(count: number) {
  const alive = new Set<Worker>();
  let stopping = false;
  const recentExits: number[] = [];
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  // A restart still waiting (see below) when the stop comes must not start a worker nobody will stop.
  const start = () => {
    if (!stopping) alive.add(cluster.fork());
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      // Code 0: it stopped on its own, in its grace period; 1 past its limit (app/services/db.server.ts).
      logger.info({ event: "worker_stopped", pid: worker.process.pid, code, signal });
      if (alive.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentExits.push(now);
    while (now - recentExits[0]! > 60_000) recentExits.shift();
    const delayMs = restartDelay(recentExits.length);
    logger.error({ event: "worker_exited", pid: worker.process.pid, code, signal, restartInMs: delayMs });
    setTimeout(start, delayMs);
  });
  cluster.once("listening", () => {
    logger.info({ event: "listening", url: `http://localhost:${config.PORT}`, trustProxy: config.TRUST_PROXY, workers: count });
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of alive) worker.process.kill("SIGTERM");
      // A worker stuck past its grace period is not waited for forever.
      setTimeout(() => {
        for (const worker of alive) worker.process.kill("SIGKILL");
        process.exit(1);
      }, 15_000);
    });
  }
  for (let index = 0; index < count; index++) start();
}

/** The server build next to this file (build/server/index.js) around the built client's files. */
async function productionApp(options: Omit<HostOptions, "clientFiles">) {
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  // Importing the build opens, migrates and seeds the database (app/entry.server.tsx).
  const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as typeof import("./server/index");
  const app: RequestListener = server.createApp({ ...options, clientFiles: server.builtClientFiles(path.join(buildDir, "client")) });
  return { app, servedMethods: server.SERVED_METHODS };
}

async function serve() {
  installGlobals({ nativeFetch: true });
  const options = { trustProxy: config.TRUST_PROXY, publicOrigin: config.PUBLIC_ORIGIN, mode: config.NODE_ENV };
  const { app, servedMethods } = config.NODE_ENV === "development" ? await developmentApp(options) : await productionApp(options);
  const onListening = () => {
    if (cluster.isPrimary) logger.info({ event: "listening", url: `http://localhost:${config.PORT}`, trustProxy: config.TRUST_PROXY });
  };
  // Workers share the port: the primary accepts and hands connections out round-robin.
  const server = createServer(app);
  if (config.HOST) server.listen(config.PORT, config.HOST, onListening);
  else server.listen(config.PORT, onListening);
  // An idle keep-alive connection stays open longer than a load balancer keeps its own (60 s for nginx
  // and most cloud balancers). With Node's 5 s, a balancer could send a request on a connection the
  // server was closing and get a reset, which it reports as a 502.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  // CONNECT never reaches Express: answer it here instead of dropping the connection.
  server.on("connect", (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${servedMethods.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });

  // Stop taking connections at once; the app closes the database after running requests had their
  // grace period (app/services/db.server.ts) and ends the process.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => server.close());
  }
}
