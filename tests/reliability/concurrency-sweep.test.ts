// Issue 48: nothing a visitor sends can hang the site. Every write route, forms and API, 40 times in
// parallel from 40 clients, all at once, started right as the servers' read clock turns a minute (when
// every read kept in memory is stale and is read again, inside or around the writes' transactions),
// against the built server on PGlite (one process, one connection) and on PostgreSQL (two workers, a
// pool each). Each answer is a success, a redirect, or a refusal in words (4xx, or 503 with
// Retry-After); afterwards every process answers /healthz within a second, liveness holds, and no
// connection is left idle in a transaction.
import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ADVERTISER } from "~/services/config.server";
import { districtInput, inquiryInput, listingInput } from "../factories";
import { cookiesOf, send, type RawAnswer } from "./http-client";
import { killAllServers, type ServerProcess, startServer, TEST_ADMIN } from "./server";
import { seededTarget } from "./seeded-target";
import { MINUTE_MS, testClock } from "./test-clock";

afterAll(killAllServers);

const PARALLEL = 40;
// 720 writes at once, password checks among them, take a single PGlite process on a busy 2-core machine
// over a minute to work through: an answer must come, late or not, and the longest is reported.
const ANSWER_WITHIN_MS = 150_000;

interface Target {
  label: string;
  server: ServerProcess;
  cleanup: () => Promise<void>;
  databaseUrl?: string;
  admin: string;
  listingId: number;
  inquiryId: number;
  /** The demo advertiser's session, one of their listings with photos, one of its photos and one of their leads (issue 51). */
  advertiser: string;
  ownListingId: number;
  ownImageId: number;
  ownLeadId: number;
}

const targets: Target[] = [];
// The servers' read clock (TEST_CLOCK): the test turns its minute just before each burst.
const clock = testClock();

async function openTarget(label: string, serverUrl: string): Promise<Target> {
  const fresh = await seededTarget(`sweep_${label.toLowerCase()}`, serverUrl);
  // A database call around a transaction fails loudly here rather than waiting (database-calls.server.ts).
  const server = await startServer(fresh.target, {
    env: { CHECK_TRANSACTIONS: "1", ...clock.env, ...(serverUrl ? { WEB_CONCURRENCY: "2" } : {}) },
  });
  const json = (body: unknown) => ({
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.1" },
    body: JSON.stringify(body),
  });
  const login = await send(`${server.url}/api/admin/login`, json(TEST_ADMIN));
  expect(login.status).toBe(200);
  const listingId = (JSON.parse((await send(`${server.url}/api/properties?limit=1`)).body) as { id: number }[])[0]!.id;
  const inquiry = await send(`${server.url}/api/inquiries`, json({ propertyId: listingId, ...inquiryInput() }));
  expect(inquiry.status).toBe(201);
  const accountLogin = await send(
    `${server.url}/api/account/login`,
    json({ email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password }),
  );
  expect(accountLogin.status).toBe(200);
  const advertiser = cookiesOf(accountLogin);
  const own = JSON.parse((await send(`${server.url}/api/account/properties`, { headers: { Cookie: advertiser } })).body) as {
    id: number;
    live: boolean;
  }[];
  const withPhotos = await Promise.all(
    own.map(async ({ id }) => {
      const answer = await send(`${server.url}/api/account/properties/${id}`, { headers: { Cookie: advertiser } });
      return { id, imageList: (JSON.parse(answer.body) as { imageList: { id: number }[] }).imageList };
    }),
  );
  const ownListing = withPhotos.find((listing) => listing.imageList.length > 1)!;
  // A lead on one of their listings on the site: the one their lead note's writes go to.
  const lead = await send(`${server.url}/api/inquiries`, json({ propertyId: own.find((listing) => listing.live)!.id, ...inquiryInput() }));
  expect(lead.status).toBe(201);
  const ownLead = JSON.parse(lead.body) as { id: number };
  return {
    label,
    server,
    cleanup: fresh.cleanup,
    databaseUrl: "databaseUrl" in fresh.target ? fresh.target.databaseUrl : undefined,
    admin: cookiesOf(login),
    listingId,
    inquiryId: (JSON.parse(inquiry.body) as { id: number }).id,
    advertiser,
    ownListingId: ownListing.id,
    ownImageId: ownListing.imageList[0]!.id,
    ownLeadId: ownLead.id,
  };
}

