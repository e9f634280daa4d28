import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { formRequest, routeArgs } from "../../../tests/support/route-calls.ts";
import { action } from "../../routes/register.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { confirmEmail, resendVerification } from "./email-verification.server.ts";
import { register } from "./registration.server.ts";
import { registrationThrottle } from "./registration-throttle.server.ts";
import { verifyPassword } from "./passwords.server.ts";

const password = "amber kettle sings at noon";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const defaults = {
    username: "hanna",
    email: "hanna@example.com",
    firstName: "Hanna",
    lastName: "Huber",
    password,
    passwordConfirmation: password,
    accept: "yes",
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) data.set(name, value);
  return data;
}

describe.each(testEngines)("register on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const logger = createLogger("silent");
  const submit = (fields: Record<string, string> = {}, language: "de" | "en" = "de", clientAddressHash = "a".repeat(64), now?: Date) =>
    register(
      db,
      { form: form(fields), language, publicUrl: "https://shop.example", logger, clientNetworks: [{ hash: clientAddressHash, limitFactor: 1 }] },
      now,
    );
  const usersNamed = (username: string) => db.selectFrom("users").select("id").where("username", "=", username).execute();
  const mailsTo = (address: string) => db.selectFrom("outbox_emails").select("subject").where("to_address", "=", address).orderBy("id").execute();
  // Each throttle test starts later than the one before, so their windows do not overlap.
  let clock = Date.now();
  const laterStart = () => {
    clock += 2 * 60 * 60_000;
    const start = clock;
    return (offsetMs = 0) => new Date(start + offsetMs);
  };

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

  it("keeps the checkout to return to in the mailed link, and in a link asked for again once the first expired", async () => {
    const returnTo = "/checkout?plugin=form-relay&option=7";
    await submit({ username: "ines", email: "ines@example.com", returnTo }, "en");
    const linkOf = async () => {
      const mails = await db.selectFrom("outbox_emails").select("text_body").where("to_address", "=", "ines@example.com").orderBy("id").execute();
      return new URL(/https:\/\/shop\.example\/verify-email\?\S+/.exec(mails.at(-1)?.text_body ?? "")?.[0] ?? "https://invalid.example");
    };
    expect((await linkOf()).searchParams.get("returnTo")).toBe(returnTo);
    await expect(resendVerification(db, "ines@example.com", "https://shop.example", new Date(Date.now() + 25 * 60 * 60_000), returnTo)).resolves.toEqual({
      status: "resent",
      email: "ines@example.com",
    });
    expect(await mailsTo("ines@example.com")).toHaveLength(2);
    expect((await linkOf()).searchParams.get("returnTo")).toBe(returnTo);
  });

  it("answers a known address like a new one, creates nothing and tells the owner in their language", async () => {
    const before = await db.selectFrom("users").select("id").execute();
    await expect(submit({ username: "someone-else", email: "HANNA@example.com" })).resolves.toEqual({ status: "checkMail", email: "hanna@example.com" });
    expect(await db.selectFrom("users").select("id").execute()).toHaveLength(before.length);
    const mails = await db.selectFrom("outbox_emails").select(["subject", "text_body"]).where("to_address", "=", "hanna@example.com").orderBy("id").execute();
    expect(mails.at(-1)?.subject).toContain("Registration attempt with your e-mail address");
  });

  it("reports each field's problem and a taken username, never echoing the password", async () => {
    const result = await submit({
      username: "Hanna",
      email: "x",
      firstName: " ",
      lastName: "",
      password: "qwertzuiop12",
      passwordConfirmation: "other",
      accept: "",
    });
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
    await expect(
      submit({ username: "new-user", email: "new@example.com", password: "new-user is me ok", passwordConfirmation: "new-user is me ok" }),
    ).resolves.toMatchObject({
      errors: { password: "auth.error.passwordContainsIdentity" },
    });
  });
  it(`answers the ${registrationThrottle.takenUsernamesPerAddress + 1}th attempt with a taken username from one network with 429, creating nothing; another network is unaffected`, async () => {
    const at = laterStart();
    await expect(submit({ username: "owner-of-name", email: "owner-of-name@example.com" }, "de", "f".repeat(64), at())).resolves.toMatchObject({
      status: "checkMail",
    });
    const network = "b".repeat(64);
    for (let index = 0; index < registrationThrottle.takenUsernamesPerAddress; index += 1) {
      const probe = await submit({ username: "owner-of-name", email: `probe${index}@example.com` }, "de", network, at(index * 1000));
      expect(probe).toMatchObject({ status: "invalid", errors: { username: "auth.error.usernameTaken" } });
    }
    const fresh = { username: "ida", email: "ida@example.com", firstName: "Ida" };
    const refused = await submit(fresh, "de", network, at(10_000));
    expect(refused).toEqual({
      status: "rateLimited",
      values: { username: "ida", email: "ida@example.com", firstName: "Ida", lastName: "Huber", accept: true },
      retryAfterSeconds: registrationThrottle.windowMs / 1000 - 10,
    });
    expect(await usersNamed("ida")).toEqual([]);
    expect(await mailsTo("ida@example.com")).toEqual([]);

    await expect(submit(fresh, "de", "c".repeat(64), at(10_000))).resolves.toEqual({ status: "checkMail", email: "ida@example.com" });
    expect(await usersNamed("ida")).toHaveLength(1);
    // Once the first counted attempt has left the window, the network may register again.
    const after = at(registrationThrottle.windowMs + 1000);
    await expect(submit({ username: "jakob", email: "jakob@example.com" }, "de", network, after)).resolves.toMatchObject({ status: "checkMail" });
  });

  it(`lets ordinary mistakes through and answers 429 only after ${registrationThrottle.perAddress} attempts of any kind from one network`, async () => {
    const at = laterStart();
    const network = "d".repeat(64);
    // More mistakes than taken usernames are allowed: a wrong address or password is no probe.
    const mistakes = registrationThrottle.takenUsernamesPerAddress + 1;
    for (let index = 0; index < mistakes; index += 1) {
      await expect(submit({ username: "kurt", email: "kurt-at-example.com" }, "de", network, at(index))).resolves.toMatchObject({ status: "invalid" });
    }
    await expect(submit({ username: "kurt", email: "kurt@example.com" }, "de", network, at(100))).resolves.toMatchObject({ status: "checkMail" });
    for (let index = mistakes + 1; index < registrationThrottle.perAddress; index += 1) {
      await expect(submit({ username: "", email: "" }, "de", network, at(200 + index))).resolves.toMatchObject({ status: "invalid" });
    }
    await expect(submit({ username: "lotte", email: "lotte@example.com" }, "de", network, at(1000))).resolves.toMatchObject({ status: "rateLimited" });
    expect(await usersNamed("lotte")).toEqual([]);
  });

  it("does not count a known address as taken, and mails its owner at most a few times an hour", async () => {
    const at = laterStart();
    const network = "e".repeat(64);
    await expect(submit({ username: "mara", email: "mara@example.com" }, "en", network, at())).resolves.toMatchObject({ status: "checkMail" });
    const attempts = registrationThrottle.takenUsernamesPerAddress + 1;
    for (let index = 1; index <= attempts; index += 1) {
      const answer = await submit({ username: `mara-${index}`, email: "mara@example.com" }, "de", network, at(index * 1000));
      expect(answer).toEqual({ status: "checkMail", email: "mara@example.com" });
    }
    // The verification mail and notices up to the limit; later attempts get the same answer, no mail.
    const subjects = (await mailsTo("mara@example.com")).map((mail) => mail.subject);
    expect(subjects).toHaveLength(registrationThrottle.mailsPerEmailAndHour);
    expect(subjects[0]).toContain("Please confirm your e-mail address");
    expect(subjects.slice(1).every((subject) => subject.includes("Registration attempt with your e-mail address"))).toBe(true);
    expect(await usersNamed("mara")).toHaveLength(1);
  }, 30_000);

  it("answers a throttled registration through the page's action with 429, Retry-After and the form's values, never the password", async () => {
    const context = testRequestContext({ db, dataDir: "/nonexistent", clientAddressHash: "register-through-action" });
    const post = (fields: Record<string, string>) => action(routeArgs(formRequest("http://localhost:3000/register", form(fields)), context, {}));
    await expect(submit({ username: "olga", email: "olga@example.com" }, "de", "g".repeat(64))).resolves.toMatchObject({ status: "checkMail" });
    // The action counts at the real time, on a network of its own.
    for (let index = 0; index < registrationThrottle.takenUsernamesPerAddress; index += 1) {
      expect((await post({ username: "olga", email: `action-probe${index}@example.com` })).init?.status).toBe(400);
    }
    const refused = await post({ username: "nina", email: "nina@example.com" });
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(registrationThrottle.windowMs / 1000 - 60);
    expect(refused.data).toMatchObject({ status: "rateLimited", values: { username: "nina", email: "nina@example.com" } });
    expect(JSON.stringify(refused.data)).not.toContain(password);
    expect(await usersNamed("nina")).toEqual([]);
  });
});
