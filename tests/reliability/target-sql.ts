import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import type { ServerTarget } from "./server";

/**
 * Runs SQL on a test's database from outside the server, for what no request can do (moving a row's
 * time back). PGlite's files belong to one process: its server must be stopped first.
 */
export async function runSql(target: ServerTarget, statement: string) {
  if ("databaseUrl" in target) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await client.unsafe(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const client = new PGlite(path.join(target.dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    await client.exec(statement);
  } finally {
    await client.close();
  }
}

/** Reads rows from a test's database from outside the server (PGlite: its server stopped first). */
export async function querySql<Row = Record<string, unknown>>(target: ServerTarget, statement: string): Promise<Row[]> {
  if ("databaseUrl" in target) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return (await client.unsafe(statement)) as unknown as Row[];
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(path.join(target.dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.close();
  }
}
