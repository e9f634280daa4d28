import type { MessageKey } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";

/** The sections of the admin area in navigation order; each is one folder of pages below /admin. */
export const adminSections = ["tasks", "plugins", "docs", "blog", "orders", "accounting", "licenses", "customers", "messages", "audit"] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionLabels: Record<AdminSection | "dashboard", MessageKey> = {
  dashboard: "admin.nav.dashboard",
  tasks: "admin.nav.tasks",
  plugins: "admin.nav.plugins",
  docs: "admin.nav.docs",
  blog: "admin.nav.blog",
  orders: "admin.nav.orders",
  accounting: "admin.nav.accounting",
  licenses: "admin.nav.licenses",
  customers: "admin.nav.customers",
  messages: "admin.nav.messages",
  audit: "admin.nav.audit",
};

export function isAdminSection(value: string): value is AdminSection {
  return (adminSections as readonly string[]).includes(value);
}

/** The list page of a section; licences and tasks have a path per language (/admin/lizenzen, /admin/licenses). */
export function adminSectionHref(section: AdminSection | "dashboard", language: Language): string {
  if (section === "dashboard") return "/admin";
  if (section === "licenses") return hrefOf("adminLicenses", language);
  if (section === "tasks") return hrefOf("adminTasks", language);
  return `/admin/${section}`;
}
