import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's Algorithm is a const enum (not importable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;

// Checked when no account has the name given, so an unknown name costs the same hashing time as a wrong password.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpE";

/** An argon2id hash of the password, for administrators and advertisers alike. */
export function hashPassword(password: string) {
  return hash(password, { algorithm: ARGON2ID });
}

/** Whether the password matches the hash; without a hash (no such account), false after the same work. */
export function passwordMatches(passwordHash: string | undefined, password: string) {
  return verify(passwordHash ?? DUMMY_HASH, password).then(
    (valid) => valid && passwordHash !== undefined,
    () => false,
  );
}
