import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { FAULT_ANSWERS, faultOf } from "../app/services/faults.server";
import { logError, logger, pathOf } from "../app/services/logger.server";
import { isCrossSite } from "../app/utils/same-origin";
import { answeringFaults, noteFault } from "./faults";
import { precompressedAssets } from "./precompressed";
import { CROSS_SITE_PAGE } from "./refusal-page";

interface AppOptions {
  build: ServerBuild;
  /** build/client: hashed assets under assets/, and the files of public/. */
  clientDir: string;
  /** Proxy hops in front of us whose X-Forwarded-* headers count (TRUST_PROXY); 0 trusts none. */
  trustProxy: number;
  mode?: string;
}

// What the app serves. Pages only read and post forms; only the JSON API takes PUT, PATCH and DELETE.
// Any other method (TRACE, OPTIONS, WebDAV's ...) is a 405 naming these.
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const PAGE_METHODS = ["GET", "HEAD", "POST"];
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"];

/** The production app: request log, method and origin checks before Remix, compression, static files, Remix. */
export function createApp({ build, clientDir, trustProxy, mode = "production" }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // req.ip is then the address `trustProxy` hops back in X-Forwarded-For (the socket's with 0), and
  // req.hostname and req.protocol read X-Forwarded-Host and -Proto only from trusted proxies.
  app.set("trust proxy", trustProxy);
  app.use(requestLog);
  app.use(checkMethod);
  app.use(checkHeaders(trustProxy > 0));
  app.use(refuseCrossSite(trustProxy > 0));
  app.use(compression());
  app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
  app.use(publicFiles(clientDir));
  const handleWithRemix = createRequestHandler({
    build: answeringFaults(build),
    mode,
    getLoadContext: (req, res) => ({ clientAddress: clientAddress(req), requestId: requestIdOf(res) }),
  });
  // The handler passes its own errors to next(); Express 4 ignores the promise it returns.
  app.all("*", (req, res, next) => void handleWithRemix(req, res, next));
  app.use(lastResort);
  return app;
}

/**
 * The files of public/ (favicon and the like), served for their own paths only: looking each page
 * request up on disk first cost a file-system call per request.
 */
function publicFiles(clientDir: string): RequestHandler {
  const paths = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => {
    if (paths.has(req.path)) void serve(req, res, next);
    else next();
  };
}

function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}

/** The client's address as one canonical string ("::ffff:10.0.0.1" and "10.0.0.1" are one client). */
export function clientAddress(req: Request) {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function wantsJson(req: Request) {
  return req.path.startsWith("/api/") || req.path.endsWith(".data");
}

function refuse(req: Request, res: Response, status: number, error: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (wantsJson(req)) res.json({ error });
  else res.type("text/plain").send(error);
}

// One JSON line per request, written when it ends: never the query string, a body or a cookie.
const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => {
    logger.info({
      requestId,
      method: req.method,
      path: pathOf(req.originalUrl),
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  next();
};

const checkMethod: RequestHandler = (req, res, next) => {
  const allowed = req.path.startsWith("/api/") ? SERVED_METHODS : PAGE_METHODS;
  if (!allowed.includes(req.method)) return refuse(req, res, 405, "Method not allowed", { Allow: allowed.join(", ") });
  next();
};

/**
 * Headers the request URL is built from must make a URL (a Host of "a b" would otherwise throw inside
 * the Remix adapter: a 500). Untrusted X-Forwarded-* headers are dropped, so no code further on can
 * mistake what a client wrote there for what a proxy saw.
 */
function checkHeaders(trusted: boolean): RequestHandler {
  return (req, res, next) => {
    if (!trusted) for (const header of FORWARDED_HEADERS) delete req.headers[header];
    try {
      const url = new URL(`${req.protocol}://${req.get("host") ?? ""}`);
      if (!["http:", "https:"].includes(url.protocol) || url.pathname !== "/") throw new Error("odd host");
      if (trusted && req.get("x-forwarded-host")) new URL(`http://${req.get("x-forwarded-host")!.split(",")[0]!.trim()}`);
    } catch {
      return refuse(req, res, 400, "Bad Host header");
    }
    next();
  };
}

/**
 * Every write must come from our own pages. Remix 2 checks this itself, but answers a bare 500 (and
 * logs a stack trace); here the answer is a 403 with a page a person can read, or JSON for the API.
 */
function refuseCrossSite(trusted: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const host = (trusted ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined) || req.get("host") || "";
    if (!isCrossSite(req.get("origin") ?? null, req.get("referer") ?? null, host)) return next();
    logger.warn({ event: "cross_site_refused", requestId: requestIdOf(res), method: req.method, path: pathOf(req.originalUrl) });
    res.status(403).set("Cache-Control", "no-store");
    if (wantsJson(req)) res.json({ error: "Cross-site request refused" });
    else res.type("html").send(CROSS_SITE_PAGE);
  };
}

// Anything that escaped Remix (which answers its own errors). Express marks what was wrong with the
// request itself (a path with broken percent-encoding) as a 4xx: that is answered as such. The rest is
// logged once, without what was sent, and answered without a stack trace.
const lastResort: ErrorRequestHandler = (error: { status?: unknown }, req, res, _next) => {
  const fault = faultOf(error);
  if (fault) {
    noteFault(fault, error, { method: req.method, url: req.originalUrl });
    if (res.headersSent) return void res.destroy();
    const { status, retryAfterSeconds, apiError } = FAULT_ANSWERS[fault];
    return refuse(req, res, status, apiError, { "Retry-After": String(retryAfterSeconds) });
  }
  const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) logError(error, { method: req.method, url: req.originalUrl }, requestIdOf(res));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  refuse(req, res, status, status === 500 ? "Internal Server Error" : "Bad request");
};
