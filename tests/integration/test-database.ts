import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { upsertAdmin } from "~/models/admins.server";
import { ensureSeedImages } from "~/models/seed.server";
import { prepareDatabase } from "~/models/setup.server";
import { startSession } from "~/services/auth.server";
import { type DatabaseHandle, openDatabase, useDatabase } from "~/services/db.server";
import { adminCredentials } from "../factories";

/**
 * A fresh, migrated database for one test file, installed as the process database so models use it:
 * in-memory PGlite by default, a new database on TEST_DATABASE_URL's server in the "postgres" project.
 * Both start as a copy of the run's migrated template (template-database.ts).
 */
export async function setupTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = postgresServer();
  return serverUrl ? copyOnServer(serverUrl, inject("postgresTemplate")) : loadPglite(inject("pgliteTemplate"));
}

/**
 * A fresh database prepared as the server prepares it at start (migrations, districts, demo listings),
 * installed as the process database. A copy of a seeded template that the run's first file to ask makes:
 * seeding took 4 to 8 s per file on PostgreSQL, a copy a fraction of a second.
 */
export async function setupSeededDatabase(): Promise<DatabaseHandle> {
  const serverUrl = postgresServer();
  const handle = serverUrl ? await seededCopyOnServer(serverUrl) : await seededPglite();
  // The demo's image files live in the shared DATA_DIR, which another file's test may have emptied.
  await ensureSeedImages();
  return handle;
}

async function seededCopyOnServer(serverUrl: string) {
  const template = `${inject("postgresTemplate")}_seeded`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // The other worker may be making it: one at a time, and the second finds it made.
    await admin`select pg_advisory_lock(hashtext(${template}))`;
    const [made] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!made) {
      await admin.unsafe(`create database ${template} template ${inject("postgresTemplate")}`);
      const seeding = await openDatabase({ url: databaseUrl(serverUrl, template) });
      await prepareDatabase(seeding);
      // A template must have no open connection while it is copied.
      await seeding.close();
    }
  } finally {
    await admin.end();
  }
  return copyOnServer(serverUrl, template);
}

async function seededPglite() {
  const dump = `${inject("pgliteTemplate")}.seeded`;
  if (!existsSync(dump)) {
    const seeding = await loadPglite(inject("pgliteTemplate"));
    await prepareDatabase(seeding);
    const tar = await (seeding.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await seeding.close();
    // Written whole, then renamed: the other worker may be reading it, or writing its own.
    writeFileSync(`${dump}.${process.pid}`, Buffer.from(await tar.arrayBuffer()));
    renameSync(`${dump}.${process.pid}`, dump);
  }
  return loadPglite(dump);
}

async function loadPglite(dump: string) {
  const handle = await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(dump)]) });
  useDatabase(handle);
  return handle;
}

async function copyOnServer(serverUrl: string, template: string): Promise<DatabaseHandle> {
  // Named after the run's template: the run's end drops every copy (template-database.ts), not the file's.
  const name = `${inject("postgresTemplate")}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  useDatabase(handle);
  return {
    ...handle,
    // No DROP DATABASE here: it waits for a checkpoint, which took up to 25 s on a busy disk, inside the
    // time of a test that closes a second database.
    async close() {
      await handle.close();
      await admin.end();
    },
  };
}

/** The address of database `name` on the server `serverUrl` names. */
function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function postgresServer() {
  return process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
}

/**
 * A fresh database prepared as the server prepares it at start (migrations, districts, demo listings),
 * with a signed-in administrator: `cookie` is the Cookie header value of the admin's session.
 */
export async function setupSeededDatabaseWithAdmin(username: string) {
  const handle = await setupSeededDatabase();
  const { username: name, password } = adminCredentials(username);
  const admin = await upsertAdmin(name, password);
  const cookie = (await startSession(admin)).split(";")[0]!;
  return { handle, cookie };
}
