import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { loginChallengeCookieName } from "./login.server.ts";
import { replaceRecoveryCodes, redeemRecoveryCode } from "./recovery-codes.server.ts";
import type { SignInProof } from "./session.server.ts";
import { consumeToken, hashToken, peekToken } from "./tokens.server.ts";
import { generateTotpSecret, groupedSecret, matchingTotpStep, openTotpSecret, sealTotpSecret, totpQrCodeSvg, totpUri } from "./totp.server.ts";

/** Wrong codes one challenge may take; the next sign-in starts with the password again. */
export const maxSecondFactorFailures = 5;
/** How long after its end a challenge still explains itself (enrolled, locked) instead of leading to login. */
const recentlyEndedMs = 10 * 60_000;

/** Clears the cookie the login action set after the admin's correct password. */
export function expiredLoginChallengeCookie(secure: boolean): string {
  return `${loginChallengeCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface Enrolment {
  accountName: string;
  /** Base32, in groups of four for typing. */
  secretGrouped: string;
  qrCodeSvg: string;
}

/**
 * What the two-factor page shows. `enrolled` and `locked` describe a challenge that was just used
 * up by a confirmed enrolment or by too many wrong codes: the page after that form post says so
 * rather than sending the visitor back to the login form without a word.
 */
export type SecondFactorScreen = { step: "enrol"; enrolment: Enrolment } | { step: "verify" } | { step: "enrolled" } | { step: "locked" };

export type SecondFactorError = "required" | "wrongCode";

/**
 * `proof` is the account's password hash and role while the challenge was still open: the session
 * starts only while the account still matches it (decision 050). It stays on the server.
 */
export type SecondFactorResult =
  | { status: "noChallenge" }
  | { status: "locked" }
  | { status: "invalid"; error: SecondFactorError; remainingAttempts: number }
  | { status: "enrolled"; userId: number; recoveryCodes: string[]; proof: SignInProof }
  | { status: "signedIn"; userId: number; usedRecoveryCode: boolean; proof: SignInProof };

interface SecondFactorOptions {
  /** Encrypts TOTP secrets at rest; see totpEncryptionKey. */
  key: Buffer | null;
  /** Keyed hash of the client's network, recorded with each wrong code. */
  clientAddressHash: string;
  now?: Date;
}

async function userOfChallenge(db: Db, challenge: string, now: Date) {
  const owner = await peekToken(db, challenge, "second_factor", now);
  if (!owner) return null;
  return db
    .selectFrom("users")
    .select(["id", "email", "password_hash", "role", "totp_secret", "totp_enabled_at", "totp_last_step"])
    .where("id", "=", owner.userId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * The secret being enrolled: kept on the user (sealed) from the first look at the page until the
 * first correct code enables it, so a reload shows the same QR code and a form cannot swap it.
 */
async function pendingSecret(db: Db, userId: number, stored: string | null, key: Buffer | null): Promise<string> {
  if (stored) return openTotpSecret(stored, key);
  await db
    .updateTable("users")
    .set({ totp_secret: sealTotpSecret(generateTotpSecret(), key) })
    .where("id", "=", userId)
    .where("totp_secret", "is", null)
    .where("totp_enabled_at", "is", null)
    .execute();
  // Re-read: of two first looks at once, the one stored first wins for both.
  const row = await db.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirstOrThrow();
  if (!row.totp_secret) throw new Error("TOTP secret vanished during enrolment");
  return openTotpSecret(row.totp_secret, key);
}

/** What the two-factor page shows for a challenge, or null when the challenge is missing, used or expired. */
export async function secondFactorScreen(db: Db, challenge: string | undefined, key: Buffer | null, now = new Date()): Promise<SecondFactorScreen | null> {
  if (!challenge) return null;
  const user = await userOfChallenge(db, challenge, now);
  if (!user) return endedChallengeScreen(db, challenge, now);
  if (user.totp_enabled_at) return { step: "verify" };
  const secret = await pendingSecret(db, user.id, user.totp_secret, key);
  const uri = totpUri(secret, user.email);
  return { step: "enrol", enrolment: { accountName: user.email, secretGrouped: groupedSecret(secret), qrCodeSvg: await totpQrCodeSvg(uri) } };
}

/** A used challenge of the last few minutes: confirmed enrolment (used at the very moment TOTP was enabled) or lock-out. */
async function endedChallengeScreen(db: Db, challenge: string, now: Date): Promise<SecondFactorScreen | null> {
  const recent = new Date(now.getTime() - recentlyEndedMs).toISOString();
  const token = await db
    .selectFrom("one_time_tokens")
    .innerJoin("users", "users.id", "one_time_tokens.user_id")
    .select(["one_time_tokens.used_at", "users.totp_enabled_at"])
    .where("one_time_tokens.token_hash", "=", hashToken(challenge))
    .where("one_time_tokens.purpose", "=", "second_factor")
    .where("one_time_tokens.used_at", ">", recent)
    .executeTakeFirst();
  if (!token) return null;
  if (token.used_at === token.totp_enabled_at) return { step: "enrolled" };
  return (await failuresOf(db, challenge)) >= maxSecondFactorFailures ? { step: "locked" } : null;
}

function failureKey(challenge: string): string {
  return createHash("sha256")
    .update(`second_factor:${hashToken(challenge)}`)
    .digest("hex");
}

async function failuresOf(db: Db, challenge: string): Promise<number> {
  const row = await db
    .selectFrom("login_failures")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("identifier_hash", "=", failureKey(challenge))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a wrong code; the fifth voids the challenge. */
async function refuse(db: Db, challenge: string, options: SecondFactorOptions, now: Date): Promise<SecondFactorResult> {
  await db
    .insertInto("login_failures")
    .values({ identifier_hash: failureKey(challenge), address_hash: options.clientAddressHash, created_at: now.toISOString() })
    .execute();
  const failures = await failuresOf(db, challenge);
  if (failures >= maxSecondFactorFailures) {
    await consumeToken(db, challenge, "second_factor", now);
    return { status: "locked" };
  }
  return { status: "invalid", error: "wrongCode", remainingAttempts: maxSecondFactorFailures - failures };
}

/** Enables a TOTP code's step as the last used one; false when that step (or a later one) was used. */
async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Another request confirmed the same enrolment first: this one rolls back. */
class EnrolmentRace extends Error {}

/**
 * The second login step: confirms an enrolment with its first code (then issues the recovery
 * codes) or checks a TOTP or recovery code. On success the challenge is used up; the caller
 * starts the session.
 */
export async function submitSecondFactor(db: Db, challenge: string | undefined, code: string, options: SecondFactorOptions): Promise<SecondFactorResult> {
  const now = options.now ?? new Date();
  if (!challenge) return { status: "noChallenge" };
  const user = await userOfChallenge(db, challenge, now);
  if (!user) return { status: "noChallenge" };
  // Read after the challenge was seen open: a password change after this read changes the hash,
  // one before it used the challenge up, so consuming it below fails.
  const proof: SignInProof = { passwordHash: user.password_hash, role: user.role };
  const failures = await failuresOf(db, challenge);
  if (failures >= maxSecondFactorFailures) return { status: "locked" };
  const trimmed = code.trim();
  if (!trimmed) return { status: "invalid", error: "required", remainingAttempts: maxSecondFactorFailures - failures };

  if (!user.totp_enabled_at) {
    if (!user.totp_secret) return { status: "noChallenge" };
    const step = matchingTotpStep(openTotpSecret(user.totp_secret, options.key), trimmed, null, now);
    if (step === null) return refuse(db, challenge, options, now);
    try {
      return await db.transaction().execute(async (trx) => {
        const enabled = await trx
          .updateTable("users")
          .set({ totp_enabled_at: now.toISOString(), totp_last_step: step, updated_at: now.toISOString() })
          .where("id", "=", user.id)
          .where("totp_enabled_at", "is", null)
          .executeTakeFirst();
        if (Number(enabled.numUpdatedRows) !== 1 || !(await consumeToken(trx, challenge, "second_factor", now))) {
          throw new EnrolmentRace();
        }
        const recoveryCodes = await replaceRecoveryCodes(trx, user.id, now);
        return { status: "enrolled", userId: user.id, recoveryCodes, proof } as const;
      });
    } catch (error) {
      if (error instanceof EnrolmentRace) return { status: "noChallenge" };
      throw error;
    }
  }

  let usedRecoveryCode = false;
  if (/^\d{3}\s?\d{3}$/.test(trimmed)) {
    const step = user.totp_secret ? matchingTotpStep(openTotpSecret(user.totp_secret, options.key), trimmed, user.totp_last_step, now) : null;
    if (step === null || !(await claimStep(db, user.id, step))) return refuse(db, challenge, options, now);
  } else {
    if (!(await redeemRecoveryCode(db, user.id, trimmed, now))) return refuse(db, challenge, options, now);
    usedRecoveryCode = true;
  }
  if (!(await consumeToken(db, challenge, "second_factor", now))) return { status: "noChallenge" };
  return { status: "signedIn", userId: user.id, usedRecoveryCode, proof };
}

/**
 * Forgets the authenticator app and recovery codes of an account, as when it loses the admin role:
 * should it become an admin again, it sets up a new app at its next sign-in.
 */
export async function resetSecondFactor(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}
