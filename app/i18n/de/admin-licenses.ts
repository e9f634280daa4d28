import type { adminLicensesEn } from "../en/admin-licenses.ts";

export const adminLicensesDe = {
  "admin.licenses.area": "Lizenzen",
} satisfies Record<keyof typeof adminLicensesEn, string>;
