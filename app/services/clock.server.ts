import { readFileSync } from "node:fs";
import { env } from "./env.server";

// The clock the app reads where the minute matters: kept reads and pages last within the minute of the
// read clock. It is the system's, except in tests, which set it instead of waiting for a minute to turn
// (decision 0076): in process with setClockForTests, and in the built server with TEST_CLOCK, a file
// holding the instant in milliseconds, read again on every call so that every worker sees a change at
// once. config.server.ts refuses TEST_CLOCK unless PUBLIC_ORIGIN is a loopback address.
let fixed: number | null = null;

/** Milliseconds since the epoch, as Date.now(). */
function now() {
  if (fixed !== null) return fixed;
  if (!env.TEST_CLOCK) return Date.now();
  const text = readFileSync(env.TEST_CLOCK, "utf8").trim();
  if (!/^\d{1,15}$/.test(text)) throw new Error("TEST_CLOCK's file does not hold an instant in milliseconds");
  return Number(text);
}

/** Stops the clock at `instant` (milliseconds), or lets it run again with null: for tests in this process. */
export function setClockForTests(instant: number | null) {
  fixed = instant;
}

const MINUTE_MS = 60_000;

/**
 * The instant time-dependent reads compare with (a listing's publication ends at a moment no write
 * marks): now, down to the minute. Kept reads and pages last only within their minute, so such a
 * change is seen within a minute while every read of that minute shares one answer.
 */
export function readClock(at = now()) {
  return new Date(Math.floor(at / MINUTE_MS) * MINUTE_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The read clock's instant `days` days back: where "within the last N days" begins. */
export function daysAgo(days: number) {
  return new Date(readClock().getTime() - days * DAY_MS);
}
