// Faults outside us (app/services/faults.server.ts) thrown by any loader or action, turned into answers
// in one place: a 503 while the database is away, a 507 when the disk is full, with Retry-After. For
// /api/* the answer is `{"error": "..."}`; for pages a thrown answer that the route's error boundary
// renders in the site's layout, in the page's language (GeneralErrorBoundary). Forms that must keep
// what was typed catch the fault themselves first (notSentBecauseOfFault).
import { data, type ServerBuild } from "@remix-run/node";
import { databaseWentAway } from "../app/services/database-health.server";
import { FAULT_ANSWERS, type Fault, faultCode, faultOf } from "../app/services/faults.server";
import { logger, pathOf } from "../app/services/logger.server";

type DataFunction = (args: { request: Request }) => unknown;

/** The build with each route's loader and action answering faults instead of throwing them. */
export function answeringFaults(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module as { loader?: DataFunction; action?: DataFunction };
      const module = {
        ...route.module,
        ...(loader ? { loader: answering(loader) } : {}),
        ...(action ? { action: answering(action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}

function answering(run: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      const fault = faultOf(error);
      if (!fault) throw error;
      noteFault(fault, error, args.request);
      throw faultAnswer(fault, args.request);
    }
  };
}

/** The database going away is one log line (database-health.server.ts); a full disk one line per refusal. */
export function noteFault(fault: Fault, error: unknown, request: { method: string; url: string }) {
  if (fault === "unavailable") databaseWentAway(error);
  else logger.warn({ event: "storage_full", code: faultCode(error), method: request.method, path: pathOf(request.url) });
}

function faultAnswer(fault: Fault, request: Request) {
  const { status, retryAfterSeconds, apiError } = FAULT_ANSWERS[fault];
  const headers = { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.startsWith("/api/")) return Response.json({ error: apiError }, { status, headers });
  return data({ fault }, { status, headers });
}
