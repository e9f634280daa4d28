import type { LicenseStatus } from "../../../../db/schema.ts";

export const licenseStates = ["active", "expired", "disabled", "revoked"] as const satisfies readonly LicenseStatus[];

/** What the licence list shows: a search text and a state, both from the query string. */
export interface LicenseListQuery {
  /** Trimmed; "" lists everything. */
  search: string;
  state: LicenseStatus | null;
}

/** Longer searches are cut: no key, e-mail address or site URL is longer. */
export const maxSearchLength = 320;

function isLicenseState(value: string | null): value is LicenseStatus {
  return licenseStates.some((state) => state === value);
}

/** `?q=` and `?state=` of the list URL; an unknown state lists every state. */
export function licenseListQueryOf(url: URL): LicenseListQuery {
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, maxSearchLength);
  const state = url.searchParams.get("state");
  return { search, state: isLicenseState(state) ? state : null };
}
