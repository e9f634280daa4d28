import { postedText } from "../../lib/form-fields.ts";

/** The checkbox of the consent to early delivery (orders/withdrawal-waiver.ts): its name and the one value that counts as ticked. */
export const withdrawalWaiverField = "withdrawalWaiver";
export const withdrawalWaiverTicked = "accepted";

/** Whether the posted checkout form carries the ticked consent; anything else (absent, another value, a file) is no consent. */
export function hasWithdrawalWaiver(form: FormData): boolean {
  return postedText(form, withdrawalWaiverField) === withdrawalWaiverTicked;
}
