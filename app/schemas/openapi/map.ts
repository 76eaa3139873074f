import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { FilterFieldsSchema } from "../filters";
import { BAD_QUERY, ok, PUBLIC_CACHE_HEADER, TOO_MANY_SEARCHES } from "./common";

// The map search (issue 34): the search's filters, answered as price pins and clusters.

const MapJson = z
  .object({
    bbox: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }).strict(),
    zoom: z.number().int(),
    markers: z.array(
      z.discriminatedUnion("kind", [
        z
          .object({ kind: z.literal("pin"), id: z.number().int(), latitude: z.number(), longitude: z.number(), price: z.number().int() })
          .strict(),
        z
          .object({
            kind: z.literal("cluster"),
            count: z.number().int(),
            latitude: z.number(),
            longitude: z.number(),
            expansionZoom: z.number().int(),
          })
          .strict(),
      ]),
    ),
  })
  .strict()
  .openapi("MapMarkers");

/** GET /api/map. */
export function registerMap(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/map",
    operationId: "mapMarkers",
    tags: ["public"],
    security: [],
    summary: "The map's price pins and clusters for an area and the filters",
    description:
      "`bbox=west,south,east,north` (degrees) and `zoom` (3 to 18) with the browse filters. Without `bbox`, Riyadh at zoom 11. An area too large for its zoom (over 1,024 px) is drawn at a lower zoom, which the answer names. Pins standing within 48 px of each other at that zoom are one cluster; `expansionZoom` is where it splits.",
    request: { query: FilterFieldsSchema },
    responses: { 200: ok("The markers", MapJson, PUBLIC_CACHE_HEADER), 400: BAD_QUERY, 429: TOO_MANY_SEARCHES },
  });
}
