import type { Selectable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OfferAcceptancesTable, TaskInvoicesTable } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import { displayNameOf } from "../accounts/current-user.ts";
import { formatInvoiceNumber, type InvoiceLine, type InvoiceSnapshot } from "../invoices/invoice.ts";
import { invoiceYear, nextInvoiceSequence } from "../invoices/invoices.server.ts";
import { taskNumber } from "../tasks/task-rules.ts";
import { type UsdRate, vatInEuroCents } from "./delivery-figures.ts";

export type TaskInvoiceRow = Selectable<TaskInvoicesTable>;
type Acceptance = Selectable<OfferAcceptancesTable>;

/** What a task invoice is for: a delivery or a cancellation's charge. */
export type TaskInvoiceSubject = { kind: "delivery"; deliveryId: number } | { kind: "cancellation"; cancellationId: number };

export interface TaskInvoiceInput {
  taskId: number;
  acceptance: Acceptance;
  subject: TaskInvoiceSubject;
  lines: InvoiceLine[];
  /** For a USD invoice: the rate the company recorded on the task (decision 054). */
  usdRate: UsdRate | null;
}

/**
 * The buyer as the invoice names it (§ 11 Abs. 1 Z 3 UStG): the country and VAT ID the client
 * confirmed with the acceptance, the name and address of their latest billing details (every
 * client with credits has topped up through the checkout, which asks for them).
 */
