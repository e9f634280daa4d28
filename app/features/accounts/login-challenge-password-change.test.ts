// Issue #30, finding 1: a login challenge started with the old password must not complete after the
// password has changed, whichever way it changed (signed in, or by a mailed link).
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { createLogger } from "../../lib/logger.ts";
import { changePassword } from "./change-password.server.ts";
import { logIn } from "./login.server.ts";
import { resetPasswordWithToken } from "./password-reset.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { findSessionUser, startSession } from "./session.server.ts";
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
      { userId: adminId, form: form({ currentPassword: oldPassword, password: newPassword, confirmation: newPassword }), secure: false, publicUrl, clientNetworks, cookieHeader: current },
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
    expect(await resetPasswordWithToken(db, link, form({ password: newPassword, confirmation: newPassword }), publicUrl, now)).toMatchObject({ status: "done" });

    expect(await secondStep(challenge)).toEqual({ status: "noChallenge" });
    expect(await secondStep(await challengeWith(newPassword))).toMatchObject({ status: "signedIn", userId: adminId });
  });
});
