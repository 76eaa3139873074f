// Kept pages and reads last within the minute of the read clock (app/services/read-cache.server.ts).
/**
 * Waits, when the minute is nearly over, for the next one to begin. A kept page's key holds the minute
 * of the read clock (page-cache.server.ts), so a test that expects a second request to be a hit must
 * not straddle the turn of a minute (CI once saw a miss there).
 */
export async function awayFromMinuteTurn(marginMs = 20_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