async function buyerOf(trx: Db, acceptance: Acceptance): Promise<InvoiceSnapshot["buyer"]> {
  const latest = await trx
    .selectFrom("orders")
    .select(["billing_first_name", "billing_last_name", "billing_company", "billing_address", "billing_postal_code", "billing_city", "billing_email"])
    .where("user_id", "=", acceptance.user_id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const user = await trx
    .selectFrom("users")
    .select(["email", "username", "display_name", "first_name", "last_name"])
    .where("id", "=", acceptance.user_id)
    .executeTakeFirstOrThrow();
  return {
    name: latest
      ? `${latest.billing_first_name} ${latest.billing_last_name}`
      : displayNameOf({ displayName: user.display_name, firstName: user.first_name, lastName: user.last_name, username: user.username, email: user.email }),
    company: latest?.billing_company ?? null,
    address: latest?.billing_address ?? "",
    postalCode: latest?.billing_postal_code ?? "",
    city: latest?.billing_city ?? "",
    country: acceptance.billing_country,
    vatId: acceptance.billing_vat_id,
    email: latest?.billing_email ?? user.email,
  };
}

/**
 * Issues a task invoice in the caller's transaction: the next number of the shop's one series
 * (the counter plugin invoices use), the acceptance's VAT treatment and rate, paid in full with
 * the prepaid credits just debited. A subject gets one invoice (unique in the database).
 */
export async function issueTaskInvoice(trx: Db, input: TaskInvoiceInput, now: Date): Promise<TaskInvoiceRow> {
  const { acceptance } = input;
  const totals = input.lines.reduce(
    (sum, line) => ({ netCents: sum.netCents + line.netCents, vatCents: sum.vatCents + line.vatCents, grossCents: sum.grossCents + line.grossCents }),
    {
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    },
  );
  if (acceptance.currency === "USD" && !input.usdRate) throw new Error(`Task ${input.taskId} has no USD rate for its invoice's EUR VAT`);
  const eurVat =
    acceptance.currency === "USD" && input.usdRate
      ? { vatEurCents: vatInEuroCents(totals.vatCents, input.usdRate.usdPerEur), usdPerEur: input.usdRate.usdPerEur, source: input.usdRate.source }
      : undefined;
  const year = invoiceYear(now);
  const sequence = await nextInvoiceSequence(trx, year);
  const number = formatInvoiceNumber(year, sequence);
  const issuedAt = now.toISOString();
  const snapshot: InvoiceSnapshot = {
    kind: "invoice",
    number,
    issuedAt,
    supplyDate: issuedAt,
    language: acceptance.language,
    currency: acceptance.currency,
    seller: {
      legalName: company.legalName,
      street: company.street,
      postalCode: company.postalCode,
      city: company.city,
      country: company.country,
      vatId: company.vatId,
      commercialRegister: company.commercialRegister,
      email: company.email,
    },
    buyer: await buyerOf(trx, acceptance),
    orderNumber: taskNumber(input.taskId),
    taskNumber: taskNumber(input.taskId),
    lines: input.lines,
    totals,
    vatTreatment: acceptance.vat_treatment,
    vatCountry: acceptance.vat_treatment === "eu_consumer" ? acceptance.billing_country : company.country,
    vatRateBasisPoints: acceptance.vat_rate_basis_points,
    reverseCharge: acceptance.vat_treatment === "reverse_charge",
    cancels: null,
    prepaidCredits: { redeemedCents: totals.grossCents },
    ...(eurVat ? { eurVat } : {}),
  };
  return trx
    .insertInto("task_invoices")
    .values({
      task_id: input.taskId,
      user_id: acceptance.user_id,
      kind: input.subject.kind,
      delivery_id: input.subject.kind === "delivery" ? input.subject.deliveryId : null,
      cancellation_id: input.subject.kind === "cancellation" ? input.subject.cancellationId : null,
      year,
      sequence,
      number,
      issued_at: issuedAt,
      language: acceptance.language,
      currency: acceptance.currency,
      net_cents: totals.netCents,
      vat_cents: totals.vatCents,
      gross_cents: totals.grossCents,
      credits_redeemed_cents: totals.grossCents,
      vat_treatment: acceptance.vat_treatment,
      vat_country: snapshot.vatCountry,
      vat_rate_basis_points: acceptance.vat_rate_basis_points,
      vat_eur_cents: eurVat?.vatEurCents ?? null,
      usd_per_eur: eurVat?.usdPerEur ?? null,
      usd_rate_source: eurVat?.source ?? null,
      snapshot: JSON.stringify(snapshot),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function taskInvoiceSnapshot(row: Pick<TaskInvoiceRow, "snapshot">): InvoiceSnapshot {
  return JSON.parse(row.snapshot) as InvoiceSnapshot;
}

/** A task invoice as lists show it (purchase history, workroom). */
export interface TaskInvoiceSummary {
  id: number;
  taskId: number;
  number: string;
  kind: "delivery" | "cancellation";
  issuedAt: string;
  currency: "EUR" | "USD";
  grossCents: number;
}

function summaryOf(row: Pick<TaskInvoiceRow, "id" | "task_id" | "number" | "kind" | "issued_at" | "currency" | "gross_cents">): TaskInvoiceSummary {
  return { id: row.id, taskId: row.task_id, number: row.number, kind: row.kind, issuedAt: row.issued_at, currency: row.currency, grossCents: row.gross_cents };
}

const summaryColumns = ["id", "task_id", "number", "kind", "issued_at", "currency", "gross_cents"] as const;

/** The client's task invoices, newest first. */
export async function taskInvoicesOfUser(db: Db, userId: number): Promise<TaskInvoiceSummary[]> {
  const rows = await db.selectFrom("task_invoices").select(summaryColumns).where("user_id", "=", userId).orderBy("id", "desc").execute();
  return rows.map(summaryOf);
}

/** A task's invoices, oldest first. */
export async function taskInvoicesOfTask(db: Db, taskId: number): Promise<TaskInvoiceSummary[]> {
  const rows = await db.selectFrom("task_invoices").select(summaryColumns).where("task_id", "=", taskId).orderBy("id").execute();
  return rows.map(summaryOf);
}

/** A task invoice of the viewer's own task (any for an admin), or undefined: someone else's is a 404. */
export async function findTaskInvoiceFor(
  db: Db,
  viewer: { userId: number; role: "customer" | "admin" },
  invoiceId: number,
): Promise<InvoiceSnapshot | undefined> {
  let query = db.selectFrom("task_invoices").select("snapshot").where("id", "=", invoiceId);
  if (viewer.role !== "admin") query = query.where("user_id", "=", viewer.userId);
  const row = await query.executeTakeFirst();
  return row ? taskInvoiceSnapshot(row) : undefined;
}
