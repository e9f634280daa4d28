// Issue #30, finding 1: a login challenge started with the old password must not complete after the
// password has changed, whichever way it changed (signed in, or by a mailed link). And a sign-in
// still running when the password or the role changes (its password checked before the change, its
// challenge or session stored after it) gets neither (decision 050): the steps of such a sign-in
// are run here in that order.
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { grantAdminRole } from "./admin-bootstrap.server.ts";
import { changePassword } from "./change-password.server.ts";
import { issueSecondFactorChallenge, logIn, rehashedIfOutdated } from "./login.server.ts";
import { resetPasswordWithToken } from "./password-reset.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { endAllSignIns, findSessionUser, type SignInProof, startSession } from "./session.server.ts";
import { issueToken } from "./tokens.server.ts";
import { submitSecondFactor } from "./two-factor.server.ts";

const publicUrl = "https://www.wp-studio.example";
const oldPassword = "Sachertorte mit Schlagobers";
const newPassword = "Linzer Torte ohne Rosinen";
const totpSecret = "JBSWY3DPEHPK3PXP";
const clientAddressHash = "network-of-the-admin";
const clientNetworks = [{ hash: clientAddressHash, limitFactor: 1 }];

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(testEngines)("login challenges after a password change on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let adminId: number;
  const now = new Date();
  const code = TOTP.generate({ secret: Secret.fromBase32(totpSecret), timestamp: now.getTime() });

  /** The admin's password step: a second-factor challenge. */
  async function challengeWith(password: string): Promise<string> {
    const outcome = await logIn(db, { form: form({ identifier: "chef", password }), clientNetworks, publicUrl, logger: createLogger("silent") }, now);
    if (outcome.status !== "secondFactor") throw new Error(`expected a challenge, got ${outcome.status}`);
    return outcome.challengeToken;
  }

  const secondStep = (challenge: string) => submitSecondFactor(db, challenge, code, { key: null, clientAddressHash, now });

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("users").execute();
    const row = await db
      .insertInto("users")
      .values({
        email: "chef@example.at",
        username: "chef",
        language: "de",
        role: "admin",
        password_hash: await hashPassword(oldPassword),
        email_verified_at: now.toISOString(),
        totp_secret: `plain:${totpSecret}`,
        totp_enabled_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    adminId = row.id;
  });

  afterAll(() => drop());

  it("a change while signed in ends the challenge; the admin's own new session keeps its second-factor mark", async () => {
    const challenge = await challengeWith(oldPassword);
    const current = (await startSession(db, adminId, false, now, now.toISOString())).split(";")[0] ?? "";

    const result = await changePassword(
      db,
      {
        userId: adminId,
        form: form({ currentPassword: oldPassword, password: newPassword, confirmation: newPassword }),
        secure: false,
        publicUrl,
        clientNetworks,
        cookieHeader: current,
      },
      now,
    );
    if (result.status !== "done") throw new Error(`expected done, got ${result.status}`);
    expect(await findSessionUser(db, result.sessionCookie.split(";")[0])).toMatchObject({ id: adminId, role: "admin" });

    expect(await secondStep(challenge)).toEqual({ status: "noChallenge" });
    // The same code still works after the new password: the refusal was the challenge's.
    expect(await secondStep(await challengeWith(newPassword))).toMatchObject({ status: "signedIn", userId: adminId });
  });

  it("a reset by mail ends the challenge", async () => {
    const challenge = await challengeWith(oldPassword);
    const link = await issueToken(db, adminId, "reset_password", now);
    expect(await resetPasswordWithToken(db, link, form({ password: newPassword, confirmation: newPassword }), publicUrl, now)).toMatchObject({
      status: "done",
    });

    expect(await secondStep(challenge)).toEqual({ status: "noChallenge" });
    expect(await secondStep(await challengeWith(newPassword))).toMatchObject({ status: "signedIn", userId: adminId });
  });
});

