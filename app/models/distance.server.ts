import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// Distances on both databases in plain SQL (PGlite has no PostGIS): the haversine formula on a sphere of
// the Earth's mean radius, with a bounding box on the indexed latitude and longitude before it
// (docs/decisions/0034-landmark-distances.md has the error bound).
export const EARTH_RADIUS_METRES = 6_371_008.8;

type Value = SQL | AnyColumn | number;
export interface SqlPoint {
  latitude: Value;
  longitude: Value;
}

/** The great-circle distance in metres between two points (SQL expressions, columns or numbers), as a double. */
export function haversineMetres(a: SqlPoint, b: SqlPoint): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_METRES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${b.latitude}::float8 - ${a.latitude}::float8) / 2), 2)
    + cos(radians(${a.latitude}::float8)) * cos(radians(${b.latitude}::float8))
      * power(sin(radians(${b.longitude}::float8 - ${a.longitude}::float8) / 2), 2)))))`;
}

/** The same distance rounded to whole metres, as the API and the pages give it. */
export function roundedMetres(a: SqlPoint, b: SqlPoint): SQL<number> {
  return sql<number>`round(${haversineMetres(a, b)})::int4`.mapWith(Number);
}

/**
 * True for the points whose columns lie within `metres` of `centre`: first the box around the circle on
 * the sphere (a latitude band the B-tree index reads, and the longitude span at the centre's latitude,
 * asin(sin(d/R) / cos φ), which holds the whole circle), then the exact haversine test on what it leaves.
 */
export function withinMetres(columns: { latitude: AnyColumn; longitude: AnyColumn }, centre: SqlPoint, metres: number): SQL {
  const angle = metres / EARTH_RADIUS_METRES;
  const latitudeSpan = sql`degrees(${angle}::float8)`;
  const longitudeSpan = sql`degrees(asin(least(1, sin(${angle}::float8) / cos(radians(${centre.latitude}::float8)))))`;
  return sql`(${columns.latitude} between ${centre.latitude}::float8 - ${latitudeSpan} and ${centre.latitude}::float8 + ${latitudeSpan}
    and ${columns.longitude} between ${centre.longitude}::float8 - ${longitudeSpan} and ${centre.longitude}::float8 + ${longitudeSpan}
    and ${haversineMetres(columns, centre)} <= ${metres}::float8)`;
}