beforeAll(async () => {
  targets.push(await openTarget("PGlite", ""));
  if (process.env.TEST_DATABASE_URL) targets.push(await openTarget("PostgreSQL", process.env.TEST_DATABASE_URL));
}, 180_000);

afterAll(async () => {
  for (const target of targets) {
    await target.server.stop();
    await target.cleanup();
  }
  clock.remove();
});

type Body = { form: Record<string, string> } | { json: unknown };
interface WriteRoute {
  method: string;
  path: (target: Target) => string;
  body: (index: number, target: Target) => Body;
  signedIn?: boolean;
  /** As the demo advertiser (their own listing's routes). */
  advertiser?: boolean;
}

const contact = { firstName: "Sara", lastName: "Ali", phone: "+966 50 123 4567", subject: "Office tour", message: "I would like a tour." };
// Eight addresses follow the same search near a landmark: the probe's reproduction of the hang.
const follower = (index: number) => `follower${index % 8}@example.com`;

// An advertiser's new listing: the editor's fields without what is not theirs (their profile, its state).
const ownListing = (index: number) => {
  const {
    lifecycle: _state,
    featured: _featured,
    advertiserName: _name,
    advertiserNameAr: _nameAr,
    ...input
  } = listingInput({
    title: `Sweep own office ${index}`,
  }) as Record<string, unknown>;
  return input;
};

