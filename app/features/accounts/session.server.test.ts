import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { endAllSessions, findSessionUser, hashSessionId, rotateSession, sessionCookieName, sessionLifetimes, startSession } from "./session.server.ts";

/** The `sid=…` pair of a Set-Cookie value, as the browser sends it back. */
function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

const minute = 60_000;

describe("session lifetimes", () => {
  it("are two hours idle and eight hours absolute", () => {
    expect(sessionLifetimes).toEqual({ idleMs: 2 * 60 * minute, absoluteMs: 8 * 60 * minute });
  });
});

describe.each(testEngines)("sessions on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "session@example.com", { username: "session-user" })).id;
  });

  afterAll(() => drop());

  it("start with a random id of 256 bits in an HttpOnly, SameSite=Lax cookie, Secure behind HTTPS", async () => {
    const plain = await startSession(db, userId, false);
    const secure = await startSession(db, userId, true);
    expect(plain).toMatch(new RegExp(`^${sessionCookieName}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax$`));
    expect(secure).toMatch(/; Secure$/);
    expect(cookieOf(plain)).not.toBe(cookieOf(secure));
    const id = cookieOf(plain).split("=")[1] ?? "";
    const stored = await db.selectFrom("sessions").select("id_hash").where("id_hash", "=", hashSessionId(id)).executeTakeFirst();
    expect(stored).toBeDefined();
    await expect(db.selectFrom("sessions").select("id_hash").where("id_hash", "=", id).executeTakeFirst()).resolves.toBeUndefined();
  });

  it("count for an admin only when the sign-in passed the second factor; a customer's need no mark", async () => {
    const adminId = (await insertAdmin(db, "session-admin@example.com")).id;
    const withoutMark = cookieOf(await startSession(db, adminId, false));
    const withMark = cookieOf(await startSession(db, adminId, false, new Date(), new Date().toISOString()));
    expect(await findSessionUser(db, withoutMark)).toBeNull();
    expect(await findSessionUser(db, withMark)).toMatchObject({ id: adminId, role: "admin" });
    expect(await findSessionUser(db, cookieOf(await startSession(db, userId, false)))).toMatchObject({ id: userId, role: "customer" });
  });

  it("rotate: signing in ends the session of the old cookie and answers a new id", async () => {
    const before = cookieOf(await startSession(db, userId, false));
    const after = cookieOf(await rotateSession(db, before, userId, false));
    expect(after).not.toBe(before);
    await expect(findSessionUser(db, before)).resolves.toBeNull();
    await expect(findSessionUser(db, after)).resolves.toMatchObject({ id: userId });
  });

  it("end after the idle lifetime without requests", async () => {
    const start = new Date("2026-05-04T08:00:00Z");
    const cookie = cookieOf(await startSession(db, userId, false, start));
    await expect(findSessionUser(db, cookie, new Date(start.getTime() + sessionLifetimes.idleMs - 1))).resolves.toMatchObject({ id: userId });
    const other = cookieOf(await startSession(db, userId, false, start));
    await expect(findSessionUser(db, other, new Date(start.getTime() + sessionLifetimes.idleMs))).resolves.toBeNull();
  });

  it("slide with use, at most once a minute, but never past the absolute lifetime", async () => {
    const start = new Date("2026-05-05T08:00:00Z");
    const cookie = cookieOf(await startSession(db, userId, false, start));
    const idHash = hashSessionId(cookie.split("=")[1] ?? "");
    const expiresAt = async () => (await db.selectFrom("sessions").select("expires_at").where("id_hash", "=", idHash).executeTakeFirstOrThrow()).expires_at;

    await findSessionUser(db, cookie, new Date(start.getTime() + 30_000));
    expect(await expiresAt()).toBe(new Date(start.getTime() + sessionLifetimes.idleMs).toISOString());

    let now = start.getTime();
    while (now + sessionLifetimes.idleMs / 2 < start.getTime() + sessionLifetimes.absoluteMs) {
      now += sessionLifetimes.idleMs / 2;
      await expect(findSessionUser(db, cookie, new Date(now))).resolves.toMatchObject({ id: userId });
    }
    expect(await expiresAt()).toBe(new Date(start.getTime() + sessionLifetimes.absoluteMs).toISOString());
    await expect(findSessionUser(db, cookie, new Date(start.getTime() + sessionLifetimes.absoluteMs))).resolves.toBeNull();
  });

  it("all end at a password change, except the one asked to keep", async () => {
    const other = (await insertCustomer(db, "other@example.com", { username: "other-user" })).id;
    const first = cookieOf(await startSession(db, other, false));
    const second = cookieOf(await startSession(db, other, false));
    const third = cookieOf(await startSession(db, other, false));
    await endAllSessions(db, other, `lang=de; ${second}`);
    await expect(findSessionUser(db, first)).resolves.toBeNull();
    await expect(findSessionUser(db, second)).resolves.toMatchObject({ id: other });
    await expect(findSessionUser(db, third)).resolves.toBeNull();
    await endAllSessions(db, other);
    await expect(findSessionUser(db, second)).resolves.toBeNull();
  });
});
