import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { NEW_SEARCHES_PER_MINUTE } from "~/utils/request-limits";
import { throttleEvents } from "../../drizzle/schema";
import { type Database, getOpenedDatabase } from "./db.server";

// Counters of recent events (failed sign-ins, sent messages) per key. With PGlite one process serves
// the site, so they live in its bounded memory (a restart forgetting counts is acceptable). On
// PostgreSQL every worker and instance must share one count, so they live in `throttle_events`.

/** Counts events per key within a sliding window, in memory; refuses once a key reaches `limit` of them. */
export class SlidingWindow {
  // A key keeps at most `limit` times (the newest), so an attacker grows no list; the map keeps the
  // most recently used keys, at most `maxKeys`.
  private readonly times: LRUCache<string, number[]>;

  constructor(readonly options: { limit: number; windowMs: number; maxKeys: number }) {
    this.times = new LRUCache({ max: options.maxKeys });
  }

  private recent(key: string, now: number) {
    return (this.times.peek(key) ?? []).filter((time) => now - time < this.options.windowMs);
  }

  count(key: string, now = Date.now()) {
    return this.recent(key, now).length;
  }

  /** Milliseconds until the key may have another event; 0 when it may now. */
  waitMs(key: string, now = Date.now()) {
    const times = this.recent(key, now);
    return times.length >= this.options.limit ? times[times.length - this.options.limit]! + this.options.windowMs - now : 0;
  }

  record(key: string, now = Date.now()) {
    this.times.set(key, [...this.recent(key, now), now].slice(-this.options.limit));
  }

  clear(key: string) {
    this.times.delete(key);
  }
}

interface WindowOptions {
  limit: number;
  windowMs: number;
  maxKeys: number;
}

/** One sliding window, kept in memory or in the database according to the process's database. */
interface CountingWindow {
  name: string;
  options: WindowOptions;
  memory: SlidingWindow;
}

function countingWindow(name: string, options: WindowOptions): CountingWindow {
  return { name, options, memory: new SlidingWindow(options) };
}

/** The operations a throttle needs, over memory or over the database (then inside one transaction). */
interface Counts {
  waitMs(window: CountingWindow, key: string, now: number): Promise<number>;
  count(window: CountingWindow, key: string, now: number): Promise<number>;
  record(window: CountingWindow, key: string, now: number): Promise<void>;
  clear(window: CountingWindow, key: string): Promise<void>;
}

const memoryCounts: Counts = {
  waitMs: (window, key, now) => Promise.resolve(window.memory.waitMs(key, now)),
  count: (window, key, now) => Promise.resolve(window.memory.count(key, now)),
  record: (window, key, now) => Promise.resolve(window.memory.record(key, now)),
  clear: (window, key) => Promise.resolve(window.memory.clear(key)),
};

/** No window is longer: rows older than this are counted by none and may go. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;
let prunedAt = 0;

// Each key keeps at most `limit` rows (the newest), as in memory, and rows past the longest window are
// pruned at most once a minute per process: the table holds at most the last hour's events.
function databaseCounts(db: Database): Counts {
  const rowKey = (window: CountingWindow, key: string) => `${window.name} ${key}`;
  // The times of the key's recent events, oldest first (at most `limit` of them).
  const recent = async (window: CountingWindow, key: string, now: number) => {
    const rows = await db
      .select({ at: throttleEvents.at })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, rowKey(window, key)), gt(throttleEvents.at, now - window.options.windowMs)))
      .orderBy(desc(throttleEvents.at))
      .limit(window.options.limit);
    return rows.map((row) => row.at).reverse();
  };
  return {
    async waitMs(window, key, now) {
      const times = await recent(window, key, now);
      return times.length >= window.options.limit ? times[0]! + window.options.windowMs - now : 0;
    },
    async count(window, key, now) {
      return (await recent(window, key, now)).length;
    },
    async record(window, key, now) {
      const name = rowKey(window, key);
      await db.insert(throttleEvents).values({ key: name, at: now });
      await db.execute(
        sql`delete from throttle_events where ctid in (select ctid from throttle_events where key = ${name} order by at desc offset ${window.options.limit})`,
      );
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await db.delete(throttleEvents).where(lt(throttleEvents.at, now - LONGEST_WINDOW_MS));
      }
    },
    async clear(window, key) {
      await db.delete(throttleEvents).where(eq(throttleEvents.key, rowKey(window, key)));
    },
  };
}

// In memory, decisions run one after another: a decision awaits between reading a count and adding
// to it, and 300 parallel sign-ins must not all read the count before any of them adds to it.
let memoryDecisions: Promise<unknown> = Promise.resolve();

/**
 * Runs one throttle decision, atomically. On PostgreSQL it is one transaction holding an advisory lock
 * on the client's key, so two requests (in any worker or instance) cannot both take the last place
 * for the same client; in memory it waits for the decisions before it.
 */
