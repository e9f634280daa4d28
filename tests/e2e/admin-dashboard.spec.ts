import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { recordAudit } from "../../app/features/admin-kit/audit.server.ts";
import { monthsUpTo } from "../../app/i18n/vienna-time.ts";
import type { Db } from "../../db/client.ts";
import { signInAdmin } from "./support/admin.ts";
import { openTestDatabase } from "./support/test-database.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { insertCustomer, insertPaidOrder } from "../support/shop-fixtures.ts";

/** A paid (and maybe refunded in full) order of a customer for a demo plugin's first pricing option, at the given instants. */
async function insertOrder(db: Db, userId: number, netCents: number, paidAt: Date, refundedAt: Date | null): Promise<void> {
  const option = await db.selectFrom("pricing_options").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const at = paidAt.toISOString();
  await insertPaidOrder(db, userId, option.id, {
    net_cents: netCents,
    vat_cents: netCents / 5,
    created_at: at,
    updated_at: refundedAt?.toISOString() ?? at,
    paid_at: at,
    ...(refundedAt ? { status: "refunded", refunded_at: refundedAt.toISOString() } : {}),
  });
}

const day = 24 * 60 * 60_000;

test("the dashboard shows each month's net revenue, with refunds taken off in the month of the refund", async ({ page, context, baseURL }) => {
  const { email } = await signInAdmin(context, baseURL, "dashboard-admin", { firstName: "Ada", lastName: "Admin" });
  // Months long past: the orders other specs create are paid today and do not change these rows.
  const [paidMonth, refundMonth] = monthsUpTo(new Date(), 12);
  if (!paidMonth || !refundMonth) throw new Error("no months");
  const db = openTestDatabase();
  try {
    const { id: buyer } = await insertCustomer(db, `revenue-${randomUUID().slice(0, 8)}@example.com`);
    await insertOrder(db, buyer, 12_345, new Date(Date.parse(paidMonth.start) + day), null);
    await insertOrder(db, buyer, 5_000, new Date(Date.parse(paidMonth.start) + 2 * day), new Date(Date.parse(refundMonth.start) + day));
  } finally {
    await db.destroy();
  }
  const monthName = (language: string, month: { year: number; month: number }) =>
    new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));

  await page.goto("/admin?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("admin-signed-in")).toContainText(email);
  const table = page.getByRole("table", { name: "Revenue per month, newest month first" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(table.getByRole("row", { name: monthName("en-GB", paidMonth) })).toHaveText(`${monthName("en-GB", paidMonth)}€173.45€0.00€173.45`);
  await expect(table.getByRole("row", { name: monthName("en-GB", refundMonth) })).toHaveText(`${monthName("en-GB", refundMonth)}€0.00-€50.00-€50.00`);
  await expect(page.getByTestId("revenue-chart")).toHaveAttribute("aria-hidden", "true");
  await expect(page.getByText("Months follow Vienna time")).toBeVisible();
  // The chart has a value axis; the table per plugin and pricing option sums its rows. (That the
  // options add up to the months is a unit test's: orders other specs insert without items count
  // in the months but belong to no option.)
  await expect(page.getByTestId("revenue-axis-tick").filter({ hasText: /^€0$/ })).toHaveCount(1);
  const cents = (text: string) => Math.round(Number(text.replace(/[€,]/g, "")) * 100);
  const perOption = page.getByRole("table", { name: "Revenue per plugin and pricing option in the last 12 months, highest first" });
  await expect(perOption.getByTestId("plugin-revenue-row").first()).toBeVisible();
  const optionsTotal = (await perOption.getByTestId("plugin-revenue-row").locator("td:last-child").allInnerTexts()).reduce((sum, text) => sum + cents(text), 0);
  expect(cents(await perOption.locator("tfoot td").innerText())).toBe(optionsTotal);
  await expectNoAxeViolations(page);

  await page.goto("/admin?lang=de");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  const tabelle = page.getByRole("table", { name: "Umsatz pro Monat, der jüngste Monat zuerst" });
  await expect(tabelle.getByRole("row", { name: monthName("de-AT", paidMonth) })).toHaveText(`${monthName("de-AT", paidMonth)}€ 173,45€ 0,00€ 173,45`);
  await expect(tabelle.getByRole("row", { name: monthName("de-AT", refundMonth) })).toHaveText(`${monthName("de-AT", refundMonth)}€ 0,00-€ 50,00-€ 50,00`);
  await expectNoAxeViolations(page);
});

test("unknown sections show the dashboard, /home/admin/<section> opens the section", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "dashboard-admin", { firstName: "Ada", lastName: "Admin" });
  for (const unknown of ["/admin/settings", "/home/admin/settings", "/home/admin", "/dashboard-admin"]) {
    const response = await page.goto(unknown);
    expect(response?.status(), unknown).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  }
  await page.goto("/home/admin/audit?lang=en");
  await expect(page).toHaveURL(/\/admin\/audit\?lang=en$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
});

