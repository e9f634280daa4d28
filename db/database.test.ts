import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, isDatabaseReachable } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../tests/support/test-databases.ts";
import { findSessionUser, hashSessionId } from "../app/features/accounts/session.server.ts";

describe.each(testEngines)("database on %s", (engine) => {
  let testDatabase: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    db = createDatabase(testDatabase.target);
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  it("applies every migration once, and none again on the next start", async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("is reachable", async () => {
    expect(await isDatabaseReachable(db)).toBe(true);
  });

  it("finds the user of a valid session and nobody for an expired or unknown one", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const user = await db
      .insertInto("users")
      .values({
        email: "anna@example.com",
        username: "anna",
        first_name: "Anna",
        last_name: "Berger",
        display_name: null,
        language: "de",
        role: "customer",
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const validId = "valid-session-id-0123456789abcdef";
    const expiredId = "expired-session-id-0123456789abcdef";
    await db
      .insertInto("sessions")
      .values([
        {
          id_hash: hashSessionId(validId),
          user_id: user.id,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: "2026-11-21T11:00:00.000Z",
        },
        {
          id_hash: hashSessionId(expiredId),
          user_id: user.id,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: "2026-11-21T09:00:00.000Z",
        },
      ])
      .execute();

    await expect(findSessionUser(db, `lang=en; sid=${validId}`, now)).resolves.toMatchObject({
      id: user.id,
      firstName: "Anna",
      lastName: "Berger",
      role: "customer",
    });
    await expect(findSessionUser(db, `sid=${expiredId}`, now)).resolves.toBeNull();
    await expect(findSessionUser(db, "sid=unknown-session-id-0123456789", now)).resolves.toBeNull();
    await expect(findSessionUser(db, undefined, now)).resolves.toBeNull();
  });

  it("refuses a session of a user that does not exist", async () => {
    const now = new Date().toISOString();
    await expect(
      db
        .insertInto("sessions")
        .values({ id_hash: "x".repeat(64), user_id: 999_999, created_at: now, last_seen_at: now, expires_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});
