import { extendZodWithOpenApi, type ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { NEW_SEARCHES_PER_MINUTE } from "../../utils/request-limits";

// What every part of the OpenAPI document (index.ts) writes its answers with: dates, the error body, the
// headers and the errors many operations share. Every module of the document imports this one, so zod knows
// .openapi() before any of them calls it.
extendZodWithOpenApi(z);

export const dateTime = z.string().datetime({ offset: true });
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ErrorSchema = z
  .object({
    error: z.string().openapi({ description: "What went wrong, in English", example: "Property not found" }),
    fieldErrors: z.record(z.array(z.string())).optional().openapi({ description: "Each invalid field's messages" }),
  })
  .strict()
  .openapi("Error");

export const DeletedJson = z.object({ id: z.number().int(), deleted: z.literal(true) }).strict();

export const idParam = (name: string) =>
  z.object({
    [name]: z
      .string()
      .regex(/^\d{1,10}$/)
      .openapi({ example: "1" }),
  });

// Headers every answer of a kind carries; `required` so the contract test checks they are there.
export const PUBLIC_CACHE_HEADER = {
  "Cache-Control": { schema: { type: "string" as const, enum: ["public, max-age=30, stale-while-revalidate=60"] }, required: true },
};
export const NO_STORE_HEADER = { "Cache-Control": { schema: { type: "string" as const, enum: ["no-store"] }, required: true } };
export const TOTAL_COUNT_HEADER = {
  "X-Total-Count": { description: "How many match, on every page", schema: { type: "string" as const, pattern: "^\\d+$" }, required: true },
};
export const RETRY_AFTER_HEADER = {
  "Retry-After": { description: "Seconds to wait", schema: { type: "string" as const, pattern: "^\\d+$" }, required: true },
};

export const jsonBody = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
export const ok = (description: string, schema: z.ZodTypeAny, headers: ResponseConfig["headers"] = NO_STORE_HEADER): ResponseConfig => ({
  description,
  headers,
  ...jsonBody(schema),
});
// Errors come from the app and from the server in front of it (403, 413): no header is promised.
export const error = (description: string, headers?: ResponseConfig["headers"]): ResponseConfig => ({
  description,
  headers,
  ...jsonBody(ErrorSchema),
});

export const BAD_INPUT = error("Invalid input: `fieldErrors` names each field");
export const BAD_QUERY = error("A parameter it cannot read, each named in `error`");
export const NOT_SIGNED_IN = error("Not signed in as an administrator");
export const CROSS_SITE = error("A write from another site");
export const TOO_LARGE = error("The body is too large");
export const NOT_JSON = error("The body is not JSON");
export const jsonWrite = { 403: CROSS_SITE, 413: TOO_LARGE, 415: NOT_JSON };
export const session = [{ session: [] }];
// Words searches the server does not hold cost it a read of every match: a client may start so many.
export const TOO_MANY_SEARCHES = error(
  `Too many new word searches (\`q\`) from this client: at most ${NEW_SEARCHES_PER_MINUTE} a minute per server process, one at a time; \`Retry-After\` says when. Searches already made (by anyone) are never refused`,
  { ...RETRY_AFTER_HEADER, ...NO_STORE_HEADER },
);
