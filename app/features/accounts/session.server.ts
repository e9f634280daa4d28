import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { readCookie } from "../../i18n/detect.ts";
import type { CurrentUser } from "./current-user.ts";

export const sessionCookieName = "sid";

export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** The user of the session named by the request's cookie, when that session is still valid. */
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
    ])
    .where("sessions.id_hash", "=", hashSessionId(sessionId))
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
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

/** Deletes the session the cookie names, if any. */
export async function endSession(db: Db, cookieHeader: string | undefined): Promise<void> {
  const sessionId = readCookie(cookieHeader, sessionCookieName);
  if (!sessionId) return;
  await db.deleteFrom("sessions").where("id_hash", "=", hashSessionId(sessionId)).execute();
}

export function expiredSessionCookie(secure: boolean): string {
  return `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
