import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { pdfText } from "../support/pdf-text.ts";
import { insertCustomer, insertPaidOrder } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { pricingOptionsOf } from "./support/license-fixtures.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type Mail, mailboxDir, waitForMail } from "./support/mailbox.ts";
import { signIn } from "./support/session.ts";
import { acceptEarlyDelivery } from "./support/checkout.ts";

// Issue #7, "Done when" (orders): a customer buys a plugin with the sandbox provider; an admin finds
// the order by e-mail, sends the receipt again, refunds it through the dialog; the customer's
// licence is disabled for the licence API and on My licenses, and the audit log shows both steps.

/** Every mail the site sent to `address` so far (the newest last). */
async function mailsTo(address: string): Promise<Mail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as Mail));
  return mails.filter((mail) => mail.to.includes(address));
}

/** The customer buys Invoice Forge (5 sites) in German and pays on the sandbox's page. */
async function buyPlugin(page: Page, email: string): Promise<void> {
  await page.goto("/plugins");
  await waitForHydration(page, "[data-testid=featured-plugin] button");
  const featured = page.getByTestId("featured-plugin");
  await featured.getByRole("radio").nth(1).check();
  await featured.getByRole("button", { name: "Jetzt kaufen" }).click();
  await expect(page).toHaveURL(/\/kasse\?plugin=invoice-forge&option=\d+/);
  await page.getByLabel("Vorname").fill("Berta");
  await page.getByLabel("Nachname").fill("Rückerstatter");
  await page.getByLabel("E-Mail-Adresse", { exact: false }).first().fill(email);
  await page.getByLabel("Straße und Hausnummer").fill("Neubaugasse 12");
  await page.getByLabel("Postleitzahl").fill("1070");
  await page.getByLabel("Ort").fill("Wien");
  await page.getByLabel("Land").selectOption("AT");
  await acceptEarlyDelivery(page);
  await page.getByRole("button", { name: "Kauf abschließen" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
  await page.getByRole("button", { name: / bezahlen$/ }).click();
  await expect(page.getByText("Vielen Dank für Ihren Einkauf!")).toBeVisible({ timeout: 15_000 });
}

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await signInAdmin(context, baseURL, "orders-admin", { firstName: "Ada", lastName: "Admin" });
  return context.newPage();
}

test("an admin finds an order by e-mail, resends its receipt and refunds it; the licence stops working", async ({ page, context, browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const email = `refund-buyer-${id}@example.com`;
  await signIn(context, baseURL ?? "", { username: `refund-buyer-${id}`, email, firstName: "Berta", lastName: "Rückerstatter" });
  await buyPlugin(page, email);

  const { orderId, licenseKey } = await withTestDatabase(async (db) => {
    const order = await db.selectFrom("orders").where("billing_email", "=", email).select(["id", "status"]).executeTakeFirstOrThrow();
    const license = await db.selectFrom("licenses").where("order_id", "=", order.id).select("license_key").executeTakeFirstOrThrow();
    return { orderId: order.id, licenseKey: license.license_key };
  });
  const orderNumber = formatOrderNumber(orderId);
  await waitForMail(email, { subject: new RegExp(orderNumber) });
  const site = `https://refund-${id}.example.at`;
  const activated = await page.request.post("/api/licenses/activate", { data: { license_key: licenseKey, site_url: site } });
  expect(activated.status()).toBe(200);

  // The admin searches for the buyer's address and opens the order.
  const admin = await adminPage(browser, baseURL ?? "");
  await admin.goto("/admin/orders");
  await waitForHydration(admin, "form[role=search] button[type=submit]");
  await admin.getByLabel("Bestellnummer, Name oder E-Mail").fill(email);
  await admin.getByRole("button", { name: "Suchen" }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(email)}`));
  const rows = admin.getByTestId("admin-order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Berta Rückerstatter");
  await expect(rows.first()).toContainText("Bezahlt");
  await rows.first().getByRole("link", { name: orderNumber }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(admin.getByTestId("admin-order-license")).toContainText("Aktiv");
  // The consent the buyer ticked at the checkout, with its date and wording.
  const consent = admin.getByRole("region", { name: "Zustimmung zur vorzeitigen Vertragserfüllung" });
  await expect(consent.getByText("Zugestimmt am")).toBeVisible();
  await expect(consent.getByText("Textfassung")).toBeVisible();
  await expect(consent.locator("blockquote")).toHaveText(
    /^Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist .* Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere\.$/,
  );
  await expectNoAxeViolations(admin);
  await waitForHydration(admin, "#order-actions button");

  // Resend: a second receipt with the invoice attached arrives.
  const receiptsBefore = (await mailsTo(email)).length;
  await admin.getByRole("button", { name: "Bestätigung erneut senden" }).click();
  await expect(admin.getByRole("status").getByText("Die Bestellbestätigung mit der Rechnung wurde erneut an den Kunden verschickt.")).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(receiptsBefore + 1);
  const resent = (await mailsTo(email)).at(-1);
  expect(resent?.subject).toContain(orderNumber);
  expect(resent?.text).toContain(licenseKey);
  expect(resent?.text).toContain("Bestätigung Ihrer Zustimmung: Am ");
  expect(resent?.text).toContain("Ihr Rücktrittsrecht ist damit erloschen.");
  const invoicePdf = resent?.attachments.find((attachment) => attachment.contentType === "application/pdf");
  expect(invoicePdf?.filename).toMatch(/\.pdf$/);
  expect(await pdfText(new Uint8Array(Buffer.from(invoicePdf?.contentBase64 ?? "", "base64")))).toContain(orderNumber);

  // Refund through the confirmation dialog.
  await admin.getByRole("button", { name: "Bestellung erstatten" }).click();
  const dialog = admin.getByRole("alertdialog", { name: `Bestellung ${orderNumber} erstatten?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /erstatten$/ }).click();
  await expect(admin.getByRole("status").getByText(/Die Bestellung wurde erstattet/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("main").getByText("Erstattet").first()).toBeVisible();
  await expect(admin.getByTestId("admin-order-license")).toContainText("Gesperrt");
  await expect(admin.getByRole("button", { name: "Bestellung erstatten" })).toHaveCount(0);

  // The admin downloads the cancellation invoice.
  const cancellationLink = admin.getByRole("link", { name: /^Stornorechnung .* herunterladen/ });
  const cancellationHref = (await cancellationLink.getAttribute("href")) ?? "";
  const cancellation = await admin.request.get(cancellationHref);
  expect(cancellation.headers()["content-type"]).toContain("application/pdf");
  expect(await pdfText(new Uint8Array(await cancellation.body()))).toContain(orderNumber);
  // The admin route is for admins only, even for the order's own buyer.
  expect((await page.request.get(cancellationHref)).status()).toBe(403);

  // The buyer: refund mail, licence refused by the API and shown as disabled.
  const refundMail = await waitForMail(email, { subject: new RegExp(`^Erstattung Ihrer Bestellung ${orderNumber}`) });
  expect(refundMail.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);
  const validated = await page.request.post("/api/licenses/validate", { data: { license_key: licenseKey, site_url: site } });
  expect(validated.status()).toBe(403);
  expect(await validated.json()).toMatchObject({ valid: false, error: { code: "license_disabled" } });
  await page.goto("/meine-lizenzen");
  await expect(page.getByRole("main").getByText("Gesperrt").first()).toBeVisible();

  // The audit log records both steps.
  await admin.goto(`/admin/audit?record=${encodeURIComponent(orderNumber)}`);
  const entries = admin.getByTestId("audit-entry");
  await expect(entries.filter({ hasText: "order.refund" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "order.resend_receipt" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "order.refund" })).toContainText("Bestellung erstattet");
  await admin.context().close();
});

test("the order pages have no accessibility violations in both languages, also at 360 px", async ({ browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const orderId = await withTestDatabase(async (db) => {
    const { id: customerId } = await insertCustomer(db, `axe-orders-${id}@example.com`);
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .where("plugins.slug", "=", "invoice-forge")
      .select(["pricing_options.id", "pricing_options.plugin_id"])
      .executeTakeFirstOrThrow();
    return insertPaidOrder(db, customerId, option.id, { billing_email: `axe-orders-${id}@example.com`, billing_company: "Barrierefrei GmbH" });
  });
  const admin = await adminPage(browser, baseURL ?? "");
  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    for (const query of ["", "?lang=en"]) {
      await admin.goto(`/admin/orders${query}`);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(admin);
      await admin.goto(`/admin/orders/${orderId}${query}`);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(admin);
    }
  }
  await waitForHydration(admin, "#order-actions button");
  await admin.getByRole("button", { name: "Refund order" }).click();
  await expect(admin.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();
});

test("order dates are typed as the label says, also in a browser set to American English", async ({ browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const email = `typed-dates-${id}@example.com`;
  const [option] = await pricingOptionsOf("invoice-forge");
  if (!option) throw new Error("Invoice Forge has no pricing option");
  await withTestDatabase(async (db) => {
    const { id: customerId } = await insertCustomer(db, email);
    await insertPaidOrder(db, customerId, option.id, { billing_email: email });
  });
  // A native date input would show 11/27/2026 here; the typed field is the same in every browser.
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  await signInAdmin(context, baseURL ?? "", "typed-dates-admin");
  const admin = await context.newPage();
  await admin.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const from = admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true });
  await expect(from).toBeVisible();
  const orderRows = admin.getByRole("row").filter({ hasText: email });
  await expect(orderRows).toHaveCount(1);

  await from.fill("11/27/2026");
  await admin.getByRole("button", { name: "Suchen" }).click();
  await expect(admin.getByText("Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.")).toBeVisible();
  await expect(admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true })).toHaveAttribute("aria-invalid", "true");

  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join(".");
  await admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true }).fill(tomorrow);
  await admin.getByRole("button", { name: "Suchen" }).click();
  await expect(admin).toHaveURL(new RegExp(`from=${tomorrow.replaceAll(".", "\\.")}`));
  await expect(orderRows).toHaveCount(0);
  await expect(admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true })).toHaveValue(tomorrow);

  // Without leading zeros too; a page loaded with the filter shows the day in the label's format.
  await admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true }).fill("1.1.2020");
  await admin.getByRole("button", { name: "Suchen" }).click();
  await expect(admin).toHaveURL(/from=1\.1\.2020/);
  await expect(orderRows).toHaveCount(1);
  await admin.reload();
  await expect(admin.getByRole("textbox", { name: "Bestellt ab, TT.MM.JJJJ", exact: true })).toHaveValue("01.01.2020");
  await context.close();
});
