import type { adminOrdersEn } from "../en/admin-orders.ts";

export const adminOrdersDe = {
  "admin.orders.area": "Bestellungen",
} satisfies Record<keyof typeof adminOrdersEn, string>;
