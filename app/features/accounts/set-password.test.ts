import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { isPasswordTokenValid } from "./password-reset.server.ts";
import { verifyPassword } from "./passwords.server.ts";
import { sendSetPasswordMail, setPasswordWithToken } from "./set-password.server.ts";
import { tokenLifetimes } from "./tokens.server.ts";

const publicUrl = "https://www.wp-studio.example";
const password = "Sachertorte mit Schlagobers";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(testEngines)("setting the first password on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userCounter = 0;

  /** An account as an admin or a purchase creates it: no password yet. */
  async function createAccount(language: "de" | "en", role: "customer" | "admin" = "customer") {
    userCounter += 1;
    const now = new Date().toISOString();
    const email = `kaeufer${userCounter}@example.at`;
    const { id } = await db
      .insertInto("users")
      .values({ email, username: `kaeufer${userCounter}`, language, role, password_hash: null, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, email, language };
  }

  async function mailedToken(userId: number): Promise<{ token: string; subject: string; text: string; language: string }> {
    const mail = await db
      .selectFrom("outbox_emails")
      .innerJoin("users", "users.email", "outbox_emails.to_address")
      .select(["outbox_emails.subject", "outbox_emails.text_body", "outbox_emails.language"])
      .where("users.id", "=", userId)
      .orderBy("outbox_emails.id", "desc")
      .executeTakeFirstOrThrow();
    const token = /\/set-password\?(?:lang=en&)?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`No set-password link in:\n${mail.text_body}`);
    return { token, subject: mail.subject, text: mail.text_body, language: mail.language };
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("mails a link from PUBLIC_URL in the account's language, valid for the set-password lifetime", async () => {
    const german = await createAccount("de");
    const english = await createAccount("en");
    const sentAt = new Date();
    await db.transaction().execute((trx) => sendSetPasswordMail(trx, german, publicUrl, sentAt));
    await sendSetPasswordMail(db, english, publicUrl, sentAt);

    const de = await mailedToken(german.id);
    expect(de).toMatchObject({ language: "de", subject: "Legen Sie das Passwort für Ihr Konto fest – WP Studio" });
    expect(de.text).toContain(`${publicUrl}/set-password?token=${de.token}`);
    expect(de.text).toContain("Der Link ist 72 Stunden lang gültig");
    const en = await mailedToken(english.id);
    expect(en).toMatchObject({ language: "en", subject: "Set the password for your account – WP Studio" });
    expect(en.text).toContain(`${publicUrl}/set-password?lang=en&token=${en.token}`);

    const justBeforeExpiry = new Date(sentAt.getTime() + tokenLifetimes.set_password - 1000);
    const afterExpiry = new Date(sentAt.getTime() + tokenLifetimes.set_password + 1000);
    expect(await isPasswordTokenValid(db, de.token, "set_password", justBeforeExpiry)).toBe(true);
    expect(await isPasswordTokenValid(db, de.token, "set_password", afterExpiry)).toBe(false);
    // A set-password link is no reset link.
    expect(await isPasswordTokenValid(db, de.token, "reset_password")).toBe(false);
  });

  it("stores the password once, confirms the address and sends no 'changed' mail", async () => {
    const account = await createAccount("de");
    await sendSetPasswordMail(db, account, publicUrl);
    const { token } = await mailedToken(account.id);
    const mailsBefore = (await db.selectFrom("outbox_emails").select("id").execute()).length;

    expect(await setPasswordWithToken(db, token, form({ password, confirmation: password }), publicUrl)).toEqual({
      status: "done",
      userId: account.id,
      role: "customer",
    });
    const stored = await db.selectFrom("users").selectAll().where("id", "=", account.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash ?? "", password)).toBe(true);
    expect(stored.email_verified_at).not.toBeNull();
    expect((await db.selectFrom("outbox_emails").select("id").execute()).length).toBe(mailsBefore);

    expect(
      await setPasswordWithToken(db, token, form({ password: "Ein anderes langes Passwort", confirmation: "Ein anderes langes Passwort" }), publicUrl),
    ).toEqual({
      status: "invalidToken",
    });
  });

  it("refuses a password with the account's name in it and keeps the link", async () => {
    const account = await createAccount("en", "admin");
    await sendSetPasswordMail(db, account, publicUrl);
    const { token } = await mailedToken(account.id);
    const withName = `mein ${account.email.split("@")[0]} passwort`;
    expect(await setPasswordWithToken(db, token, form({ password: withName, confirmation: withName }), publicUrl)).toEqual({
      status: "invalid",
      errors: { password: "passwords.error.containsIdentity" },
    });
    expect(await setPasswordWithToken(db, token, form({ password, confirmation: password }), publicUrl)).toEqual({
      status: "done",
      userId: account.id,
      role: "admin",
    });
  });
});
