import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";

/**
 * Decision 012: failed logins are counted in the database (several processes share it) per
 * identifier and client network, and per client network. Nothing locks an account: a customer
 * on another network still logs in while an attacker elsewhere is held back.
 */
export const loginThrottle = { windowMs: 15 * 60_000, perIdentifierAndAddress: 5, perAddress: 20 } as const;

export function hashIdentifier(identifier: string): string {
  return createHash("sha256").update(identifier.trim().toLowerCase()).digest("hex");
}

/** Seconds until another attempt is allowed, or 0 when the next attempt may go ahead. */
export async function loginRetryAfterSeconds(db: Db, identifier: string, addressHash: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - loginThrottle.windowMs).toISOString();
  const identifierHash = hashIdentifier(identifier);
  const pair = await db
    .selectFrom("login_failures")
    .select("created_at")
    .where("identifier_hash", "=", identifierHash)
    .where("address_hash", "=", addressHash)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "desc")
    .limit(loginThrottle.perIdentifierAndAddress)
    .execute();
  const address = await db
    .selectFrom("login_failures")
    .select("created_at")
    .where("address_hash", "=", addressHash)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "desc")
    .limit(loginThrottle.perAddress)
    .execute();
  // Once the limit is reached, the oldest of the counted failures leaving the window frees one attempt.
  const waits = [
    pair.length >= loginThrottle.perIdentifierAndAddress ? pair.at(-1)?.created_at : undefined,
    address.length >= loginThrottle.perAddress ? address.at(-1)?.created_at : undefined,
  ]
    .filter((createdAt): createdAt is string => createdAt !== undefined)
    .map((createdAt) => Date.parse(createdAt) + loginThrottle.windowMs - now.getTime());
  if (waits.length === 0) return 0;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

export async function recordLoginFailure(db: Db, identifier: string, addressHash: string, now = new Date()): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ identifier_hash: hashIdentifier(identifier), address_hash: addressHash, created_at: now.toISOString() })
    .execute();
  // Rows older than the window count for nothing any more.
  await db.deleteFrom("login_failures").where("created_at", "<=", new Date(now.getTime() - loginThrottle.windowMs).toISOString()).execute();
}

/** A successful login forgets that identifier's failures from this network. */
export async function clearLoginFailures(db: Db, identifier: string, addressHash: string): Promise<void> {
  await db.deleteFrom("login_failures").where("identifier_hash", "=", hashIdentifier(identifier)).where("address_hash", "=", addressHash).execute();
}
