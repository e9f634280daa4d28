import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../db/testing.ts";
import { countHit, type RateLimitRule, retryAfterSeconds } from "./database-rate-limit.server.ts";

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
