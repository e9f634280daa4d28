import { createHash, randomBytes } from "node:crypto";
import { SqliteAdapter, type Transaction } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database } from "../../../db/schema.ts";
import { readCookie } from "../../lib/cookies.ts";
import type { CurrentUser } from "./current-user.ts";

export const sessionCookieName = "sid";

const minute = 60_000;

/**
 * Decision 012: a session ends after two hours without a request, and eight hours after sign-in
 * whatever happens; `last_seen_at` and the idle end move forward at most once a minute.
 */
export const sessionLifetimes = { idleMs: 120 * minute, absoluteMs: 8 * 60 * minute };
const sessionTouchIntervalMs = minute;

export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** A valid session: its user, and when its sign-in passed the second factor (null: the password alone, or a mailed link). */
export interface SignedInSession {
  user: CurrentUser;
  secondFactorAt: string | null;
}

/**
 * The session named by the request's cookie, when it is still valid. An admin's session is valid
 * only when its sign-in passed the second factor (decision 039): however the account became an
 * admin, a session without the mark is no session, and its holder signs in again with the password
 * and the authenticator app. The mark goes along, so the admin guard checks it too (decision 050).
 */
export async function findSignedInSession(db: Db, cookieHeader: string | undefined, now = new Date()): Promise<SignedInSession | null> {
  const sessionId = readCookie(cookieHeader, sessionCookieName);
  if (!sessionId || sessionId.length < 22 || sessionId.length > 128) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.display_name",
      "users.first_name",
      "users.last_name",
      "users.username",
      "users.email",
      "users.role",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.absolute_expires_at",
      "sessions.second_factor_at",
    ])
    .where("sessions.id_hash", "=", hashSessionId(sessionId))
    .where("users.disabled_at", "is", null)
    .where((eb) => eb.or([eb("users.role", "!=", "admin"), eb("sessions.second_factor_at", "is not", null)]))
    .where("sessions.expires_at", ">", now.toISOString())
    .where((eb) => eb.or([eb("sessions.absolute_expires_at", "is", null), eb("sessions.absolute_expires_at", ">", now.toISOString())]))
    .executeTakeFirst();
  if (!row) return null;
  await slideIdleExpiry(db, hashSessionId(sessionId), row, now);
  return {
    user: {
      id: row.id,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      email: row.email,
      role: row.role,
    },
    secondFactorAt: row.second_factor_at,
  };
}

/** The user alone of findSignedInSession. */
export async function findSessionUser(db: Db, cookieHeader: string | undefined, now = new Date()): Promise<CurrentUser | null> {
  return (await findSignedInSession(db, cookieHeader, now))?.user ?? null;
}

/**
 * What a sign-in checked: the password hash it verified and the role it saw. Checked again in the
 * transaction that stores the session or the login challenge (decision 050), so a password or role
 * change that commits while the sign-in is still running refuses it, rather than missing a session
 * or challenge that did not exist yet when the change ended every sign-in.
 */
export interface SignInProof {
  passwordHash: string | null;
  role: CurrentUser["role"];
}

/**
 * Whether the account may get a session or challenge now: enabled, and with a proof still as the
 * sign-in found it. On PostgreSQL the row stays share-locked until the transaction ends, so a role
 * or password change (an update of the row) waits for it, and its endAllSignIns then sees what this
 * transaction stored; SQLite runs one write transaction at a time.
 */
export async function accountStillAsProved(trx: Transaction<Database>, userId: number, proof: SignInProof | null): Promise<boolean> {
  let query = trx.selectFrom("users").select(["disabled_at", "password_hash", "role"]).where("id", "=", userId);
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) query = query.forShare();
  const account = await query.executeTakeFirst();
  if (!account || account.disabled_at) return false;
  return !proof || (account.password_hash === proof.passwordHash && account.role === proof.role);
}

