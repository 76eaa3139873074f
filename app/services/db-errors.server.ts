// SQLSTATE codes the models turn into ordinary answers (404, 409) instead of 500s.
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

/** The SQLSTATE of a database error: postgres.js and PGlite put it on the error; drizzle may wrap it as the cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  return postgresErrorCode((error as { cause?: unknown }).cause);
}
