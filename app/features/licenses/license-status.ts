import type { LicenseRow, LicenseStatus } from "../../../db/schema.ts";

/**
 * The state a licence is in at `now`: the stored one, except that an active licence past its
 * expiry is `expired` (no more updates and support; the plugin keeps working).
 */
export function licenseStatus(row: Pick<LicenseRow, "status" | "expires_at">, now: Date): LicenseStatus {
  if (row.status !== "active") return row.status;
  return Date.parse(row.expires_at) <= now.getTime() ? "expired" : "active";
}