async function withCounts<T>(lockKey: string, decide: (counts: Counts) => Promise<T>): Promise<T> {
  const { driver, db } = await getOpenedDatabase();
  if (driver !== "postgres") {
    const decision = memoryDecisions.then(() => decide(memoryCounts));
    memoryDecisions = decision.catch(() => {});
    return decision;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    return decide(databaseCounts(tx));
  });
}

/**
 * The key of a client address. An IPv6 client usually holds a whole /64, so its addresses count as
 * one; an IPv4 address is itself.
 */
export function addressKey(address: string) {
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins one client may make for one username within the window. */
export const LOGIN_FAILURES_PER_USERNAME = 10;
/** Failed sign-ins one client may make in all within the window (many usernames from one place). */
export const LOGIN_FAILURES_PER_CLIENT = 30;
/** Failures of one existing username (from anywhere) before sign-ins for it are slowed down. */
export const SLOWDOWN_AFTER = 10;
export const MAX_SLOWDOWN_MS = 2_000;

const failuresByClientAndName = countingWindow("login-pair", {
  limit: LOGIN_FAILURES_PER_USERNAME,
  windowMs: LOGIN_WINDOW_MS,
  maxKeys: 20_000,
});
const failuresByClient = countingWindow("login-client", { limit: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_WINDOW_MS, maxKeys: 20_000 });
// Failures per name, in two windows: names that exist, and names that do not, which are slowed the
// same way (so the delay tells nobody which names exist) but kept apart, so junk names cannot push a
// real one out. The windows' limit only caps the list; the delay grows with the count.
const failuresByName = countingWindow("login-name", { limit: 100, windowMs: LOGIN_WINDOW_MS, maxKeys: 1_000 });
const failuresByUnknownName = countingWindow("login-unknown-name", { limit: 100, windowMs: LOGIN_WINDOW_MS, maxKeys: 10_000 });

interface LoginAttempt {
  /** The client's address (from the socket, or the trusted proxy hops). */
  client: string;
  username: string;
}

function keysOf({ client, username }: LoginAttempt) {
  const address = addressKey(client);
  const name = username.trim().toLowerCase();
  return { client: address, pair: `${address} ${name}`, name };
}

/**
 * Takes a place for one sign-in attempt before its password is checked: 0 when it may go on (it is
 * counted as a failure until clearLoginFailures), else the seconds this client must wait. Taking the
 * place first, in one atomic decision, is what stops a burst of parallel guesses: each one is counted
 * before any password is hashed. Only the client's own attempts count: someone else's guessing never
 * locks the real administrator out.
 */
export function takeLoginSlot(attempt: LoginAttempt, now = Date.now()) {
  const keys = keysOf(attempt);
  return withCounts(keys.client, async (counts) => {
    const waitMs = Math.max(
      await counts.waitMs(failuresByClientAndName, keys.pair, now),
      await counts.waitMs(failuresByClient, keys.client, now),
    );
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    await counts.record(failuresByClientAndName, keys.pair, now);
    await counts.record(failuresByClient, keys.client, now);
    return 0;
  });
}

/**
 * How long to hold every sign-in for this username: nothing normally; under guessing from many places
 * a delay that doubles every 10 failures past the first 10, at most MAX_SLOWDOWN_MS. The right
 * password still signs in, only more slowly.
 */
export function loginSlowdownMs(username: string, now = Date.now()) {
  const { name } = keysOf({ client: "", username });
  return withCounts(name, async (counts) => {
    // A name is in one window or the other, never both.
    const failures = (await counts.count(failuresByName, name, now)) + (await counts.count(failuresByUnknownName, name, now));
    if (failures < SLOWDOWN_AFTER) return 0;
    return Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** ((failures - SLOWDOWN_AFTER) / 10));
  });
}

