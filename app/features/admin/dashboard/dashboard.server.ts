import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { type AuditLogItem, latestAuditEntries } from "../audit/audit-log.server.ts";
import { openTaskCount } from "../../tasks/tasks.server.ts";
import { unreadMessageCount } from "../nav-counts.server.ts";
import { type CalendarMonth, monthsUpTo } from "../../../i18n/vienna-time.ts";

/** Months the revenue chart shows, the current one included. */
export const revenueMonthCount = 12;

/**
 * Revenue of one month (decision 016): the net amounts (without VAT) of the orders paid in it,
 * minus the net amounts refunded in it (whole or partial refunds), each counted in the month it happened.
 */
export interface MonthRevenue {
  year: number;
  month: number;
  paidCents: number;
  refundedCents: number;
  netCents: number;
}

export interface DashboardFigures {
  /** Oldest first; the last one is the current month. */
  revenue: MonthRevenue[];
  /**
   * This month's revenue split by what was sold: renewals of existing licences apart from new
   * sales (new licences and upgrades). The two add up to the current month's `netCents`.
   */
  revenueByKindThisMonth: { newSalesCents: number; renewalsCents: number };
  paidOrdersThisMonth: number;
  pendingOrders: number;
  activeLicenses: number;
  activeActivations: number;
  newCustomersThisMonth: number;
  unreadMessages: number;
  /** Tasks of the task platform not closed (decision 045). */
  openTasks: number;
}

type CountRow = { count: number | string | bigint } | undefined;

function countOf(row: CountRow): number {
  return Number(row?.count ?? 0);
}

/** The index of the month (in `months`) a timestamp falls into; null before the first or after the last. */
function monthIndexOf(column: "orders.paid_at" | "order_refunds.refunded_at", months: CalendarMonth[]) {
  const branches = months.map((month, index) => sql`when ${sql.ref(column)} >= ${month.start} and ${sql.ref(column)} < ${month.end} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} end`;
}

/**
 * Net amounts with their order kind: the orders paid (with their whole
 * net) or the refunds made (each with the net it gave back, partial ones included), from `start`
 * to before `end`. Credit top-ups are prepayments, not revenue (decision 044): they are left out.
 */
function netAmounts(db: Db, side: "paid" | "refunded", start: string, end: string) {
  return side === "paid"
    ? db
        .selectFrom("orders")
        .where("orders.status", "in", ["paid", "refunded"])
        .where("orders.kind", "!=", "credit_top_up")
        .where("orders.paid_at", ">=", start)
        .where("orders.paid_at", "<", end)
        .select(["orders.kind", "orders.net_cents"])
    : db
        .selectFrom("order_refunds")
        .innerJoin("orders", "orders.id", "order_refunds.order_id")
        .where("orders.kind", "!=", "credit_top_up")
        .where("order_refunds.refunded_at", ">=", start)
        .where("order_refunds.refunded_at", "<", end)
        .select(["orders.kind", "order_refunds.net_cents"]);
}

/** Net cents per month index of what was paid (or refunded) in one of the months, summed in the database. */
async function netCentsByMonth(db: Db, side: "paid" | "refunded", months: CalendarMonth[]): Promise<Map<number, number>> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return new Map();
  const amounts = netAmounts(db, side, first.start, last.end);
  const bucketed =
    side === "paid"
      ? amounts.select(monthIndexOf("orders.paid_at", months).as("month_index"))
      : amounts.select(monthIndexOf("order_refunds.refunded_at", months).as("month_index"));
  const rows = await db
    .selectFrom(bucketed.as("bucketed"))
    .select((eb) => ["bucketed.month_index", eb.fn.sum<number | string | bigint>("bucketed.net_cents").as("cents")])
    .groupBy("bucketed.month_index")
    .execute();
  return new Map(rows.map((row) => [Number(row.month_index), Number(row.cents)]));
}

/** Net cents of the renewals and of all other orders paid (or refunded) in `month`. */
async function netCentsByKind(db: Db, side: "paid" | "refunded", month: CalendarMonth): Promise<{ newSalesCents: number; renewalsCents: number }> {
  const rows = await db
    .selectFrom(netAmounts(db, side, month.start, month.end).as("amounts"))
    .select((eb) => ["amounts.kind", eb.fn.sum<number | string | bigint>("amounts.net_cents").as("cents")])
    .groupBy("amounts.kind")
    .execute();
  const renewalsCents = rows.filter((row) => row.kind === "renewal").reduce((sum, row) => sum + Number(row.cents), 0);
  const newSalesCents = rows.filter((row) => row.kind !== "renewal").reduce((sum, row) => sum + Number(row.cents), 0);
  return { newSalesCents, renewalsCents };
}

