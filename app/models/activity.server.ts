import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type ActivityChanges, adminActivity, districts, inquiries, properties } from "../../drizzle/schema";
import { withinRiyadhDays } from "~/models/riyadh-days.server";
import type { ActivityAction, ActivityEntity, ActivityFilters } from "~/schemas/activity";
import { type Database, getDb, type Transaction } from "~/services/db.server";

// The activity log (issue 16): every admin write records who, when, on what and which fields changed.
// The table is append-only (a trigger refuses UPDATE and DELETE, migration 0010); this module only
// inserts and reads. Model write functions take the acting admin (`actor`) and call `recordActivity`
// with their own transaction, so an entry exists exactly when its change was committed.

/**
 * Who makes a write: the signed-in admin as `requireAdmin` returns it, the system (id null), or an advertiser
 * on their own listings (`advertiserActor`).
 */
export interface Actor {
  id: number | null;
  username: string;
  advertiserId?: number;
}

/** Writes no admin made: the bootstrap admin at start, `npm run admin`, seeds and scripts. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ id: null, username: "system" });

/** An advertiser's own write: logged by their id, under a name that is no personal data (the log outlives them). */
export function advertiserActor(advertiserId: number): Actor {
  return { id: null, username: `advertiser #${advertiserId}`, advertiserId };
}

export interface ActivityEntry {
  actor: Actor;
  entity: ActivityEntity;
  entityId: number;
  action: ActivityAction;
  /** The API's names of the fields an update changed; empty for a create or a delete. */
  fields?: string[];
  /** Their values before and after (`changesOf`). */
  changes?: ActivityChanges;
  /** What the entity was called then: a listing's title, a district's name, an inquirer's name... */
  summary: string;
}

/** Appends one entry; inside a transaction pass its `tx` (PGlite has one connection). */
export async function recordActivity(executor: Database | Transaction, entry: ActivityEntry) {
  await executor.insert(adminActivity).values({
    adminId: entry.actor.id,
    advertiserId: entry.actor.advertiserId ?? null,
    adminUsername: entry.actor.username,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    fields: entry.fields ?? [],
    changes: entry.changes ?? {},
    summary: entry.summary,
  });
}

// Values as the database gives them back (numbers, strings, arrays, dates) compare by their JSON.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys whose values differ between two readings of one row, in the order `keys` gives. */
export function changedFields<Row extends object>(before: Row, after: Row, keys: readonly (keyof Row & string)[]) {
  return keys.filter((key) => !sameValue(before[key], after[key]));
}

// A log entry stays small: a description's 5,000 characters are cut to their start.
const LOGGED_TEXT = 200;
const logged = (value: unknown) =>
  typeof value === "string" && value.length > LOGGED_TEXT
    ? `${value.slice(0, LOGGED_TEXT)}…`
    : value instanceof Date
      ? value.toISOString()
      : (value ?? null);

/** What `fields` were before and after, for the log to show old → new. */
export function changesOf<Row extends object>(before: Row, after: Row, fields: readonly string[]): ActivityChanges {
  const value = (row: Row, field: string) => logged((row as Record<string, unknown>)[field]);
  return Object.fromEntries(fields.map((field) => [field, { from: value(before, field), to: value(after, field) }]));
}

function activityWhere(filters: ActivityFilters): SQL | undefined {
  return and(
    filters.entity === undefined ? undefined : eq(adminActivity.entity, filters.entity),
    filters.action === undefined ? undefined : eq(adminActivity.action, filters.action),
    filters.admin === undefined ? undefined : eq(adminActivity.adminUsername, filters.admin),
    withinRiyadhDays(adminActivity.at, filters.from, filters.to),
  );
}

/** One page of the entries a filter finds, newest first. */
export async function listActivity(filters: ActivityFilters, paging: { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select()
    .from(adminActivity)
    .where(activityWhere(filters))
    .orderBy(desc(adminActivity.at), desc(adminActivity.id))
    .limit(paging.limit)
    .offset(paging.offset);
}
export type ActivityRow = Awaited<ReturnType<typeof listActivity>>[number];

/** How many entries a filter finds. */
export async function countActivity(filters: ActivityFilters = {}) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(adminActivity).where(activityWhere(filters));
  return row?.value ?? 0;
}

/**
 * Which entries' entities still exist (and so have a page to link to): listings, districts and
 * inquiries, by id. Images have no page of their own.
 */
export async function existingEntities(rows: Pick<ActivityRow, "entity" | "entityId">[]) {
  const db = await getDb();
  const idsOf = (entity: ActivityEntity) => [...new Set(rows.filter((row) => row.entity === entity).map((row) => row.entityId))];
  const read = async (table: typeof properties | typeof districts | typeof inquiries, ids: number[]) =>
    ids.length === 0 ? [] : (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);
  const [property, district, inquiry] = await Promise.all([
    read(properties, idsOf("property")),
    read(districts, idsOf("district")),
    read(inquiries, idsOf("inquiry")),
  ]);
  return { property, district, inquiry };
}
