import { LruMap } from "~/utils/lru";

// Counters of recent events (failed sign-ins, sent messages) per key, in bounded memory. Kept in this
// process: one server process serves a PGlite database, and a restart forgetting counts is acceptable.

/** Counts events per key within a sliding window; refuses once a key reaches `limit` of them. */
export class SlidingWindow {
  // A key keeps at most `limit` times (the newest), so an attacker grows no list; the map keeps the
  // most recently used keys, at most `maxKeys`.
  private readonly times: LruMap<number[]>;

  constructor(readonly options: { limit: number; windowMs: number; maxKeys: number }) {
    this.times = new LruMap({ maxEntries: options.maxKeys, maxSize: Number.POSITIVE_INFINITY });
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

const failuresByClientAndName = new SlidingWindow({ limit: LOGIN_FAILURES_PER_USERNAME, windowMs: LOGIN_WINDOW_MS, maxKeys: 20_000 });
const failuresByClient = new SlidingWindow({ limit: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_WINDOW_MS, maxKeys: 20_000 });
// Only names that exist are counted here, so junk names cannot push a real one out; the window's
// limit only caps the list, the delay grows with the count.
const failuresByName = new SlidingWindow({ limit: 100, windowMs: LOGIN_WINDOW_MS, maxKeys: 1_000 });

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
 * Seconds this client must wait before it may try this username again; 0 when it may now. Only the
 * client's own failures count: someone else's guessing never locks the real administrator out.
 */
export function loginRetryAfterSeconds(attempt: LoginAttempt, now = Date.now()) {
  const keys = keysOf(attempt);
  return Math.ceil(Math.max(failuresByClientAndName.waitMs(keys.pair, now), failuresByClient.waitMs(keys.client, now)) / 1000);
}

/**
 * How long to hold every sign-in for this username: nothing normally; under guessing from many places
 * a delay that doubles every 10 failures past the first 10, at most MAX_SLOWDOWN_MS. The right
 * password still signs in, only more slowly.
 */
export function loginSlowdownMs(username: string, now = Date.now()) {
  const failures = failuresByName.count(keysOf({ client: "", username }).name, now);
  if (failures < SLOWDOWN_AFTER) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** ((failures - SLOWDOWN_AFTER) / 10));
}

export function recordLoginFailure(attempt: LoginAttempt, usernameExists: boolean, now = Date.now()) {
  const keys = keysOf(attempt);
  failuresByClientAndName.record(keys.pair, now);
  failuresByClient.record(keys.client, now);
  if (usernameExists) failuresByName.record(keys.name, now);
}

/** A successful sign-in forgets this client's failures. */
export function clearLoginFailures(attempt: LoginAttempt) {
  const keys = keysOf(attempt);
  failuresByClientAndName.clear(keys.pair);
  failuresByClient.clear(keys.client);
}

/** Messages (inquiries, contact messages) one client may send about one thing within 10 minutes. */
export const MESSAGES_PER_TOPIC = 5;
/** Messages one client may send in all within an hour. */
export const MESSAGES_PER_HOUR = 30;

const messagesByClientAndTopic = new SlidingWindow({ limit: MESSAGES_PER_TOPIC, windowMs: 10 * 60 * 1000, maxKeys: 50_000 });
const messagesByClient = new SlidingWindow({ limit: MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000, maxKeys: 50_000 });

/**
 * Takes a place for one message from `client` about `topic` ("listing:12", "contact"): 0 when it may
 * be sent (and it is counted), else the seconds to wait. Only messages that pass validation ask, so a
 * visitor correcting a typo is not counted twice.
 */
export function takeMessageSlot(client: string, topic: string, now = Date.now()) {
  const address = addressKey(client);
  const pair = `${address} ${topic}`;
  const waitMs = Math.max(messagesByClientAndTopic.waitMs(pair, now), messagesByClient.waitMs(address, now));
  if (waitMs > 0) return Math.ceil(waitMs / 1000);
  messagesByClientAndTopic.record(pair, now);
  messagesByClient.record(address, now);
  return 0;
}
