import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { type LoginErrors, type LoginResult } from "./auth-forms.ts";
import { clearLoginFailures, hashIdentifier, loginRetryAfterSeconds, recordLoginFailure } from "./login-throttle.server.ts";
import { hashPassword, needsRehash, spendPasswordWork, verifyPassword } from "./passwords.server.ts";
import { sendNewVerificationLink } from "./registration.server.ts";
import { accountStillAsProved, type SignInProof } from "./session.server.ts";
import { issueToken, tokenLifetimes } from "./tokens.server.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { postedText } from "../../lib/form-fields.ts";

export interface LoginRequest {
  form: FormData;
  /** The client's networks (RequestServices.clientNetworks), its own first: the throttle counts in each. */
  clientNetworks: readonly CountedNetwork[];
  publicUrl: string;
  logger: Logger;
  /** Where the login returns to (the checkout with its selection); a new verification link leads there too. */
  returnTo?: string | null;
}

/**
 * A correct password: customers get a session (started only while the account still matches the
 * proof), admins a second-factor challenge first.
 */
export type LoginOutcome = LoginResult | { status: "signedIn"; userId: number; proof: SignInProof } | { status: "secondFactor"; challengeToken: string };

/** The cookie that carries an admin from the password to the second step (decision 012, contract with /login/two-factor). */
export const loginChallengeCookieName = "login_challenge";

export function loginChallengeCookie(token: string, secure: boolean): string {
  return `${loginChallengeCookieName}=${token}; Path=/; Max-Age=${Math.floor(tokenLifetimes.second_factor / 1000)}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Checks a login (decision 012): throttled per identifier and network and per network in the
 * database; unknown names cost the same password work as known ones; failures are logged without
 * the identifier or the password.
 */
export async function logIn(db: Db, request: LoginRequest, now = new Date()): Promise<LoginOutcome> {
  const identifier = postedText(request.form, "identifier").trim();
  const password = postedText(request.form, "password");
  const errors: LoginErrors = {};
  if (identifier === "") errors.identifier = "auth.error.identifierRequired";
  if (password === "") errors.password = "auth.error.loginPasswordRequired";
  if (errors.identifier || errors.password) return { status: "invalid", identifier, errors };

  const logFields = { identifierHash: hashIdentifier(identifier).slice(0, 16), addressHash: request.clientNetworks[0]?.hash.slice(0, 16) };
  const retryAfterSeconds = await loginRetryAfterSeconds(db, identifier, request.clientNetworks, now);
  if (retryAfterSeconds > 0) {
    request.logger.warn("login throttled", { ...logFields, retryAfterSeconds });
    return { status: "rateLimited", identifier, retryAfterSeconds };
  }

  const lowered = identifier.toLowerCase();
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "role", "password_hash", "email_verified_at", "disabled_at"])
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, "=", lowered), eb(sql<string>`lower(username)`, "=", lowered)]))
    .executeTakeFirst();

  const passwordHash = user?.password_hash;
  const correct = passwordHash ? await verifyPassword(passwordHash, password) : (await spendPasswordWork(password), false);
  if (!user || !passwordHash || !correct) {
    await recordLoginFailure(db, identifier, request.clientNetworks, now);
    request.logger.warn("login failed", {
      ...logFields,
      userId: user?.id ?? null,
      reason: !user ? "unknown identifier" : !passwordHash ? "no password set" : "wrong password",
    });
    return { status: "failed", identifier };
  }

  await clearLoginFailures(db, identifier, request.clientNetworks);
  // Only after the right password: the refusal tells nobody else that the account exists.
  if (user.disabled_at) {
    request.logger.info("login refused: account disabled", { userId: user.id });
    return { status: "disabled", identifier };
  }
  const proof: SignInProof = { passwordHash: await rehashedIfOutdated(db, user.id, passwordHash, password, now), role: user.role };
  // Admins come from ADMIN_EMAIL or `npm run user:admin`, whose addresses the operator vouches for.
  if (!user.email_verified_at && user.role !== "admin") {
    await sendNewVerificationLink(db, user.id, request.publicUrl, now, request.returnTo ?? null);
    request.logger.info("login refused: e-mail not verified", { userId: user.id });
    return { status: "unverified", identifier, email: user.email };
  }
  if (user.role === "admin") {
    const challengeToken = await issueSecondFactorChallenge(db, user.id, proof, now);
    if (!challengeToken) {
      request.logger.info("login refused: password or role changed during the sign-in", { userId: user.id });
      return { status: "failed", identifier };
    }
    return { status: "secondFactor", challengeToken };
  }
  return { status: "signedIn", userId: user.id, proof };
}

/**
 * Stores the password under current hash parameters, unless it changed since it was read: a
 * password change that commits during the login is never undone by the old password's rehash.
 * Answers the hash the account has, as far as this login knows.
 */
export async function rehashedIfOutdated(db: Db, userId: number, verifiedHash: string, password: string, now: Date): Promise<string> {
  if (!needsRehash(verifiedHash)) return verifiedHash;
  const rehashed = await hashPassword(password);
  const stored = await db
    .updateTable("users")
    .set({ password_hash: rehashed, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("password_hash", "=", verifiedHash)
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1 ? rehashed : verifiedHash;
}

/**
 * The admin's second-factor challenge, stored only while the account still has the password and
 * role the login checked (decision 050); null when either changed meanwhile. A change after this
 * transaction uses the challenge up (endAllSignIns); one before it refuses it here.
 */
export function issueSecondFactorChallenge(db: Db, userId: number, proof: SignInProof, now = new Date()): Promise<string | null> {
  return db.transaction().execute(async (trx) => ((await accountStillAsProved(trx, userId, proof)) ? issueToken(trx, userId, "second_factor", now) : null));
}