/** Every write route of the site, with input that reaches its model (and some that is refused). */
const WRITE_ROUTES: Record<string, WriteRoute> = {
  "search alert": {
    method: "POST",
    path: () => "/alerts",
    body: (index) => ({ form: { email: follower(index), search: "near=kafd&within=2000", language: "en", redirectTo: "/" } }),
  },
  "search alert, Arabic": {
    method: "POST",
    path: () => "/alerts?lng=ar",
    body: (index) => ({ form: { email: follower(index), search: "district=Olaya&maxPrice=200000", language: "ar", redirectTo: "/" } }),
  },
  newsletter: {
    method: "POST",
    path: () => "/newsletter",
    body: (index) => ({ form: { email: follower(index), consent: "on", redirectTo: "/" } }),
  },
  "inquiry form": {
    method: "POST",
    path: (target) => `/property/${target.listingId}`,
    body: (index) => ({ form: { ...inquiryInput(), email: `visitor${index}@example.com` } }),
  },
  "inquiry API": {
    method: "POST",
    path: () => "/api/inquiries",
    body: (index) => ({ json: { ...inquiryInput(), email: `api${index}@example.com`, propertyId: 1 } }),
  },
  contact: { method: "POST", path: () => "/contact", body: (index) => ({ form: { ...contact, email: `contact${index}@example.com` } }) },
  "sign-in form": {
    method: "POST",
    path: () => "/admin/login",
    body: (index) => ({ form: { username: TEST_ADMIN.username, password: `wrong-${index}` } }),
  },
  "sign-in API": {
    method: "POST",
    path: () => "/api/admin/login",
    body: (index) => ({ json: { username: `nobody${index}`, password: "wrong-password" } }),
  },
  theme: { method: "POST", path: () => "/resources/theme", body: () => ({ form: { theme: "dark", redirectTo: "/" } }) },
  saved: { method: "POST", path: () => "/saved", body: () => ({ form: { intent: "add", propertyId: "1", redirectTo: "/" } }) },
  "stop an alert": { method: "POST", path: () => "/alerts/manage", body: (index) => ({ form: { token: `no-such-token-${index}` } }) },
  "inquiry note (API)": {
    method: "PATCH",
    path: (target) => `/api/admin/inquiries/${target.inquiryId}`,
    body: (index) => ({ json: { note: `Called back, round ${index}`, status: index % 2 ? "contacted" : "new" } }),
    signedIn: true,
  },
  "new district (API)": {
    method: "POST",
    path: () => "/api/admin/districts",
    body: (index) => ({ json: districtInput({ name: `Sweep District ${index}`, nameAr: `حي ${index}` }) }),
    signedIn: true,
  },
  "new landmark (API)": {
    method: "POST",
    path: () => "/api/admin/landmarks",
    body: (index) => ({
      json: { name: `Sweep Landmark ${index}`, nameAr: `معلم ${index}`, kind: "mall", latitude: 24.7, longitude: 46.7 },
    }),
    signedIn: true,
  },
  "listing lifecycle (API)": {
    method: "PATCH",
    path: (target) => `/api/admin/properties/${target.listingId}`,
    body: (index) => ({ json: { lifecycle: index % 2 ? "withdrawn" : "published" } }),
    signedIn: true,
  },
  "listing lifecycle (one-tap form)": {
    method: "POST",
    path: (target) => `/admin/dashboard/properties/${target.listingId}/lifecycle?q=sweep`,
    body: (index) => ({ form: { lifecycle: index % 2 ? "withdrawn" : "published" } }),
    signedIn: true,
  },
  "inquiry status (form)": {
    method: "POST",
    path: (target) => `/admin/dashboard/inquiries/${target.inquiryId}`,
    body: (index) => ({ form: { status: index % 2 ? "contacted" : "new" } }),
    signedIn: true,
  },
  "own listing (API)": {
    method: "POST",
    path: () => "/api/account/properties",
    body: (index) => ({ json: { ...ownListing(index), intent: index % 2 ? "submit" : "draft" } }),
    advertiser: true,
  },
  "own listing saved (API)": {
    method: "PATCH",
    path: (target) => `/api/account/properties/${target.ownListingId}`,
    body: (index) => ({ json: { intent: index % 2 ? "submit" : "draft", price: 100_000 + index } }),
    advertiser: true,
  },
  "own listing withdrawn or resubmitted (API)": {
    method: "PATCH",
    path: (target) => `/api/account/properties/${target.ownListingId}`,
    body: (index) => ({ json: { intent: index % 2 ? "withdraw" : "submit" } }),
    advertiser: true,
  },
  "own listing withdrawn or resubmitted (list's form)": {
    method: "POST",
    path: (target) => `/account/listings/${target.ownListingId}/lifecycle`,
    body: (index) => ({ form: { intent: index % 2 ? "withdraw" : "submit" } }),
    advertiser: true,
  },
  "own lead note (API)": {
    method: "PATCH",
    path: (target) => `/api/account/inquiries/${target.ownLeadId}`,
    body: (index) => ({ json: { note: `Called back, round ${index}`, status: index % 2 ? "contacted" : "new" } }),
    advertiser: true,
  },
  "own image order (API)": {
    method: "PATCH",
    path: (target) => `/api/account/images/${target.ownImageId}`,
    body: (index) => ({ json: { orderIndex: index % 3 } }),
    advertiser: true,
  },
  "own image moved (editor's buttons)": {
    method: "POST",
    path: (target) => `/account/listings/${target.ownListingId}/edit`,
    body: (index, target) => ({ form: { intent: `${index % 2 ? "move-up" : "move-down"}:${target.ownImageId}` } }),
    advertiser: true,
  },
  "new district (form)": {
    method: "POST",
    path: () => "/admin/dashboard/districts/new",
    body: (index) => ({ form: { name: `Sweep Form District ${index}`, nameAr: `حي نموذج ${index}`, latitude: "24.7", longitude: "46.7" } }),
    signedIn: true,
  },
};

interface Outcome {
  route: string;
  target: string;
  answer?: RawAnswer;
  error?: string;
  ms: number;
}

async function sweep(target: Target, route: string, spec: WriteRoute, index: number): Promise<Outcome> {
  const body = spec.body(index, target);
  const headers: Record<string, string> = {
    Origin: target.server.url,
    // A client of its own for each request (the server trusts one proxy hop, as behind nginx).
    "X-Forwarded-For": `203.0.113.${index + 1}`,
    "Content-Type": "form" in body ? "application/x-www-form-urlencoded" : "application/json",
    ...(spec.signedIn ? { Cookie: target.admin } : spec.advertiser ? { Cookie: target.advertiser } : {}),
  };
  const started = performance.now();
  try {
    const answer = await send(`${target.server.url}${spec.path(target)}`, {
      method: spec.method,
      headers,
      body: "form" in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
      timeoutMs: ANSWER_WITHIN_MS,
    });
    return { route, target: target.label, answer, ms: performance.now() - started };
  } catch (error) {
    return { route, target: target.label, error: String(error), ms: performance.now() - started };
  }
}

