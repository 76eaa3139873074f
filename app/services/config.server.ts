import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { exitWith } from "./logger.server";

const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The site's own page on a network (the footer links it); unset, the footer shows no link to that network. */
const socialUrl = z
  .string()
  .url("must be an https:// URL of the site's page on that network")
  // zod runs a refinement after a failed .url() too: only parse what is a URL.
  .refine((value) => !URL.canParse(value) || new URL(value).protocol === "https:", "must be an https:// URL")
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address to listen on; unset listens on every interface. */
  HOST: z.string().min(1).optional(),
  /** How many proxies in front of the server add to X-Forwarded-For; 0 trusts the header not at all. */
  TRUST_PROXY: z.coerce.number().int("must be a whole number of proxy hops").min(0).max(10).default(0),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Worker processes on PostgreSQL (server.ts); unset means one per core. PGlite always runs one. */
  WEB_CONCURRENCY: z.coerce.number().int("must be a whole number of workers").min(1).max(64).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_USERNAME: z.string().trim().min(3, "must be at least 3 characters").max(64).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(256).optional(),
  /** The site's address as visitors reach it: every absolute URL is built from it, and no other Host is served. */
  PUBLIC_ORIGIN: z
    .string()
    .url("must be a URL such as https://offices.example.sa")
    .refine((value) => /^https?:$/.test(new URL(value).protocol), "must be an http:// or https:// URL")
    .refine(
      (value) => new URL(value).origin.length >= value.replace(/\/$/, "").length,
      "must be an origin only, with no path, query or user",
    )
    .optional(),
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, "must be an http(s) URL template with {z}, {x} and {y}")
    .default(DEFAULT_TILE_URL),
  SOCIAL_X_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
  SOCIAL_INSTAGRAM_URL: socialUrl,
  /** The mail server (smtp:// or smtps://, user and password in the URL); unset, mail is written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.sa:587")
    .optional(),
  /** The sender of every message; unset, no-reply at PUBLIC_ORIGIN's host. */
  MAIL_FROM: z.string().trim().email("must be an email address such as no-reply@offices.example.sa").optional(),
  /** The bootstrap admin's address for notifications of new inquiries (set with ADMIN_USERNAME on first start). */
  ADMIN_EMAIL: z.string().trim().email("must be an email address").optional(),
  /**
   * At most this many inquiry notifications to one admin address an hour (a burst of inquiries cannot flood
   * an inbox; the last one says so, the rest wait in the dashboard's inbox).
   */
  /**
   * 1: a database call made inside a transaction but around it fails at once (app/services/database-calls.server.ts).
   * Always on outside production; costly (every promise is tracked), so production asks for it only in tests.
   */
  CHECK_TRANSACTIONS: z.enum(["0", "1"], { message: "must be 0 or 1" }).optional(),
  /**
   * A file holding the instant the app's clock shows, in milliseconds (app/services/clock.server.ts): the tests
   * set it instead of waiting for a minute to turn. Refused unless PUBLIC_ORIGIN is a loopback address.
   */
  TEST_CLOCK: z.string().min(1).optional(),
  NOTIFICATIONS_PER_HOUR: z.coerce.number().int("must be a whole number").min(1).max(1_000_000).default(10),
  /**
   * Whether the first start on an empty database adds the demo's made-up offices (`npm run demo` sets it).
   * Unset, a site starts with the districts and landmarks (real places) and no listings.
   */
  DEMO_DATA: z
    .enum(["1", "true", "0", "false"], { message: "must be 1 or 0" })
    .default("0")
    .transform((value) => value === "1" || value === "true"),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; DATA_DIR: string; PUBLIC_ORIGIN: string; MAIL_FROM: string };

export class ConfigError extends Error {}

// Blank variables count as unset, so `DATABASE_URL=` in a shell means "use PGlite".
function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

/** Validates the environment; throws a ConfigError whose message is one line naming the bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(withoutBlanks(source));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  if (Boolean(parsed.ADMIN_USERNAME) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together");
  }
  if (!parsed.SESSION_SECRET && parsed.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration: SESSION_SECRET is required when NODE_ENV=production");
  }
  // The quick start's address unless told otherwise; an origin has no trailing slash.
  const origin = new URL(parsed.PUBLIC_ORIGIN ?? `http://localhost:${parsed.PORT}`);
  if (parsed.TEST_CLOCK && !isLoopback(origin.hostname)) {
    throw new ConfigError("Invalid configuration: TEST_CLOCK is for tests only, with PUBLIC_ORIGIN on a loopback address");
  }
  return {
    ...parsed,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? persistedSecret(dataDir),
    PUBLIC_ORIGIN: origin.origin,
    MAIL_FROM: parsed.MAIL_FROM ?? `no-reply@${origin.hostname}`,
  };
}

// localhost, 127.0.0.0/8 or [::1]: a site visitors reach is never on one.
const isLoopback = (hostname: string) => hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/** The validated environment, or one JSON log line naming the bad variable and exit code 1. */
export function parseEnvOrExit(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    exitWith({ event: "invalid_configuration", message: error.message });
  }
}

// Outside production a secret is generated once and kept, so sessions survive restarts.
export function persistedSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The development defaults for the bootstrap admin; printed whenever they are used. */
export const DEFAULT_ADMIN = { username: "admin", password: "riyadh-admin-2026", email: "admin@example.com" } as const;

/**
 * The demo's advertiser (issue 51), made with the demo listings: a broker who owns some of them and has one
 * waiting in the review queue, so a newcomer can try both sides. Printed next to the admin's login.
 */
export const DEMO_ADVERTISER = {
  email: "landlord@example.com",
  password: "riyadh-landlord-2026",
  name: "Dar Al Majd Property Brokers",
  nameAr: "دار المجد للوساطة العقارية",
  type: "broker",
  falLicenseNumber: "1200067890",
  phone: "0551234567",
  whatsapp: "0551234567",
} as const;