/** Moves the idle end forward, at most once a minute per session and never past the absolute end. */
async function slideIdleExpiry(
  db: Db,
  idHash: string,
  session: { last_seen_at: string; expires_at: string; absolute_expires_at: string | null },
  now: Date,
): Promise<void> {
  if (now.getTime() - Date.parse(session.last_seen_at) < sessionTouchIntervalMs) return;
  const absoluteEnd = Date.parse(session.absolute_expires_at ?? session.expires_at);
  const idleEnd = Math.min(now.getTime() + sessionLifetimes.idleMs, absoluteEnd);
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now.toISOString(), expires_at: new Date(Math.max(idleEnd, Date.parse(session.expires_at))).toISOString() })
    .where("id_hash", "=", idHash)
    .execute();
}

/**
 * New random id (≥ 128 bits), stored hashed; answers the Set-Cookie header value. A disabled
 * account gets no session, whichever way it asks (password, second factor, mailed link), nor does a
 * sign-in whose proof the account no longer matches (its password or role changed meanwhile): the
 * answer then clears the cookie instead. `secondFactorAt` marks a sign-in that passed the second
 * factor; an admin's session without it is refused (findSignedInSession, requireAdmin).
 */
export async function startSession(
  db: Db,
  userId: number,
  secure: boolean,
  now = new Date(),
  secondFactorAt: string | null = null,
  proof: SignInProof | null = null,
): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  const started = await db.transaction().execute(async (trx) => {
    if (!(await accountStillAsProved(trx, userId, proof))) return false;
    await trx
      .insertInto("sessions")
      .values({
        id_hash: hashSessionId(sessionId),
        user_id: userId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + sessionLifetimes.idleMs).toISOString(),
        absolute_expires_at: new Date(now.getTime() + sessionLifetimes.absoluteMs).toISOString(),
        second_factor_at: secondFactorAt,
      })
      .execute();
    return true;
  });
  if (!started) return expiredSessionCookie(secure);
  // The browser may keep the cookie up to the absolute end; the server decides about idleness.
  const maxAge = Math.floor(sessionLifetimes.absoluteMs / 1000);
  return `${sessionCookieName}=${sessionId}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Ends the session the old cookie names and starts a new one: a sign-in never keeps an id an attacker may have planted. */
export async function rotateSession(
  db: Db,
  oldCookieHeader: string | undefined,
  userId: number,
  secure: boolean,
  now = new Date(),
  secondFactorAt: string | null = null,
  proof: SignInProof | null = null,
): Promise<string> {
  await endSession(db, oldCookieHeader);
  return startSession(db, userId, secure, now, secondFactorAt, proof);
}

/** When the session the cookie names passed the second factor, or null (none, or a password-only sign-in). */
export async function secondFactorMarkOf(db: Db, cookieHeader: string | undefined): Promise<string | null> {
  const sessionId = readCookie(cookieHeader, sessionCookieName);
  if (!sessionId) return null;
  const row = await db.selectFrom("sessions").select("second_factor_at").where("id_hash", "=", hashSessionId(sessionId)).executeTakeFirst();
  return row?.second_factor_at ?? null;
}

/** Ends every session of the user (password change/reset), optionally keeping one (by cookie header). */
export async function endAllSessions(db: Db | Transaction<Database>, userId: number, keepCookieHeader?: string): Promise<void> {
  const keep = readCookie(keepCookieHeader, sessionCookieName);
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("id_hash", "!=", hashSessionId(keep));
  await query.execute();
}

/**
 * Signs the user out everywhere: every session ends and second-factor challenges still open are
 * used up. After an account is disabled, its role or its password changes, the next request is
 * anonymous and the next sign-in starts again with the password (and, for an admin, the second
 * factor). Pass the transaction that makes the change, so nothing signs in between.
 */
export async function endAllSignIns(db: Db | Transaction<Database>, userId: number, now = new Date()): Promise<void> {
  await endAllSessions(db, userId);
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", "second_factor")
    .where("used_at", "is", null)
    .execute();
}

/** Deletes the session the cookie names, if any. */
export async function endSession(db: Db, cookieHeader: string | undefined): Promise<void> {
  const sessionId = readCookie(cookieHeader, sessionCookieName);
  if (!sessionId) return;
  await db.deleteFrom("sessions").where("id_hash", "=", hashSessionId(sessionId)).execute();
}

export function expiredSessionCookie(secure: boolean): string {
  return `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
