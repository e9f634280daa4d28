import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database } from "../../../db/schema.ts";

export type TokenPurpose = "verify_email" | "set_password" | "reset_password" | "second_factor";

const minute = 60_000;
const hour = 60 * minute;

/** How long a token stays valid after it was issued (decision 012). */
export const tokenLifetimes: Record<TokenPurpose, number> = {
  verify_email: 24 * hour,
  // Accounts created by an admin or at purchase: the owner may read the mail days later.
  set_password: 72 * hour,
  reset_password: 1 * hour,
  second_factor: 10 * minute,
};

type Executor = Db | Transaction<Database>;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes give 256 bits, base64url without padding: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token of 256 bits (base64url, for the link) and the hash that is stored for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Stores a token made by `newToken` (its hash) for a user and purpose, valid from `now` for the purpose's lifetime. */
export async function storeToken(db: Executor, userId: number, purpose: TokenPurpose, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .insertInto("one_time_tokens")
    .values({
      token_hash: tokenHash,
      user_id: userId,
      purpose,
      expires_at: new Date(now.getTime() + tokenLifetimes[purpose]).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** A random ≥ 256-bit token (base64url) for a purpose; only its hash is stored. */
export async function issueToken(db: Executor, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await storeToken(db, userId, purpose, hash, now);
  return token;
}

/** The token's user when valid, unused and unexpired — without using it (to show a form). */
export async function peekToken(db: Executor, token: string, purpose: TokenPurpose, now = new Date()): Promise<{ userId: number } | null> {
  if (!tokenPattern.test(token)) return null;
  const row = await db
    .selectFrom("one_time_tokens")
    .select("user_id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** Marks it used atomically (UPDATE … WHERE used_at IS NULL); null when invalid/used/expired. */
export async function consumeToken(db: Executor, token: string, purpose: TokenPurpose, now = new Date()): Promise<{ userId: number } | null> {
  if (!tokenPattern.test(token)) return null;
  const row = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** Retires every open token of a purpose, so only the newest link of its kind works. */
export async function revokeTokens(db: Executor, userId: number, purpose: TokenPurpose, now = new Date()): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}
