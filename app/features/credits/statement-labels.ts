import type { Translate } from "../../i18n/catalogues.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { formatRefundNumber } from "./credit-format.ts";
import type { StatementLine } from "./ledger.server.ts";

/** What a statement line says it was: "Top-up, order #000017", "Offer reserved #4". */
export function referenceLabel(line: Pick<StatementLine, "kind" | "reference">, t: Translate): string {
  if (line.kind === "top_up" && line.reference.kind === "order") return t("credits.reference.topUp", { number: formatOrderNumber(Number(line.reference.id)) });
  if (line.kind === "refund" && line.reference.kind === "credit_refund")
    return t("credits.reference.creditRefund", { number: formatRefundNumber(Number(line.reference.id)) });
  return t("credits.reference.other", { kind: t(`credits.kind.${line.kind}`), id: `#${line.reference.id}` });
}
