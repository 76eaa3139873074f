/**
 * A map that keeps its most recently used entries: at most `maxEntries` of them, whose sizes (given
 * with each entry, 0 by default) add up to at most `maxSize`. get() marks an entry used; peek() does not.
 */
export class LruMap<V> {
  // Map order is insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(private readonly limits: { maxEntries?: number; maxSize: number }) {}

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  peek(key: string) {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, size = 0) {
    this.delete(key);
    this.entries.set(key, { value, size });
    this.total += size;
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= maxEntries && this.total <= this.limits.maxSize) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
