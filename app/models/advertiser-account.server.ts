import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { accountTokens, advertisers, outbox, properties, sessions } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import { advertiserActor, recordActivity } from "~/models/activity.server";
import { createAdvertiser, EmailTakenError, normalEmail, publicProfileColumns } from "~/models/advertisers.server";
import { accountExistsMail, emailChangeNoticeMail, passwordResetMail, verificationMail } from "~/models/mail-messages.server";
import { queueConfirmation } from "~/models/outbox.server";
import type { Profile, Signup } from "~/schemas/account";
import { postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { type Database, getDb, type Transaction } from "~/services/db.server";
import { hashPassword, passwordMatches } from "~/services/passwords.server";

// An advertiser's own account (issue 51, decision 0074): sign-up, the mailed links that verify an address or
// reset a password, the profile, a change of address or password, and leaving. A mailed link's token is 32
// random bytes (base64url); only its SHA-256 is stored, and using it deletes the row, so a link works once.
// Every mail is queued in the transaction of what causes it, in the advertiser's language, and at most
// RECEIPTS_PER_DAY of a kind go to one address a day (outbox.server.ts), so none of these forms floods an inbox.

export const VERIFY_LINK_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

type Purpose = (typeof accountTokens.$inferSelect)["purpose"];

export function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link's token for `purpose`; an older unused link of that purpose stops working (only the newest does). */
async function issueToken(tx: Transaction, advertiserId: number, purpose: Purpose, email: string, validMs: number) {
  const token = randomBytes(32).toString("base64url");
  await tx.delete(accountTokens).where(and(eq(accountTokens.advertiserId, advertiserId), eq(accountTokens.purpose, purpose)));
  // Expired links of anyone's go too: nothing else deletes them.
  await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now()`));
  await tx.insert(accountTokens).values({
    id: tokenHash(token),
    advertiserId,
    purpose,
    email,
    expiresAt: sql`now() + make_interval(secs => ${validMs / 1000}::double precision)`,
  });
  return token;
}

async function queueVerification(tx: Transaction, advertiser: { id: number; email: string; language: Language }, change = false) {
  const token = await issueToken(tx, advertiser.id, "verify_email", advertiser.email, VERIFY_LINK_MS);
  return queueConfirmation(tx, {
    kind: "account_verification",
    recipient: advertiser.email,
    language: advertiser.language,
    ...(await verificationMail(token, advertiser.language, change)),
  });
}

/**
 * Creates an unverified advertiser and queues the link that verifies their address. An address that already
 * has an account creates nothing: its owner gets a note instead (sign in, or reset the password), and the
 * caller answers exactly as for a new account.
 */
export async function signUpAdvertiser(input: Signup, language: Language) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    try {
      const { id } = await createAdvertiser({ ...input, language }, tx);
      await queueVerification(tx, { id, email: input.email, language });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const owner = await accountByEmail(tx, input.email);
      await queueConfirmation(tx, {
        kind: "account_verification",
        recipient: owner?.email ?? input.email,
        language: owner?.language ?? language,
        ...(await accountExistsMail(owner?.language ?? language)),
      });
    }
  });
}

async function accountByEmail(executor: Database | Transaction, email: string) {
  const [row] = await executor
    .select({ id: advertisers.id, email: advertisers.email, language: advertisers.language, status: advertisers.status })
    .from(advertisers)
    .where(eq(sql`lower(${advertisers.email})`, normalEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Sends the verification link again (the account page's button), for an address not yet verified. */
export async function resendVerification(advertiserId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: advertisers.id, email: advertisers.email, language: advertisers.language, verified: advertisers.emailVerifiedAt })
      .from(advertisers)
      .where(eq(advertisers.id, advertiserId));
    if (!row || row.verified) return false;
    return queueVerification(tx, row);
  });
}

/** The link's row while it works (the GET page shows its button only then); nothing is used up. */
export async function usableToken(token: string, purpose: Purpose) {
  const db = await getDb();
  const [row] = await db
    .select({ advertiserId: accountTokens.advertiserId, email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, tokenHash(token)), eq(accountTokens.purpose, purpose), gt(accountTokens.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Takes the link (it works once): its row, or null when it is unknown, used or expired. */
async function takeToken(tx: Transaction, token: string, purpose: Purpose) {
  const [row] = await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.id, tokenHash(token)), eq(accountTokens.purpose, purpose), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ advertiserId: accountTokens.advertiserId, email: accountTokens.email });
  return row ?? null;
}

/**
 * Uses a verification link: the address it was sent to is verified and becomes the account's (a change of
 * address takes effect only now). "taken" when another account took that address meanwhile.
 */
export async function verifyEmailToken(token: string): Promise<"verified" | "invalid" | "taken"> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const row = await takeToken(tx, token, "verify_email");
      if (!row) return "invalid";
      await tx
        .update(advertisers)
        .set({ email: row.email, emailVerifiedAt: sql`now()` })
        .where(eq(advertisers.id, row.advertiserId));
      return "verified";
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return "taken";
    throw error;
  }
}

/**
 * "Forgot my password": queues a reset link when the address has an account (nothing otherwise: the caller
 * answers the same). A suspended account gets none.
 */
export async function requestPasswordReset(email: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const account = await accountByEmail(tx, email);
    if (!account || account.status !== "active") return false;
    const token = await issueToken(tx, account.id, "reset_password", account.email, RESET_LINK_MS);
    return queueConfirmation(tx, {
      kind: "password_reset",
      recipient: account.email,
      language: account.language,
      ...(await passwordResetMail(token, account.language)),
    });
  });
}

/** Uses a reset link: the new password, and every session of the account ends. False when the link does not work. */
export async function resetPasswordWithToken(token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await takeToken(tx, token, "reset_password");
    if (!row) return false;
    await tx.update(advertisers).set({ password: passwordHash }).where(eq(advertisers.id, row.advertiserId));
    // Whoever held a session (the reason for the reset, perhaps) is signed out with the old password.
    await tx.delete(sessions).where(eq(sessions.advertiserId, row.advertiserId));
    return true;
  });
}

/** What the profile page and GET /api/account/me show. */
export async function getAdvertiserProfile(advertiserId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      ...publicProfileColumns,
      email: advertisers.email,
      emailVerifiedAt: advertisers.emailVerifiedAt,
      language: advertisers.language,
      createdAt: advertisers.createdAt,
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return row ?? null;
}
export type AdvertiserProfile = NonNullable<Awaited<ReturnType<typeof getAdvertiserProfile>>>;

/**
 * Saves the profile (a FAL licence is kept only for a broker), and the new name on the advertiser's listings at once: they keep a copy of it, made at
 * each save, that a visitor would otherwise read under the old name until the listing's next change. The
 * type and the FAL licence stay as the review approved them until that change goes through review again.
 */
export async function saveProfile(advertiserId: number, profile: Profile) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(advertisers)
      .set({ ...profile, falLicenseNumber: profile.type === "broker" ? profile.falLicenseNumber : "" })
      .where(eq(advertisers.id, advertiserId));
    await tx
      .update(properties)
      .set({ advertiserName: profile.name, advertiserNameAr: profile.nameAr })
      .where(eq(properties.advertiserId, advertiserId));
  });
}

async function passwordOf(executor: Database | Transaction, advertiserId: number) {
  const [row] = await executor.select({ password: advertisers.password }).from(advertisers).where(eq(advertisers.id, advertiserId));
  return row?.password;
}

/** Whether `password` is the advertiser's (the same bounded argon2id check as a sign-in). */
export async function isCurrentPassword(advertiserId: number, password: string) {
  return passwordMatches(await passwordOf(await getDb(), advertiserId), password);
}

/**
 * A change of address (the current password already checked): the link goes to the NEW address, which
 * becomes the account's only when it is used; the current address is told. A new address that has an account
 * of its own gets the note sign-up sends instead, so this tells no one which addresses have accounts.
 */
export async function requestEmailChange(advertiser: { id: number; email: string; language: Language }, newEmail: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const owner = await accountByEmail(tx, newEmail);
    if (owner && owner.id !== advertiser.id) {
      await queueConfirmation(tx, {
        kind: "account_verification",
        recipient: owner.email,
        language: owner.language,
        ...(await accountExistsMail(owner.language)),
      });
    } else {
      await queueVerification(tx, { id: advertiser.id, email: newEmail.trim(), language: advertiser.language }, true);
    }
    if (normalEmail(newEmail) !== normalEmail(advertiser.email)) {
      await queueConfirmation(tx, {
        kind: "account_verification",
        recipient: advertiser.email,
        language: advertiser.language,
        ...(await emailChangeNoticeMail(newEmail.trim(), advertiser.language)),
      });
    }
  });
}

/** A new password (the current one already checked); every other session of the account ends. */
export async function changePassword(advertiserId: number, password: string, keepSessionId: string | null) {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(advertisers).set({ password: passwordHash }).where(eq(advertisers.id, advertiserId));
    const mine = eq(sessions.advertiserId, advertiserId);
    await tx.delete(sessions).where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
  });
}

// The mails about their account that were addressed to them: they go with it (the outbox keeps others' mail).
const ACCOUNT_MAIL = ["account_verification", "password_reset", "review_outcome", "advertiser_inquiry"] as const;

/**
 * Deletes the account (the password already checked). Their listings are withdrawn and no longer name them;
 * the listings and the inquiries on them stay, owned by no one, for the administrators (advertiser_id is set
 * null by the delete). The row's delete takes their links and sessions with it (ON DELETE CASCADE), and the
 * mails about their account go from the outbox. The log keeps `advertiser #id`, no personal data.
 */
export async function deleteAdvertiserAccount(advertiserId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: advertisers.email }).from(advertisers).where(eq(advertisers.id, advertiserId));
    if (!row) return null;
    const withdrawn = await tx
      .update(properties)
      .set({
        lifecycle: sql`CASE WHEN ${properties.lifecycle} = 'archived' THEN 'archived' ELSE 'withdrawn' END`,
        advertiserName: "",
        advertiserNameAr: "",
        brokerageLicenseNumber: "",
        contactPhone: null,
      })
      .where(eq(properties.advertiserId, advertiserId))
      .returning({ id: properties.id });
    await tx
      .delete(outbox)
      .where(and(eq(sql`lower(${outbox.recipient})`, normalEmail(row.email)), inArray(outbox.kind, [...ACCOUNT_MAIL])));
    await tx.delete(advertisers).where(eq(advertisers.id, advertiserId));
    await recordActivity(tx, {
      actor: advertiserActor(advertiserId),
      entity: "advertiser",
      entityId: advertiserId,
      action: "delete",
      summary: `advertiser #${advertiserId} (${withdrawn.length} listings withdrawn)`,
    });
    return { withdrawn: withdrawn.length };
  });
}
