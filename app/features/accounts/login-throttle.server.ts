import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";

/**
 * Decision 012: failed logins are counted in the database (several processes share it) per
 * identifier and client network, and per client network; an IPv6 client in its /64, its /56 at the
 * same limits and its /48 at four times them (decision 039). Nothing locks an account: a customer
 * on another network still logs in while an attacker elsewhere is held back.
 */
export const loginThrottle = { windowMs: 15 * 60_000, perIdentifierAndAddress: 5, perAddress: 20 } as const;

export function hashIdentifier(identifier: string): string {
  return createHash("sha256").update(identifier.trim().toLowerCase()).digest("hex");
}

/** Seconds until another attempt is allowed from one network, or 0 when the next attempt may go ahead. */
async function networkRetryAfterMs(db: Db, identifierHash: string, network: CountedNetwork, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - loginThrottle.windowMs).toISOString();
  const pairLimit = loginThrottle.perIdentifierAndAddress * network.limitFactor;
  const addressLimit = loginThrottle.perAddress * network.limitFactor;
  const pair = await db
    .selectFrom("login_failures")
    .select("created_at")
    .where("identifier_hash", "=", identifierHash)
    .where("address_hash", "=", network.hash)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "desc")
    .limit(pairLimit)
    .execute();
  const address = await db
    .selectFrom("login_failures")
    .select("created_at")
    .where("address_hash", "=", network.hash)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "desc")
    .limit(addressLimit)
    .execute();
  // Once the limit is reached, the oldest of the counted failures leaving the window frees one attempt.
  const waits = [pair.length >= pairLimit ? pair.at(-1)?.created_at : undefined, address.length >= addressLimit ? address.at(-1)?.created_at : undefined]
    .filter((createdAt): createdAt is string => createdAt !== undefined)
    .map((createdAt) => Date.parse(createdAt) + loginThrottle.windowMs - now.getTime());
  return waits.length === 0 ? null : Math.max(...waits);
}

/**
 * Seconds until another attempt is allowed, or 0 when the next attempt may go ahead. The limits
 * hold in each of the client's networks (decision 039), scaled by its factor.
 */
export async function loginRetryAfterSeconds(db: Db, identifier: string, networks: readonly CountedNetwork[], now = new Date()): Promise<number> {
  const identifierHash = hashIdentifier(identifier);
  const waits = (await Promise.all(networks.map((network) => networkRetryAfterMs(db, identifierHash, network, now)))).filter(
    (wait): wait is number => wait !== null,
  );
  if (waits.length === 0) return 0;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

/** A failure counts in each of the client's networks. */
export async function recordLoginFailure(db: Db, identifier: string, networks: readonly CountedNetwork[], now = new Date()): Promise<void> {
  const identifierHash = hashIdentifier(identifier);
  await db
    .insertInto("login_failures")
    .values(networks.map((network) => ({ identifier_hash: identifierHash, address_hash: network.hash, created_at: now.toISOString() })))
    .execute();
  // Rows older than the window count for nothing any more.
  await db
    .deleteFrom("login_failures")
    .where("created_at", "<=", new Date(now.getTime() - loginThrottle.windowMs).toISOString())
    .execute();
}

/** A successful login forgets that identifier's failures from the client's networks. */
export async function clearLoginFailures(db: Db, identifier: string, networks: readonly CountedNetwork[]): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("identifier_hash", "=", hashIdentifier(identifier))
    .where(
      "address_hash",
      "in",
      networks.map((network) => network.hash),
    )
    .execute();
}
