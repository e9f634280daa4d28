import { CustomerCredits } from "../../credits/admin/customer-credits.tsx";
import type { CreditsView } from "../../credits/credits-page.server.ts";
import { Form, Link } from "react-router";
import type { LicenseStatus, OrderStatus } from "../../../../db/schema.ts";
import { BillingAddress } from "../../orders/billing-address.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatEuro } from "../../../i18n/format.ts";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { ActionNotice } from "../../admin-kit/form-field.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { Fact, FactList } from "../../admin-kit/fact-list.tsx";
import { AccountStateBadge, RoleBadge } from "./customer-badges.tsx";
import type { CustomerDetail, CustomerLicense, CustomerOrder } from "./customer-detail.server.ts";
import { DetailSection } from "../../admin-kit/detail-section.tsx";
import { MessageStateBadge } from "../messages/message-badges.tsx";
import { NotesPanel } from "../notes/notes-panel.tsx";
import type { NoteOutcome } from "../notes/notes.ts";
import { customerListParams } from "./customer-states.ts";
import { RecordHistory } from "../../admin-kit/record-history.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";

export const orderStatusLabels: Record<OrderStatus, MessageKey> = {
  pending: "admin.people.orderStatus.pending",
  paid: "admin.people.orderStatus.paid",
  cancelled: "admin.people.orderStatus.cancelled",
  failed: "admin.people.orderStatus.failed",
  refunded: "admin.people.orderStatus.refunded",
};

const licenseStatusLabels: Record<LicenseStatus, MessageKey> = {
  active: "admin.people.licenseStatus.active",
  expired: "admin.people.licenseStatus.expired",
  disabled: "admin.people.licenseStatus.disabled",
  revoked: "admin.people.licenseStatus.revoked",
};

export interface ActionOutcome {
  success?: MessageKey;
  error?: MessageKey;
}

function AccountDetails({ customer }: { customer: CustomerDetail }) {
  const { t } = useI18n();
  const notGiven = <span className="text-muted">{t("admin.people.notGiven")}</span>;
  return (
    <FactList>
      <Fact label={t("admin.customers.field.firstName")}>{customer.firstName || notGiven}</Fact>
      <Fact label={t("admin.customers.field.lastName")}>{customer.lastName || notGiven}</Fact>
      <Fact label={t("admin.customers.field.displayName")}>{customer.displayName || notGiven}</Fact>
      <Fact label={t("admin.customers.field.username")}>{customer.username}</Fact>
      <Fact label={t("admin.customers.field.email")}>
        <CopyableText text={customer.email} what="admin.copy.email" widthClass="max-w-[24rem]" />
      </Fact>
      <Fact label={t("admin.customers.field.language")}>{t(`admin.people.language.${customer.language}`)}</Fact>
      <Fact label={t("admin.customers.field.role")}>
        <RoleBadge role={customer.role} />
      </Fact>
      <Fact label={t("admin.customers.field.state")}>
        <AccountStateBadge state={customer.state} />
        {customer.disabledAt ? (
          <span className="ml-2 text-sm text-muted">
            {t("admin.customers.field.disabledSince")} <AdminDate instant={customer.disabledAt} />
          </span>
        ) : null}
      </Fact>
      <Fact label={t("admin.customers.field.verified")}>
        {customer.verifiedAt ? <AdminDate instant={customer.verifiedAt} /> : t("admin.customers.field.notVerified")}
      </Fact>
      <Fact label={t("admin.customers.field.registered")}>
        <AdminDate instant={customer.registeredAt} />
      </Fact>
      {customer.role === "admin" ? (
        <Fact label={t("admin.customers.field.twoFactor")}>
          {t(customer.twoFactorSetUp ? "admin.customers.twoFactor.setUp" : "admin.customers.twoFactor.pending")}
        </Fact>
      ) : null}
    </FactList>
  );
}