/** Counts a failed sign-in against its username (the client's count was taken with its place). */
export function recordNameFailure(username: string, usernameExists: boolean, now = Date.now()) {
  const { name } = keysOf({ client: "", username });
  return withCounts(name, (counts) => counts.record(usernameExists ? failuresByName : failuresByUnknownName, name, now));
}

/** A successful sign-in forgets this client's failures. */
export function clearLoginFailures(attempt: LoginAttempt) {
  const keys = keysOf(attempt);
  return withCounts(keys.client, async (counts) => {
    await counts.clear(failuresByClientAndName, keys.pair);
    await counts.clear(failuresByClient, keys.client);
  });
}

/** Messages (inquiries, contact messages) one client may send about one thing within 10 minutes. */
export const MESSAGES_PER_TOPIC = 5;
/** Messages one client may send in all within an hour. */
export const MESSAGES_PER_HOUR = 30;

const messagesByClientAndTopic = countingWindow("message-topic", { limit: MESSAGES_PER_TOPIC, windowMs: 10 * 60 * 1000, maxKeys: 50_000 });
const messagesByClient = countingWindow("message-client", { limit: MESSAGES_PER_HOUR, windowMs: LONGEST_WINDOW_MS, maxKeys: 50_000 });

/**
 * Takes a place for one message from `client` about `topic` ("listing:12", "contact"): 0 when it may
 * be sent (and it is counted), else the seconds to wait. Only messages that pass validation ask, so a
 * visitor correcting a typo is not counted twice.
 */
export function takeMessageSlot(client: string, topic: string, now = Date.now()) {
  const address = addressKey(client);
  const pair = `${address} ${topic}`;
  return withCounts(address, async (counts) => {
    const waitMs = Math.max(await counts.waitMs(messagesByClientAndTopic, pair, now), await counts.waitMs(messagesByClient, address, now));
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    await counts.record(messagesByClientAndTopic, pair, now);
    await counts.record(messagesByClient, address, now);
    return 0;
  });
}

const searchesByClient = new SlidingWindow({ limit: NEW_SEARCHES_PER_MINUTE, windowMs: 60_000, maxKeys: 20_000 });

/**
 * Takes a place for one words search the read cache does not hold (NEW_SEARCHES_PER_MINUTE): 0 when it may
 * run (and it is counted), else the seconds to wait. Counted in this process's memory on either database:
 * it guards what this process asks of the database, and asking the database to count would cost a write
 * per search.
 */
export function takeSearchSlot(client: string, now = Date.now()) {
  const key = addressKey(client);
  const waitMs = searchesByClient.waitMs(key, now);
  if (waitMs > 0) return Math.ceil(waitMs / 1000);
  searchesByClient.record(key, now);
  return 0;
}

// The words search each client has running or waiting last, per process.
const lastSearchOf = new Map<string, Promise<unknown>>();

/**
 * Runs a words search for `client` once the searches it started before have finished: however many
 * connections a client opens, its searches run one at a time, so other visitors' queries get their turns
 * between them. At most NEW_SEARCHES_PER_MINUTE wait, since each first took a place (takeSearchSlot).
 */
export function oneSearchAtATime<T>(client: string, search: () => Promise<T>): Promise<T> {
  const key = addressKey(client);
  const result = (lastSearchOf.get(key) ?? Promise.resolve()).then(search);
  const settled = result.then(
    () => {},
    () => {},
  );
  lastSearchOf.set(key, settled);
  void settled.then(() => {
    if (lastSearchOf.get(key) === settled) lastSearchOf.delete(key);
  });
  return result;
}
