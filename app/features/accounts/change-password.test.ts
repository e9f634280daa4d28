import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { changePassword } from "./change-password.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { findSessionUser, startSession } from "./session.server.ts";
import { loginThrottle } from "./login-throttle.server.ts";
import { isPasswordTokenValid } from "./password-reset.server.ts";
import { issueToken } from "./tokens.server.ts";

const publicUrl = "https://www.wp-studio.example";
const clientNetworks = [{ hash: "network-of-the-customer", limitFactor: 1 }];
const currentPassword = "Topfenstrudel mit Vanillesauce";
const newPassword = "Kaiserschmarrn mit Zwetschkenröster";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The Cookie header a browser sends back for a Set-Cookie value. */
const cookieHeaderOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe.each(testEngines)("changing the password while signed in on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userCounter = 0;

  async function createUser(language: "de" | "en") {
    userCounter += 1;
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto("users")
      .values({
        email: `stammkunde${userCounter}@example.at`,
        username: `stammkunde${userCounter}`,
        language,
        role: "customer",
        password_hash: await hashPassword(currentPassword),
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  const storedHash = async (userId: number) =>
    (await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow()).password_hash ?? "";
  const mailsTo = (userId: number) =>
    db
      .selectFrom("outbox_emails")
      .innerJoin("users", "users.email", "outbox_emails.to_address")
      .select(["outbox_emails.subject", "outbox_emails.language"])
      .where("users.id", "=", userId)
      .execute();

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("names every missing field and changes nothing", async () => {
    const userId = await createUser("de");
    const result = await changePassword(db, { userId, form: form({}), secure: false, publicUrl, clientNetworks, cookieHeader: undefined });
    expect(result).toEqual({
      status: "invalid",
      errors: {
        currentPassword: "passwords.error.currentRequired",
        password: "passwords.error.passwordRequired",
        confirmation: "passwords.error.confirmationRequired",
      },
    });
    expect(await verifyPassword(await storedHash(userId), currentPassword)).toBe(true);
  });

  it("refuses a wrong current password on its field, keeps every session and sends no mail", async () => {
    const userId = await createUser("de");
    const session = cookieHeaderOf(await startSession(db, userId, false));
    const result = await changePassword(db, {
      userId,
      form: form({ currentPassword: "Nicht das richtige Passwort", password: newPassword, confirmation: newPassword }),
      secure: false,
      publicUrl,
      clientNetworks,
      cookieHeader: session,
    });
    expect(result).toEqual({ status: "invalid", errors: { currentPassword: "passwords.error.currentWrong" } });
    expect(await verifyPassword(await storedHash(userId), currentPassword)).toBe(true);
    expect(await findSessionUser(db, session)).not.toBeNull();
    expect(await mailsTo(userId)).toEqual([]);
  });

  it("ends every other session, rotates this one, uses up open reset links and mails the owner in their language", async () => {
    const userId = await createUser("en");
    const current = cookieHeaderOf(await startSession(db, userId, false));
    const elsewhere = cookieHeaderOf(await startSession(db, userId, false));
    const openResetLink = await issueToken(db, userId, "reset_password");

    const result = await changePassword(db, {
      userId,
      form: form({ currentPassword, password: newPassword, confirmation: newPassword }),
      secure: true,
      publicUrl,
      clientNetworks,
      cookieHeader: current,
    });
    if (result.status !== "done") throw new Error(`Expected done, got ${JSON.stringify(result)}`);
    expect(result.sessionCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);

    const rotated = cookieHeaderOf(result.sessionCookie);
    expect(rotated).not.toBe(current);
    expect((await findSessionUser(db, rotated))?.id).toBe(userId);
    expect(await findSessionUser(db, current)).toBeNull();
    expect(await findSessionUser(db, elsewhere)).toBeNull();
    expect(await isPasswordTokenValid(db, openResetLink, "reset_password")).toBe(false);

    expect(await verifyPassword(await storedHash(userId), newPassword)).toBe(true);
    expect(await mailsTo(userId)).toEqual([{ subject: "Your password has been changed – WP Studio", language: "en" }]);
  });

  it("applies the password policy to the new password", async () => {
    const userId = await createUser("de");
    const result = await changePassword(db, {
      userId,
      form: form({ currentPassword, password: "qwertzuiopasdf", confirmation: "qwertzuiopasdf" }),
      secure: false,
      publicUrl,
      clientNetworks,
      cookieHeader: undefined,
    });
    expect(result).toEqual({ status: "invalid", errors: { password: "passwords.error.common" } });
  });

  it("counts wrong current passwords toward the login throttle and then refuses even the right one", async () => {
    const userId = await createUser("de");
    const attempt = (current: string, client = clientNetworks) =>
      changePassword(db, {
        userId,
        form: form({ currentPassword: current, password: newPassword, confirmation: newPassword }),
        secure: false,
        publicUrl,
        clientNetworks: client,
        cookieHeader: undefined,
      });
    for (let failure = 0; failure < loginThrottle.perIdentifierAndAddress; failure += 1) {
      expect((await attempt("Nicht das richtige Passwort")).status).toBe("invalid");
    }
    const refused = await attempt(currentPassword);
    expect(refused).toMatchObject({ status: "rateLimited" });
    expect(refused.status === "rateLimited" && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await verifyPassword(await storedHash(userId), currentPassword)).toBe(true);
    // No lock-out: from another network the owner still gets through.
    expect((await attempt(currentPassword, [{ hash: "another-network", limitFactor: 1 }])).status).toBe("done");
  });
});
