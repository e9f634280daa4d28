import { hkdfSync } from "node:crypto";

/** Used without SESSION_SECRET (development, tests): signatures then only hold against outsiders who do not know this file. */
const developmentSecret = "wp-studio/development-signing-secret";

/** HMAC keys of this installation, one per purpose, derived from SESSION_SECRET so every process agrees. */
export interface SigningKeys {
  /** Signs the expiring plugin package URLs of the update server. */
  downloads: Buffer;
  /** Signs the events the sandbox payment page sends to our own webhook. */
  sandboxWebhook: Buffer;
}

export function deriveSigningKeys(sessionSecret: string | undefined): SigningKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync("sha256", sessionSecret ?? developmentSecret, "wp-studio", purpose, 32));
  return { downloads: derive("package-download-url v1"), sandboxWebhook: derive("sandbox-payment-webhook v1") };
}
