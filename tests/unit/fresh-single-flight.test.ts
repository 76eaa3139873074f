import { describe, expect, it } from "vitest";
import { freshSingleFlight } from "~/utils/fresh-single-flight";

/** A call whose answer is the number of calls made when it began, and that ends only when told. */
function controlledCalls() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  const run = () => {
    const number = ++calls;
    return new Promise<number>((resolve, reject) => pending.push({ resolve: () => resolve(number), reject }));
  };
  const settle = async (how: "resolve" | "reject" = "resolve") => {
    const call = pending.shift()!;
    if (how === "resolve") call.resolve();
    else call.reject(new Error("query failed"));
    // Let the chained reactions start the next call.
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  };
  return { run, settle, calls: () => calls };
}

describe("freshSingleFlight", () => {
  it("answers callers that arrive during a call with one later call, never with the one under way", async () => {
    const { run, settle, calls } = controlledCalls();
    const ask = freshSingleFlight(run);
    const first = ask();
    const during = [ask(), ask(), ask()];
    expect(calls()).toBe(1);
    await settle();
    expect(await first).toBe(1);
    expect(calls()).toBe(2);
    await settle();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
  });

  it("starts a new call for a caller that arrives when none is under way", async () => {
    const { run, settle, calls } = controlledCalls();
    const ask = freshSingleFlight(run);
    const first = ask();
    await settle();
    expect(await first).toBe(1);
    const later = ask();
    expect(calls()).toBe(2);
    await settle();
    expect(await later).toBe(2);
  });

  it("passes a failure to the callers of that call only", async () => {
    const { run, settle } = controlledCalls();
    const ask = freshSingleFlight(run);
    const failing = ask();
    const during = ask();
    await settle("reject");
    await expect(failing).rejects.toThrow("query failed");
    await settle();
    expect(await during).toBe(2);
  });
});
