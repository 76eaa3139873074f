// Login throttling: at most MAX_FAILURES failed sign-ins per key within WINDOW_MS; then 429 until
// the oldest failure leaves the window. A success clears the key. Kept in memory: one app process
// serves this product, and a restart forgetting failures is acceptable for this purpose.

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

const failures = new Map<string, number[]>();

function recent(key: string, now: number) {
  const times = (failures.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
  if (times.length > 0) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** The throttle keys of a sign-in: the username, and the client address when a proxy names it. */
export function loginKeys(request: Request, username: string) {
  const keys = [`user:${username.trim().toLowerCase()}`];
  const address = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  if (address) keys.push(`ip:${address}`);
  return keys;
}

/** Seconds to wait before another attempt, or 0 when one is allowed now. */
export function retryAfterSeconds(keys: string[], now = Date.now()) {
  let waitMs = 0;
  for (const key of keys) {
    const times = recent(key, now);
    if (times.length >= MAX_FAILURES) waitMs = Math.max(waitMs, times[0]! + WINDOW_MS - now);
  }
  return Math.ceil(waitMs / 1000);
}

export function recordFailure(keys: string[], now = Date.now()) {
  for (const key of keys) {
    // Bounded memory: past MAX_KEYS the key seen least recently goes first.
    if (!failures.has(key) && failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value!);
    const times = [...recent(key, now), now];
    failures.delete(key);
    failures.set(key, times);
  }
}

export function clearFailures(keys: string[]) {
  for (const key of keys) failures.delete(key);
}
