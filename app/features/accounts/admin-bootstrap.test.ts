import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migrateToLatest } from "../../../db/migrate.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { ensureAdmin, ensureConfiguredAdmin, grantAdminRole } from "./admin-bootstrap.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { findSessionUser, startSession } from "./session.server.ts";
import { issueToken, peekToken } from "./tokens.server.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const run = promisify(execFile);
const now = new Date("2026-03-02T10:00:00Z");
const password = "correct horse battery staple";

describe.each(testEngines)("admin at start and by command on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  const userOf = (email: string) => db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  const addCustomer = async (email: string, username: string, passwordHash: string | null) =>
    db
      .insertInto("users")
      .values({ email, username, language: "en", role: "customer", password_hash: passwordHash, created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("users").execute();
  });

  afterAll(() => drop());

  it("creates a missing admin with a verified address, a username from the e-mail and the password hashed", async () => {
    await addCustomer("other@example.com", "office", null);
    expect(await ensureAdmin(db, { email: "Office@Example.at", password }, now)).toBe("created");
    const admin = await userOf("Office@Example.at");
    expect(admin).toMatchObject({ role: "admin", username: "office-2", email_verified_at: now.toISOString(), password_changed_at: now.toISOString() });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? "", password)).toBe(true);
  });

  it("is idempotent: a second start changes nothing, and never resets a password the admin has", async () => {
    await ensureAdmin(db, { email: "office@example.at", password }, now);
    const before = await userOf("office@example.at");
    expect(await ensureAdmin(db, { email: "OFFICE@example.at", password: "a different long password" }, new Date())).toBe("unchanged");
    expect(await userOf("office@example.at")).toEqual(before);
    expect(await db.selectFrom("users").select("id").execute()).toHaveLength(1);
  });

  it("promotes an existing customer, keeping their password, and sets one only where none exists", async () => {
    const ownHash = await hashPassword("the customer's own password");
    await addCustomer("anna@example.com", "anna", ownHash);
    expect(await ensureAdmin(db, { email: "anna@example.com", password }, now)).toBe("promoted");
    expect(await userOf("anna@example.com")).toMatchObject({ role: "admin", password_hash: ownHash, username: "anna" });

    await db.insertInto("users").values({ email: "ben@example.com", username: "ben", language: "de", role: "admin", created_at: now.toISOString() }).execute();
    expect(await ensureAdmin(db, { email: "ben@example.com", password }, now)).toBe("passwordSet");
    expect(await verifyPassword((await userOf("ben@example.com"))?.password_hash ?? "", password)).toBe(true);
  });

  it("does nothing without both variables and logs what it did, never the password", async () => {
    const lines: string[] = [];
    const logger = createLogger("debug", (line) => lines.push(line));
    await ensureConfiguredAdmin(db, logger, {});
    expect(await db.selectFrom("users").select("id").execute()).toHaveLength(0);
    await ensureConfiguredAdmin(db, logger, { ADMIN_EMAIL: "office@example.at", ADMIN_PASSWORD: password });
    expect(lines.join("")).toContain('"outcome":"created"');
    expect(lines.join("")).not.toContain(password);
  });

  it("ends the sessions and open login challenges of an account it makes an admin, whichever way", async () => {
    for (const [email, promote] of [
      ["by-command@example.com", () => grantAdminRole(db, "by-command@example.com", now)],
      ["at-start@example.com", () => ensureAdmin(db, { email: "at-start@example.com", password }, now)],
    ] as const) {
      await addCustomer(email, email.split("@")[0] ?? email, await hashPassword("the customer's own password"));
      const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const session = (await startSession(db, id, false, now)).split(";")[0];
      const challenge = await issueToken(db, id, "second_factor", now);
      await promote();
      expect(await db.selectFrom("sessions").select("id_hash").where("user_id", "=", id).execute()).toEqual([]);
      expect(await findSessionUser(db, session, now)).toBeNull();
      expect(await peekToken(db, challenge, "second_factor", now)).toBeNull();
    }
  });

  it("grants the admin role to an existing account only", async () => {
    await addCustomer("anna@example.com", "anna", null);
    expect(await grantAdminRole(db, " Anna@Example.com ")).toMatchObject({ status: "granted" });
    expect((await userOf("anna@example.com"))?.role).toBe("admin");
    expect(await grantAdminRole(db, "anna@example.com")).toMatchObject({ status: "alreadyAdmin" });
    expect(await grantAdminRole(db, "nobody@example.com")).toEqual({ status: "unknownEmail" });
  });
});

describe("npm run user:admin", { timeout: 30_000 }, () => {
  let dataDir: string;
  let db: Db;

  const command = (...args: string[]) =>
    run(process.execPath, ["scripts/user-admin.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "user-admin-"));
    db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
    await migrateToLatest(db);
    await db
      .insertInto("users")
      .values({ email: "anna@example.com", username: "anna", language: "de", role: "customer", created_at: now.toISOString() })
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("grants the role to an existing account, and says so when it already has it", async () => {
    const { stdout } = await command("anna@example.com");
    expect(stdout).toContain("anna@example.com is now an admin.");
    const user = await db.selectFrom("users").select("role").where("email", "=", "anna@example.com").executeTakeFirstOrThrow();
    expect(user.role).toBe("admin");
    expect((await command("anna@example.com")).stdout).toContain("anna@example.com is already an admin.");
  });

  it("fails clearly for an unknown address, a malformed one or missing arguments", async () => {
    await expect(command("nobody@example.com")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No account has the e-mail address nobody@example.com."),
    });
    await expect(command("not-an-address")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('"not-an-address" is not an e-mail address.') });
    await expect(command()).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Usage: npm run user:admin -- <email>") });
  });
});
