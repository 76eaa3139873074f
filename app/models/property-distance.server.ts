import { sql } from "drizzle-orm";
import { landmarks, properties } from "../../drizzle/schema";
import { DEFAULT_WITHIN, type PropertyFilters } from "~/schemas/filters";
import { roundedMetres, withinMetres } from "./distance.server";

// Listings near a landmark (issue 34, `near` and `within`), measured in SQL (distance.server.ts).

/**
 * The point of the landmark whose slug `near` is, as two scalar subqueries: the database evaluates each once
 * per statement (an InitPlan, read off the slug's unique index), so every query taking the filters can
 * measure from it without looking the landmark up first. An unknown slug is refused before a query is made.
 */
function landmarkPoint(slug: string) {
  const column = (name: "latitude" | "longitude") =>
    sql`(select ${sql.identifier(name)} from ${landmarks} where ${landmarks.slug} = ${slug})`;
  return { latitude: column("latitude"), longitude: column("longitude") };
}

/** Each listing's distance in metres to the `near` landmark (undefined without one). */
export function distanceOf(filters: PropertyFilters) {
  return filters.near ? roundedMetres(properties, landmarkPoint(filters.near)) : undefined;
}

/** The listings within `within` metres (DEFAULT_WITHIN when not given) of the `near` landmark. */
export function nearLandmark(near: string, within = DEFAULT_WITHIN) {
  return withinMetres(properties, landmarkPoint(near), within);
}
