import { parseEnvOrExit } from "./config.server";

export { DEFAULT_ADMIN, type Env } from "./config.server";

// Validated once at start: a bad value stops the process with one line naming it.
export const env = parseEnvOrExit(process.env);
