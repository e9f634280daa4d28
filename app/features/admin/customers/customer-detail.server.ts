import type { Db } from "../../../../db/client.ts";
import type { LicenseStatus, OrderStatus } from "../../../../db/schema.ts";
import type { Language } from "../../../i18n/paths.ts";
import { maskLicenseKey } from "../../licenses/license-key.ts";
import { licenseStatus } from "../../licenses/license-status.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { type AccountState, accountStateOf, type CustomerRole, customerListParams } from "./customer-states.ts";
import { type PageOf, paginate } from "../pagination.server.ts";
import { type HistoryEntry, historyOf } from "../record-history.server.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";

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
}

/** Everything the customer page shows about one account with one page of each list, or null when there is none. */
export async function customerDetail(db: Db, userId: number, language: Language, pages: CustomerListPages = { orders: 1, licenses: 1 }, now = new Date()): Promise<CustomerDetail | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "display_name", "username", "email", "language", "role", "email_verified_at", "disabled_at", "created_at", "totp_enabled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;

  const [orders, licenses, history] = await Promise.all([
    paginate(db.selectFrom("orders").select(["id", "created_at", "gross_cents", "status"]).where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc"), pages.orders),
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
  ]);

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
      items: orders.items.map((order) => ({ id: order.id, number: formatOrderNumber(order.id), createdAt: order.created_at, grossCents: order.gross_cents, status: order.status })),
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
  };
}
