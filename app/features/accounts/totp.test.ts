import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  generateTotpSecret,
  groupedSecret,
  matchingTotpStep,
  openTotpSecret,
  sealTotpSecret,
  TotpKeyError,
  totpEncryptionKey,
  totpQrCodeSvg,
  totpStep,
  totpUri,
} from "./totp.server.ts";

/** The authenticator app: otpauth with the RFC 6238 defaults, independent of our wrapper. */
function appCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const now = new Date("2026-03-02T10:00:15Z");
const step = Math.floor(now.getTime() / 30_000);

describe("TOTP", () => {
  it("matches the RFC 6238 SHA-1 test vector", () => {
    // RFC 6238 Appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits), so 287082.
    const rfcSecret = Secret.fromLatin1("12345678901234567890").base32;
    expect(matchingTotpStep(rfcSecret, "287082", null, new Date(59_000))).toBe(1);
  });

  it("generates 160-bit base32 secrets, each different", () => {
    const first = generateTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(first);
  });

  it("accepts the current step and one step either side, nothing further", () => {
    expect(totpStep(now)).toBe(step);
    expect(matchingTotpStep(secret, appCode(secret, now), null, now)).toBe(step);
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() - 30_000)), null, now)).toBe(step - 1);
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() + 30_000)), null, now)).toBe(step + 1);
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() - 60_000)), null, now)).toBeNull();
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() + 60_000)), null, now)).toBeNull();
  });

  it("refuses a code whose step is not later than the last one used", () => {
    const code = appCode(secret, now);
    expect(matchingTotpStep(secret, code, step - 1, now)).toBe(step);
    expect(matchingTotpStep(secret, code, step, now)).toBeNull();
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() - 30_000)), step, now)).toBeNull();
    expect(matchingTotpStep(secret, appCode(secret, new Date(now.getTime() + 30_000)), step, now)).toBe(step + 1);
  });

  it("refuses malformed codes and tolerates a space in the middle", () => {
    const code = appCode(secret, now);
    expect(matchingTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(step);
    expect(matchingTotpStep(secret, "12345", null, now)).toBeNull();
    expect(matchingTotpStep(secret, "abcdef", null, now)).toBeNull();
    expect(matchingTotpStep(secret, `${code}1`, null, now)).toBeNull();
  });

  it("builds the otpauth URI and an SVG QR code", async () => {
    const uri = totpUri(secret, "admin@example.com");
    expect(uri).toBe(`otpauth://totp/WP%20Studio:admin%40example.com?issuer=WP%20Studio&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const svg = await totpQrCodeSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    expect(groupedSecret(secret)).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  });
});

describe("TOTP secrets at rest", () => {
  const key = totpEncryptionKey("a-session-secret-of-at-least-32-characters");

  it("derives a 256-bit key from SESSION_SECRET, none without it", () => {
    expect(key?.length).toBe(32);
    expect(totpEncryptionKey(undefined)).toBeNull();
    expect(totpEncryptionKey("another-session-secret-of-32-characters")?.equals(key ?? Buffer.alloc(0))).toBe(false);
  });

  it("encrypts with the key so the stored value does not contain the secret, and opens it again", () => {
    const sealed = sealTotpSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(sealTotpSecret(secret, key)).not.toBe(sealed);
    expect(openTotpSecret(sealed, key)).toBe(secret);
  });

  it("refuses to open with a missing or different key", () => {
    const sealed = sealTotpSecret(secret, key);
    expect(() => openTotpSecret(sealed, null)).toThrow(TotpKeyError);
    expect(() => openTotpSecret(sealed, totpEncryptionKey("another-session-secret-of-32-characters"))).toThrow(TotpKeyError);
  });

  it("stores plainly marked without a key, readable with or without one later", () => {
    const plain = sealTotpSecret(secret, null);
    expect(plain).toBe(`plain:${secret}`);
    expect(openTotpSecret(plain, null)).toBe(secret);
    expect(openTotpSecret(plain, key)).toBe(secret);
  });
});
