import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { databaseWentAway } from "~/services/database-health.server";
import { getDb } from "~/services/db.server";
import { faultOf } from "~/services/faults.server";
import { readOnlyAction } from "~/utils/http.server";

// For load balancers (readiness): 200 when the database answers, 503 otherwise, so the instance is taken
// out while its database is away. `?live=1` (liveness) is 200 whenever the process serves requests at
// all, database or not: a supervisor that restarts on it does not restart an instance that only waits.
// Never cached.
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (new URL(request.url).searchParams.has("live")) return Response.json({ status: "live" }, { headers });
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
