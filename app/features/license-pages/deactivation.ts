/** What the Deactivate form posts: which site of which licence. */
export interface DeactivationRequest {
  licenseId: number;
  activationId: number;
}

/** The answer of the Deactivate form, shown in the card of the licence. */
export type DeactivationResult =
  | { status: "deactivated"; licenseId: number; siteUrl: string }
  /** Malformed, not the user's, or already gone: one answer, so it tells nothing about others' licences. */
  | { status: "failed"; licenseId: number | null };

export const deactivateIntent = "deactivate-site";

function positiveInteger(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** The deactivation a form asks for, or null when the form is not a well-formed one. */
export function readDeactivationForm(form: FormData): DeactivationRequest | null {
  if (form.get("intent") !== deactivateIntent) return null;
  const licenseId = positiveInteger(form.get("licenseId"));
  const activationId = positiveInteger(form.get("activationId"));
  return licenseId === null || activationId === null ? null : { licenseId, activationId };
}

/** A licence id from a path parameter, or null when it cannot be one. */
export function readLicenseId(value: string | undefined): number | null {
  return positiveInteger(value ?? null);
}
