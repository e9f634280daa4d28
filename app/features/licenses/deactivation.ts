import { recordIdOf } from "../../lib/ids.ts";

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

/** The deactivation a form asks for, or null when the form is not a well-formed one. */
export function readDeactivationForm(form: FormData): DeactivationRequest | null {
  if (form.get("intent") !== deactivateIntent) return null;
  const licenseId = recordIdOf(form.get("licenseId"));
  const activationId = recordIdOf(form.get("activationId"));
  return licenseId === null || activationId === null ? null : { licenseId, activationId };
}
