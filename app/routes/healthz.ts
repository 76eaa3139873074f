import { sql } from "drizzle-orm";
import { getDb } from "~/services/db.server";
import { readOnlyAction } from "~/utils/http.server";

// For load balancers: 200 when the database answers, 503 otherwise. Never cached.
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok" }, { headers });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}

export const action = readOnlyAction("GET");
