import { type Database, getDatabase } from "./db.server";

// Public listing reads (browse and map pages, property pages, GET /api/properties) repeat the same
// queries for every visitor. Their results are kept in memory, stamped with the database's data
// version, which database triggers change on every change to listings, images or districts. Each
// read first checks the version (DatabaseHandle.dataVersion), so a change made by any process, the
// admin, a script or psql, is seen on the very next request: an entry is served only while its
// version is current.
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

// Per database handle: tests open many databases in one process, and their versions overlap.
const caches = new WeakMap<Database, Map<string, Entry>>();

/**
 * The result of `read()` for this key, from memory while no listing, image or district has changed
 * since it was read. Concurrent misses on one key share one read; a failed read is not kept.
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const handle = await getDatabase();
  let entries = caches.get(handle.db);
  if (!entries) caches.set(handle.db, (entries = new Map()));
  const version = await handle.dataVersion();
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
