import type { Db } from "../../../../db/client.ts";
import type { LicenseStatus, OrderStatus } from "../../../../db/schema.ts";
import type { Language } from "../../../i18n/paths.ts";
import { maskLicenseKey } from "../../licenses/license-key.ts";
import { licenseStatus } from "../../licenses/license-status.ts";
import { type BillingAddress, orderBillingOf } from "../../invoices/billing-details.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { type AccountState, accountStateOf, type CustomerRole, customerListParams } from "./customer-states.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { type HistoryEntry, historyOf } from "../../admin-kit/record-history.server.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";
import { notesOf } from "../notes/notes.server.ts";
import type { AdminNote } from "../notes/notes.ts";
import { lifetimeCentsOf } from "./lifetime-value.server.ts";

/** The requested page of each list. */
export type CustomerListPages = Record<keyof typeof customerListParams, number>;

export interface CustomerOrder {
  id: number;
  number: string;
  createdAt: string;
  grossCents: number;
  status: OrderStatus;
}

export interface CustomerLicense {
  id: number;
  maskedKey: string;
  pluginName: string;
  status: LicenseStatus;
  expiresAt: string;
}

/** The billing data of the customer's latest order: the account itself has no address. */
export interface CustomerBilling extends BillingAddress {
  orderId: number;
  orderNumber: string;
  orderedAt: string;
  vatId: string | null;
}

export interface CustomerMessage {
  id: number;
  subject: string;
  email: string;
  receivedAt: string;
  read: boolean;
  handled: boolean;
}

/** The newest contact messages the page lists; the message list has the rest. */
export const customerMessageLimit = 10;

export interface CustomerDetail {
  id: number;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  username: string;
  email: string;
  language: Language;
  role: CustomerRole;
  state: AccountState;
  verifiedAt: string | null;
  registeredAt: string;
  disabledAt: string | null;
  /** Whether an admin has set up the authenticator app; the secret itself never leaves the server. */
  twoFactorSetUp: boolean;
  /** One page of the orders, newest first. */
  orders: PageOf<CustomerOrder>;
  /** One page of the licences, newest first. */
  licenses: PageOf<CustomerLicense>;
  history: HistoryEntry[];
  /** Paid orders minus refunds, gross, in cents. */
  lifetimeCents: number;
  /** Null when the account never ordered. */
  billing: CustomerBilling | null;
  /** Every VAT ID the customer's orders were placed with, in the order first used. */
  vatIds: string[];
  /** The newest contact messages sent from the account's address or one of its orders' billing addresses. */
  messages: { total: number; items: CustomerMessage[] };
  notes: AdminNote[];
}

/** Contact messages carry no account: they belong to a customer by e-mail address, compared without case. */
async function messagesOf(db: Db, emails: string[]): Promise<CustomerDetail["messages"]> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const fromCustomer = db.selectFrom("contact_messages").where((eb) => eb(eb.fn("lower", ["email"]), "in", lowered));
  const [count, rows] = await Promise.all([
    fromCustomer.select((eb) => eb.fn.countAll<number | string | bigint>().as("count")).executeTakeFirstOrThrow(),
    fromCustomer
      .select(["id", "subject", "email", "created_at", "read_at", "handled_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(customerMessageLimit)
      .execute(),
  ]);
  return {
    total: Number(count.count),
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      email: row.email,
      receivedAt: row.created_at,
      read: row.read_at !== null,
      handled: row.handled_at !== null,
    })),
  };
}

/** The billing data of the latest order and every VAT ID the orders used. */
async function billingOf(db: Db, userId: number): Promise<Pick<CustomerDetail, "billing" | "vatIds"> & { billingEmails: string[] }> {
  const rows = await db
    .selectFrom("orders")
    .select([
      "id",
      "created_at",
      "billing_first_name",
      "billing_last_name",
      "billing_email",
      "billing_company",
      "billing_address",
      "billing_postal_code",
      "billing_city",
      "billing_country",
      "billing_vat_id",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const latest = rows[0];
  const vatIds = [...new Set(rows.toReversed().flatMap((row) => (row.billing_vat_id ? [row.billing_vat_id] : [])))];
  return {
    billing: latest
      ? {
          orderId: latest.id,
          orderNumber: formatOrderNumber(latest.id),
          orderedAt: latest.created_at,
          ...orderBillingOf(latest),
        }
      : null,
    vatIds,
    billingEmails: rows.map((row) => row.billing_email),
  };
}

/** Everything the customer page shows about one account with one page of each list, or null when there is none. */
export async function customerDetail(
  db: Db,
  userId: number,
  language: Language,
  pages: CustomerListPages = { orders: 1, licenses: 1 },
  now = new Date(),
): Promise<CustomerDetail | null> {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "first_name",
      "last_name",
      "display_name",
      "username",
      "email",
      "language",
      "role",
      "email_verified_at",
      "disabled_at",
      "created_at",
      "totp_enabled_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;

  const [orders, licenses, history, lifetime, billing, notes] = await Promise.all([
    paginate(
      db
        .selectFrom("orders")
        .select(["id", "created_at", "gross_cents", "status"])
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
      pages.orders,
    ),
    paginate(
      db
        .selectFrom("licenses")
        .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
        .select(["licenses.id", "licenses.license_key", "licenses.status", "licenses.expires_at", "plugins.name_de", "plugins.name_en"])
        .where("licenses.user_id", "=", userId)
        .orderBy("licenses.created_at", "desc")
        .orderBy("licenses.id", "desc"),
      pages.licenses,
    ),
    historyOf(db, { type: "user", id: userId }),
    db.selectNoFrom(lifetimeCentsOf(userId).as("cents")).executeTakeFirstOrThrow(),
    billingOf(db, userId),
    notesOf(db, { kind: "customer", id: userId }),
  ]);
  const messages = await messagesOf(db, [user.email, ...billing.billingEmails]);

  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: user.display_name,
    username: user.username,
    email: user.email,
    language: user.language,
    role: user.role,
    state: accountStateOf(user),
    verifiedAt: user.email_verified_at,
    registeredAt: user.created_at,
    disabledAt: user.disabled_at,
    twoFactorSetUp: user.totp_enabled_at !== null,
    orders: {
      ...orders,
      items: orders.items.map((order) => ({
        id: order.id,
        number: formatOrderNumber(order.id),
        createdAt: order.created_at,
        grossCents: order.gross_cents,
        status: order.status,
      })),
    },
    licenses: {
      ...licenses,
      items: licenses.items.map((license) => ({
        id: license.id,
        maskedKey: maskLicenseKey(license.license_key),
        pluginName: inLanguage(license, "name", language),
        status: licenseStatus(license, now),
        expiresAt: license.expires_at,
      })),
    },
    history,
    lifetimeCents: Number(lifetime.cents),
    billing: billing.billing,
    vatIds: billing.vatIds,
    messages,
    notes,
  };
}
