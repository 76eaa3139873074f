import { describe, expect, it } from "vitest";
import { restartDelay } from "../../server/restart-delay";
import { checkDelay, MAX_CHECK_INTERVAL_MS } from "~/services/database-health.server";
import { DatabaseUnavailableError, faultOf } from "~/services/faults.server";

describe("restartDelay (the cluster primary replacing dead workers)", () => {
  it("doubles with each exit in the last minute from 0.5 s, and stops at 30 s: never a tight loop", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(restartDelay)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe("checkDelay (waiting for the database)", () => {
  it("starts at 100 ms and is never more than a second apart", () => {
    expect([0, 1, 2, 3, 4, 20].map(checkDelay)).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(MAX_CHECK_INTERVAL_MS).toBe(1000);
  });
});

describe("faultOf", () => {
  const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("x"), { code }) });
  it("tells a database that is away and a full disk from every other error, through drizzle's wrapping", () => {
    for (const code of ["ECONNREFUSED", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "08006", "08P01", "57P01", "57P03", "53300"]) {
      expect(faultOf(wrapped(code)), code).toBe("unavailable");
    }
    for (const code of ["ENOSPC", "EDQUOT", "EROFS", "53100"]) expect(faultOf(wrapped(code)), code).toBe("storageFull");
    for (const code of ["23505", "42P01", "EACCES"]) expect(faultOf(wrapped(code)), code).toBeNull();
    expect(faultOf(new DatabaseUnavailableError())).toBe("unavailable");
    expect(faultOf(new Error("plain"))).toBeNull();
    expect(faultOf("text")).toBeNull();
  });
});
