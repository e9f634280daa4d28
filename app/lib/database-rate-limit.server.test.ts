import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../tests/support/test-databases.ts";
import { countHit, countNetworkHit, networkRetryAfterSeconds, type RateLimitRule, retryAfterSeconds } from "./database-rate-limit.server.ts";

const rule: RateLimitRule = { bucket: "test-bucket", limit: 3, windowMs: 60_000 };
const start = new Date("2026-03-01T10:00:00.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each(testEngines)("database rate limit on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("lets a client through up to the limit and then says how long to wait", async () => {
    const client = "client-a";
    for (const second of [0, 10, 20]) {
      expect(await retryAfterSeconds(db, rule, client, at(second))).toBe(0);
      await countHit(db, rule, client, at(second));
    }
    // The hit at 0 s leaves the window at 60 s.
    expect(await retryAfterSeconds(db, rule, client, at(30))).toBe(30);
    expect(await retryAfterSeconds(db, rule, client, at(59.5))).toBe(1);
    expect(await retryAfterSeconds(db, rule, client, at(60))).toBe(0);
  });

  it("counts a client in each of its networks, each held to its factor times the limit", async () => {
    const networkRule: RateLimitRule = { ...rule, bucket: "networks" };
    const of48 = { hash: "net-48", limitFactor: 2 };
    const client = (own: string, of56: string) => [{ hash: own, limitFactor: 1 }, { hash: of56, limitFactor: 1 }, of48];
    for (const own of ["net-64-a", "net-64-b", "net-64-c"]) {
      expect(await networkRetryAfterSeconds(db, networkRule, client(own, "net-56-a"), at(0))).toBe(0);
      await countNetworkHit(db, networkRule, client(own, "net-56-a"), at(0));
    }
    // A fourth /64 of the same /56 waits; a client in another /56 of the same /48 does not, until the /48 has six.
    expect(await networkRetryAfterSeconds(db, networkRule, client("net-64-d", "net-56-a"), at(1))).toBe(59);
    for (const own of ["net-64-e", "net-64-f", "net-64-g"]) {
      expect(await networkRetryAfterSeconds(db, networkRule, client(own, "net-56-b"), at(2))).toBe(0);
      await countNetworkHit(db, networkRule, client(own, "net-56-b"), at(2));
    }
    expect(await networkRetryAfterSeconds(db, networkRule, client("net-64-h", "net-56-c"), at(3))).toBe(57);
  });

  it("counts clients and buckets apart", async () => {
    for (const second of [0, 1, 2]) await countHit(db, rule, "client-b", at(second));
    expect(await retryAfterSeconds(db, rule, "client-b", at(3))).toBeGreaterThan(0);
    expect(await retryAfterSeconds(db, rule, "client-c", at(3))).toBe(0);
    expect(await retryAfterSeconds(db, { ...rule, bucket: "other-bucket" }, "client-b", at(3))).toBe(0);
  });

  it("forgets the bucket's hits that have left the window, and only those", async () => {
    const pruning: RateLimitRule = { bucket: "pruning", limit: 5, windowMs: 60_000 };
    await countHit(db, pruning, "client-d", at(0));
    await countHit(db, { ...pruning, bucket: "kept-elsewhere" }, "client-d", at(0));
    await countHit(db, pruning, "client-d", at(120));
    const rows = await db.selectFrom("rate_limit_hits").select(["bucket", "created_at"]).where("client_hash", "=", "client-d").orderBy("id").execute();
    expect(rows).toEqual([
      { bucket: "kept-elsewhere", created_at: at(0).toISOString() },
      { bucket: "pruning", created_at: at(120).toISOString() },
    ]);
  });
});
