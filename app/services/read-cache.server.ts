import { LRUCache } from "lru-cache";
import { readClock } from "./clock.server";
import { type Database, getDatabase } from "./db.server";
import { faultOf } from "./faults.server";

// Public listing reads (browse and map pages, property pages, GET /api/properties) repeat the same
// queries for every visitor. Their results are kept in memory, stamped with the database's data
// version, which database triggers change on every change to listings, images or districts. Each
// read first checks the version (DatabaseHandle.dataVersion), so a change made by any process, the
// admin, a script or psql, is seen on the very next request: an entry is served only while its
// version is current, and within the minute it was read (readClock in clock.server.ts).
const MAX_ENTRIES = 500;
// Text and byte results (JSON bodies of the API, a district's listings can be hundreds of KB) are also
// counted by length: together they hold at most this many characters or bytes, so odd queries cannot
// fill the memory.
const MAX_SIZE = 32 * 1024 * 1024;

interface Entry {
  version: number;
  minute: number;
  value: Promise<unknown>;
}

/** Starts a costly read, or throws to refuse it (wordSearchAdmission). */
export type ReadGate = <T>(read: () => Promise<T>) => Promise<T>;

// Per database handle: tests open many databases in one process, and their versions overlap.
const caches = new WeakMap<Database, LRUCache<string, Entry>>();

/**
 * The result of `read()` for this key, from memory while no listing, image or district has changed
 * since it was read. Concurrent misses on one key share one read; a failed read is not kept. `gate`,
 * when given, starts the read on a miss: it may throw at once to refuse it, or hold it back (a client's
 * budget of costly reads); a hit, or a read already under way, never passes it.
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>, gate?: ReadGate): Promise<T> {
  const handle = await getDatabase();
  let cache = caches.get(handle.db);
  if (!cache) {
    // An entry weighs 1 until its text or bytes are known.
    cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_SIZE, sizeCalculation: () => 1 });
    caches.set(handle.db, cache);
  }
  let version: number;
  try {
    version = await handle.dataVersion();
  } catch (error) {
    // While the database is away, what this process read before it went is served as it was
    // (docs/deploy.md): listings and pages stay readable, as they were when it went away.
    const held = cache.get(key);
    if (held && faultOf(error)) return held.value as Promise<T>;
    throw error;
  }
  // Looked up after the version: concurrent misses then find the read the first of them started.
  const hit = cache.get(key);
  const minute = readClock().getTime();
  if (hit && hit.version === version && hit.minute === minute) return hit.value as Promise<T>;
  const value = gate ? gate(read) : read();
  const entry: Entry = { version, minute, value };
  cache.set(key, entry);
  value.then(
    (result) => {
      // A text or byte result is weighed by its length once it is known.
      const size = typeof result === "string" ? result.length : result instanceof Uint8Array ? result.byteLength : undefined;
      if (size === undefined || cache.peek(key) !== entry) return;
      // Set again to be weighed: lru-cache keeps the old size when the same value is set over itself.
      cache.delete(key);
      cache.set(key, entry, { size: Math.max(1, size) });
    },
    () => {
      if (cache.peek(key) === entry) cache.delete(key);
    },
  );
  return value;
}
