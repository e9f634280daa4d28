import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
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

/**
 * The user of the session named by the request's cookie, when that session is still valid. An
 * admin's session is valid only when its sign-in passed the second factor (decision 039): however
 * the account became an admin, a session without the mark is no session, and its holder signs in
 * again with the password and the authenticator app.
 */
export async function findSessionUser(db: Db, cookieHeader: string | undefined, now = new Date()): Promise<CurrentUser | null> {
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
    id: row.id,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    role: row.role,
  };
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
 * account gets no session, whichever way it asks (password, second factor, mailed link): the
 * answer then clears the cookie instead. `secondFactorAt` marks a sign-in that passed the second
 * factor; an admin's session without it is refused (findSessionUser).
 */
export async function startSession(db: Db, userId: number, secure: boolean, now = new Date(), secondFactorAt: string | null = null): Promise<string> {
  const account = await db.selectFrom("users").select("disabled_at").where("id", "=", userId).executeTakeFirst();
  if (!account || account.disabled_at) return expiredSessionCookie(secure);
  const sessionId = randomBytes(32).toString("base64url");
  await db
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
): Promise<string> {
  await endSession(db, oldCookieHeader);
  return startSession(db, userId, secure, now, secondFactorAt);
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
