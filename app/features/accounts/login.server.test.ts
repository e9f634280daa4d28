import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { createLogger } from "../../lib/logger.ts";
import { logIn } from "./login.server.ts";
import { loginThrottle } from "./login-throttle.server.ts";
import { hashPassword } from "./passwords.server.ts";

const password = "amber kettle sings at noon";

function form(identifier: string, secret: string): FormData {
  const data = new FormData();
  data.set("identifier", identifier);
  data.set("password", secret);
  return data;
}

describe.each(testEngines)("logIn on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let passwordHash: string;
  const lines: string[] = [];
  const logger = createLogger("info", (line) => lines.push(line));
  const attempt = (identifier: string, secret: string, clientAddressHash = "a".repeat(64), now?: Date) =>
    logIn(
      db,
      { form: form(identifier, secret), clientNetworks: [{ hash: clientAddressHash, limitFactor: 1 }], publicUrl: "https://shop.example", logger },
      now,
    );

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    passwordHash = await hashPassword(password);
  });

  afterAll(() => drop());

  it("signs a customer in by username or e-mail in any letter case", async () => {
    const userId = (await insertCustomer(db, "clara@example.com", { passwordHash })).id;
    await expect(attempt("CLARA", password)).resolves.toMatchObject({ status: "signedIn", userId });
    await expect(attempt("Clara@Example.com", password)).resolves.toMatchObject({ status: "signedIn", userId });
  });

  it("answers wrong passwords, unknown names and accounts without password alike, and logs them without secrets", async () => {
    await insertCustomer(db, "dora@example.com", { passwordHash });
    await insertCustomer(db, "emil@example.com", { passwordHash: null });
    await expect(attempt("dora", "wrong password here")).resolves.toEqual({ status: "failed", identifier: "dora" });
    await expect(attempt("nobody@example.com", password)).resolves.toEqual({ status: "failed", identifier: "nobody@example.com" });
    await expect(attempt("emil", password)).resolves.toEqual({ status: "failed", identifier: "emil" });
    const logged = lines.join("");
    expect(logged).toContain("login failed");
    expect(logged).not.toContain("wrong password here");
    expect(logged).not.toContain("nobody@example.com");
  });

  it("sends an unverified customer on the way to the checkout a new link that leads back there", async () => {
    await insertCustomer(db, "greta@example.com", { passwordHash, verified: false });
    const returnTo = "/kasse?plugin=booking-desk&option=12";
    const outcome = await logIn(db, {
      form: form("greta", password),
      clientNetworks: [{ hash: "a".repeat(64), limitFactor: 1 }],
      publicUrl: "https://shop.example",
      logger,
      returnTo,
    });
    expect(outcome).toMatchObject({ status: "unverified" });
    const mail = await db.selectFrom("outbox_emails").select("text_body").where("to_address", "=", "greta@example.com").executeTakeFirstOrThrow();
    const link = new URL(/https:\/\/shop\.example\/verify-email\?\S+/.exec(mail.text_body)?.[0] ?? "https://invalid.example");
    expect(link.searchParams.get("returnTo")).toBe(returnTo);
  });

  it("refuses an unverified customer and sends a new link, at most one a minute", async () => {
    await insertCustomer(db, "fritz@example.com", { passwordHash, verified: false });
    await expect(attempt("fritz", password)).resolves.toMatchObject({ status: "unverified", email: "fritz@example.com" });
    await expect(attempt("fritz", password)).resolves.toMatchObject({ status: "unverified" });
    const mails = await db.selectFrom("outbox_emails").select("subject").where("to_address", "=", "fritz@example.com").execute();
    expect(mails).toHaveLength(1);
  });

  it("hands an admin to the second factor instead of a session", async () => {
    await insertAdmin(db, "admin@example.com", { username: "admin-user", passwordHash });
    const outcome = await attempt("admin@example.com", password);
    expect(outcome).toMatchObject({ status: "secondFactor" });
    expect(outcome.status === "secondFactor" && outcome.challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("throttles five failures per name and network, lets the owner in from elsewhere, and frees up after the window", async () => {
    await insertCustomer(db, "gina@example.com", { passwordHash });
    const start = new Date(Date.now() + 60_000);
    for (let index = 0; index < loginThrottle.perIdentifierAndAddress; index += 1) {
      await expect(attempt("gina", `wrong guess ${index}`, "b".repeat(64), new Date(start.getTime() + index * 1000))).resolves.toMatchObject({
        status: "failed",
      });
    }
    const throttled = await attempt("gina", password, "b".repeat(64), new Date(start.getTime() + 10_000));
    expect(throttled).toMatchObject({ status: "rateLimited" });
    expect(throttled.status === "rateLimited" && throttled.retryAfterSeconds).toBe(loginThrottle.windowMs / 1000 - 10);
    await expect(attempt("gina", password, "c".repeat(64), new Date(start.getTime() + 10_000))).resolves.toMatchObject({ status: "signedIn" });
    await expect(attempt("gina", password, "b".repeat(64), new Date(start.getTime() + loginThrottle.windowMs + 1000))).resolves.toMatchObject({
      status: "signedIn",
    });
  });

  it("throttles twenty failures per network across names", async () => {
    const start = new Date(Date.now() + 120_000);
    for (let index = 0; index < loginThrottle.perAddress; index += 1) {
      await attempt(`guess-${index}`, "wrong password again", "d".repeat(64), new Date(start.getTime() + index));
    }
    await expect(attempt("clara", password, "d".repeat(64), new Date(start.getTime() + 1000))).resolves.toMatchObject({ status: "rateLimited" });
    // Twenty Argon2id verifications: seconds on a busy CI machine.
  }, 30_000);
});
