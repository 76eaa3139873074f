import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import { adminUsers, advertisers, sessions } from "../../drizzle/schema";
import type { AdvertiserType } from "~/schemas/property";
import type { Language } from "~/i18n";
import { getDb } from "~/services/db.server";

// A session dies 7 days after login at the latest, or after 12 idle hours.
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
// last_seen is refreshed at most this often, so reads do not become writes on every request.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionAdmin {
  role: "admin";
  id: number;
  username: string;
}

/** A signed-in advertiser (issue 51): what every page of theirs needs without another query. */
export interface SessionAdvertiser {
  role: "advertiser";
  id: number;
  email: string;
  /** Until their address is verified they can write drafts but submit nothing. */
  emailVerified: boolean;
  slug: string;
  name: string;
  nameAr: string;
  type: AdvertiserType;
  language: Language;
}

/** Who a session belongs to: one of the two roles, each with its own cookie (`services/auth.server.ts`). */
export type SessionAccount = SessionAdmin | SessionAdvertiser;

export type SessionOwner = { role: "admin"; id: number } | { role: "advertiser"; id: number };

export async function createSession(owner: SessionOwner, now = new Date()) {
  const db = await getDb();
  const id = randomBytes(32).toString("hex");
  await db.insert(sessions).values({
    id,
    adminId: owner.role === "admin" ? owner.id : null,
    advertiserId: owner.role === "advertiser" ? owner.id : null,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    lastSeenAt: now,
  });
  return id;
}

/**
 * The account of a live session, or null; an expired or idle session is deleted on sight. A suspended
 * advertiser's sessions are ended when they are suspended; one read meanwhile is refused all the same.
 */
export async function getSessionAccount(sessionId: string, now = new Date()): Promise<SessionAccount | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      adminId: sessions.adminId,
      username: adminUsers.username,
      advertiserId: sessions.advertiserId,
      advertiser: {
        email: advertisers.email,
        emailVerifiedAt: advertisers.emailVerifiedAt,
        slug: advertisers.slug,
        name: advertisers.name,
        nameAr: advertisers.nameAr,
        type: advertisers.type,
        language: advertisers.language,
        status: advertisers.status,
      },
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .leftJoin(advertisers, eq(advertisers.id, sessions.advertiserId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleFor > SESSION_IDLE_MS) {
    await deleteSession(sessionId);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  if (row.adminId !== null && row.username !== null) return { role: "admin", id: row.adminId, username: row.username };
  const advertiser = row.advertiser;
  if (row.advertiserId === null || !advertiser || advertiser.status !== "active") return null;
  const { emailVerifiedAt, status: _status, ...profile } = advertiser;
  return { role: "advertiser", id: row.advertiserId, emailVerified: emailVerifiedAt !== null, ...profile };
}

export async function deleteSession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** An advertiser's live sessions, newest first, for their account page (which can end them). */
export async function listAdvertiserSessions(advertiserId: number) {
  const db = await getDb();
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.advertiserId, advertiserId))
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * Ends an advertiser's sessions: all of them (a password reset, a suspension), or all but the one given (a
 * password change made while signed in), or only `onlyId` (one ended from the account page; another
 * advertiser's id ends nothing).
 */
export async function endAdvertiserSessions(advertiserId: number, which: { except?: string; onlyId?: string } = {}) {
  const db = await getDb();
  const mine = eq(sessions.advertiserId, advertiserId);
  const where = which.onlyId ? and(mine, eq(sessions.id, which.onlyId)) : which.except ? and(mine, ne(sessions.id, which.except)) : mine;
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}

/** Housekeeping: drops sessions that can no longer be used. */
export async function deleteDeadSessions(now = new Date()) {
  const db = await getDb();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(sessions).where(and(gt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
