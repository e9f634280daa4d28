import type { MessageKey } from "../../../i18n/catalogues.ts";

export const customerRoles = ["customer", "admin"] as const;
export type CustomerRole = (typeof customerRoles)[number];

/** Disabled wins over unverified: a disabled account cannot sign in whatever else is true. */
export const accountStates = ["active", "disabled", "unverified"] as const;
export type AccountState = (typeof accountStates)[number];

export function accountStateOf(row: { disabled_at: string | null; email_verified_at: string | null }): AccountState {
  if (row.disabled_at) return "disabled";
  return row.email_verified_at ? "active" : "unverified";
}

export const roleLabels: Record<CustomerRole, MessageKey> = {
  customer: "admin.customers.role.customer",
  admin: "admin.customers.role.admin",
};

export const stateLabels: Record<AccountState, MessageKey> = {
  active: "admin.customers.state.active",
  disabled: "admin.customers.state.disabled",
  unverified: "admin.customers.state.unverified",
};

/** The query parameters of the customer page's two lists, so each pages on its own (`?orders=2&licenses=1`). */
export const customerListParams = { orders: "orders", licenses: "licenses" } as const;
