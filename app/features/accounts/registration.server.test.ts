import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { createLogger } from "../../../server/logger.ts";
import { confirmEmail } from "./email-verification.server.ts";
import { register } from "./registration.server.ts";
import { verifyPassword } from "./passwords.server.ts";

const password = "amber kettle sings at noon";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const defaults = { username: "hanna", email: "hanna@example.com", firstName: "Hanna", lastName: "Huber", password, passwordConfirmation: password, accept: "yes" };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) data.set(name, value);
  return data;
}

describe.each(testEngines)("register on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const logger = createLogger("silent");
  const submit = (fields: Record<string, string> = {}, language: "de" | "en" = "de") =>
    register(db, { form: form(fields), language, publicUrl: "https://shop.example", logger });

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("creates an unverified account with an Argon2id hash and mails a single-use link from PUBLIC_URL", async () => {
    await expect(submit({ email: " Hanna@Example.com " }, "en")).resolves.toEqual({ status: "checkMail", email: "hanna@example.com" });
    const user = await db.selectFrom("users").selectAll().where("username", "=", "hanna").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: "hanna@example.com", language: "en", role: "customer", email_verified_at: null });
    await expect(verifyPassword(user.password_hash ?? "", password)).resolves.toBe(true);

    const mail = await db.selectFrom("outbox_emails").selectAll().where("to_address", "=", "hanna@example.com").executeTakeFirstOrThrow();
    expect(mail.subject).toContain("Please confirm your e-mail address");
    const token = /https:\/\/shop\.example\/verify-email\?token=([A-Za-z0-9_-]{43})&lang=en/.exec(mail.text_body)?.[1] ?? "";
    await expect(confirmEmail(db, token)).resolves.toEqual({ userId: user.id });
    await expect(confirmEmail(db, token)).resolves.toBeNull();
    const verified = await db.selectFrom("users").select("email_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(verified.email_verified_at).not.toBeNull();
  });

  it("answers a known address like a new one, creates nothing and tells the owner in their language", async () => {
    const before = await db.selectFrom("users").select("id").execute();
    await expect(submit({ username: "someone-else", email: "HANNA@example.com" })).resolves.toEqual({ status: "checkMail", email: "hanna@example.com" });
    expect(await db.selectFrom("users").select("id").execute()).toHaveLength(before.length);
    const mails = await db.selectFrom("outbox_emails").select(["subject", "text_body"]).where("to_address", "=", "hanna@example.com").orderBy("id").execute();
    expect(mails.at(-1)?.subject).toContain("Registration attempt with your e-mail address");
  });

  it("reports each field's problem and a taken username, never echoing the password", async () => {
    const result = await submit({ username: "Hanna", email: "x", firstName: " ", lastName: "", password: "qwertzuiop12", passwordConfirmation: "other", accept: "" });
    expect(result).toEqual({
      status: "invalid",
      values: { username: "Hanna", email: "x", firstName: " ", lastName: "", accept: false },
      errors: {
        username: "auth.error.usernameTaken",
        email: "auth.error.emailInvalid",
        firstName: "auth.error.firstNameRequired",
        lastName: "auth.error.lastNameRequired",
        password: "auth.error.passwordCommon",
        passwordConfirmation: "auth.error.passwordMismatch",
        accept: "auth.error.acceptRequired",
      },
    });
    expect(JSON.stringify(result)).not.toContain("qwertzuiop12");
    await expect(submit({ username: "ab" })).resolves.toMatchObject({ errors: { username: "auth.error.usernameInvalid" } });
    await expect(submit({ username: "new-user", email: "new@example.com", password: "new-user is me ok", passwordConfirmation: "new-user is me ok" })).resolves.toMatchObject({
      errors: { password: "auth.error.passwordContainsIdentity" },
    });
  });
});