test("the audit log shows who changed which record and each field before and after, and filters", async ({ page, context, baseURL }) => {
  const admin = await signInAdmin(context, baseURL, "dashboard-admin", { firstName: "Ada", lastName: "Admin" });
  const label = `audited-${randomUUID().slice(0, 8)}@example.com`;
  const db = openTestDatabase();
  let customerId: number;
  try {
    customerId = (await insertCustomer(db, label)).id;
    await recordAudit(db, {
      actor: { id: admin.userId, email: admin.email },
      action: "user.disable",
      record: { type: "user", id: customerId, label },
      before: { disabled_at: null },
      after: { disabled_at: "2026-05-04T08:00:00.000Z" },
    });
  } finally {
    await db.destroy();
  }

  await page.goto("/admin/audit?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("Record (ID or name)").fill(label);
  await page.getByRole("search", { name: "Filter the audit log" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`record=${encodeURIComponent(label).replace(/\./g, "\\.")}`));
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText("user.disable");
  await expect(entry.getByRole("link", { name: label })).toHaveAttribute("href", `/admin/customers/${customerId}`);
  await expect(entry.getByRole("definition")).toHaveText("Before: empty→After: 2026-05-04T08:00:00.000Z");
  await expect(entry.getByRole("term")).toHaveText("disabled_at");
  // Read-only: the page has a search form and nothing that posts.
  await expect(page.locator("main form[method='post']")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/audit?lang=en&record=${encodeURIComponent(label)}&actor=nobody-at-all`);
  await expect(page.getByText("Nothing found.")).toBeVisible();
});

test("the audit log folds a creation's fields and a change's fourth field away until asked", async ({ page, context, baseURL }) => {
  const admin = await signInAdmin(context, baseURL, "compact-audit-admin");
  const label = `compact-${randomUUID().slice(0, 8)}`;
  const db = openTestDatabase();
  try {
    const actor = { id: admin.userId, email: admin.email };
    const record = { type: "plugin", id: 1, label };
    await recordAudit(db, {
      actor,
      action: "plugin.create",
      record,
      before: null,
      after: { slug: label, name_en: "Compact", name_de: "Kompakt", is_free: true },
    });
    await recordAudit(db, {
      actor,
      action: "plugin.update",
      record,
      before: { name_en: "A", name_de: "B", rating: 1, downloads: 2, slug: label },
      after: { name_en: "C", name_de: "D", rating: 3, downloads: 4, slug: label },
    });
  } finally {
    await db.destroy();
  }

  await page.goto(`/admin/audit?lang=en&record=${label}`);
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(2);
  const created = entries.filter({ hasText: "plugin.create" });
  const shownValue = created.getByRole("definition").filter({ hasText: "Kompakt" });
  await expect(shownValue).toBeHidden();
  await created.getByText("4 fields set").click();
  await expect(shownValue).toBeVisible();

  // An unchanged field (slug) is not listed; three changes show, the fourth folds away.
  const changed = entries.filter({ hasText: "plugin.update" });
  await expect(changed.getByRole("term", { includeHidden: true })).toHaveText(["name_en", "name_de", "rating", "downloads"]);
  await expect(changed.getByRole("term").filter({ hasText: "downloads" })).toBeHidden();
  await changed.getByText("1 more field").click();
  await expect(changed.getByRole("term").filter({ hasText: "downloads" })).toBeVisible();
  await expectNoAxeViolations(page);
});
