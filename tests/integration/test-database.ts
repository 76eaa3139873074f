import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { inject } from "vitest";
import { upsertAdmin } from "~/models/admins.server";
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
  const serverUrl = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
    useDatabase(handle);
    return handle;
  }
  // Named after the run's template: the run's end drops every copy (template-database.ts), not the file's.
  const template = inject("postgresTemplate");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
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

/**
 * A fresh database prepared as the server prepares it at start (migrations, districts, demo listings),
 * with a signed-in administrator: `cookie` is the Cookie header value of the admin's session.
 */
export async function setupSeededDatabaseWithAdmin(username: string) {
  const handle = await setupTestDatabase();
  await prepareDatabase(handle);
  const { username: name, password } = adminCredentials(username);
  const admin = await upsertAdmin(name, password);
  const cookie = (await startSession(admin)).split(";")[0]!;
  return { handle, cookie };
}
