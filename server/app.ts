import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import onHeaders from "on-headers";
import { beginWork } from "../app/services/database-health.server";
import { FAULT_ANSWERS, faultOf } from "../app/services/faults.server";
import { logError, logger, pathOf } from "../app/services/logger.server";
import { MAX_TARGET_LENGTH } from "../app/utils/request-limits";
import { isCrossSite } from "../app/utils/same-origin";
import { documentedMethodsOf } from "../app/schemas/openapi";
import { answeringFaults, noteFault } from "./faults";
import type { PageLookUp } from "../app/entry.server";
import { servePagesFromCache } from "./page-cache";
import { precompressedAssets } from "./precompressed";
import { CROSS_SITE_PAGE, TARGET_TOO_LONG_PAGE } from "./refusal-page";
import { routedPath } from "./routed-path";

/** What the host (server.ts) gives the app: server/index.ts adds the Remix build and its page look-up. */
export interface HostOptions {
  /** What serves the browser's files: the built client (builtClientFiles) or Vite's middleware in development. */
  clientFiles: RequestHandler;
  /** Proxy hops in front of us whose X-Forwarded-For and -Proto headers count (TRUST_PROXY); 0 trusts none. */
  trustProxy: number;
  /** PUBLIC_ORIGIN: the one site this server answers for. */
  publicOrigin: string;
  mode?: string;
}

interface AppOptions extends HostOptions {
  build: ServerBuild;
  /** The kept page for a request, looked up before Remix runs (app/entry.server.tsx). */
  lookUpPage: PageLookUp;
}

// What the app serves. Pages only read and post forms; only the JSON API takes PUT, PATCH and DELETE.
// Any other method (TRACE, OPTIONS, WebDAV's ...) is a 405 naming these.
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const PAGE_METHODS = ["GET", "HEAD", "POST"];
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-proto"];
// Paths whose answers hold admin or personal data (an inquiry's name, email and phone; the CSV exports; an
// advertiser's account and leads), as Remix routes them (routedPath).
const PRIVATE_PATHS = /^\/(admin|api\/admin|account|api\/account)(\/|\.|$)/;

/** The production app: request log, target, method, host and origin checks before Remix, compression, static files, Remix. */
export function createApp({ build, lookUpPage, clientFiles, trustProxy, publicOrigin, mode = "production" }: AppOptions) {
  const site = new URL(publicOrigin);
  const app = express();
  app.disable("x-powered-by");
  // req.ip is then the address `trustProxy` hops back in X-Forwarded-For (the socket's with 0), and
  // req.protocol reads X-Forwarded-Proto only from trusted proxies.
  app.set("trust proxy", trustProxy);
  app.use(requestLog);
  app.use(trackWork);
  app.use(answerAfterTheBody);
  app.use(checkTarget(site));
  app.use(checkMethod);
  app.use(checkHost(site, trustProxy > 0));
  app.use(refuseCrossSite(site));
  app.use(dropTrailingSlash(site));
  app.use(keepPrivateOutOfCaches(site));
  app.use(compression());
  app.use(clientFiles);
  app.use(servePagesFromCache(site, lookUpPage));
  const handleWithRemix = createRequestHandler({
    build: answeringFaults(build),
    mode,
    getLoadContext: (req, res) => ({
      clientAddress: clientAddress(req),
      requestId: requestIdOf(res),
      pageCacheKey: res.locals.pageCacheKey as string | undefined,
    }),
  });
  // The handler passes its own errors to next(); Express 4 ignores the promise it returns.
  app.all("*", (req, res, next) => void handleWithRemix(req, res, next));
  app.use(lastResort);
  return app;
}

/**
 * One address per page: `/about/` and `/property/1/` answer 301 to the path without the slash, query
 * kept (issue 37), rather than serving a second copy that names the other as canonical. The Location
 * is absolute on the site's origin, so a path like `//other.example/` cannot become a redirect off-site.
 */
