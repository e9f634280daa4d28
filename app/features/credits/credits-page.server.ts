import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { amountCell, type CsvCell, csvText } from "../../lib/csv.ts";
import { type CreditBalance, type StatementLine, creditBalances, creditStatement } from "./ledger.server.ts";
import { referenceLabel } from "./statement-labels.ts";

/** The statement download (routes.ts); its language comes from ?lang=. */
export const creditsStatementPath = "/credits/statement.csv";

/** What the page says about the top-up the client just paid (`?topUp=<order>` after the payment page). */
export type TopUpNotice = { status: "received"; amountCents: number; currency: CreditCurrency } | { status: "pending" } | null;

export interface CreditsView {
  balances: CreditBalance[];
  statement: StatementLine[];
}

/** A client's balances and statement: the page's, the CSV's and the admin customer page's. */
export async function loadCreditsView(db: Db, userId: number): Promise<CreditsView> {
  const [balances, statement] = await Promise.all([creditBalances(db, userId), creditStatement(db, userId)]);
  return { balances, statement };
}

/** The `?topUp=` of the page names one of the client's own top-up orders, else nothing is said. */
export async function topUpNotice(db: Db, userId: number, url: URL): Promise<TopUpNotice> {
  const text = url.searchParams.get("topUp") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const order = await db
    .selectFrom("orders")
    .select(["status", "gross_cents", "currency"])
    .where("id", "=", Number(text))
    .where("user_id", "=", userId)
    .where("kind", "=", "credit_top_up")
    .executeTakeFirst();
  if (!order) return null;
  if (order.status === "paid") return { status: "received", amountCents: order.gross_cents, currency: order.currency };
  return order.status === "pending" ? { status: "pending" } : null;
}

/**
 * The statement as a spreadsheet file in the client's language: every movement with its instant
 * (ISO 8601, UTC), currency, reference, the two movements and the balances after it. Decimal comma
 * in German, point in English; text cells are guarded against formulas by the shared CSV writer.
 */
export function statementCsv(statement: readonly StatementLine[], language: Language): string {
  const t = translator(language);
  const decimal = language === "de" ? "," : ".";
  const header = [
    t("credits.column.date"),
    t("credits.column.currency"),
    t("credits.column.reference"),
    t("credits.column.available"),
    t("credits.column.reserved"),
    t("credits.column.availableAfter"),
    t("credits.column.reservedAfter"),
  ];
  const rows: CsvCell[][] = statement.map((line) => [
    line.at,
    line.currency,
    referenceLabel(line, t),
    amountCell(line.availableDeltaCents, decimal),
    amountCell(line.reservedDeltaCents, decimal),
    amountCell(line.availableAfterCents, decimal),
    amountCell(line.reservedAfterCents, decimal),
  ]);
  return csvText(header, rows);
}

/** The statement file's name, e.g. `credits-statement-2026-11-28.csv`. */
export function statementFileName(now: Date): string {
  return `credits-statement-${now.toISOString().slice(0, 10)}.csv`;
}
