// Kept pages served before Remix routes the request or runs a loader (app/services/page-cache.server.ts
// says what a page is kept under; entry.server.tsx's lookUpPage finds it). A miss hands its key to the
// renderer, which keeps what it renders; a hit costs a data-version check and a hash, or a 304 when the
// browser already holds the page. To a browser that takes brotli it goes out compressed, compressed once.
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { PageLookUp } from "../app/entry.server";
import { logError } from "../app/services/logger.server";
import { namesEtag, notModifiedHeaders, PAGE_CACHE_CONTROL } from "../app/utils/revalidation";

// Paths that are never documents Remix renders: the API, the admin, resource routes (files with a dot
// in their last segment, .data included) and the routes that only answer forms or serve files.
const NOT_A_PAGE = /^\/(api|admin|uploads|locales|resources|healthz)(\/|$)|\.[^/]*$/;

export function servePagesFromCache(site: URL, lookUpPage: PageLookUp): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_A_PAGE.test(req.path)) return next();
    Promise.resolve()
      .then(() => lookUpPage(asFetchRequest(req, site)))
      .then((found) => {
        if (!found.body) {
          if (found.key) res.locals.pageCacheKey = found.key;
          return next();
        }
        res.setHeader("X-Page-Cache", "hit");
        if (namesEtag(req.get("if-none-match"), found.etag)) return void res.status(304).set(notModifiedHeaders(found.etag)).end();
        res.status(200).set(Object.fromEntries(found.headers)).set({ "Cache-Control": PAGE_CACHE_CONTROL, ETag: found.etag });
        // The compression middleware leaves an answer with a coding as it is, and says Vary: Accept-Encoding.
        if (found.coding) res.setHeader("Content-Encoding", found.coding);
        res.send(found.body);
      })
      // The cache only saves work: a request it cannot read (a header Fetch refuses) is Remix's to answer.
      .catch((error: unknown) => {
        logError(error, { method: req.method, url: req.originalUrl }, res.locals.requestId as string);
        next();
      });
  };
}

/** The request as the loaders would see it: language, theme and cookies, and who is visiting (views). */
function asFetchRequest(req: ExpressRequest, site: URL) {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
  return new Request(new URL(req.originalUrl, site), { headers });
}
