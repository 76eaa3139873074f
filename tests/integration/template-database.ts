import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

// Vitest global set-up of the integration projects: the migrations run once per run, into a template that
// every test file's database is copied from (test-database.ts). A fresh PGlite spends seconds in initdb
// and migrating, once per test file; loading a dump or copying a PostgreSQL template takes a fraction.

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated PGlite database (a tar file), in the "pglite" project. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy, in the "postgres" project. */
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve("drizzle/migrations");

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === "postgres" && serverUrl) {
    const name = `riyadh_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS });
    // A template must have no open connection while it is copied.
    await client.end();
    project.provide("postgresTemplate", name);
    // The test files' copies (test-database.ts) are named after the template, and dropped here, once the
    // tests are done: each DROP DATABASE waits for a checkpoint.
    return async () => {
      const copies = await admin<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${`${name}_`})`;
      for (const { datname } of copies) await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.resolve(`tests/.tmp/pglite-template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  // With the seeded copy the first test file to ask makes of it (test-database.ts).
  return () => {
    rmSync(file, { force: true });
    rmSync(`${file}.seeded`, { force: true });
  };
}
