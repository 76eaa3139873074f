import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { expect } from "vitest";

// Migration tests: a database migrated up to some version, given the rows an older version held, then
// migrated to the newest (PGlite, or a fresh database on TEST_DATABASE_URL in the "postgres" project).

export const MIGRATIONS = path.resolve("drizzle/migrations");

/** A copy of the migrations folder that stops before the bilingual migration. */
export function migrationsUpTo(lastTag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export interface Target {
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const name = `riyadh_migration_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(client);
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.unsafe(text)) as unknown as T[],
    async close() {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
