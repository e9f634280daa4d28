import type { Db } from "../../../db/client.ts";
import type { Language } from "../../i18n/paths.ts";
import { normaliseLicenseKey } from "./license-key.ts";
import { licenseStatus } from "./license-status.ts";
import { type LicenseLookupResult, lookupInputMaxLength } from "./license-lookup.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { countNetworkHit, networkRetryAfterSeconds, type RateLimitRule } from "../../lib/database-rate-limit.server.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";

/** Keys are bearer secrets: the public lookup must not become a way to try many of them. */
export const licenseLookupLimit: RateLimitRule = { bucket: "license-lookup", limit: 10, windowMs: 10 * 60_000 };

export interface LicenseLookupRequest {
  /** What the visitor typed. */
  key: string;
  /** The visitor's networks (RequestServices.clientNetworks). */
  clientNetworks: readonly CountedNetwork[];
  language: Language;
}

/**
 * The public key lookup of the Licenses page. Every lookup counts against the client's limit,
 * found or not; a malformed key answers like an unknown one, so the answer tells nothing but
 * whether this exact key exists.
 */
export async function lookUpLicense(db: Db, request: LicenseLookupRequest, now = new Date()): Promise<LicenseLookupResult> {
  const key = request.key.trim().slice(0, lookupInputMaxLength);
  if (key === "") return { status: "empty" };

  const wait = await networkRetryAfterSeconds(db, licenseLookupLimit, request.clientNetworks, now);
  if (wait > 0) return { status: "rateLimited", key, retryAfterSeconds: wait };
  await countNetworkHit(db, licenseLookupLimit, request.clientNetworks, now);

  const storedKey = normaliseLicenseKey(key);
  if (!storedKey) return { status: "unknown", key };
  const row = await db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select(["licenses.status", "licenses.expires_at", "plugins.name_de", "plugins.name_en"])
    .where("licenses.license_key", "=", storedKey)
    .executeTakeFirst();
  if (!row) return { status: "unknown", key };
  return {
    status: "found",
    key,
    license: {
      pluginName: inLanguage(row, "name", request.language),
      status: licenseStatus(row, now),
      expiresAt: row.expires_at,
    },
  };
}
