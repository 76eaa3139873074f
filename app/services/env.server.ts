import { ConfigError, parseEnv, type Env } from "./config.server";

export { DEFAULT_ADMIN, type Env } from "./config.server";

// Validated once at start: a bad value stops the process with one line naming it.
function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export const env = loadEnv();
