import type { LicenseStatus } from "../../../../db/schema.ts";

export const licenseStates = ["active", "expired", "disabled", "revoked"] as const satisfies readonly LicenseStatus[];

/** Days ahead the "expiring" filter looks (issue #20 part 2). */
export const expiringWindows = [30, 60] as const;
export type ExpiringWindow = (typeof expiringWindows)[number];
/** The window the dashboard's list of expiring licences looks ahead; its link opens the list filtered by it. */
export const expiringSoonDays: ExpiringWindow = 30;

/** What the licence list shows: a search text, a state and an expiry window, all from the query string. */
export interface LicenseListQuery {
  /** Trimmed; "" lists everything. */
  search: string;
  state: LicenseStatus | null;
  /** Only active licences expiring within this many days, soonest first; null for any. */
  expiringWithinDays: ExpiringWindow | null;
}

/** Longer searches are cut: no key, e-mail address or site URL is longer. */
export const maxSearchLength = 320;

function isLicenseState(value: string | null): value is LicenseStatus {
  return licenseStates.some((state) => state === value);
}

function expiringWindowOf(value: string | null): ExpiringWindow | null {
  return expiringWindows.find((days) => String(days) === value) ?? null;
}

/** `?q=`, `?state=` and `?expiring=` of the list URL; an unknown state or window lists them all. */
export function licenseListQueryOf(url: URL): LicenseListQuery {
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, maxSearchLength);
  const state = url.searchParams.get("state");
  return { search, state: isLicenseState(state) ? state : null, expiringWithinDays: expiringWindowOf(url.searchParams.get("expiring")) };
}
