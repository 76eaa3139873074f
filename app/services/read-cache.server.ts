import { eq } from "drizzle-orm";
import { dataVersion } from "../../drizzle/schema";
import { type Database, getDb } from "./db.server";

// Public listing reads (browse and map pages, property pages, GET /api/properties) repeat the same
// queries for every visitor. Their results are kept in memory, stamped with data_version, which
// database triggers raise on every change to listings, images or districts. Each read first looks
// the version up (one primary-key row), so a change made by any process, the admin, a script or
// psql, is seen on the very next request: an entry is served only while its version is current.
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

// Per database handle: tests open many databases in one process, and their versions overlap.
const caches = new WeakMap<Database, Map<string, Entry>>();

async function currentVersion(db: Database) {
  const [row] = await db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * The result of `read()` for this key, from memory while no listing, image or district has changed
 * since it was read. Concurrent misses on one key share one read; a failed read is not kept.
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const db = await getDb();
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const version = await currentVersion(db);
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Map order is insertion order: re-inserting marks the entry most recently used.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = read();
  const entry = { version, value };
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
