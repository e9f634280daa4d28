import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { hashRecoveryCode, recoveryCodeCount, unusedRecoveryCodeCount, redeemRecoveryCode } from "./recovery-codes.server.ts";
import { issueToken } from "./tokens.server.ts";
import { openTotpSecret, totpEncryptionKey } from "./totp.server.ts";
import { maxSecondFactorFailures, type SecondFactorResult, secondFactorScreen, submitSecondFactor } from "./two-factor.server.ts";

const key = totpEncryptionKey("a-session-secret-of-at-least-32-characters");
const start = new Date("2026-03-02T10:00:05Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function appCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

describe.each(testEngines)("admin second factor on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;

  const submit = (challenge: string, code: string, now: Date) => submitSecondFactor(db, challenge, code, { key, clientAddressHash: "client", now });
  const storedSecret = async () => {
    const row = await db.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirstOrThrow();
    return openTotpSecret(row.totp_secret ?? "", key);
  };

  /** Enrols the admin and answers the secret and recovery codes. */
  async function enrol(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const challenge = await issueToken(db, userId, "second_factor", start);
    await secondFactorScreen(db, challenge, key, start);
    const secret = await storedSecret();
    const result = await submit(challenge, appCode(secret, start), start);
    if (result.status !== "enrolled") throw new Error(`enrolment failed: ${result.status}`);
    return { secret, recoveryCodes: result.recoveryCodes };
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("users").execute();
    await db.deleteFrom("login_failures").execute();
    const row = await db
      .insertInto("users")
      .values({ email: "admin@example.com", username: "admin", language: "de", role: "admin", created_at: start.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = row.id;
  });

  afterAll(() => drop());

  it("shows nothing without a valid challenge", async () => {
    expect(await secondFactorScreen(db, undefined, key, start)).toBeNull();
    expect(await secondFactorScreen(db, "x".repeat(43), key, start)).toBeNull();
    const expired = await issueToken(db, userId, "second_factor", start);
    expect(await secondFactorScreen(db, expired, key, later(11 * 60))).toBeNull();
    expect(await submit(expired, "123456", later(11 * 60))).toEqual({ status: "noChallenge" });
  });

  it("enrols: the same pending secret on every look, encrypted at rest, enabled by the first correct code with ten recovery codes", async () => {
    const challenge = await issueToken(db, userId, "second_factor", start);
    const first = await secondFactorScreen(db, challenge, key, start);
    const again = await secondFactorScreen(db, challenge, key, later(5));
    expect(first?.step).toBe("enrol");
    expect(again).toEqual(first);
    const secret = await storedSecret();
    if (first?.step !== "enrol") throw new Error("expected enrolment");
    expect(first.enrolment.secretGrouped.replaceAll(" ", "")).toBe(secret);
    expect(first.enrolment.qrCodeSvg).toContain("<svg");
    const stored = await db.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(secret);

    expect(await submit(challenge, "000000", start)).toMatchObject({ status: "invalid", error: "wrongCode", remainingAttempts: 4 });
    expect(await submit(challenge, "", start)).toMatchObject({ status: "invalid", error: "required" });
    const result = await submit(challenge, appCode(secret, start), start);
    expect(result.status).toBe("enrolled");
    if (result.status !== "enrolled") return;
    expect(result.recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(result.recoveryCodes).size).toBe(recoveryCodeCount);
    expect(result.recoveryCodes[0]).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
    const hashes = await db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", userId).execute();
    expect(hashes.map((row) => row.code_hash).sort()).toEqual(result.recoveryCodes.map(hashRecoveryCode).sort());

    // The challenge is used up; the next sign-in asks for a code.
    expect(await submit(challenge, appCode(secret, later(30)), later(30))).toEqual({ status: "noChallenge" });
    expect(await secondFactorScreen(db, await issueToken(db, userId, "second_factor", start), key, start)).toEqual({ step: "verify" });
  });

  it("signs in with a code once: the same code, or one of an earlier step, does not work again", async () => {
    const { secret } = await enrol();
    const code = appCode(secret, later(30));
    const first = await issueToken(db, userId, "second_factor", later(30));
    expect(await submit(first, code, later(30))).toMatchObject({ status: "signedIn", userId, usedRecoveryCode: false });

    const second = await issueToken(db, userId, "second_factor", later(35));
    expect(await submit(second, code, later(35))).toMatchObject({ status: "invalid", error: "wrongCode" });
    expect(await submit(second, appCode(secret, start), later(35))).toMatchObject({ status: "invalid" });
    expect(await submit(second, appCode(secret, later(60)), later(60))).toMatchObject({ status: "signedIn" });
  });

  it("accepts a code of the neighbouring step but not two steps off", async () => {
    const { secret } = await enrol();
    const challenge = await issueToken(db, userId, "second_factor", later(120));
    expect(await submit(challenge, appCode(secret, later(60)), later(120))).toMatchObject({ status: "invalid" });
    expect(await submit(challenge, appCode(secret, later(150)), later(120))).toMatchObject({ status: "signedIn" });
  });

  it("takes each recovery code once, in any spelling", async () => {
    const { recoveryCodes } = await enrol();
    const [code = ""] = recoveryCodes;
    const first = await issueToken(db, userId, "second_factor", later(30));
    expect(await submit(first, ` ${code.toUpperCase().replaceAll("-", "")} `, later(30))).toMatchObject({ status: "signedIn", userId, usedRecoveryCode: true });
    expect(await unusedRecoveryCodeCount(db, userId)).toBe(recoveryCodeCount - 1);

    const second = await issueToken(db, userId, "second_factor", later(40));
    expect(await submit(second, code, later(40))).toMatchObject({ status: "invalid", error: "wrongCode" });
    expect(await redeemRecoveryCode(db, userId, code)).toBe(false);
    expect(await redeemRecoveryCode(db, userId, recoveryCodes[1] ?? "")).toBe(true);
  });

  it("voids the challenge after five wrong codes, even for a correct sixth", async () => {
    const { secret } = await enrol();
    const challenge = await issueToken(db, userId, "second_factor", later(30));
    const results: SecondFactorResult[] = [];
    for (let attempt = 0; attempt < maxSecondFactorFailures; attempt += 1) results.push(await submit(challenge, "000000", later(30)));
    expect(results.slice(0, 4).map((result) => result.status === "invalid" && result.remainingAttempts)).toEqual([4, 3, 2, 1]);
    expect(results.at(-1)).toEqual({ status: "locked" });
    expect(await submit(challenge, appCode(secret, later(30)), later(30))).toEqual({ status: "noChallenge" });
    expect(await secondFactorScreen(db, challenge, key, later(30))).toEqual({ step: "locked" });
    expect(await secondFactorScreen(db, challenge, key, later(30 + 11 * 60))).toBeNull();
  });

  it("tells a just confirmed enrolment apart from a used sign-in challenge", async () => {
    const challenge = await issueToken(db, userId, "second_factor", start);
    await secondFactorScreen(db, challenge, key, start);
    const secret = await storedSecret();
    await submit(challenge, appCode(secret, start), start);
    expect(await secondFactorScreen(db, challenge, key, later(5))).toEqual({ step: "enrolled" });
    expect(await secondFactorScreen(db, challenge, key, later(11 * 60))).toBeNull();

    const signIn = await issueToken(db, userId, "second_factor", later(30));
    await submit(signIn, appCode(secret, later(30)), later(30));
    expect(await secondFactorScreen(db, signIn, key, later(31))).toBeNull();
  });
});
