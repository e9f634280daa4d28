import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { consumeToken, hashToken, issueToken, peekToken, revokeTokens, tokenLifetimes } from "./tokens.server.ts";

describe("token lifetimes", () => {
  it("are short: a day to verify, three days to set a first password, an hour to reset, ten minutes for the second factor", () => {
    expect(tokenLifetimes).toEqual({ verify_email: 86_400_000, set_password: 259_200_000, reset_password: 3_600_000, second_factor: 600_000 });
  });
});

describe.each(testEngines)("one-time tokens on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "token@example.com", { username: "token-user" })).id;
  });

  afterAll(() => drop());

  it("stores only the hash of a 256-bit token", async () => {
    const token = await issueToken(db, userId, "verify_email");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom("one_time_tokens").select("token_hash").where("user_id", "=", userId).execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("can be peeked at without being used, then used exactly once", async () => {
    const token = await issueToken(db, userId, "reset_password");
    await expect(peekToken(db, token, "reset_password")).resolves.toEqual({ userId });
    await expect(peekToken(db, token, "reset_password")).resolves.toEqual({ userId });
    const attempts = await Promise.all([consumeToken(db, token, "reset_password"), consumeToken(db, token, "reset_password")]);
    expect(attempts.filter(Boolean)).toEqual([{ userId }]);
    await expect(consumeToken(db, token, "reset_password")).resolves.toBeNull();
    await expect(peekToken(db, token, "reset_password")).resolves.toBeNull();
  });

  it("is valid for its purpose only", async () => {
    const token = await issueToken(db, userId, "verify_email");
    await expect(consumeToken(db, token, "reset_password")).resolves.toBeNull();
    await expect(consumeToken(db, token, "verify_email")).resolves.toEqual({ userId });
  });

  it("expires after its lifetime", async () => {
    const issuedAt = new Date("2026-03-01T10:00:00Z");
    const token = await issueToken(db, userId, "reset_password", issuedAt);
    const justBefore = new Date(issuedAt.getTime() + tokenLifetimes.reset_password - 1);
    const atExpiry = new Date(issuedAt.getTime() + tokenLifetimes.reset_password);
    await expect(peekToken(db, token, "reset_password", justBefore)).resolves.toEqual({ userId });
    await expect(consumeToken(db, token, "reset_password", atExpiry)).resolves.toBeNull();
    await expect(consumeToken(db, token, "reset_password", justBefore)).resolves.toEqual({ userId });
  });

  it("refuses malformed and unknown tokens, and revoked ones", async () => {
    await expect(consumeToken(db, "short", "verify_email")).resolves.toBeNull();
    await expect(consumeToken(db, "A".repeat(43), "verify_email")).resolves.toBeNull();
    const token = await issueToken(db, userId, "set_password");
    await revokeTokens(db, userId, "set_password");
    await expect(consumeToken(db, token, "set_password")).resolves.toBeNull();
  });
});
