import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { createLogger } from "../../lib/logger.ts";
import { action as resetPasswordAction } from "../../routes/reset-password.tsx";
import { action as setPasswordAction } from "../../routes/set-password.tsx";
import { action as verifyEmailAction } from "../../routes/verify-email.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { logIn } from "./login.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { findSessionUser, sessionCookieName, startSession } from "./session.server.ts";
import { issueToken } from "./tokens.server.ts";
import { submitSecondFactor } from "./two-factor.server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "disabled-accounts-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const password = "amber kettle sings at noon";
const newPassword = "quiet harbour lamps at dusk";

/** The Set-Cookie header of the redirect an action answered or threw. */
async function redirectCookie(run: () => Promise<unknown>): Promise<string> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response && answer.status >= 300 && answer.status < 400) return answer.headers.get("Set-Cookie") ?? "";
  throw new Error(`expected a redirect, got ${String(answer)}`);
}

describe.each(testEngines)("a disabled account on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let passwordHash: string;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    passwordHash = await hashPassword(password);
  });

  afterAll(async () => {
    await drop();
  });

  const disable = (userId: number) => db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", userId).execute();
  const sessionsOf = (userId: number) => db.selectFrom("sessions").select("id_hash").where("user_id", "=", userId).execute();
  const attempt = (identifier: string, secret: string) => {
    const form = new FormData();
    form.set("identifier", identifier);
    form.set("password", secret);
    return logIn(db, { form, clientNetworks: [{ hash: "d".repeat(64), limitFactor: 1 }], publicUrl: "http://localhost:3000", logger: createLogger("silent") });
  };

  it("has no valid session, even one that was left in the table", async () => {
    const userId = (await insertCustomer(db, "ida@example.com", { passwordHash })).id;
    const cookie = (await startSession(db, userId, false)).split(";")[0];
    expect(await findSessionUser(db, cookie)).toMatchObject({ id: userId });
    await disable(userId);
    expect(await sessionsOf(userId)).toHaveLength(1);
    expect(await findSessionUser(db, cookie)).toBeNull();
  });

  it("gets no new session: the answer clears the cookie instead", async () => {
    const userId = (await insertCustomer(db, "jakob@example.com", { passwordHash })).id;
    await disable(userId);
    const setCookie = await startSession(db, userId, false);
    expect(setCookie).toBe(`${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it("is refused at login only after the right password, so wrong guesses learn nothing", async () => {
    const userId = (await insertCustomer(db, "karl@example.com", { passwordHash })).id;
    await disable(userId);
    await expect(attempt("karl", "not the password at all")).resolves.toEqual({ status: "failed", identifier: "karl" });
    await expect(attempt("KARL@example.com", password)).resolves.toEqual({ status: "disabled", identifier: "KARL@example.com" });
  });

  it("cannot sign in through a set-password or reset link, though the password is saved", async () => {
    const userId = (await insertCustomer(db, "lena@example.com", { passwordHash: null })).id;
    await disable(userId);
    const context = testRequestContext({ db, dataDir });
    for (const [purpose, action, route] of [
      ["set_password", setPasswordAction, "set-password"],
      ["reset_password", resetPasswordAction, "reset-password"],
    ] as const) {
      const token = await issueToken(db, userId, purpose);
      const form = new FormData();
      form.set("intent", "reset");
      form.set("token", token);
      form.set("password", newPassword);
      form.set("confirmation", newPassword);
      const request = new Request(`http://localhost:3000/${route}`, { method: "POST", body: form });
      const url = new URL(request.url);
      const setCookie = await redirectCookie(() => action({ request, context, params: {}, url, pattern: `/${route}` }));
      expect(setCookie).toMatch(new RegExp(`^${sessionCookieName}=; .*Max-Age=0`));
      expect(await sessionsOf(userId)).toEqual([]);
    }
    await expect(attempt("lena", newPassword)).resolves.toEqual({ status: "disabled", identifier: "lena" });
  });

  it("is not signed in by confirming its e-mail address", async () => {
    const userId = (await insertCustomer(db, "nina@example.com", { passwordHash, verified: false })).id;
    await disable(userId);
    const form = new FormData();
    form.set("token", await issueToken(db, userId, "verify_email"));
    const request = new Request("http://localhost:3000/verify-email", { method: "POST", body: form });
    const url = new URL(request.url);
    const setCookie = await redirectCookie(() =>
      verifyEmailAction({ request, context: testRequestContext({ db, dataDir }), params: {}, url, pattern: "/verify-email" }),
    );
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName}=; .*Max-Age=0`));
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it("cannot finish an admin's second step that began before the account was disabled", async () => {
    const userId = (await insertAdmin(db, "mara@example.com", { passwordHash })).id;
    const challenge = await issueToken(db, userId, "second_factor");
    await disable(userId);
    await expect(submitSecondFactor(db, challenge, "123456", { key: null, clientAddressHash: "e".repeat(64) })).resolves.toEqual({ status: "noChallenge" });
  });
});
