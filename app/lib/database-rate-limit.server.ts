import type { Db } from "../../db/client.ts";
import type { CountedNetwork } from "./client-address.server.ts";

/**
 * A limit counted in `rate_limit_hits`, so that every process of the site shares it: at most
 * `limit` hits per client in any `windowMs`. `bucket` keeps the counts of different limits apart.
 */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Seconds until the client may be counted again, or 0 when the next hit may go ahead. Once the
 * limit is reached, the oldest counted hit leaving the window frees the next one.
 */
export async function retryAfterSeconds(db: Db, rule: RateLimitRule, clientHash: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const recent = await db
    .selectFrom("rate_limit_hits")
    .select("created_at")
    .where("bucket", "=", rule.bucket)
    .where("client_hash", "=", clientHash)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "desc")
    .limit(rule.limit)
    .execute();
  const oldestCounted = recent.at(-1);
  if (recent.length < rule.limit || !oldestCounted) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldestCounted.created_at) + rule.windowMs - now.getTime()) / 1000));
}

/** Counts one hit of the client and forgets the bucket's hits that have left the window. */
export async function countHit(db: Db, rule: RateLimitRule, clientHash: string, now = new Date()): Promise<void> {
  await db.insertInto("rate_limit_hits").values({ bucket: rule.bucket, client_hash: clientHash, created_at: now.toISOString() }).execute();
  await db
    .deleteFrom("rate_limit_hits")
    .where("bucket", "=", rule.bucket)
    .where("created_at", "<=", new Date(now.getTime() - rule.windowMs).toISOString())
    .execute();
}

/** retryAfterSeconds in each of the client's networks, each held to its factor times the limit: the longest wait. */
export async function networkRetryAfterSeconds(db: Db, rule: RateLimitRule, networks: readonly CountedNetwork[], now = new Date()): Promise<number> {
  const waits = await Promise.all(networks.map((network) => retryAfterSeconds(db, { ...rule, limit: rule.limit * network.limitFactor }, network.hash, now)));
  return Math.max(0, ...waits);
}

/** Counts one hit of the client in each of its networks (countedNetworks). */
export async function countNetworkHit(db: Db, rule: RateLimitRule, networks: readonly CountedNetwork[], now = new Date()): Promise<void> {
  await db
    .insertInto("rate_limit_hits")
    .values(networks.map((network) => ({ bucket: rule.bucket, client_hash: network.hash, created_at: now.toISOString() })))
    .execute();
  await db
    .deleteFrom("rate_limit_hits")
    .where("bucket", "=", rule.bucket)
    .where("created_at", "<=", new Date(now.getTime() - rule.windowMs).toISOString())
    .execute();
}