/** A 4xx or 503 says what happened: a page or a JSON error, never an empty body or a stack trace. */
function inWords(answer: RawAnswer) {
  if (answer.status < 400) return true;
  if (answer.status >= 500 && answer.status !== 503) return false;
  if (answer.status === 503 && !answer.headers["retry-after"]) return false;
  return answer.body.trim().length > 0 && !/\bat .+\.(js|ts):\d+/.test(answer.body);
}

/**
 * Connections left idle inside a transaction. The moment between two statements of one still running (the
 * outbox sender claiming the burst's mail) does not count: a connection counts once it has waited a
 * second, and the count must fall to 0 within 5 s, before the server's own 15 s limit would end a leak.
 */
async function idleInTransaction(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const [row] = await admin<{ idle: number }[]>`
        select count(*)::int as idle from pg_stat_activity
        where datname = ${database} and state like 'idle in transaction%' and state_change < now() - interval '1 second'`;
      if (row!.idle === 0 || Date.now() > deadline) return row!.idle;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await admin.end();
  }
}

it.each([["PGlite"], ["PostgreSQL"]])(
  `every write route ${PARALLEL} times at once, right as the read clock turns a minute, leaves every process answering (%s)`,
  async (label) => {
    const target = targets.find((candidate) => candidate.label === label);
    if (!target) return; // PostgreSQL without TEST_DATABASE_URL
    // Kept reads and pages are stamped with their minute: all of them are stale from here on.
    clock.set(clock.instant + MINUTE_MS);
    const outcomes = await Promise.all(
      Object.entries(WRITE_ROUTES).flatMap(([route, spec]) =>
        Array.from({ length: PARALLEL }, (_, index) => sweep(target, route, spec, index)),
      ),
    );

    const byStatus = new Map<string, number>();
    for (const { answer } of outcomes) {
      const key = answer ? String(answer.status) : "no answer";
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const longest = outcomes.reduce((worst, outcome) => (outcome.ms > worst.ms ? outcome : worst));
    const idle = target.databaseUrl ? await idleInTransaction(target.databaseUrl) : 0;
    console.info(
      `concurrency sweep (${label}): ${outcomes.length} requests; answers ${JSON.stringify(Object.fromEntries(byStatus))}; ` +
        `longest ${Math.round(longest.ms)} ms (${longest.route}); idle in transaction afterwards: ${idle}`,
    );

    const unanswered = outcomes.filter((outcome) => !outcome.answer).map((outcome) => `${outcome.route}: ${outcome.error}`);
    expect(unanswered).toEqual([]);
    const wordless = outcomes
      .filter((outcome) => !inWords(outcome.answer!))
      .map((outcome) => `${outcome.route}: ${outcome.answer!.status} ${outcome.answer!.body.slice(0, 200)}`);
    expect(wordless).toEqual([]);
    // Each route did its work for some clients: input that reaches the model, not only refusals.
    for (const route of Object.keys(WRITE_ROUTES).filter((name) => !/sign-in|stop an alert/.test(name))) {
      const succeeded = outcomes.filter((outcome) => outcome.route === route && outcome.answer!.status < 400);
      expect(succeeded.length, `${route}: no request succeeded`).toBeGreaterThan(0);
    }
    expect(idle, "connections left idle in a transaction").toBe(0);

    // Every process answers at once: with two workers, enough requests that each gets some.
    for (let round = 0; round < 6; round++) {
      const started = performance.now();
      const ready = await fetch(`${target.server.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      expect(ready.status, "readiness").toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expect((await fetch(`${target.server.url}/healthz?live=1`, { signal: AbortSignal.timeout(1_000) })).status).toBe(200);
    expect((await fetch(`${target.server.url}/about`, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
  },
  ANSWER_WITHIN_MS + 90_000,
);
