import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { bmdColumns } from "../../app/features/accounting/accounting-files.ts";
import { monthsUpTo, viennaDayOf } from "../../app/i18n/vienna-time.ts";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { fulfilOrder, refundOrder } from "../../app/features/orders/fulfilment.server.ts";
import { csvRecords } from "../support/csv-rows.ts";
import { insertCustomer, insertPendingOrder } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #20, "Done when": an export of a month with a refund reconciles to the cent with the
// dashboard and opens as the documented CSV (docs/accounting-export.md).

const day = 24 * 60 * 60_000;
const publicUrl = "http://localhost";

/** "€ 1.481,48", "-€50.00", "−€ 50,00" as cents. */
function centsOf(text: string): number {
  const digits = text.replace(/\D/g, "");
  if (digits === "") throw new Error(`no amount in ${text}`);
  return (/[-−]/.test(text) ? -1 : 1) * Number(digits);
}

/** "1481,48" or "-1481.48" (a cell of the export) as cents. */
function csvCents(cell: string | undefined): number {
  if (!cell || !/^-?\d+[.,]\d{2}$/.test(cell)) throw new Error(`not an amount: ${cell}`);
  return centsOf(cell);
}

/** The cell of `row` below the column header named `column` in `table`. */
async function cellBelow(table: Locator, row: Locator, column: string): Promise<string> {
  const headers = await table.getByRole("columnheader").allTextContents();
  const index = headers.findIndex((header) => header.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${headers.join(" | ")}`);
  return (await row.locator("th, td").nth(index).textContent()) ?? "";
}

async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Herunterladen" }).click()]);
  const bytes = await readFile((await file.path()) ?? "");
  expect([...bytes.subarray(0, 3)], "UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString("utf8").slice(1);
}

test("a month's export with a refund reconciles to the cent with the dashboard and is the documented CSV", async ({ page, context, baseURL }) => {
  const admin = await signInAdmin(context, baseURL, "accounting-admin", { firstName: "Ada", lastName: "Admin" });
  // A month long past that no other spec writes into (the dashboard spec uses the oldest two).
  const months = monthsUpTo(new Date(), 12);
  const [before, month] = [months[3], months[4]];
  if (!before || !month) throw new Error("no months");
  const from = viennaDayOf(month.start);
  const to = viennaDayOf(new Date(Date.parse(month.end) - 1));
  const at = (start: string, days: number) => new Date(Date.parse(start) + days * day + 9 * 60 * 60_000);

  const email = `accounting-${randomUUID().slice(0, 8)}@example.com`;
  const orderIds = await withTestDatabase(async (db) => {
    const buyer = await insertCustomer(db, email);
    const option = await db
      .selectFrom("pricing_options")
      .select("id")
      .where("amount_cents", ">", 0)
      .where("active", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const place = () => insertPendingOrder(db, buyer.id, option.id, { billing_email: email, billing_company: 'Rechnung; "Quote" GmbH' });
    // Paid in the month.
    const paid = await place();
    await fulfilOrder(db, paid, { now: at(month.start, 2), publicUrl });
    // Paid the month before, refunded in the month: a credit note of the month.
    const refunded = await place();
    await fulfilOrder(db, refunded, { now: at(before.start, 5), publicUrl });
    await refundOrder(db, refunded, { now: at(month.start, 9), publicUrl });
    return { paid, refunded };
  });

  // The dashboard's figure of the month.
  await page.goto("/admin?lang=de");
  const monthName = new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  const revenueTable = page.getByRole("table", { name: "Umsatz pro Monat, der jüngste Monat zuerst" });
  const monthRow = revenueTable.getByRole("row", { name: monthName });
  await expect(monthRow).toBeVisible();
  const dashboardNet = centsOf(await cellBelow(revenueTable, monthRow, "Umsatz"));

  // The export screen, reached from the admin navigation, shows the same total before the download.
  await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Buchhaltungsexport" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Buchhaltungsexport" })).toBeVisible();
  // Days are typed as the label says, whatever the browser's language.
  const typed = (day: string) => day.split("-").reverse().join(".");
  await page.getByRole("textbox", { name: "Von (erster Tag), TT.MM.JJJJ", exact: true }).fill(typed(from));
  await page.getByRole("textbox", { name: "Bis (letzter Tag, einschließlich), TT.MM.JJJJ", exact: true }).fill(typed(to));
  await page.getByRole("button", { name: "Summen anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${typed(from)}&to=${typed(to)}&format=csv&lang=de$`.replaceAll(".", "\\.")));
  const totals = page.getByTestId("accounting-totals");
  await expect(totals).toBeVisible();
  expect(centsOf((await page.getByTestId("accounting-total-net").textContent()) ?? "")).toBe(dashboardNet);
  const shownGross = centsOf((await page.getByTestId("accounting-total-gross").textContent()) ?? "");
  const shownVat = centsOf((await page.getByTestId("accounting-total-vat").textContent()) ?? "");
  await expectNoAxeViolations(page);

  // The accountant's CSV: the documented columns, one row per document, German decimal comma.
  const { header, records } = csvRecords(await download(page));
  expect(header).toEqual([
    "Belegart",
    "Belegnummer",
    "Belegdatum",
    "Bestellnummer",
    "Kunde",
    "Firma",
    "E-Mail",
    "Land",
    "UID-Nummer",
    "Steuerliche Behandlung",
    "Steuerland",
    "Netto",
    "USt-Satz %",
    "USt",
    "Brutto",
    "Währung",
    "Zahlungsanbieter",
    "Zahlungsreferenz",
    "Stornierte Rechnung",
  ]);
  const sum = (column: string) => records.reduce((total, record) => total + csvCents(record[column]), 0);
  expect(sum("Netto"), "net of the export = dashboard revenue").toBe(dashboardNet);
  expect(sum("USt")).toBe(shownVat);
  expect(sum("Brutto")).toBe(shownGross);
  const ours = records.filter((record) => record["E-Mail"] === email);
  expect(ours.map((record) => [record.Belegart, record.Bestellnummer])).toEqual([
    ["Rechnung", formatOrderNumber(orderIds.paid)],
    ["Gutschrift", formatOrderNumber(orderIds.refunded)],
  ]);
  const [invoice, creditNote] = ours;
  expect(invoice?.Firma).toBe('Rechnung; "Quote" GmbH');
  expect(invoice?.Belegdatum).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(csvCents(creditNote?.Netto)).toBeLessThan(0);
  expect(creditNote?.["Stornierte Rechnung"]).toMatch(/^\d{4}-\d{6}$/);
  expect(csvCents(invoice?.Netto) + csvCents(invoice?.USt)).toBe(csvCents(invoice?.Brutto));
  const isoDay = (cell: string | undefined) => (cell ?? "").split(".").reverse().join("-");
  for (const record of records) expect(isoDay(record.Belegdatum) >= from && isoDay(record.Belegdatum) <= to, record.Belegdatum).toBe(true);

  // The BMD booking import of the same range: gross amounts with sign add up to the same gross total.
  await page.getByLabel("Format", { exact: true }).selectOption("bmd");
  const bmd = csvRecords(await download(page));
  expect(bmd.header).toEqual([...bmdColumns]);
  expect(bmd.records).toHaveLength(records.length);
  expect(bmd.records.reduce((total, record) => total + csvCents(record.betrag), 0)).toBe(shownGross);
  expect(bmd.records.reduce((total, record) => total - csvCents(record.steuer), 0)).toBe(shownVat);
  expect(new Set(bmd.records.map((record) => record.buchsymbol))).toEqual(new Set(["AR"]));

  // Both downloads are in the audit log with who, range and format.
  const entries = await withTestDatabase((db) =>
    db
      .selectFrom("audit_log")
      .select(["entity_label", "actor_label"])
      .where("action", "=", "accounting.export")
      .where("actor_user_id", "=", admin.userId)
      .orderBy("id")
      .execute(),
  );
  expect(entries).toEqual([
    { entity_label: `${from} – ${to} (csv)`, actor_label: admin.email },
    { entity_label: `${from} – ${to} (bmd)`, actor_label: admin.email },
  ]);
});

test("a bad range gets clear errors in the admin's language and exports nothing", async ({ page, context, baseURL }) => {
  const admin = await signInAdmin(context, baseURL, "accounting-admin", { firstName: "Ada", lastName: "Admin" });
  await page.goto("/admin/accounting?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Accounting export" })).toBeVisible();
  await page.getByRole("textbox", { name: "From (first day), DD.MM.YYYY", exact: true }).fill("31.10.2026");
  await page.getByLabel("To (last day, included)").fill("01.10.2026");
  await page.getByRole("button", { name: "Download" }).click();
  await expect(page).toHaveURL(/\/admin\/accounting\?from=31\.10\.2026&to=01\.10\.2026&format=csv&lang=en$/);
  await expect(page.getByRole("alert")).toHaveText("The period could not be used; please correct the marked fields. Nothing was exported.");
  await expect(page.getByLabel("To (last day, included)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The last day lies before the first day. Please choose a later date.")).toBeVisible();
  await expect(page.getByTestId("accounting-totals")).toHaveCount(0);
  await expectNoAxeViolations(page);
  const entries = await withTestDatabase((db) => db.selectFrom("audit_log").select("id").where("actor_user_id", "=", admin.userId).execute());
  expect(entries).toEqual([]);
});
