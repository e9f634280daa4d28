import type { LicenseStatus } from "../../../db/schema.ts";

/** Longer input cannot be a key; it is cut before it is echoed back into the form. */
export const lookupInputMaxLength = 100;

/** What anyone holding a key may learn about it: never its owner, order or websites. */
export interface LookedUpLicense {
  pluginName: string;
  status: LicenseStatus;
  expiresAt: string;
}

export type LicenseLookupResult =
  | { status: "found"; key: string; license: LookedUpLicense }
  | { status: "unknown"; key: string }
  | { status: "empty" }
  | { status: "rateLimited"; key: string; retryAfterSeconds: number };
