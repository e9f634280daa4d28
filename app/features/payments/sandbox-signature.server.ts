import { createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries a sandbox event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const sandboxSignatureHeader = "Sandbox-Signature";

/** How far a signature's time may lie from ours before the event counts as replayed or forged. */
export const sandboxSignatureToleranceSeconds = 5 * 60;

/** The MAC covers the time and the raw body, so neither can be changed or reused later (Stripe's scheme). */
function macOf(key: Buffer, timestamp: number, rawBody: string): Buffer {
  return createHmac("sha256", key).update(`${timestamp}.${rawBody}`, "utf8").digest();
}

export function signSandboxEvent(key: Buffer, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${macOf(key, timestamp, rawBody).toString("hex")}`;
}

export type SandboxSignatureCheck = "valid" | "missing" | "malformed" | "expired" | "mismatch";

/** Checks a Sandbox-Signature header against the raw body as received, before anything parses it. */
export function verifySandboxSignature(key: Buffer, rawBody: string, header: string | null, now: Date): SandboxSignatureCheck {
  if (!header) return "missing";
  const fields = new Map<string, string>();
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator > 0) fields.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  const timestampText = fields.get("t") ?? "";
  const signatureText = fields.get("v1") ?? "";
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signatureText)) return "malformed";
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > sandboxSignatureToleranceSeconds) return "expired";
  return timingSafeEqual(macOf(key, timestamp, rawBody), Buffer.from(signatureText, "hex")) ? "valid" : "mismatch";
}