/** Revenue of `month` as the chart counts it (paid minus refunded in the month), renewals apart from new sales. */
export async function revenueByKind(db: Db, month: CalendarMonth): Promise<{ newSalesCents: number; renewalsCents: number }> {
  const [paid, refunded] = await Promise.all([netCentsByKind(db, "paid", month), netCentsByKind(db, "refunded", month)]);
  return { newSalesCents: paid.newSalesCents - refunded.newSalesCents, renewalsCents: paid.renewalsCents - refunded.renewalsCents };
}

/** Revenue of the last `revenueMonthCount` Vienna months up to `now`'s, oldest first. */
export async function monthlyRevenue(db: Db, now: Date): Promise<MonthRevenue[]> {
  const months = monthsUpTo(now, revenueMonthCount);
  const [paid, refunded] = await Promise.all([netCentsByMonth(db, "paid", months), netCentsByMonth(db, "refunded", months)]);
  return months.map((month, index) => {
    const paidCents = paid.get(index) ?? 0;
    const refundedCents = refunded.get(index) ?? 0;
    return { year: month.year, month: month.month, paidCents, refundedCents, netCents: paidCents - refundedCents };
  });
}

/** The figures of the dashboard at `now`; every number is counted or summed by the database. */
export async function dashboardFigures(db: Db, now: Date): Promise<DashboardFigures> {
  const thisMonth = monthsUpTo(now, 1)[0];
  if (!thisMonth) throw new Error("no current month");
  const timestamp = now.toISOString();
  const [revenue, revenueByKindThisMonth, paidOrders, pendingOrders, activeLicenses, activeActivations, newCustomers, unreadMessages, openTasks] =
    await Promise.all([
      monthlyRevenue(db, now),
      revenueByKind(db, thisMonth),
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("status", "in", ["paid", "refunded"])
        .where("kind", "!=", "credit_top_up")
        .where("paid_at", ">=", thisMonth.start)
        .where("paid_at", "<", thisMonth.end)
        .executeTakeFirst(),
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("status", "=", "pending")
        .executeTakeFirst(),
      db
        .selectFrom("licenses")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("status", "=", "active")
        .where("expires_at", ">", timestamp)
        .executeTakeFirst(),
      db
        .selectFrom("license_activations")
        .innerJoin("licenses", "licenses.id", "license_activations.license_id")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("license_activations.deactivated_at", "is", null)
        .where("licenses.status", "=", "active")
        .where("licenses.expires_at", ">", timestamp)
        .executeTakeFirst(),
      db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("role", "=", "customer")
        .where("created_at", ">=", thisMonth.start)
        .where("created_at", "<", thisMonth.end)
        .executeTakeFirst(),
      unreadMessageCount(db),
      openTaskCount(db),
    ]);
  return {
    revenue,
    revenueByKindThisMonth,
    paidOrdersThisMonth: countOf(paidOrders),
    pendingOrders: countOf(pendingOrders),
    activeLicenses: countOf(activeLicenses),
    activeActivations: countOf(activeActivations),
    newCustomersThisMonth: countOf(newCustomers),
    unreadMessages,
    openTasks,
  };
}

export interface RecentPayment {
  id: number;
  number: string;
  email: string;
  netCents: number;
  paidAt: string;
  refunded: boolean;
}

export interface RecentRegistration {
  id: number;
  email: string;
  createdAt: string;
  verified: boolean;
}

export interface RecentActivity {
  auditEntries: AuditLogItem[];
  payments: RecentPayment[];
  registrations: RecentRegistration[];
}

const recentCount = { auditEntries: 8, payments: 5, registrations: 5 } as const;

/** The latest admin actions, payments and customer registrations. */
export async function recentActivity(db: Db): Promise<RecentActivity> {
  const [auditEntries, payments, registrations] = await Promise.all([
    latestAuditEntries(db, recentCount.auditEntries),
    db
      .selectFrom("orders")
      .select(["id", "billing_email", "net_cents", "paid_at", "status"])
      // Only paid (and later refunded) orders have paid_at; filtering on it alone lets the paid_at index serve.
      .where("paid_at", "is not", null)
      .orderBy("paid_at", "desc")
      .orderBy("id", "desc")
      .limit(recentCount.payments)
      .execute(),
    db
      .selectFrom("users")
      .select(["id", "email", "created_at", "email_verified_at"])
      .where("role", "=", "customer")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(recentCount.registrations)
      .execute(),
  ]);
  return {
    auditEntries,
    payments: payments.map((order) => ({
      id: order.id,
      number: formatOrderNumber(order.id),
      email: order.billing_email,
      netCents: order.net_cents,
      paidAt: order.paid_at ?? "",
      refunded: order.status === "refunded",
    })),
    registrations: registrations.map((user) => ({ id: user.id, email: user.email, createdAt: user.created_at, verified: user.email_verified_at !== null })),
  };
}
