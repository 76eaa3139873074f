import { describe, expect, it } from "vitest";
import { LruMap } from "~/utils/lru";

describe("LruMap", () => {
  it("drops the least recently used entry beyond maxEntries; get() counts as use, peek() does not", () => {
    const map = new LruMap<number>({ maxEntries: 2, maxSize: Number.POSITIVE_INFINITY });
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(map.peek("b")).toBeUndefined();
    expect(map.peek("a")).toBe(1);
    expect(map.peek("c")).toBe(3);
    map.set("d", 4);
    expect(map.peek("a")).toBeUndefined();
  });

  it("keeps the sizes within maxSize, dropping the oldest first, and counts a replaced entry once", () => {
    const map = new LruMap<string>({ maxSize: 10 });
    map.set("a", "x", 4);
    map.set("b", "y", 4);
    map.set("b", "y2", 5);
    expect(map.peek("a")).toBe("x");
    map.set("c", "z", 2);
    expect(map.peek("a")).toBeUndefined();
    expect(map.peek("b")).toBe("y2");
    expect(map.peek("c")).toBe("z");
    map.delete("b");
    map.set("d", "w", 8);
    expect(map.peek("c")).toBe("z");
    expect(map.peek("d")).toBe("w");
  });

  it("lets go of an entry larger than maxSize at once", () => {
    const map = new LruMap<string>({ maxSize: 10 });
    map.set("small", "s", 3);
    map.set("huge", "h", 11);
    expect(map.peek("huge")).toBeUndefined();
    expect(map.peek("small")).toBeUndefined();
  });
});
