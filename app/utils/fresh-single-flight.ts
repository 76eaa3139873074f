/**
 * Shares calls of `run` among concurrent callers without ever answering a caller with a call that began
 * before it asked. A caller that arrives while a call is under way waits for it to end and shares the
 * next one, started then for everyone who arrived in the meantime. So under load there is at most one
 * call under way and one waiting, however many callers ask, and each answer is as fresh as one call
 * made at the moment of asking.
 */
export function freshSingleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  // A call starts only when none is under way, so the one that ends is always `current`.
  const start = () => {
    current = run().finally(() => {
      current = undefined;
    });
    return current;
  };
  const ignore = () => {};
  return () => {
    if (!current) return start();
    next ??= current.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
