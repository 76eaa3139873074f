import { randomUUID } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { districts, landmarks } from "../../drizzle/schema";
import { type Actor, changedFields, changesOf, recordActivity } from "~/models/activity.server";
import { getDb, type Transaction } from "~/services/db.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { placeSlug } from "~/utils/district-names";

// What districts and landmarks share as places an admin names in both languages: names no other place
// has, a slug that follows the English name, and every create or update recorded in the activity log.

/** A table of named places: an English and an Arabic name and a unique slug. */
type PlaceTable = typeof districts | typeof landmarks;
type PlaceRow = typeof districts.$inferSelect | typeof landmarks.$inferSelect;
type PlaceEntity = "district" | "landmark";
const ENTITIES: Record<PlaceEntity, PlaceTable> = { district: districts, landmark: landmarks };

/** A create or update: the saved place, or why not (routes answer 409 naming `field`, or 404). */
export type PlaceSaveResult<Row> =
  { status: "saved"; row: Row } | { status: "duplicate"; field: "name" | "nameAr" } | { status: "not-found" };

// The unique index compares exactly; "olaya" beside "Olaya" would only confuse, so an English name is also
// compared without case here (the index still settles any race on the exact name). Two places with one
// Arabic name could not be told apart by Arabic readers, so that is refused too.
async function takenName(table: PlaceTable, input: { name: string; nameAr?: string }, exceptId?: number) {
  const db = await getDb();
  const sameName = sql<boolean>`lower(${table.name}) = lower(${input.name})`;
  const sameArabicName = input.nameAr ? eq(table.nameAr, input.nameAr) : sql`false`;
  const [row] = await db
    .select({ sameName })
    .from(table)
    .where(and(or(sameName, sameArabicName), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (!row) return null;
  return row.sameName ? "name" : "nameAr";
}

// The slug follows the English name; one that another place already has gets this place's id.
async function freeSlug(tx: Transaction, entity: PlaceEntity, name: string, id: number) {
  const table = ENTITIES[entity];
  const slug = placeSlug(entity, name, id);
  const [other] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), ne(table.id, id)))
    .limit(1);
  return other ? `${slug}-${id}` : slug;
}

/** Saves through `write` unless a name is taken; a race the unique index settles reads as the name taken. */
async function saving<Row>(
  table: PlaceTable,
  input: { name: string; nameAr?: string },
  exceptId: number | undefined,
  write: (tx: Transaction) => Promise<PlaceSaveResult<Row>>,
): Promise<PlaceSaveResult<Row>> {
  const taken = await takenName(table, input, exceptId);
  if (taken) return { status: "duplicate", field: taken };
  const db = await getDb();
  try {
    return await db.transaction(write);
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "duplicate", field: "name" };
    throw error;
  }
}

/** Inserts a place and records it; its slug is made once the id is known (an Arabic-only name's needs it). */
export function createPlace<Row extends PlaceRow>(
  actor: Actor,
  entity: PlaceEntity,
  input: Record<string, unknown> & { name: string; nameAr?: string },
): Promise<PlaceSaveResult<Row>> {
  const table = ENTITIES[entity];
  return saving<Row>(table, input, undefined, async (tx) => {
    // Either table's row: the input was read by that table's own schema.
    const values = { ...input, slug: `pending-${randomUUID()}` } as typeof districts.$inferInsert & typeof landmarks.$inferInsert;
    const [inserted] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = inserted!.id;
    const [row] = (await tx
      .update(table)
      .set({ slug: await freeSlug(tx, entity, input.name, id) })
      .where(eq(table.id, id))
      .returning()) as Row[];
    await recordActivity(tx, { actor, entity, entityId: id, action: "create", summary: row!.name });
    return { status: "saved", row: row! };
  });
}

/** Updates a place (a new English name renews its slug); records the fields the input changed, if any. */
export function updatePlace<Row extends PlaceRow>(
  actor: Actor,
  entity: PlaceEntity,
  id: number,
  input: Record<string, unknown> & { name: string; nameAr?: string },
): Promise<PlaceSaveResult<Row>> {
  const table = ENTITIES[entity];
  return saving<Row>(table, input, id, async (tx) => {
    const [before] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as Row[];
    if (!before) return { status: "not-found" };
    const set = { ...input, slug: await freeSlug(tx, entity, input.name, id) } as Partial<typeof table.$inferInsert>;
    const [row] = (await tx.update(table).set(set).where(eq(table.id, id)).returning()) as Row[];
    const fields = changedFields(before, row!, Object.keys(input) as (keyof Row & string)[]);
    if (fields.length > 0) {
      const changes = changesOf(before, row!, fields);
      await recordActivity(tx, { actor, entity, entityId: id, action: "update", fields, changes, summary: row!.name });
    }
    return { status: "saved", row: row! };
  });
}
