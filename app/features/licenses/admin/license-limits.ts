/** Whole months a licence is granted or extended by: up to ten years. */
export const maxMonths = 120;
/** Site limits beyond this are "unlimited" in practice. */
export const maxSiteLimit = 100_000;
/** The column holds 500 characters. */
export const maxNoteLength = 500;
