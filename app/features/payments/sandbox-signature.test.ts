import { describe, expect, it } from "vitest";
import { deriveSigningKeys } from "../../lib/signing-keys.ts";
import { sandboxSignatureToleranceSeconds, signSandboxEvent, verifySandboxSignature } from "./sandbox-signature.server.ts";

const key = deriveSigningKeys("a session secret of at least thirty-two characters").sandboxWebhook;
const otherKey = deriveSigningKeys("another session secret of at least thirty-two chars").sandboxWebhook;
const body = JSON.stringify({ id: "evt_sandbox_1", type: "payment.succeeded", order_id: 42, amount_cents: 148148 });
const now = new Date("2026-05-04T10:00:00.000Z");

describe("sandbox webhook signatures", () => {
  it("accepts the signature of the raw body, made with our key", () => {
    const header = signSandboxEvent(key, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(key, body, header, now)).toBe("valid");
  });

  it("refuses a changed body, another key, a missing or a malformed header", () => {
    const header = signSandboxEvent(key, body, now);
    expect(verifySandboxSignature(key, body.replace("148148", "100"), header, now)).toBe("mismatch");
    expect(verifySandboxSignature(otherKey, body, header, now)).toBe("mismatch");
    expect(verifySandboxSignature(key, body, null, now)).toBe("missing");
    expect(verifySandboxSignature(key, body, "v1=abc", now)).toBe("malformed");
    expect(verifySandboxSignature(key, body, header.replace(/v1=[0-9a-f]+/, "v1=zz"), now)).toBe("malformed");
  });

  it("refuses a signature whose time was changed, and one older or newer than five minutes", () => {
    const header = signSandboxEvent(key, body, now);
    const timestamp = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(verifySandboxSignature(key, body, header.replace(`t=${timestamp}`, `t=${timestamp + 1}`), now)).toBe("mismatch");

    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifySandboxSignature(key, body, header, later(sandboxSignatureToleranceSeconds))).toBe("valid");
    expect(verifySandboxSignature(key, body, header, later(sandboxSignatureToleranceSeconds + 1))).toBe("expired");
    expect(verifySandboxSignature(key, body, header, later(-sandboxSignatureToleranceSeconds - 1))).toBe("expired");
  });
});
