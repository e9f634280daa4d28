import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { CalendarMonth } from "../../../i18n/vienna-time.ts";

/**
 * Service revenue of one month: the net amounts of the task invoices issued in it — a delivery's
 * invoice for the credits it debited, a cancellation's for the charge it debited (decisions 054,
 * 055) — per currency. Credits topped up or paid back are no revenue (decisions 044, 056).
 */
export interface MonthServiceRevenue {
  year: number;
  month: number;
  eurNetCents: number;
  usdNetCents: number;
}

/** Net cents of the task invoices per month and currency, summed by the database; oldest month first, as `months`. */
export async function serviceRevenueByMonth(db: Db, months: readonly CalendarMonth[]): Promise<MonthServiceRevenue[]> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const branches = months.map(
    (month, index) => sql`when task_invoices.issued_at >= ${month.start} and task_invoices.issued_at < ${month.end} then ${sql.lit(index)}`,
  );
  const monthIndex = sql<number>`case ${sql.join(branches, sql` `)} end`;
  const bucketed = db
    .selectFrom("task_invoices")
    .where("task_invoices.issued_at", ">=", first.start)
    .where("task_invoices.issued_at", "<", last.end)
    .select(["task_invoices.currency", "task_invoices.net_cents", monthIndex.as("month_index")]);
  const rows = await db
    .selectFrom(bucketed.as("bucketed"))
    .select((eb) => ["bucketed.month_index", "bucketed.currency", eb.fn.sum<number | string | bigint>("bucketed.net_cents").as("cents")])
    .groupBy(["bucketed.month_index", "bucketed.currency"])
    .execute();
  const sumOf = (index: number, currency: string) => Number(rows.find((row) => Number(row.month_index) === index && row.currency === currency)?.cents ?? 0);
  return months.map((month, index) => ({ year: month.year, month: month.month, eurNetCents: sumOf(index, "EUR"), usdNetCents: sumOf(index, "USD") }));
}