export function dropTrailingSlash(site: URL): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path === "/" || !req.path.endsWith("/")) return next();
    const path = req.path.replace(/\/+$/, "") || "/";
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.redirect(301, `${site.origin}${path}${search}`);
  };
}

/** The built client's files: hashed assets (precompressed where a copy was made) and the files of public/. */
export function builtClientFiles(clientDir: string): RequestHandler {
  const assets = path.join(clientDir, "assets");
  return express
    .Router()
    .use("/assets", precompressedAssets(assets))
    .use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false, redirect: false }))
    .use(publicFiles(clientDir));
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

/** A refusal a person may meet in a browser: a page in both languages (refusal-page.ts), JSON for the API. */
function refuseWithPage(req: Request, res: Response, status: number, error: string, page: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (wantsJson(req)) res.json({ error });
  else res.type("html").send(page);
}

// How long an answer waits for the rest of a request's body it did not need (nginx's lingering_time is 30 s).
const LINGER_MS = 5_000;

/**
 * An answer given before the request's body has all arrived (a 405, a cross-site 403, Remix's 405 for a
 * page without an action) is held until the body is in, for at most LINGER_MS. Node closes a
 * `Connection: close` socket as soon as the answer is written, and a client still sending its body then
 * gets a reset, which can lose the answer it was sent (nginx's lingering_close avoids the same).
 */
const answerAfterTheBody: RequestHandler = (req, res, next) => {
  // A request without a body (most: every GET) has nothing to wait for.
  if (req.complete || !hasBody(req)) return next();
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (req.complete || req.destroyed) return end(...args);
    const finish = () => {
      clearTimeout(timer);
      req.off("end", finish);
      end(...args);
    };
    const timer = setTimeout(finish, LINGER_MS);
    req.once("end", finish);
    // As Node's own drain of an unread body (IncomingMessage#_dump): a reader that stopped half-way
    // (Remix's body stream, paused when nobody pulls from it) is let go, and the rest is read and dropped.
    req.removeAllListeners("data").resume();
    return res;
  }) as Response["end"];
  next();
};

/** Whether a request has a body to read (RFC 9112 §6.3). */
function hasBody(req: Request) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * A request is work under way for the liveness check (/healthz?live=1) from when it has all arrived
 * (a slow upload is the client's time, not ours) until its answer begins.
 */
const trackWork: RequestHandler = (req, res, next) => {
  let done: (() => void) | null = null;
  let answered = false;
  const finish = () => {
    answered = true;
    done?.();
  };
  onHeaders(res, finish);
  res.once("close", finish);
  const begin = () => {
    if (!answered) done = beginWork("request");
  };
  if (hasBody(req) && !req.complete) req.once("end", begin);
  else begin();
  next();
};

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
      // null: the client left before an answer was sent (res.statusCode would say 200).
      status: res.headersSent ? res.statusCode : null,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  next();
};

/**
 * The request target's forms (RFC 9112 §3.2): origin-form ("/path") goes on; asterisk-form is for
 * `OPTIONS *` alone, answered with what the server takes; absolute-form naming this site is served as
 * its path (and its host is the Host); anything else is a 400. Authority-form (CONNECT) never reaches
 * Express (server.ts answers it). A target longer than MAX_TARGET_LENGTH is a 414 in words, before any
 * answer could repeat it in a header.
 */
function checkTarget(site: URL): RequestHandler {
  return (req, res, next) => {
    const target = req.url;
    if (target.length > MAX_TARGET_LENGTH) {
      return refuseWithPage(req, res, 414, `The address is longer than ${MAX_TARGET_LENGTH} characters`, TARGET_TOO_LONG_PAGE);
    }
    if (target.startsWith("/")) return next();
    if (target === "*") {
      if (req.method !== "OPTIONS") return refuse(req, res, 400, "Bad request target");
      res
        .status(204)
        .set({ Allow: SERVED_METHODS.join(", "), "Cache-Control": "no-store" })
        .end();
      return;
    }
    const url = URL.canParse(target) ? new URL(target) : null;
    if (url?.origin !== site.origin || url.username || url.password) return refuse(req, res, 400, "Bad request target");
    req.url = req.originalUrl = `${url.pathname}${url.search}`;
    req.headers.host = url.host;
    next();
  };
}

