/**
 * How long the cluster primary waits before replacing a worker, given how many exited in the last
 * minute (this one included): 0.5 s for the first, doubling with each further one, at most 30 s. A
 * worker that dies as it starts is thus never restarted in a tight loop.
 */
export function restartDelay(recentExits: number) {
  return Math.min(30_000, 500 * 2 ** Math.max(0, recentExits - 1));
}
