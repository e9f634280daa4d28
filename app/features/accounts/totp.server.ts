import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const totpParameters = { algorithm: "SHA1", digits: 6, period: 30, secretBytes: 20 } as const;
/** A code of the step before or after the current one is accepted too (clock drift, slow typing). */
export const totpWindow = 1;
export const totpIssuer = "WP Studio";

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: totpParameters.secretBytes }).base32;
}

function totpOf(secretBase32: string, accountName: string): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: accountName,
    secret: Secret.fromBase32(secretBase32),
    algorithm: totpParameters.algorithm,
    digits: totpParameters.digits,
    period: totpParameters.period,
  });
}

/** The `otpauth://` URI an authenticator app scans. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** The QR code of the URI as SVG markup, rendered on the server so the page needs no script for it. */
export function totpQrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}

/** The secret in groups of four characters, for typing it into an app by hand. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.match(/.{1,4}/g)?.join(" ") ?? secretBase32;
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpParameters.period);
}

/**
 * The time step of a correct code within the window, or null. A code whose step is not later than
 * `lastUsedStep` is refused, so no code works twice (RFC 6238 §5.2).
 */
export function matchingTotpStep(secretBase32: string, code: string, lastUsedStep: number | null, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    algorithm: totpParameters.algorithm,
    digits: totpParameters.digits,
    period: totpParameters.period,
    timestamp: now.getTime(),
    window: totpWindow,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/**
 * The key that encrypts TOTP secrets at rest, derived from SESSION_SECRET (HKDF-SHA-256 with a
 * purpose label, so it never equals a key used elsewhere); null without a SESSION_SECRET.
 */
export function totpEncryptionKey(sessionSecret: string | undefined): Buffer | null {
  if (!sessionSecret) return null;
  return Buffer.from(hkdfSync("sha256", sessionSecret, "wp-studio", "totp-secret-at-rest v1", 32));
}

const sealedPrefix = "aes256gcm:";
const plainPrefix = "plain:";

/** The stored form of a secret: AES-256-GCM with the key, or marked plain without one (decision 013). */
export function sealTotpSecret(secretBase32: string, key: Buffer | null): string {
  if (!key) return `${plainPrefix}${secretBase32}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const encrypted = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return `${sealedPrefix}${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64url")}`;
}

export class TotpKeyError extends Error {}

/** The secret of a stored value; throws TotpKeyError when it was sealed with a key we lack. */
export function openTotpSecret(stored: string, key: Buffer | null): string {
  if (stored.startsWith(plainPrefix)) return stored.slice(plainPrefix.length);
  if (!stored.startsWith(sealedPrefix)) throw new TotpKeyError("unknown TOTP secret format");
  if (!key) throw new TotpKeyError("the TOTP secret is encrypted but SESSION_SECRET is not set");
  const raw = Buffer.from(stored.slice(sealedPrefix.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    throw new TotpKeyError("the TOTP secret was encrypted with another SESSION_SECRET");
  }
}
