import { count, eq, sql } from "drizzle-orm";
import { adminUsers } from "../../drizzle/schema";
import { recordActivity, SYSTEM_ACTOR } from "~/models/activity.server";
import type { Database } from "~/services/db.server";
import { getDb } from "~/services/db.server";
import { hashPassword, passwordMatches } from "~/services/passwords.server";

/**
 * Creates the admin, or sets a new password when the username exists. Only the system does this (the
 * bootstrap admin at start, `npm run admin`): the log records it as `SYSTEM_ACTOR` (no admin id, "system"),
 * a "create" or an "update" of `password` (a new hash each time, so a same password still counts).
 */
export async function upsertAdmin(username: string, password: string, db?: Database, email: string | null = null) {
  const database = db ?? (await getDb());
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    const [admin] = await tx
      .insert(adminUsers)
      // The address (where new inquiries are announced) is set on creation only; the admin changes it in the Outbox tab.
      .values({ username, password: passwordHash, email })
      .onConflictDoUpdate({ target: adminUsers.username, set: { password: passwordHash } })
      // xmax is 0 for a row this statement inserted, the updating transaction's id for an updated one.
      .returning({ id: adminUsers.id, username: adminUsers.username, inserted: sql<boolean>`(xmax = 0)` });
    const { id, inserted } = admin!;
    await recordActivity(tx, {
      actor: SYSTEM_ACTOR,
      entity: "admin",
      entityId: id,
      action: inserted ? "create" : "update",
      fields: inserted ? [] : ["password"],
      summary: username,
    });
    return { id, username: admin!.username };
  });
}

export async function countAdmins(db: Database) {
  const [row] = await db.select({ value: count() }).from(adminUsers);
  return row?.value ?? 0;
}

export async function adminExists(db: Database, username: string) {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return rows.length > 0;
}

/**
 * The admin for these credentials (null when they are wrong) and whether the username exists (the
 * login throttle counts failures per existing name). Spends the same hashing time for unknown names.
 */
export async function verifyAdminCredentials(username: string, password: string) {
  const db = await getDb();
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  const valid = await passwordMatches(admin?.password, password);
  return { admin: admin && valid ? { id: admin.id, username: admin.username } : null, usernameExists: admin !== undefined };
}
