import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { commonPasswordStems } from "./common-passwords.ts";

/** Counted in characters (code points), not bytes, so umlauts and emoji count as a person counts them. */
export const passwordLimits = { min: 12, max: 256 };

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "containsIdentity" | "mismatch";

/** OWASP Password Storage Cheat Sheet, first Argon2id configuration: 19 MiB, 2 passes, 1 lane. */
export const argon2idParameters = { memoryKiB: 19_456, passes: 2, parallelism: 1, saltBytes: 16, tagBytes: 32 } as const;

const deriveKey = promisify(argon2);

/** Runs of one character, or a short block repeated ("abcabcabcabc"), are guessed first. */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/u.test(password);
}

/** Ascending or descending runs over digits, the alphabet or a keyboard row, of the whole password. */
const sequences = [
  "0123456789012345678901234567890",
  "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
  "qwertzuiopasdfghjklyxcvbnm",
  "qwertyuiopasdfghjklzxcvbnm",
];

function isSequence(password: string): boolean {
  return sequences.some((sequence) => sequence.includes(password) || [...sequence].reverse().join("").includes(password));
}

/** A common password, with digits, symbols and repetition around or after it still counts as one. */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (isRepetition(lower) || isSequence(lower)) return true;
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (commonPasswordStems.has(stem) || commonPasswordStems.has(lower)) return true;
  const repeatedStem = /^(.+?)\1+$/u.exec(stem);
  return repeatedStem !== null && commonPasswordStems.has(repeatedStem[1] ?? "");
}

function containsIdentity(password: string, context: { username?: string; email?: string }): boolean {
  const lower = password.toLowerCase();
  const email = context.email?.trim().toLowerCase() ?? "";
  const localPart = email.split("@")[0] ?? "";
  const parts = [context.username?.trim().toLowerCase() ?? "", localPart];
  if (email && lower.includes(email)) return true;
  // Short names ("al") occur inside many good passwords; from four characters on they are a real hint.
  return parts.some((part) => part.length >= 4 && lower.includes(part));
}

/** The policy of decision 012: 12–256 chars, no composition rules, common passwords refused, no truncation. */
export function passwordProblem(password: string, context: { username?: string; email?: string } = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordLimits.min) return "tooShort";
  if (length > passwordLimits.max) return "tooLong";
  if (isCommon(password)) return "common";
  if (containsIdentity(password, context)) return "containsIdentity";
  return null;
}

/** The same characters typed on different systems (composed or decomposed umlauts) hash the same. */
function passwordBytes(password: string): Buffer {
  return Buffer.from(password.normalize("NFC"), "utf8");
}

async function argon2id(password: string, salt: Buffer, memoryKiB: number, passes: number, parallelism: number, tagBytes: number): Promise<Buffer> {
  return deriveKey("argon2id", { message: passwordBytes(password), nonce: salt, memory: memoryKiB, passes, parallelism, tagLength: tagBytes });
}

const base64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** Argon2id of the whole password (never truncated) as a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const { memoryKiB, passes, parallelism, saltBytes, tagBytes } = argon2idParameters;
  const salt = randomBytes(saltBytes);
  const hash = await argon2id(password, salt, memoryKiB, passes, parallelism, tagBytes);
  return `$argon2id$v=19$m=${memoryKiB},t=${passes},p=${parallelism}$${base64(salt)}$${base64(hash)}`;
}

const phcPattern = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{6,})$/;

/** True when the password matches the PHC string; false for any other or malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const match = phcPattern.exec(hash);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match;
  const expectedBytes = Buffer.from(expected ?? "", "base64");
  const actual = await argon2id(password, Buffer.from(salt ?? "", "base64"), Number(memory), Number(passes), Number(parallelism), expectedBytes.length);
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}

/** Whether a stored hash was made with weaker parameters than today's and should be replaced at the next login. */
export function needsRehash(hash: string): boolean {
  const match = phcPattern.exec(hash);
  if (!match) return true;
  return Number(match[1]) < argon2idParameters.memoryKiB || Number(match[2]) < argon2idParameters.passes;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without a user, so an unknown login name or an existing
 * e-mail at registration answers as slowly as a known one.
 */
export async function spendPasswordWork(password: string): Promise<void> {
  dummyHash ??= hashPassword("a password nobody has, for timing only");
  await verifyPassword(await dummyHash, password);
}
