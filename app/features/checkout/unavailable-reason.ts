import type { SelectionProblem } from "../orders/offer.ts";

/** Why the checkout cannot offer what its URL asks for: the parameters make no selection, or a SelectionProblem. */
export type UnavailableReason = SelectionProblem | "malformed";