/** What the customer is worth and where they are billed: the address as their latest order gave it. */
function ValueAndBilling({ customer }: { customer: CustomerDetail }) {
  const { t, language } = useI18n();
  const { billing } = customer;
  return (
    <DetailSection id="customer-billing" title={t("admin.customers.billing.title")}>
      <FactList>
        <Fact label={t("admin.customers.lifetime.label")}>
          <span className="font-semibold tabular-nums" data-testid="customer-lifetime-value">
            {formatEuro(customer.lifetimeCents / 100, language)}
          </span>
          <span className="block text-sm text-muted">{t("admin.customers.lifetime.hint")}</span>
        </Fact>
        <Fact label={t("admin.customers.billing.address")}>
          {billing ? (
            <>
              <BillingAddress billing={billing} />
              <span className="block text-sm text-muted">
                {t("admin.customers.billing.fromOrder")}{" "}
                <Link to={`/admin/orders/${billing.orderId}`} className={linkClass}>
                  {billing.orderNumber}
                </Link>{" "}
                · <AdminDate instant={billing.orderedAt} withTime={false} />
              </span>
            </>
          ) : (
            <span className="text-muted">{t("admin.customers.billing.none")}</span>
          )}
        </Fact>
        <Fact label={t("admin.customers.billing.vatId")}>
          {customer.vatIds.length > 0 ? (
            <ul>
              {customer.vatIds.map((vatId) => (
                <li key={vatId} className="font-mono">
                  {vatId}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">{t("admin.customers.billing.noVatId")}</span>
          )}
        </Fact>
      </FactList>
    </DetailSection>
  );
}

function CustomerMessages({ customer }: { customer: CustomerDetail }) {
  const { t } = useI18n();
  const { messages } = customer;
  return (
    <section aria-labelledby="customer-messages" className="mt-10">
      <h2 id="customer-messages" className="text-xl font-semibold">
        {t("admin.customers.messages.title", { count: messages.total })}
      </h2>
      <AdminTable
        className="mt-3"
        label={t("admin.customers.messages.tableLabel")}
        minWidth="min-w-[36rem]"
        empty={messages.items.length === 0}
        emptyText={t("admin.customers.messages.empty")}
        columns={[
          { label: t("admin.customers.messages.subject") },
          { label: t("admin.customers.messages.from") },
          { label: t("admin.customers.messages.received") },
          { label: t("admin.customers.messages.state") },
        ]}
      >
        {messages.items.map((message) => (
          <tr key={message.id} className={rowClass}>
            <td className={cellClass}>
              <Link to={`/admin/messages/${message.id}`} className={`${linkClass} break-words`}>
                {message.subject}
              </Link>
            </td>
            <td className={cellClass}>
              <CopyableText text={message.email} what="admin.copy.email" />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <AdminDate instant={message.receivedAt} />
            </td>
            <td className={cellClass}>
              <MessageStateBadge read={message.read} handled={message.handled} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {messages.total > messages.items.length ? (
        <p className="mt-3">
          <Link to={`/admin/messages?status=all&q=${encodeURIComponent(customer.email)}`} className={linkClass}>
            {t("admin.customers.messages.all", { count: messages.total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

const accountFormId = "customer-account";
const roleFormId = "customer-role";

function AccountActions({ customer, isSelf }: { customer: CustomerDetail; isSelf: boolean }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="customer-actions" className="mt-10">
      <h2 id="customer-actions" className="text-xl font-semibold">
        {t("admin.customers.actions.title")}
      </h2>
      {isSelf ? <p className="mt-2 text-muted">{t("admin.customers.actions.self")}</p> : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Form method="post" id={accountFormId} className="rounded-lg border border-gray-300 p-4">
          <h3 className="font-semibold">{t("admin.customers.actions.account")}</h3>
          {customer.disabledAt ? (
            <>
              <p className="mt-2 text-sm text-muted">{t("admin.customers.enable.hint")}</p>
              <button type="submit" name="intent" value="enable" className={`mt-4 ${buttonStyles.secondary}`}>
                {t("admin.customers.enable.button")}
              </button>
            </>
          ) : (
            <>
              <p className="mt-2 text-sm text-muted">{t("admin.customers.disable.hint")}</p>
              {isSelf ? null : (
                <div className="mt-4">
                  <ConfirmSubmit
                    form={accountFormId}
                    intent="disable"
                    label={t("admin.customers.disable.button")}
                    title={t("admin.customers.disable.title")}
                    description={t("admin.customers.disable.description", { email: customer.email })}
                    confirmLabel={t("admin.customers.disable.confirm")}
                  />
                </div>
              )}
            </>
          )}
        </Form>
        <Form method="post" id={roleFormId} className="rounded-lg border border-gray-300 p-4">
          <h3 className="font-semibold">{t("admin.customers.actions.role")}</h3>
          {customer.role === "admin" ? (
            <>
              <p className="mt-2 text-sm text-muted">{t("admin.customers.removeAdmin.hint")}</p>
              {isSelf ? null : (
                <div className="mt-4">
                  <ConfirmSubmit
                    form={roleFormId}
                    intent="removeAdmin"
                    label={t("admin.customers.removeAdmin.button")}
                    title={t("admin.customers.removeAdmin.title")}
                    description={t("admin.customers.removeAdmin.description", { email: customer.email })}
                    confirmLabel={t("admin.customers.removeAdmin.confirm")}
                  />
                </div>
              )}
            </>
          ) : (
            <>
              <p className="mt-2 text-sm text-muted">{t("admin.customers.grantAdmin.hint")}</p>
              <button type="submit" name="intent" value="grantAdmin" className={`mt-4 ${buttonStyles.secondary}`}>
                {t("admin.customers.grantAdmin.button")}
              </button>
            </>
          )}
        </Form>
      </div>
    </section>
  );
}

function CustomerOrders({ orders }: { orders: CustomerDetail["orders"] }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="customer-orders" className="mt-10">
      <h2 id="customer-orders" className="text-xl font-semibold">
        {t("admin.customers.orders.title", { count: orders.total })}
      </h2>
      <AdminTable
        className="mt-3"
        label={t("admin.customers.orders.tableLabel")}
        minWidth="min-w-[32rem]"
        empty={orders.items.length === 0}
        emptyText={t("admin.customers.orders.empty")}
        columns={[
          { label: t("admin.customers.orders.number") },
          { label: t("admin.customers.orders.date") },
          { label: t("admin.customers.orders.total"), numeric: true },
          { label: t("admin.customers.orders.status") },
        ]}
      >
        {orders.items.map((order: CustomerOrder) => (
          <tr key={order.id} className={rowClass}>
            <td className={cellClass}>
              <Link to={`/admin/orders/${order.id}`} className={linkClass}>
                {order.number}
              </Link>
            </td>
            <td className={cellClass}>
              <AdminDate instant={order.createdAt} />
            </td>
            <td className={`${cellClass} text-right tabular-nums`}>{formatEuro(order.grossCents / 100, language)}</td>
            <td className={cellClass}>{t(orderStatusLabels[order.status])}</td>
          </tr>
        ))}
      </AdminTable>
      {orders.total > 0 ? (
        <Pager
          page={orders.page}
          pageCount={orders.pageCount}
          total={orders.total}
          param={customerListParams.orders}
          label={t("admin.customers.orders.pages")}
          anchor="customer-orders"
        />
      ) : null}
    </section>
  );
}

function CustomerLicenses({ licenses }: { licenses: CustomerDetail["licenses"] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="customer-licenses" className="mt-10">
      <h2 id="customer-licenses" className="text-xl font-semibold">
        {t("admin.customers.licenses.title", { count: licenses.total })}
      </h2>
      <AdminTable
        className="mt-3"
        label={t("admin.customers.licenses.tableLabel")}
        minWidth="min-w-[40rem]"
        empty={licenses.items.length === 0}
        emptyText={t("admin.customers.licenses.empty")}
        columns={[
          { label: t("admin.customers.licenses.key") },
          { label: t("admin.customers.licenses.plugin") },
          { label: t("admin.customers.licenses.status") },
          { label: t("admin.customers.licenses.expires") },
        ]}
      >
        {licenses.items.map((license: CustomerLicense) => (
          <tr key={license.id} className={rowClass}>
            <td className={cellClass}>
              <Link to={`/admin/licenses/${license.id}`} className="font-mono text-brand-700 underline hover:text-brand-800">
                {license.maskedKey}
              </Link>
            </td>
            <td className={cellClass}>{license.pluginName}</td>
            <td className={cellClass}>{t(licenseStatusLabels[license.status])}</td>
            <td className={cellClass}>
              <AdminDate instant={license.expiresAt} withTime={false} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {licenses.total > 0 ? (
        <Pager
          page={licenses.page}
          pageCount={licenses.pageCount}
          total={licenses.total}
          param={customerListParams.licenses}
          label={t("admin.customers.licenses.pages")}
          anchor="customer-licenses"
        />
      ) : null}
    </section>
  );
}

export function CustomerDetailScreen({
  customer,
  credits,
  isSelf,
  outcome,
  noteOutcome,
}: {
  customer: CustomerDetail;
  credits: CreditsView;
  isSelf: boolean;
  outcome: ActionOutcome | undefined;
  noteOutcome: NoteOutcome | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <DetailHeading backHref="/admin/customers" backLabel={t("admin.customers.back")} title={customer.email} />
      <ActionNotice success={outcome?.success} error={outcome?.error} />
      <AccountDetails customer={customer} />
      <ValueAndBilling customer={customer} />
      <AccountActions customer={customer} isSelf={isSelf} />
      <CustomerOrders orders={customer.orders} />
      <CustomerLicenses licenses={customer.licenses} />
      <CustomerCredits credits={credits} />
      <CustomerMessages customer={customer} />
      <NotesPanel notes={customer.notes} outcome={noteOutcome} />
      <RecordHistory entries={customer.history} headingId="customer-history" />
    </>
  );
}