describe.each(testEngines)("a sign-in still running when the password or role changes, on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const now = new Date();
  const logger = createLogger("silent");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("users").execute();
  });

  afterAll(() => drop());

  async function insertAdminWithApp(email: string): Promise<number> {
    const row = await db
      .insertInto("users")
      .values({
        email,
        username: email.split("@")[0] ?? email,
        language: "de",
        role: "admin",
        password_hash: await hashPassword(oldPassword),
        email_verified_at: now.toISOString(),
        totp_secret: `plain:${totpSecret}`,
        totp_enabled_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const proofOf = async (userId: number): Promise<SignInProof> => {
    const row = await db.selectFrom("users").select(["password_hash", "role"]).where("id", "=", userId).executeTakeFirstOrThrow();
    return { passwordHash: row.password_hash, role: row.role };
  };

  const changeSignedIn = (userId: number) =>
    changePassword(
      db,
      {
        userId,
        form: form({ currentPassword: oldPassword, password: newPassword, confirmation: newPassword }),
        secure: false,
        publicUrl,
        clientNetworks,
        cookieHeader: undefined,
      },
      now,
    );

  const sessionsOf = async (userId: number) => (await db.selectFrom("sessions").select("id_hash").where("user_id", "=", userId).execute()).length;

  it("an admin's login that checked the old password gets no challenge once the password has changed", async () => {
    const adminId = await insertAdminWithApp("chefin@example.at");
    const checkedBeforeTheChange = await proofOf(adminId);
    expect(await changeSignedIn(adminId)).toMatchObject({ status: "done" });

    expect(await issueSecondFactorChallenge(db, adminId, checkedBeforeTheChange, now)).toBeNull();
    expect(await db.selectFrom("one_time_tokens").select("id").where("user_id", "=", adminId).where("purpose", "=", "second_factor").execute()).toEqual([]);
    // With the current password the same step issues one.
    expect(await issueSecondFactorChallenge(db, adminId, await proofOf(adminId), now)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("an admin's second step that saw the challenge open starts no session once the password has changed", async () => {
    const adminId = await insertAdminWithApp("chef2@example.at");
    const outcome = await logIn(db, { form: form({ identifier: "chef2@example.at", password: oldPassword }), clientNetworks, publicUrl, logger }, now);
    if (outcome.status !== "secondFactor") throw new Error(`expected a challenge, got ${outcome.status}`);
    const code = TOTP.generate({ secret: Secret.fromBase32(totpSecret), timestamp: now.getTime() });
    const passed = await submitSecondFactor(db, outcome.challengeToken, code, { key: null, clientAddressHash, now });
    if (passed.status !== "signedIn") throw new Error(`expected the second factor to pass, got ${passed.status}`);

    const reset = await issueToken(db, adminId, "reset_password", now);
    expect(await resetPasswordWithToken(db, reset, form({ password: newPassword, confirmation: newPassword }), publicUrl, now)).toMatchObject({
      status: "done",
    });

    expect(await startSession(db, adminId, false, now, now.toISOString(), passed.proof)).toMatch(/^sid=; .*Max-Age=0/);
    expect(await sessionsOf(adminId)).toBe(0);
  });

  it("a customer's login that checked the old password starts no session once the password has changed", async () => {
    const customer = await insertCustomer(db, "kundin@example.at", { passwordHash: await hashPassword(oldPassword) });
    const outcome = await logIn(db, { form: form({ identifier: "kundin@example.at", password: oldPassword }), clientNetworks, publicUrl, logger }, now);
    if (outcome.status !== "signedIn") throw new Error(`expected a sign-in, got ${outcome.status}`);
    expect(await changeSignedIn(customer.id)).toMatchObject({ status: "done" });
    const sessionsAfterTheChange = await sessionsOf(customer.id);

    expect(await startSession(db, customer.id, false, now, null, outcome.proof)).toMatch(/^sid=; .*Max-Age=0/);
    expect(await sessionsOf(customer.id)).toBe(sessionsAfterTheChange);
  });

  it("a customer's login still running when `npm run user:admin` makes the account an admin starts no session", async () => {
    const customer = await insertCustomer(db, "befoerdert@example.at", { passwordHash: await hashPassword(oldPassword) });
    const outcome = await logIn(db, { form: form({ identifier: "befoerdert@example.at", password: oldPassword }), clientNetworks, publicUrl, logger }, now);
    if (outcome.status !== "signedIn") throw new Error(`expected a sign-in, got ${outcome.status}`);
    expect(await grantAdminRole(db, "befoerdert@example.at", now)).toMatchObject({ status: "granted" });

    expect(await startSession(db, customer.id, false, now, null, outcome.proof)).toMatch(/^sid=; .*Max-Age=0/);
    expect(await sessionsOf(customer.id)).toBe(0);
  });

  it("the rehash of a login that checked an outdated hash never undoes a password change", async () => {
    const outdated = "$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g";
    const customer = await insertCustomer(db, "alt@example.at", { passwordHash: outdated });
    const changed = await hashPassword(newPassword);
    await db.updateTable("users").set({ password_hash: changed }).where("id", "=", customer.id).execute();

    expect(await rehashedIfOutdated(db, customer.id, outdated, oldPassword, now)).toBe(outdated);
    expect((await proofOf(customer.id)).passwordHash).toBe(changed);

    await db.updateTable("users").set({ password_hash: outdated }).where("id", "=", customer.id).execute();
    const rehashed = await rehashedIfOutdated(db, customer.id, outdated, oldPassword, now);
    expect(rehashed).not.toBe(outdated);
    expect((await proofOf(customer.id)).passwordHash).toBe(rehashed);
  });
});

// SQLite runs one write transaction at a time, so there a sign-in and a change cannot interleave;
// on PostgreSQL they can, and the share lock on the account's row is what orders them.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a sign-in meeting an uncommitted password change on PostgreSQL", () => {
  let db: Db;
  let drop: () => Promise<void>;
  const now = new Date();

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase("postgres"));
  });

  afterAll(() => drop());

  /** Whether some statement of this database is waiting for a row lock. */
  const someoneWaitsForALock = async () =>
    Number(
      (
        await sql<{
          waiting: string;
        }>`select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
      ).rows[0]?.waiting,
    ) > 0;

  /**
   * Runs `signIn` while a password change has updated the account and ended its sign-ins but not
   * yet committed: the sign-in has to wait for the change, then find the new password and store
   * nothing. Reading the row without the lock, it would see the old password and store its session
   * or challenge, which the change's endAllSignIns, already run, would never see.
   */
  async function duringAnUncommittedChange(userId: number, signIn: () => Promise<unknown>): Promise<unknown> {
    const newHash = await hashPassword(newPassword);
    let signedIn: Promise<unknown> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: newHash, password_changed_at: now.toISOString() }).where("id", "=", userId).execute();
      await endAllSignIns(trx, userId, now);
      signedIn = signIn();
      await expect.poll(someoneWaitsForALock, { timeout: 10_000 }).toBe(true);
    });
    return signedIn;
  }

  it("a customer's login that checked the old password gets no session", async () => {
    const customer = await insertCustomer(db, "gleichzeitig@example.at", { passwordHash: await hashPassword(oldPassword) });
    const outcome = await logIn(
      db,
      { form: form({ identifier: "gleichzeitig@example.at", password: oldPassword }), clientNetworks, publicUrl, logger: createLogger("silent") },
      now,
    );
    if (outcome.status !== "signedIn") throw new Error(`expected a sign-in, got ${outcome.status}`);

    expect(await duringAnUncommittedChange(customer.id, () => startSession(db, customer.id, false, now, null, outcome.proof))).toMatch(/^sid=; .*Max-Age=0/);
    expect(await db.selectFrom("sessions").select("id_hash").where("user_id", "=", customer.id).execute()).toEqual([]);
  });

  it("an admin's login that checked the old password gets no challenge", async () => {
    const { id } = await db
      .insertInto("users")
      .values({
        email: "zeitgleich@example.at",
        username: "zeitgleich",
        language: "de",
        role: "admin",
        password_hash: await hashPassword(oldPassword),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const proof: SignInProof = {
      passwordHash: (await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow()).password_hash,
      role: "admin",
    };

    expect(await duringAnUncommittedChange(id, () => issueSecondFactorChallenge(db, id, proof, now))).toBeNull();
    expect(await db.selectFrom("one_time_tokens").select("id").where("user_id", "=", id).execute()).toEqual([]);
  });
});
