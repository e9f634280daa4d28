import { type BrowserContext, expect, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { type AdminRecords, createAdminRecords } from "./support/admin-routes.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #20, parts 3 and 4: the admin area's own screen, its search, copy buttons and sortable columns.

let records: AdminRecords;
let licenseKey: string;
let customerEmail: string;

test.beforeAll(async () => {
  records = await createAdminRecords();
  ({ licenseKey, customerEmail } = await withTestDatabase(async (db) => ({
    licenseKey: (await db.selectFrom("licenses").select("license_key").where("id", "=", records.licenseId).executeTakeFirstOrThrow()).license_key,
    customerEmail: (await db.selectFrom("users").select("email").where("id", "=", records.userId).executeTakeFirstOrThrow()).email,
  })));
});

/** An admin who chose English with the language switch: the choice is a cookie that shared paths follow. */
async function inEnglish(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
}

test("no admin page shows the public header, menu, footer or chat button; each has the admin top bar", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "chrome-admin", { firstName: "Ada", lastName: "Chrome" });
  await inEnglish(context, baseURL);
  await page.goto("/admin?lang=en");
  const sections = await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(sections.length).toBeGreaterThanOrEqual(9);
  for (const href of sections) {
    await page.goto(href);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }), href).toBeVisible();
    await expect(page.getByTestId("whatsapp-button"), href).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main navigation" }), href).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), href).toHaveCount(0);
    await expect(page.getByTestId("admin-top-bar-name"), href).toHaveText("Signed in as Ada Chrome");
    await expect(page.getByRole("link", { name: "View website" }), href).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" }), href).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the administration" }), href).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("the language switch of the top bar keeps the admin page and sign-out ends the session", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "bar-admin");
  await page.goto("/admin/customers?lang=en");
  await waitForHydration(page, "header button");
  await page.getByRole("link", { name: "DE – German" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Kundinnen und Kunden");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const answer = await page.goto("/admin");
  expect(answer?.url()).not.toMatch(/\/admin$/);
});

test("the admin search finds an order by number, a licence by part of its key and a customer by e-mail", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "search-admin");
  await inEnglish(context, baseURL);
  await page.goto("/admin?lang=en");
  await waitForHydration(page, "header input");
  const field = page.getByRole("searchbox", { name: "Search orders, licences, customers, sites and messages" });

  // "/" puts the cursor into the field from anywhere on the page.
  await page.getByRole("main").getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("/");
  await expect(field).toBeFocused();
  await field.fill(formatOrderNumber(records.orderId));
  await field.press("Enter");
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  const orders = page.getByTestId("find-orders");
  await expect(orders.getByRole("link", { name: `Order ${formatOrderNumber(records.orderId)}` })).toHaveAttribute("href", `/admin/orders/${records.orderId}`);
  await expectNoAxeViolations(page);

  // Ctrl+K works while another field has the focus.
  const part = licenseKey.split("-").slice(2, 4).join("-").toLowerCase();
  await page.getByRole("link", { name: "View website" }).focus();
  await page.keyboard.press("Control+k");
  await expect(field).toBeFocused();
  await field.fill(part);
  await field.press("Enter");
  const licenseHref = `/admin/licenses/${records.licenseId}`;
  await expect(page.getByTestId("find-licenses").locator(`a[href="${licenseHref}"], a[href^="${licenseHref}?"]`)).toBeVisible();

  await field.fill(customerEmail.toUpperCase());
  await field.press("Enter");
  const customerLink = page.getByTestId("find-customers").getByRole("link", { name: customerEmail });
  await expect(customerLink).toHaveAttribute("href", `/admin/customers/${records.userId}`);
  await customerLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${records.userId}`));
  // Outside the results page the field is empty again.
  await expect(field).toHaveValue("");

  await field.fill("x");
  await field.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Please enter at least 2 characters, or an order number.");
});

test("the search works as a plain form without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signInAdmin(context, baseURL, "nojs-admin");
  await page.goto("/admin?lang=de");
  const field = page.getByRole("searchbox", { name: "Bestellungen, Lizenzen, Kunden, Websites und Nachrichten durchsuchen" });
  await field.fill(customerEmail);
  await field.press("Enter");
  await expect(page.getByTestId("find-customers").getByRole("link", { name: customerEmail })).toBeVisible();
  await expect(field).toHaveValue(customerEmail);
  await context.close();
});

test("a long e-mail address is cut with an ellipsis and its copy button copies it, by mouse and keyboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAdmin(context, baseURL, "copy-admin");
  await inEnglish(context, baseURL);
  await page.goto(`/admin/customers?lang=en&q=${encodeURIComponent(customerEmail)}`);
  await waitForHydration(page, "main button");
  const text = page.getByRole("main").getByTestId("copyable-text").first();
  await expect(text).toHaveText(customerEmail);
  await expect(text).toHaveCSS("text-overflow", "ellipsis");
  await expect(text).toHaveCSS("white-space", "nowrap");
  const button = page.getByRole("button", { name: "Copy e-mail address" }).first();
  await button.click();
  // Exact: the toast's screen-reader announcement repeats the text for a moment.
  await expect(page.getByText("E-mail address copied to the clipboard.", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customerEmail);

  await page.evaluate(() => navigator.clipboard.writeText(""));
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(customerEmail);
});

test("list columns sort by their header, keeping the search", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "sort-admin");
  await inEnglish(context, baseURL);
  await page.goto("/admin/orders?lang=en&status=paid");
  const total = page.getByRole("columnheader", { name: /Total/ });
  await total.getByRole("link").click();
  await expect(page).toHaveURL(/sort=total&dir=desc/);
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "descending");
  const amounts = await page.getByTestId("admin-order-gross").allTextContents();
  const cents = amounts.map((amount) => Number(amount.replace(/[^\d]/g, "")));
  expect(cents).toEqual([...cents].sort((a, b) => b - a));
  await page.getByRole("columnheader", { name: /Total/ }).getByRole("link").click();
  await expect(page.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "ascending");
  await expectNoAxeViolations(page);
});