const checkMethod: RequestHandler = (req, res, next) => {
  const allowed = req.path.startsWith("/api/") ? SERVED_METHODS : PAGE_METHODS;
  if (allowed.includes(req.method)) return next();
  // An /api path names the methods its route takes (the OpenAPI document's), as the route's own 405 does.
  const documented = req.path.startsWith("/api/") ? documentedMethodsOf(req.path) : null;
  refuse(req, res, 405, "Method not allowed", { Allow: (documented ?? allowed).join(", ") });
};

/** Whether a Host header names the site (its port and letter case as a browser would write them). */
function namesSite(host: string | undefined, site: URL) {
  if (!host || !URL.canParse(`${site.protocol}//${host}`)) return false;
  const url = new URL(`${site.protocol}//${host}`);
  return url.host === site.host && !url.username && !url.password && url.pathname === "/";
}

/**
 * The site answers for its public origin only: every absolute URL it writes comes from PUBLIC_ORIGIN,
 * and a request for another Host (a forged one, "user@evil.example", "a b") is a 400 before anything
 * reads it. X-Forwarded-Host is never read (a proxy passes the Host on); X-Forwarded-For and -Proto
 * are dropped unless a proxy is trusted, so no code further on can mistake what a client wrote there
 * for what a proxy saw. A load balancer's health check may name the instance's own address. Two Host
 * lines are a 400 whatever they name (RFC 9112 §3.2): Node keeps the first and drops the other, which a
 * proxy in front may have read instead.
 */
function checkHost(site: URL, trusted: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.headersDistinct.host && req.headersDistinct.host.length > 1) return refuse(req, res, 400, "Bad request: more than one Host");
    delete req.headers["x-forwarded-host"];
    if (!trusted) for (const header of FORWARDED_HEADERS) delete req.headers[header];
    if (req.path === "/healthz") req.headers.host = site.host;
    if (!namesSite(req.get("host"), site)) return refuse(req, res, 400, `Unknown host: this site is ${site.origin}`);
    next();
  };
}

/**
 * Every write must come from our own pages, on our own scheme. Remix 2 checks this itself, but answers
 * a bare 500 (and logs a stack trace); here the answer is a 403 with a page a person can read, or JSON
 * for the API.
 */
function refuseCrossSite(site: URL): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (!isCrossSite(req.get("origin") ?? null, req.get("referer") ?? null, site.origin)) return next();
    logger.warn({ event: "cross_site_refused", requestId: requestIdOf(res), method: req.method, path: pathOf(req.originalUrl) });
    refuseWithPage(req, res, 403, "Cross-site request refused", CROSS_SITE_PAGE);
  };
}

/**
 * Admin and account pages, the CSV exports and their APIs (their refusals too) are never kept by a browser or a
 * proxy: after logout, Back must not show an inquiry again. Set as the headers go out, over whatever
 * the route said, for every spelling of the path that Remix routes there (`/ADMIN/…`, `/%61dmin/…`,
 * `/x/../admin/…`, the pages' `.data`).
 */
function keepPrivateOutOfCaches(site: URL): RequestHandler {
  return (req, res, next) => {
    if (PRIVATE_PATHS.test(routedPath(req.originalUrl, site))) onHeaders(res, () => res.setHeader("Cache-Control", "no-store"));
    next();
  };
}

// Express's router says a path segment it cannot decode (`/api/properties/%FF`) with a URIError of status 400.
const BROKEN_PATH = "The path has a broken percent-encoding";

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
  refuse(req, res, status, status === 500 ? "Internal Server Error" : error instanceof URIError ? BROKEN_PATH : "Bad request");
};
