import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { hashSessionId, sessionCookieName } from "../../../app/features/accounts/session.server.ts";
import type { Db } from "../../../db/client.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestUser {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username: string;
  email: string;
  /** Customer unless given. An admin session made here is marked as past the second factor, as after a completed login. */
  role?: "customer" | "admin";
}

/**
 * The user id and session cookie value of a new user with a fresh session in the test server's
 * database, or in `database` (left open) for a spec that runs servers of its own.
 */
export async function createSignedInUser(user: TestUser, database?: Db): Promise<{ userId: number; sessionId: string }> {
  const db = database ?? openTestDatabase();
  try {
    const now = new Date();
    const { id } = await db
      .insertInto("users")
      .values({
        email: user.email,
        username: user.username,
        display_name: user.displayName ?? null,
        first_name: user.firstName ?? null,
        last_name: user.lastName ?? null,
        language: "de",
        role: user.role ?? "customer",
        email_verified_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sessionId = randomBytes(32).toString("base64url");
    await db
      .insertInto("sessions")
      .values({
        id_hash: hashSessionId(sessionId),
        user_id: id,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        absolute_expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        second_factor_at: user.role === "admin" ? now.toISOString() : null,
      })
      .execute();
    return { userId: id, sessionId };
  } finally {
    if (!database) await db.destroy();
  }
}

/** Signs a new user in by writing a session into the database the test server uses. */
export async function signIn(context: BrowserContext, baseURL: string, user: TestUser): Promise<{ userId: number }> {
  const { userId, sessionId } = await createSignedInUser(user);
  await context.addCookies([{ name: sessionCookieName, value: sessionId, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { userId };
}
