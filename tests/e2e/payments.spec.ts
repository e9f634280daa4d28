import { type BrowserContext, expect, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { buildSandboxEvent, sandboxWebhookPath } from "../../app/features/payments/sandbox.server.ts";
import { sandboxSignatureHeader, signSandboxEvent } from "../../app/features/payments/sandbox-signature.server.ts";
import { deriveSigningKeys } from "../../app/lib/signing-keys.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { insertPendingOrder } from "../support/shop-fixtures.ts";

// The sandbox payment page (without JavaScript), the success page while a payment is still being
// confirmed, the cancel page and the purchase history. The whole purchase from Purchase Now on is
// in shop.spec.ts.

const texts = {
  de: {
    sandbox: (orderId: number) => `/payment/sandbox/${orderId}`,
    success: "/zahlung-erfolgreich",
    history: "/kaufhistorie",
    pay: / bezahlen$/,
    cancel: "Zahlung abbrechen",
    paid: "Vielen Dank für Ihren Einkauf!",
    confirming: "Ihre Zahlung wird bestätigt",
    cancelled: "Es wurde nichts abgebucht.",
    retry: "Erneut versuchen",
    statusPaid: "Bezahlt",
    statusCancelled: "Storniert",
    statusPending: "Zahlung ausständig",
    alreadyPaid: "Diese Bestellung ist bereits bezahlt.",
    empty: "Sie haben noch keine Bestellung aufgegeben.",
  },
  en: {
    sandbox: (orderId: number) => `/payment/sandbox/${orderId}?lang=en`,
    success: "/payment-success",
    history: "/purchase-history",
    pay: /^Pay /,
    cancel: "Cancel payment",
    paid: "Thank you for your purchase!",
    confirming: "Your payment is being confirmed",
    cancelled: "Nothing has been charged.",
    retry: "Try again",
    statusPaid: "Paid",
    statusCancelled: "Cancelled",
    statusPending: "Awaiting payment",
    alreadyPaid: "This order has already been paid.",
    empty: "You have not placed any orders yet.",
  },
} as const;

type Language = keyof typeof texts;

let accounts = 0;

/** Signs a new customer in and answers their user id. */
async function signInCustomer(context: BrowserContext, baseURL: string | undefined, label: string): Promise<number> {
  accounts += 1;
  const email = `${label}-${Date.now()}-${accounts}@example.com`;
  await signIn(context, baseURL ?? "", { username: `${label}-${Date.now()}-${accounts}`, email, firstName: "Anna", lastName: "Berger" });
  return withTestDatabase(async (db) => (await db.selectFrom("users").where("email", "=", email).select("id").executeTakeFirstOrThrow()).id);
}

/** A pending sandbox order for Invoice Forge's first tier, as the checkout leaves it (Austrian consumer). */
async function pendingOrder(userId: number, language: Language): Promise<{ id: number; grossCents: number }> {
  return withTestDatabase(async (db) => {
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .where("plugins.slug", "=", "invoice-forge")
      .orderBy("pricing_options.position")
      .select(["pricing_options.id", "pricing_options.amount_cents", "pricing_options.name_de", "pricing_options.name_en"])
      .executeTakeFirstOrThrow();
    const id = await insertPendingOrder(db, userId, option.id, {
      language,
      billing_email: `order-${userId}@example.com`,
      billing_address: "Neubaugasse 12",
      billing_city: "Wien",
      billing_postal_code: "1070",
      description: `Invoice Forge – ${language === "de" ? option.name_de : option.name_en}`,
    });
    return { id, grossCents: option.amount_cents };
  });
}

async function orderState(orderId: number) {
  return withTestDatabase(async (db) => ({
    status: (await db.selectFrom("orders").where("id", "=", orderId).select("status").executeTakeFirstOrThrow()).status,
    keys: (await db.selectFrom("licenses").where("order_id", "=", orderId).select("license_key").execute()).map((row) => row.license_key),
    invoices: (await db.selectFrom("invoices").where("order_id", "=", orderId).select("number").execute()).map((row) => row.number),
  }));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ["de", "en"] as const) {
    const t = texts[language];

    test(`${language}: the sandbox page pays with a plain form and the success page shows key, invoice and next steps`, async ({ page, context, baseURL }) => {
      const userId = await signInCustomer(context, baseURL, `nojs-pay-${language}`);
      const order = await pendingOrder(userId, language);
      await page.goto(t.sandbox(order.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "de" ? "Testzahlung (Sandbox)" : "Sandbox payment");
      await expect(page.getByText(formatOrderNumber(order.id)).first()).toBeVisible();
      await page.getByRole("button", { name: t.pay }).click();

      await expect(page).toHaveURL(new RegExp(`${t.success}\\?order=${order.id}$`));
      await expect(page.getByText(t.paid)).toBeVisible();
      const state = await orderState(order.id);
      expect(state.status).toBe("paid");
      expect(state.keys).toHaveLength(1);
      await expect(page.getByTestId("license-key")).toHaveText(state.keys[0] ?? "");
      await expect(page.getByRole("link", { name: new RegExp(state.invoices[0] ?? "missing") })).toHaveAttribute("href", /^\/invoices\/\d+$/);
      await expect(page.getByRole("heading", { name: language === "de" ? "Nächste Schritte" : "Next steps" })).toBeVisible();
      await expect(page.getByRole("link", { name: language === "de" ? "Meine Lizenzen" : "My licences" }).last()).toBeVisible();

      // Back on the payment page, the paid order cannot be paid again.
      await page.goto(t.sandbox(order.id));
      await expect(page.getByText(t.alreadyPaid)).toBeVisible();
      await expect(page.getByRole("button", { name: t.pay })).toHaveCount(0);
    });

    test(`${language}: cancelling keeps the order as cancelled and offers the same selection again`, async ({ page, context, baseURL }) => {
      const userId = await signInCustomer(context, baseURL, `nojs-cancel-${language}`);
      const order = await pendingOrder(userId, language);
      await page.goto(t.sandbox(order.id));
      await page.getByRole("button", { name: t.cancel }).click();

      await expect(page.getByText(t.cancelled)).toBeVisible();
      await expect(page.getByRole("link", { name: t.retry })).toHaveAttribute(
        "href",
        new RegExp(`^${language === "de" ? "/kasse" : "/checkout"}\\?plugin=invoice-forge&option=\\d+$`),
      );
      expect(await orderState(order.id)).toEqual({ status: "cancelled", keys: [], invoices: [] });
    });
  }

  test("the success page of a payment still being confirmed reloads itself", async ({ page, context, baseURL }) => {
    const userId = await signInCustomer(context, baseURL, "nojs-pending");
    const order = await pendingOrder(userId, "de");
    await page.goto(`/zahlung-erfolgreich?order=${order.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.de.confirming);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "3");
    await paySandboxOrder(baseURL ?? "", order);
    await expect(page.getByText(texts.de.paid)).toBeVisible();
  });
});

/** Sends the sandbox provider's signed payment event to the webhook, as the Pay button would. */
async function paySandboxOrder(baseURL: string, order: { id: number; grossCents: number }): Promise<void> {
  // The e2e server runs without SESSION_SECRET, so its keys are the development ones.
  const key = deriveSigningKeys(undefined).sandboxWebhook;
  const body = JSON.stringify(buildSandboxEvent("payment.succeeded", order, new Date()));
  const response = await fetch(new URL(sandboxWebhookPath, baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", [sandboxSignatureHeader]: signSandboxEvent(key, body, new Date()) },
    body,
  });
  expect(response.status).toBe(200);
}

test("the success page shows that the payment is being confirmed and updates itself once it is", async ({ page, context, baseURL }) => {
  const userId = await signInCustomer(context, baseURL, "js-pending");
  const order = await pendingOrder(userId, "en");
  await page.goto(`/payment-success?order=${order.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.confirming);
  await expect(page.getByRole("status").filter({ hasText: "Checking the payment status" })).toBeVisible();
  await expectNoAxeViolations(page);

  await paySandboxOrder(baseURL ?? "", order);
  await expect(page.getByText(texts.en.paid)).toBeVisible();
  expect(page.url()).toContain(`/payment-success?order=${order.id}`);
  const { keys } = await orderState(order.id);
  await expect(page.getByTestId("license-key")).toHaveText(keys[0] ?? "");
});

test("the success page clears Purchase Now's hand-over record once the order is paid", async ({ page, context, baseURL }) => {
  const userId = await signInCustomer(context, baseURL, "hand-over");
  const order = await pendingOrder(userId, "de");
  await paySandboxOrder(baseURL ?? "", order);
  await page.goto("/plugins");
  await page.evaluate(() => window.sessionStorage.setItem("checkout_plugin", JSON.stringify({ id: 1, name: "Invoice Forge", price: 49 })));
  await page.goto(`/zahlung-erfolgreich?order=${order.id}`);
  await expect(page.getByText(texts.de.paid)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))).toBeNull();
});

test("another customer's order answers 404 on every order page", async ({ page, context, baseURL, browser }) => {
  const ownerContext = await browser.newContext({ baseURL });
  const ownerId = await signInCustomer(ownerContext, baseURL, "owner");
  await ownerContext.close();
  const order = await pendingOrder(ownerId, "de");
  await signInCustomer(context, baseURL, "intruder");
  for (const target of [`/zahlung-erfolgreich?order=${order.id}`, `/zahlung-storniert?order=${order.id}`, `/payment/sandbox/${order.id}`]) {
    const response = await page.goto(target);
    expect(response?.status(), target).toBe(404);
    expect(response?.headers()["cache-control"]).toContain("no-store");
  }
  expect((await orderState(order.id)).status).toBe("pending");
});

test("the order pages are private: noindex and no-store, and a login for visitors", async ({ page, context, baseURL }) => {
  const anonymous = await page.goto("/kaufhistorie");
  expect(anonymous?.url()).toContain("/anmelden?returnTo=%2Fkaufhistorie");
  const userId = await signInCustomer(context, baseURL, "private");
  const order = await pendingOrder(userId, "de");
  for (const target of ["/kaufhistorie", `/payment/sandbox/${order.id}`, `/zahlung-erfolgreich?order=${order.id}`]) {
    const response = await page.goto(target);
    expect(response?.headers()["cache-control"], target).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
});

for (const language of ["de", "en"] as const) {
  const t = texts[language];

  test(`${language}: purchase history lists every order with totals, status and invoice`, async ({ page, context, baseURL }) => {
    const userId = await signInCustomer(context, baseURL, `history-${language}`);
    await page.goto(t.history);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectNoAxeViolations(page);

    const paid = await pendingOrder(userId, language);
    await paySandboxOrder(baseURL ?? "", paid);
    const open = await pendingOrder(userId, language);
    const cancelled = await pendingOrder(userId, language);
    await page.goto(texts[language].sandbox(cancelled.id));
    await page.getByRole("button", { name: t.cancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();

    await page.goto(t.history);
    const rows = page.getByTestId("purchase-history-order");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(formatOrderNumber(cancelled.id));
    await expect(rows.nth(0)).toContainText(t.statusCancelled);
    await expect(rows.nth(1)).toContainText(formatOrderNumber(open.id));
    await expect(rows.nth(1)).toContainText(t.statusPending);
    await expect(rows.nth(2)).toContainText(formatOrderNumber(paid.id));
    await expect(rows.nth(2)).toContainText(t.statusPaid);
    const { invoices } = await orderState(paid.id);
    const invoiceLink = rows.nth(2).getByRole("link", { name: new RegExp(invoices[0] ?? "missing") });
    const download = await page.request.get((await invoiceLink.getAttribute("href")) ?? "");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    await expectNoAxeViolations(page);
  });
}

test.describe("on a 360 px screen", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the purchase history and the payment pages need no sideways scrolling", async ({ page, context, baseURL }) => {
    const userId = await signInCustomer(context, baseURL, "narrow");
    const paid = await pendingOrder(userId, "de");
    await paySandboxOrder(baseURL ?? "", paid);
    const open = await pendingOrder(userId, "de");
    for (const target of ["/kaufhistorie", `/payment/sandbox/${open.id}`, `/zahlung-erfolgreich?order=${paid.id}`, "/purchase-history"]) {
      await page.goto(target);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, target).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
    await page.goto("/kaufhistorie");
    await expect(page.getByTestId("purchase-history-order").first().getByText("Gesamt")).toBeVisible();
  });
});

for (const language of ["de", "en"] as const) {
  const t = texts[language];

  test(`${language}: the sandbox, success and cancel pages pass axe`, async ({ page, context, baseURL }) => {
    const userId = await signInCustomer(context, baseURL, `axe-${language}`);
    const order = await pendingOrder(userId, language);
    await page.goto(t.sandbox(order.id));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: t.pay }).click();
    await expect(page.getByText(t.paid)).toBeVisible();
    await expectNoAxeViolations(page);

    const abandoned = await pendingOrder(userId, language);
    await page.goto(t.sandbox(abandoned.id));
    await page.getByRole("button", { name: t.cancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
