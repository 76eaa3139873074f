import { adminExists, countAdmins, upsertAdmin } from "~/models/admins.server";
import { seedOnStart } from "~/models/seed.server";
import type { DatabaseHandle } from "~/services/db.server";
import { DEFAULT_ADMIN, env } from "~/services/env.server";

export class StartupError extends Error {}

/**
 * Runs once at start, after migrations: the bootstrap admin, the districts and landmarks and, when asked
 * for (DEMO_DATA: `npm run demo`, the tests), the demo listings on an empty database. A real site's first
 * start shows no made-up offices. In production an empty admin table without ADMIN_USERNAME/ADMIN_PASSWORD
 * stops the start.
 */
export async function prepareDatabase(handle: DatabaseHandle, demo = env.DEMO_DATA) {
  await ensureBootstrapAdmin(handle);
  await seedOnStart(handle.db, demo);
}

async function ensureBootstrapAdmin({ db }: DatabaseHandle) {
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = env;
  if (ADMIN_USERNAME && ADMIN_PASSWORD) {
    // Only created when missing: a password changed later (npm run admin) is not reset at each start.
    if (!(await adminExists(db, ADMIN_USERNAME))) await upsertAdmin(ADMIN_USERNAME, ADMIN_PASSWORD, db, bootstrapEmail());
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  if (env.NODE_ENV === "production") {
    throw new StartupError(
      "No admin exists: set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 characters) for the first start in production.",
    );
  }
  await upsertAdmin(DEFAULT_ADMIN.username, DEFAULT_ADMIN.password, db, bootstrapEmail());
  console.info(`Created the development admin "${DEFAULT_ADMIN.username}" with password "${DEFAULT_ADMIN.password}".`);
}

/**
 * Where the first admin's notifications of new inquiries go: ADMIN_EMAIL, or outside production a reserved
 * example address, so the quick start's inquiry shows its notification in the Outbox tab (issue 35).
 */
function bootstrapEmail() {
  return env.ADMIN_EMAIL ?? (env.NODE_ENV === "production" ? null : DEFAULT_ADMIN.email);
}
