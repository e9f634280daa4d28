import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { BillingAddress } from "../billing-address.tsx";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { countryName, formatInvoiceDate, formatVatRate } from "../../invoices/invoice-format.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { DetailSection } from "../../admin-kit/detail-section.tsx";
import { Fact, FactList } from "../../admin-kit/fact-list.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";

import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { RecordHistory } from "../../admin-kit/record-history.tsx";
import type { OrderActionResult } from "./order-action-result.ts";
import type { OrderDetail } from "./order-detail.server.ts";
import { AdminOrderStatusBadge } from "./order-status.tsx";
import { orderItemName } from "./order-item-name.ts";
import { localizeHref } from "../../../i18n/paths.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";

const actionsFormId = "order-actions";
/** The order page shows its parts as boxes, two side by side where they are short. */
const boxClass = "rounded-lg border border-gray-300 bg-white p-5";

function money(cents: number, language: Language): string {
  return formatEuro(cents / 100, language);
}

function ActionOutcome({ result }: { result: OrderActionResult | undefined }) {
  const { t } = useI18n();
  return (
    <div role="status" className="empty:hidden">
      {result && "success" in result ? (
        <p className="mt-4 rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900">{t(result.success)}</p>
      ) : null}
      {result && "error" in result ? (
        <div className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p>{t(result.error)}</p>
          {result.providerMessage ? <p className="mt-1 text-sm">{t("admin.orders.refund.providerMessage", { message: result.providerMessage })}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function Actions({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  const canResend = order.status === "paid" || order.status === "refunded";
  const canRefund = order.status === "paid";
  const unpaid = order.status === "pending";
  if (!canResend && !canRefund && !unpaid) return null;
  const number = formatOrderNumber(order.id);
  const amount = money(order.grossCents - order.refundedCents, language);
  return (
    <DetailSection id="order-actions-heading" title={t("admin.orders.actions.heading")} className={`mt-6 ${boxClass}`}>
      <Form method="post" id={actionsFormId} className="mt-3 flex flex-wrap items-center gap-3">
        {canResend ? (
          <button type="submit" name="intent" value="resend" className={buttonStyles.secondary}>
            {t(order.status === "paid" ? "admin.orders.resend.button" : "admin.orders.resend.buttonRefund")}
          </button>
        ) : null}
        {canRefund ? (
          <ConfirmSubmit
            form={actionsFormId}
            intent="refund"
            label={t("admin.orders.refund.button")}
            title={t("admin.orders.refund.title", { number })}
            description={t("admin.orders.refund.description", { amount, provider: t(`admin.orders.provider.${order.provider}`) })}
            confirmLabel={t("admin.orders.refund.confirm", { amount })}
          />
        ) : null}
        {unpaid ? (
          <>
            <button type="submit" name="intent" value="resendPaymentLink" className={buttonStyles.secondary}>
              {t("admin.orders.paymentLink.button")}
            </button>
            <ConfirmSubmit
              form={actionsFormId}
              intent="cancel"
              label={t("admin.orders.cancel.button")}
              title={t("admin.orders.cancel.title", { number })}
              description={t("admin.orders.cancel.description")}
              confirmLabel={t("admin.orders.cancel.confirm")}
            />
          </>
        ) : null}
      </Form>
      {canResend ? <p className="mt-2 text-sm text-muted">{t("admin.orders.resend.hint", { email: order.billing.email })}</p> : null}
      {unpaid ? <p className="mt-2 text-sm text-muted">{t("admin.orders.paymentLink.hint", { email: order.billing.email })}</p> : null}
    </DetailSection>
  );
}

const partialRefundFormId = "order-partial-refund";

/** What went back so far and, while the order is paid, the form to refund part of what is left. */
function Refunds({ order, refundKey }: { order: OrderDetail; refundKey: string }) {
  const { t, language } = useI18n();
  const refundable = order.grossCents - order.refundedCents;
  if (order.status !== "paid" && order.status !== "refunded") return null;
  return (
    <DetailSection id="order-refunds" title={t("admin.orders.refunds.heading")} className={`mt-6 ${boxClass}`}>
      <FactList>
        <Fact label={t("admin.orders.refunds.refunded")}>
          <span data-testid="order-refunded">{money(order.refundedCents, language)}</span>
        </Fact>
        <Fact label={t("admin.orders.refunds.refundable")}>
          <span data-testid="order-refundable">{money(refundable, language)}</span>
        </Fact>
      </FactList>
      <AdminTable
        className="mt-3"
        label={t("admin.orders.refunds.caption")}
        minWidth="min-w-[40rem]"
        empty={order.refunds.length === 0}
        emptyText={t("admin.orders.refunds.none")}
        columns={[
          { label: t("admin.orders.refunds.column.date") },
          { label: t("admin.orders.refunds.column.creditNote") },
          { label: t("admin.orders.refunds.column.net"), numeric: true },
          { label: t("admin.orders.refunds.column.vat"), numeric: true },
          { label: t("admin.orders.refunds.column.gross"), numeric: true },
          { label: t("admin.orders.refunds.column.licenses") },
        ]}
      >
        {order.refunds.map((refund) => (
          <tr key={refund.id} className={rowClass} data-testid="order-refund-row">
            <td className={`${cellClass} whitespace-nowrap`}>
              <AdminDate instant={refund.refundedAt} />
            </td>
            <td className={cellClass}>{refund.creditNoteNumber ?? "–"}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(refund.netCents, language)}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(refund.vatCents, language)}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(refund.grossCents, language)}</td>
            <td className={cellClass}>{t(refund.licensesRevoked ? "admin.orders.refunds.licensesRevoked" : "admin.orders.refunds.licensesKept")}</td>
          </tr>
        ))}
      </AdminTable>
      {order.status === "paid" && refundable > 0 ? (
        <Form method="post" id={partialRefundFormId} className="mt-4">
          <fieldset className="grid gap-3 md:max-w-md">
            <legend className="font-semibold">{t("admin.orders.partialRefund.legend")}</legend>
            <input type="hidden" name="refundKey" value={refundKey} />
            <FormField
              name="amount"
              label={t("admin.orders.partialRefund.amount")}
              hint={t("admin.orders.partialRefund.amountHint", { amount: money(refundable, language) })}
              required
              maxLength={20}
            />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="revokeLicenses" className="size-4" />
              {t("admin.orders.partialRefund.revoke")}
            </label>
            <div>
              <ConfirmSubmit
                form={partialRefundFormId}
                intent="partialRefund"
                label={t("admin.orders.partialRefund.button")}
                title={t("admin.orders.partialRefund.title", { number: formatOrderNumber(order.id) })}
                description={t("admin.orders.partialRefund.description", { provider: t(`admin.orders.provider.${order.provider}`) })}
                confirmLabel={t("admin.orders.partialRefund.confirm")}
              />
            </div>
          </fieldset>
        </Form>
      ) : null}
    </DetailSection>
  );
}

function CustomerAndBilling({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const { billing, customer } = order;
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <DetailSection id="order-customer" title={t("admin.orders.customer.heading")} className={boxClass}>
        <p className="mt-3">
          <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
            {customer.name ?? customer.email}
          </Link>
        </p>
        <p>
          <CopyableText text={customer.email} what="admin.copy.email" widthClass="max-w-full" />
        </p>
        <p className="text-muted">{t("admin.orders.customer.username", { username: customer.username })}</p>
      </DetailSection>
      <DetailSection id="order-billing" title={t("admin.orders.billing.heading")} className={boxClass}>
        <BillingAddress billing={billing} className="mt-3">
          <span className="block">
            <CopyableText text={billing.email} what="admin.copy.email" widthClass="max-w-full" />
          </span>
          {billing.vatId ? <span className="block">{t("admin.orders.billing.vatId", { vatId: billing.vatId })}</span> : null}
        </BillingAddress>
      </DetailSection>
    </div>
  );
}

function PaymentAndVat({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  return (
    <DetailSection id="order-payment" title={t("admin.orders.payment.heading")} className={`mt-6 ${boxClass}`}>
      <FactList>
        <Fact label={t("admin.orders.payment.provider")}>{t(`admin.orders.provider.${order.provider}`)}</Fact>
        <Fact label={t("admin.orders.payment.reference")}>
          {order.providerReference ? <code className="break-all">{order.providerReference}</code> : t("admin.orders.payment.noReference")}
        </Fact>
        <Fact label={t("admin.orders.payment.vatTreatment")}>{t(`admin.orders.vat.${order.vatTreatment}`)}</Fact>
        <Fact label={t("admin.orders.payment.vatRate")}>{formatVatRate(order.vatRateBasisPoints, language)}</Fact>
        <Fact label={t("admin.orders.payment.vatCountry")}>{countryName(order.vatCountry, language)}</Fact>
      </FactList>
    </DetailSection>
  );
}

/** The consent to early delivery as the buyer gave it at the checkout: the proof that the right of withdrawal ended with delivery. */
function WithdrawalWaiver({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const waiver = order.withdrawalWaiver;
  return (
    <DetailSection id="order-withdrawal-waiver" title={t("admin.orders.waiver.heading")} className={`mt-6 ${boxClass}`}>
      {waiver ? (
        <FactList>
          <Fact label={t("admin.orders.waiver.at")}>
            <AdminDate instant={waiver.at} />
          </Fact>
          <Fact label={t("admin.orders.waiver.version")}>{waiver.version}</Fact>
          <Fact label={t("admin.orders.waiver.text")}>
            <blockquote lang={order.language} className="italic">
              {waiver.text}
            </blockquote>
          </Fact>
        </FactList>
      ) : (
        <p className="mt-3 text-muted">{t("admin.orders.waiver.none")}</p>
      )}
    </DetailSection>
  );
}

function Items({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  const totalRows: { label: string; cents: number; testId?: string }[] = [
    { label: t("admin.orders.totals.net"), cents: order.netCents },
    { label: t("admin.orders.totals.vat", { rate: formatVatRate(order.vatRateBasisPoints, language) }), cents: order.vatCents },
    { label: t("admin.orders.totals.gross"), cents: order.grossCents, testId: "order-gross" },
  ];
  return (
    <DetailSection id="order-items" title={t("admin.orders.items.heading")} className={`mt-6 ${boxClass}`}>
      <AdminTable
        className="mt-3"
        label={t("admin.orders.items.caption")}
        minWidth="min-w-[36rem]"
        empty={false}
        columns={[
          { label: t("admin.orders.items.item") },
          { label: t("admin.orders.items.terms") },
          { label: t("admin.orders.items.net"), numeric: true },
          { label: t("admin.orders.items.vat"), numeric: true },
          { label: t("admin.orders.items.gross"), numeric: true },
        ]}
        footer={totalRows.map((row) => (
          <tr key={row.label} className={row.testId ? "font-semibold" : undefined}>
            <th scope="row" colSpan={4} className={`${cellClass} text-right ${row.testId ? "" : "font-normal"}`}>
              {row.label}
            </th>
            <td className={`${cellClass} text-right whitespace-nowrap`} data-testid={row.testId}>
              {money(row.cents, language)}
            </td>
          </tr>
        ))}
      >
        {order.items.map((item, index) => (
          <tr key={index} className={rowClass}>
            <td className={cellClass}>
              {orderItemName(item.names, language, t)}
              {item.names.invoiceLanguage === language ? null : (
                <span className="block text-sm text-muted">
                  {t("admin.orders.items.onInvoice")} <span lang={item.names.invoiceLanguage}>{item.names.invoiceText}</span>
                </span>
              )}
            </td>
            <td className={cellClass}>
              {item.siteLimit === null
                ? t("admin.orders.items.unlimited", { months: item.updateMonths })
                : t("admin.orders.items.sites", { sites: item.siteLimit, months: item.updateMonths })}
            </td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(item.netCents, language)}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(item.vatCents, language)}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{money(item.grossCents, language)}</td>
          </tr>
        ))}
      </AdminTable>
    </DetailSection>
  );
}

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const steps: { label: MessageKey; at: string | null }[] = [
    { label: "admin.orders.timeline.created", at: order.timeline.createdAt },
    { label: "admin.orders.timeline.paid", at: order.timeline.paidAt },
    { label: "admin.orders.timeline.cancelled", at: order.timeline.cancelledAt },
    { label: "admin.orders.timeline.refunded", at: order.timeline.refundedAt },
  ];
  return (
    <DetailSection id="order-timeline" title={t("admin.orders.timeline.heading")} className={boxClass}>
      <ol className="mt-3 space-y-1">
        {steps.flatMap((step) =>
          step.at ? (
            <li key={step.label}>
              <span className="font-medium">{t(step.label)}:</span> <AdminDate instant={step.at} />
            </li>
          ) : (
            []
          ),
        )}
      </ol>
    </DetailSection>
  );
}

function Invoices({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  return (
    <DetailSection id="order-invoices" title={t("admin.orders.invoices.heading")} className={boxClass}>
      {order.invoices.length === 0 ? (
        <p className="mt-3 text-muted">{t("admin.orders.invoices.none")}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {order.invoices.map((invoice) => {
            const documentName = t(invoice.kind === "invoice" ? "admin.orders.invoices.invoice" : "admin.orders.invoices.cancellation", {
              number: invoice.number,
            });
            return (
              <li key={invoice.id}>
                <a href={`/admin/invoices/${invoice.id}`} className={linkClass} download>
                  {t("admin.orders.invoices.download", {
                    document: documentName,
                    amount: money(invoice.grossCents, language),
                    date: formatInvoiceDate(invoice.issuedAt, language),
                  })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}

function Licenses({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  return (
    <DetailSection id="order-licenses" title={t("admin.orders.licenses.heading")} className={`mt-6 ${boxClass}`}>
      <AdminTable
        className="mt-3"
        label={t("admin.orders.licenses.caption")}
        minWidth="min-w-[36rem]"
        empty={order.licenses.length === 0}
        emptyText={t("admin.orders.licenses.none")}
        columns={[
          { label: t("admin.orders.licenses.key") },
          { label: t("admin.orders.licenses.plugin") },
          { label: t("admin.orders.licenses.relation") },
          { label: t("admin.orders.licenses.state") },
          { label: t("admin.orders.licenses.expires") },
        ]}
      >
        {order.licenses.map((license) => (
          <tr key={license.id} className={rowClass} data-testid="admin-order-license">
            <td className={`${cellClass} whitespace-nowrap`}>
              <Link
                to={localizeHref(`/admin/licenses/${license.id}`, language)}
                className={`${linkClass} font-mono`}
                aria-label={t("admin.orders.licenses.open", { key: license.maskedKey })}
              >
                {license.maskedKey}
              </Link>
            </td>
            <td className={cellClass}>{license.pluginName}</td>
            <td className={cellClass}>{t(`admin.orders.licenses.relation.${license.relation}`)}</td>
            <td className={cellClass}>{t(`admin.orders.licenses.status.${license.status}`)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatInvoiceDate(license.expiresAt, language)}</td>
          </tr>
        ))}
      </AdminTable>
    </DetailSection>
  );
}

function PaymentEvents({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  return (
    <DetailSection id="order-events" title={t("admin.orders.events.heading")} className={`mt-6 ${boxClass}`}>
      <AdminTable
        className="mt-3"
        label={t("admin.orders.events.caption")}
        minWidth="min-w-[36rem]"
        empty={order.paymentEvents.length === 0}
        emptyText={t("admin.orders.events.none")}
        columns={[{ label: t("admin.orders.events.type") }, { label: t("admin.orders.events.id") }, { label: t("admin.orders.events.received") }]}
      >
        {order.paymentEvents.map((event) => (
          <tr key={event.id} className={rowClass}>
            <td className={cellClass}>
              <code>{event.type}</code>
            </td>
            <td className={`${cellClass} break-all`}>
              <code>{event.eventId}</code>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <AdminDate instant={event.receivedAt} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </DetailSection>
  );
}

export function OrderDetailScreen({ order, result, refundKey }: { order: OrderDetail; result: OrderActionResult | undefined; refundKey: string }) {
  const { t, language } = useI18n();
  return (
    <>
      <DetailHeading
        backHref={"/admin/orders"}
        backLabel={t("admin.orders.detail.back")}
        title={t("admin.orders.detail.title", { number: formatOrderNumber(order.id) })}
        badge={<AdminOrderStatusBadge status={order.status} />}
      />
      <p className="mt-2 text-muted">
        {t("admin.orders.detail.summary", {
          kind: t(`admin.orders.kind.${order.kind}`),
          date: formatInvoiceDate(order.timeline.createdAt, language),
          language: t(`admin.orders.detail.language.${order.language}`),
        })}
      </p>
      <ActionOutcome result={result} />
      <Actions order={order} />
      <Refunds order={order} refundKey={refundKey} />
      <CustomerAndBilling order={order} />
      <PaymentAndVat order={order} />
      <WithdrawalWaiver order={order} />
      <Items order={order} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Timeline order={order} />
        <Invoices order={order} />
      </div>
      <Licenses order={order} />
      <PaymentEvents order={order} />
      <RecordHistory entries={order.audit} headingId="order-history" />
    </>
  );
}
