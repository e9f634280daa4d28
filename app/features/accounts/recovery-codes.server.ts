import { createHash, randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database } from "../../../db/schema.ts";

export const recoveryCodeCount = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 symbols × 16 places ≈ 79 bits. */
const alphabet = "23456789abcdefghjkmnpqrstuvwxyz";
const codeLength = 16;

type Executor = Db | Transaction<Database>;

/** Lower case, without the dashes and spaces people type or leave out. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * SHA-256 suffices: each code carries ~79 random bits, far beyond guessing even offline, and a
 * slow hash would make checking ten codes per attempt costly for no gain.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]);
  return characters.join("").match(/.{4}/g)?.join("-") ?? "";
}

/** Replaces the user's recovery codes with new ones; answers them once, only their hashes are kept. */
export async function replaceRecoveryCodes(db: Executor, userId: number, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null, created_at: now.toISOString() })))
    .execute();
  return codes;
}

/** Uses a recovery code: true once per code (a conditional update, so two requests cannot both win). */
export async function redeemRecoveryCode(db: Executor, userId: number, code: string, now = new Date()): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (normalised.length !== codeLength) return false;
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(normalised))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodeCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
