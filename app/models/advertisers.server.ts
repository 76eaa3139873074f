import { randomBytes } from "node:crypto";
import { eq, like, or, sql } from "drizzle-orm";
import { advertisers } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import type { AdvertiserType } from "~/schemas/property";
import { postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { type Database, getDb, type Transaction } from "~/services/db.server";
import { hashPassword, passwordMatches } from "~/services/passwords.server";

// Advertisers' accounts (issue 51, decision 0074): owners, brokers and developers who list their own spaces.
// An address is one account whatever its letter case (a unique index on lower(email)).

/** What anyone may read of an advertiser: their public page shows it, and their own profile adds the rest. */
export const publicProfileColumns = {
  id: advertisers.id,
  slug: advertisers.slug,
  name: advertisers.name,
  nameAr: advertisers.nameAr,
  type: advertisers.type,
  phone: advertisers.phone,
  whatsapp: advertisers.whatsapp,
  falLicenseNumber: advertisers.falLicenseNumber,
};

/** The address as accounts store and compare it. */
export function normalEmail(email: string) {
  return email.trim().toLowerCase();
}

/**
 * The advertiser for these credentials (null when they are wrong), whether the address has an account (the
 * sign-in throttle counts failures per existing name), and whether it is suspended (told only to one who gave
 * its right password). Spends the same hashing time for unknown addresses.
 */
export async function verifyAdvertiserCredentials(email: string, password: string) {
  const db = await getDb();
  const [advertiser] = await db
    .select({ id: advertisers.id, password: advertisers.password, status: advertisers.status })
    .from(advertisers)
    .where(eq(sql`lower(${advertisers.email})`, normalEmail(email)))
    .limit(1);
  const valid = await passwordMatches(advertiser?.password, password);
  return {
    advertiser: advertiser && valid ? { id: advertiser.id, suspended: advertiser.status === "suspended" } : null,
    usernameExists: advertiser !== undefined,
  };
}

/** An address that already has an account (sign-up answers as if it did not: decision 0074). */
export class EmailTakenError extends Error {
  constructor() {
    super("This address already has an account");
    this.name = "EmailTakenError";
  }
}

export interface NewAdvertiser {
  email: string;
  password: string;
  type: AdvertiserType;
  name: string;
  nameAr: string;
  language: Language;
  phone?: string;
  whatsapp?: string;
  falLicenseNumber?: string;
  /** Set by the demo and tests only: a real sign-up is verified through its mailed link. */
  emailVerifiedAt?: Date | null;
}

/** A public page's address from the name: Latin letters and digits, then a number when taken (`slugFor`). */
export function slugBase(name: string) {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
  return base || "advertiser";
}

async function slugFor(tx: Database | Transaction, name: string) {
  const base = slugBase(name);
  const taken = await tx
    .select({ slug: advertisers.slug })
    .from(advertisers)
    .where(or(eq(advertisers.slug, base), like(advertisers.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates an advertiser's account (unverified unless told otherwise); throws EmailTakenError for a known
 * address. Two sign-ups of one name at once may pick the same slug: the later one then takes a random suffix.
 */
export async function createAdvertiser(input: NewAdvertiser, db?: Database) {
  const database = db ?? (await getDb());
  const passwordHash = await hashPassword(input.password);
  const insert = (slug: (tx: Transaction) => Promise<string>) =>
    database.transaction(async (tx) => {
      const [row] = await tx
        .insert(advertisers)
        .values({
          email: input.email.trim(),
          password: passwordHash,
          type: input.type,
          name: input.name,
          nameAr: input.nameAr,
          language: input.language,
          phone: input.phone ?? "",
          whatsapp: input.whatsapp ?? "",
          falLicenseNumber: input.falLicenseNumber ?? "",
          emailVerifiedAt: input.emailVerifiedAt ?? null,
          slug: await slug(tx),
        })
        .returning({ id: advertisers.id, slug: advertisers.slug });
      return row!;
    });
  const name = input.name || input.nameAr;
  try {
    return await insert((tx) => slugFor(tx, name));
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    if (await emailHasAccount(database, input.email)) throw new EmailTakenError();
    return insert(() => Promise.resolve(`${slugBase(name)}-${randomBytes(3).toString("hex")}`));
  }
}

export async function emailHasAccount(db: Database, email: string) {
  const rows = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(sql`lower(${advertisers.email})`, normalEmail(email)))
    .limit(1);
  return rows.length > 0;
}
