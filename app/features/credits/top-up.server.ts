import type { Db } from "../../../db/client.ts";
import type { CreditCurrency, PaymentProviderName } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { formatCredits } from "./credit-format.ts";
import { creditTopUp } from "./ledger.server.ts";
import type { TopUpRequest } from "./top-up-form.ts";

/**
 * A top-up is an order of kind `credit_top_up` (decision 044): paid through the installed
 * provider like a plugin order, so the same webhook records the payment once and fulfilOrder
 * books the credits. Credits are a prepayment for work not yet determined: no VAT, no invoice
 * number; the client's billing address is asked for when an offer is accepted, not here.
 */
export async function placeTopUpOrder(
  db: Db,
  userId: number,
  request: TopUpRequest,
  provider: PaymentProviderName,
  language: Language,
  now = new Date(),
): Promise<number> {
  const timestamp = now.toISOString();
  const account = await db.selectFrom("users").select(["email", "first_name", "last_name", "username"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("orders")
    .values({
      user_id: userId,
      kind: "credit_top_up",
      license_id: null,
      language,
      currency: request.currency,
      billing_first_name: account.first_name ?? account.username,
      billing_last_name: account.last_name ?? "",
      billing_email: account.email,
      billing_company: null,
      billing_address: "",
      billing_city: "",
      billing_postal_code: "",
      billing_country: "",
      billing_vat_id: null,
      vat_treatment: "prepayment",
      vat_country: "",
      vat_rate_basis_points: 0,
      net_cents: request.amountCents,
      vat_cents: 0,
      gross_cents: request.amountCents,
      provider,
      provider_reference: null,
      created_at: timestamp,
      updated_at: timestamp,
      withdrawal_waiver_at: null,
      withdrawal_waiver_version: null,
      withdrawal_waiver_text: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The ledger reference of a top-up order's credits. */
export function topUpReference(orderId: number) {
  return { kind: "order", id: orderId };
}

/**
 * Books the credits of a top-up order that just turned paid and queues the "top-up received" mail
 * in the client's language, in fulfilOrder's transaction. Answers whether this call booked them.
 */
export async function bookTopUpOrder(trx: Db, orderId: number, { now, publicUrl }: { now: Date; publicUrl: string }): Promise<boolean> {
  const order = await trx
    .selectFrom("orders")
    .select(["id", "kind", "user_id", "currency", "gross_cents", "language", "billing_email", "billing_first_name"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (order.kind !== "credit_top_up") throw new Error(`Order ${orderId} is no credit top-up`);
  const { credited } = await creditTopUp(
    trx,
    {
      userId: order.user_id,
      currency: order.currency,
      amountCents: order.gross_cents,
      reference: topUpReference(order.id),
      idempotencyKey: `top-up:order:${order.id}`,
    },
    now,
  );
  if (credited) await enqueueTopUpMail(trx, order, publicUrl, now);
  return credited;
}

async function enqueueTopUpMail(
  trx: Db,
  order: { id: number; user_id: number; currency: CreditCurrency; gross_cents: number; language: Language; billing_email: string; billing_first_name: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const { language } = order;
  const t = translator(language);
  const balance = await trx
    .selectFrom("credit_balances")
    .select("available_cents")
    .where("user_id", "=", order.user_id)
    .where("currency", "=", order.currency)
    .executeTakeFirstOrThrow();
  const amount = formatCredits(order.gross_cents, order.currency, language);
  const subject = t("credits.mail.topUp.subject", { amount });
  const rendered = renderMail(
    {
      language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("credits.mail.greeting", { name: order.billing_first_name }) },
        { kind: "paragraph", text: t("credits.mail.topUp.text", { amount }) },
        {
          kind: "fields",
          rows: [
            { label: t("credits.mail.topUp.reference"), value: t("credits.reference.topUp", { number: formatOrderNumber(order.id) }) },
            { label: t("credits.mail.topUp.amount"), value: amount },
            { label: t("credits.mail.topUp.available"), value: formatCredits(balance.available_cents, order.currency, language) },
          ],
        },
        { kind: "paragraph", text: t("credits.noVat") },
        { kind: "paragraph", text: `${t("credits.mail.topUp.statement")}\n${new URL(hrefOf("credits", language), publicUrl).toString()}` },
        { kind: "paragraph", text: t("credits.mail.signature", { company: company.name }) },
      ],
    },
    publicUrl,
  );
  await enqueueEmail(trx, { to: order.billing_email, language, ...rendered, replyTo: company.email }, now);
}
