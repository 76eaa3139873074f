import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { databaseWentAway, stuckWork } from "~/services/database-health.server";
import { getDb } from "~/services/db.server";
import { faultOf } from "~/services/faults.server";
import { logger } from "~/services/logger.server";
import { readOnlyAction } from "~/route-helpers/http.server";

// For load balancers (readiness): 200 when the database answers, 503 otherwise, so the instance is taken
// out while its database is away. `?live=1` (liveness) is 200 while the process gets its work done,
// database or not: a supervisor that restarts on it does not restart an instance that only waits for its
// database, but does replace one whose requests or database calls are stuck far past their time limits
// (stuckWork). Never cached.
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (new URL(request.url).searchParams.has("live")) {
    const stuck = stuckWork();
    if (!stuck) return Response.json({ status: "live" }, { headers });
    logger.error({ event: "process_stuck", work: stuck.kind, stuckMs: stuck.forMs });
    return Response.json({ status: "stuck" }, { status: 503, headers });
  }
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    if (faultOf(error)) databaseWentAway(error);
    return Response.json({ status: "unavailable" }, { status: 503, headers: { ...headers, "Retry-After": "5" } });
  }
}

export const action = readOnlyAction("GET");
