import { getTableColumns, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { MIGRATIONS, openTarget, type Target } from "./migration-target";

// The closed sets of app/schemas/enums.ts are written a second time in the migrations' CHECK … IN
// lists, by hand or by drizzle-kit. A value added to one and not the other is refused by the database
// (a 500 at the first save) or let in where the app cannot read it: the migrated database must hold
// exactly the enum's values for every column typed with one.

let target: Target;
let checks: { table: string; definition: string }[];

beforeAll(async () => {
  target = await openTarget();
  await target.migrate(MIGRATIONS);
  checks = await target.query(`select conrelid::regclass::text as "table", pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`);
}, 60_000);

afterAll(async () => {
  await target?.close();
});

/** Every column drizzle/schema.ts types with one of the enums: table, column and the enum's values. */
function enumColumns() {
  return Object.values(schema)
    .flatMap((value) => (is(value, PgTable) ? [value] : []))
    .flatMap((table) => {
      const { name } = getTableConfig(table);
      return Object.values(getTableColumns(table))
        .filter((column) => (column.enumValues?.length ?? 0) > 0)
        .map((column) => ({ table: name, column: column.name, values: column.enumValues! }));
    });
}

/** The values a CHECK constraint on `column` allows, as PostgreSQL prints it: col = ANY (ARRAY['a'::text, …]). */
function allowedValues(definition: string, column: string) {
  const list = new RegExp(`\\(?"?${column}"?\\)? = ANY \\(+ARRAY\\[([^\\]]*)\\]`).exec(definition);
  return list ? [...list[1]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1]!.replaceAll("''", "'")) : undefined;
}

describe("the migrations' CHECK lists", () => {
  it("finds the enum-typed columns of the schema", () => {
    expect(enumColumns().length).toBeGreaterThanOrEqual(10);
  });

  it.each(enumColumns().map((column) => [`${column.table}.${column.column}`, column] as const))(
    "%s allows exactly its enum's values",
    (_, { table, column, values }) => {
      const lists = checks
        .filter((check) => check.table === table)
        .map((check) => allowedValues(check.definition, column))
        .filter((list) => list !== undefined);
      expect(lists, `no CHECK … IN on ${table}.${column}`).toHaveLength(1);
      expect([...lists[0]!].sort()).toEqual([...values].sort());
    },
  );
});
