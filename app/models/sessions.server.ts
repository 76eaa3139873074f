import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { adminUsers, sessions } from "../../drizzle/schema";
import { getDb } from "~/services/db.server";

// A session dies 7 days after login at the latest, or after 12 idle hours.
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
// last_seen is refreshed at most this often, so reads do not become writes on every request.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionAdmin {
  id: number;
  username: string;
}

export async function createSession(adminId: number, now = new Date()) {
  const db = await getDb();
  const id = randomBytes(32).toString("hex");
  await db.insert(sessions).values({ id, adminId, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS), lastSeenAt: now });
  return id;
}

/** The admin of a live session, or null; an expired or idle session is deleted on sight. */
export async function getSessionAdmin(sessionId: string, now = new Date()): Promise<SessionAdmin | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleFor > SESSION_IDLE_MS) {
    await deleteSession(sessionId);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  return { id: row.id, username: row.username };
}

export async function deleteSession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Housekeeping: drops sessions that can no longer be used. */
export async function deleteDeadSessions(now = new Date()) {
  const db = await getDb();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(sessions).where(and(gt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
