import { AsyncLocalStorage } from "node:async_hooks";
import pLimit from "p-limit";
import { beginWork } from "./database-health.server";

// Two rules for every database call (issue 48), so that nothing a visitor sends can hang the site:
// 1. Inside a transaction, the database is reached only through that transaction. A query through the
//    process's handle would wait for a second connection while the transaction holds one: with PGlite's
//    single connection it waits forever, and on PostgreSQL 40 parallel requests hold every pooled
//    connection while each waits for another. When checked, the handle refuses such a call at once.
// 2. No call waits without bound: PostgreSQL ends a statement or an idle transaction after
//    DATABASE_CALL_LIMIT_MS (connectionTimeLimits), and a PGlite call still waiting for the connection
//    then is dropped before it runs (oneAtATime). Either way the visitor gets the 503 in words.

/** How long a statement may run, a transaction sit idle, or a PGlite call wait for the connection. */
export const DATABASE_CALL_LIMIT_MS = 15_000;

/** PostgreSQL's own limits, set on every connection. */
export const connectionTimeLimits = {
  statement_timeout: DATABASE_CALL_LIMIT_MS,
  idle_in_transaction_session_timeout: DATABASE_CALL_LIMIT_MS,
};

/** A query went around the transaction it runs in (rule 1): a bug in the caller, never a visitor's fault. */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super("A database call inside a transaction went through the process's handle: pass the transaction to it instead");
  }
}

/** A PGlite call waited DATABASE_CALL_LIMIT_MS for the connection and was dropped without running (rule 2). */
export class DatabaseBusyError extends Error {
  readonly code = "DATABASE_BUSY";
  constructor() {
    super("The database did not become free in time; the call was not run");
  }
}

// Set for the callback of a transaction begun through a checked handle. `open` turns false when the
// transaction ends: work it started and left running may use the handle afterwards.
const transactionScope = new AsyncLocalStorage<{ open: boolean }>();

function refuseInsideTransaction() {
  if (transactionScope.getStore()?.open) throw new QueryOutsideTransactionError();
}

interface Transactional<Tx, Config> {
  transaction<T>(work: (tx: Tx) => Promise<T>, config?: Config): Promise<T>;
}

/**
 * Rule 1 on a database handle: `db.transaction` marks its callback's async context, and the driver's
 * entry points (the methods named) refuse a call made from inside it. Tracking async contexts slows
 * every promise of the process (Node 20's AsyncLocalStorage: 2 to 3 times on a promise-bound
 * micro-benchmark), so production runs unchecked unless CHECK_TRANSACTIONS asks (the tests do).
 */
export function checkTransactions<Tx, Config, Driver extends object>(
  db: Transactional<Tx, Config>,
  driver: Driver,
  entryPoints: (keyof Driver)[],
) {
  const transaction = db.transaction.bind(db);
  db.transaction = <T>(work: (tx: Tx) => Promise<T>, config?: Config) =>
    transaction((tx) => {
      const scope = { open: true };
      return transactionScope.run(scope, () => work(tx)).finally(() => (scope.open = false));
    }, config);
  for (const name of entryPoints) {
    const method = driver[name] as (...args: unknown[]) => unknown;
    driver[name] = ((...args: unknown[]) => {
      refuseInsideTransaction();
      return method.apply(driver, args);
    }) as Driver[keyof Driver];
  }
}

/** Rule 1 for a call the app makes on the driver itself (the data version, the health probe). */
export function outsideTransactions<T>(call: () => T): T {
  refuseInsideTransaction();
  return call();
}

/**
 * Rule 2 for PGlite, whose one connection takes one call (a query, or a whole transaction) at a time:
 * the named methods queue here, and a call still queued after `limitMs` is refused with
 * DatabaseBusyError and never runs (so a 503 "nothing was saved" is true). While a call runs, it is work
 * under way for the liveness check (database-health.server.ts): one that never ends marks the process
 * as stuck, and a supervisor replaces it.
 */
export function oneAtATime<Driver extends object>(driver: Driver, methods: (keyof Driver)[], limitMs = DATABASE_CALL_LIMIT_MS) {
  const queue = pLimit(1);
  for (const name of methods) {
    const method = driver[name] as (...args: unknown[]) => Promise<unknown>;
    driver[name] = ((...args: unknown[]) => {
      let state: "waiting" | "running" | "dropped" = "waiting";
      const call = queue(async () => {
        if (state === "dropped") return undefined;
        state = "running";
        const done = beginWork("database");
        try {
          return await method.apply(driver, args);
        } finally {
          done();
        }
      });
      const dropped = new Promise<never>((_, reject) => {
        const timer = setTimeout(() => {
          if (state !== "waiting") return;
          state = "dropped";
          reject(new DatabaseBusyError());
        }, limitMs);
        const stopTimer = () => clearTimeout(timer);
        call.then(stopTimer, stopTimer);
      });
      return Promise.race([call, dropped]);
    }) as Driver[keyof Driver];
  }
}
