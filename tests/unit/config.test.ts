import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/services/config.server";

const scratchDirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "riyadh-env-"));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("configuration", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({ DATA_DIR: scratch() });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TILE_URL).toContain("{z}");
    expect(env.SESSION_SECRET).toHaveLength(64);
    // Unset: server.ts runs one worker per core on PostgreSQL.
    expect(env.WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({ DATA_DIR: scratch(), WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
  });

  it("keeps a generated session secret in DATA_DIR outside production", () => {
    const dataDir = scratch();
    const first = parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET;
    expect(parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ SESSION_SECRET: "short" }, /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [{ TILE_URL: "ftp://tiles" }, /^Invalid configuration: TILE_URL /],
    [{ SOCIAL_X_URL: "x.com/riyadhoffices" }, /^Invalid configuration: SOCIAL_X_URL must be an https:\/\/ URL/],
    [{ SOCIAL_LINKEDIN_URL: "http://www.linkedin.com/company/x" }, /^Invalid configuration: SOCIAL_LINKEDIN_URL must be an https:\/\/ URL/],
    [{ WEB_CONCURRENCY: "0" }, /^Invalid configuration: WEB_CONCURRENCY /],
    [{ WEB_CONCURRENCY: "two" }, /^Invalid configuration: WEB_CONCURRENCY /],
    [{ ADMIN_USERNAME: "boss" }, /ADMIN_USERNAME and ADMIN_PASSWORD must be set together/],
    [{ NODE_ENV: "production" }, /SESSION_SECRET is required when NODE_ENV=production/],
    [{ TEST_CLOCK: "/tmp/clock", PUBLIC_ORIGIN: "https://offices.example.sa" }, /^Invalid configuration: TEST_CLOCK is for tests only/],
    [{ TEST_CLOCK: "/tmp/clock", PUBLIC_ORIGIN: "http://127.0.0.1.example.sa" }, /^Invalid configuration: TEST_CLOCK is for tests only/],
  ])("refuses %o with one line naming the variable", (source, message) => {
    const attempt = () => parseEnv({ DATA_DIR: scratch(), ...source });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("takes TEST_CLOCK only with a loopback PUBLIC_ORIGIN (the quick start's localhost by default)", () => {
    for (const origin of [undefined, "http://127.0.0.1:3210", "http://[::1]:3000", "http://localhost:8080"]) {
      expect(parseEnv({ DATA_DIR: scratch(), TEST_CLOCK: "/tmp/clock", PUBLIC_ORIGIN: origin }).TEST_CLOCK, origin).toBe("/tmp/clock");
    }
  });

  it("treats blank variables as unset", () => {
    expect(parseEnv({ DATA_DIR: scratch(), DATABASE_URL: "  ", PORT: "" }).PORT).toBe(3000);
  });
});
