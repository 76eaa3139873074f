// The built server's clock for kept reads and pages, set by the test (TEST_CLOCK, app/services/clock.server.ts):
// a page kept in one request is still kept in the next, and a minute turns only when the test turns it.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const MINUTE_MS = 60_000;

/** A clock file standing at `instant` (by default half a minute into the present one); pass `env` to startServer. */
export function testClock(instant = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS / 2) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "riyadh-clock-"));
  const file = path.join(dir, "now");
  const clock = {
    env: { TEST_CLOCK: file },
    /** The instant the server shows now. */
    instant,
    /** Moves the clock to `at`; the server's next read sees it (written whole, then renamed into place). */
    set(at: number) {
      writeFileSync(`${file}.next`, String(at));
      renameSync(`${file}.next`, file);
      clock.instant = at;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  clock.set(instant);
  return clock;
}
