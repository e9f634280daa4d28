import { expect, type Page, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { pdfText } from "../support/pdf-text.ts";
import { waitForMail } from "./support/mailbox.ts";
import { signIn } from "./support/session.ts";
import { acceptEarlyDelivery } from "./support/checkout.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #6, "Done when": the whole purchase in a real browser against the sandbox provider, with
// the receipt arriving at a real SMTP server; the cancel path; a tampered price.

const texts = {
  en: {
    plugins: "/plugins?lang=en",
    checkout: "/checkout",
    purchase: "Purchase Now",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail address",
    address: "Street and number",
    postalCode: "Postal code",
    city: "City",
    country: "Country",
    submit: "Complete Purchase",
    pay: /^Pay /,
    cancel: "Cancel payment",
    paid: "Thank you for your purchase!",
    cancelled: "Nothing has been charged.",
    myLicenses: "/my-licenses",
    purchaseHistory: "/purchase-history",
    receiptSubject: /#\d{6}/,
    consent: /^I expressly agree that you begin performing the contract .* I am aware that I thereby lose my right of withdrawal\.$/,
    consentConfirmed: ["Confirmation of your consent: on ", "your right of withdrawal has therefore ended.", "/withdrawal-policy", "/withdrawal-form"],
    money: (cents: number) => `€${(cents / 100).toFixed(2)}`,
  },
  de: {
    plugins: "/plugins",
    checkout: "/kasse",
    purchase: "Jetzt kaufen",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    address: "Straße und Hausnummer",
    postalCode: "Postleitzahl",
    city: "Ort",
    country: "Land",
    submit: "Kauf abschließen",
    pay: / bezahlen$/,
    cancel: "Zahlung abbrechen",
    paid: "Vielen Dank für Ihren Einkauf!",
    cancelled: "Es wurde nichts abgebucht.",
    myLicenses: "/meine-lizenzen",
    purchaseHistory: "/kaufhistorie",
    receiptSubject: /#\d{6}/,
    consent: /^Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist .* Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere\.$/,
    consentConfirmed: ["Bestätigung Ihrer Zustimmung: Am ", "Ihr Rücktrittsrecht ist damit erloschen.", "/widerrufsbelehrung", "/widerrufsformular"],
    money: (cents: number) => `€ ${(cents / 100).toFixed(2).replace(".", ",")}`,
  },
} as const;

type Language = keyof typeof texts;

/** An amount as the site shows it; the space after the euro sign may be a no-break space. */
function shownAmount(formatted: string): RegExp {
  return new RegExp(formatted.replace(" ", "\\s").replace(".", "\\."));
}

/** The featured plugin (Invoice Forge) with its second tier, "5 sites", through Purchase Now. */
async function purchaseFiveSites(page: Page, language: Language): Promise<void> {
  await page.goto(texts[language].plugins);
  await waitForHydration(page, "[data-testid=featured-plugin] button");
  const featured = page.getByTestId("featured-plugin");
  await featured.getByRole("radio").nth(1).check();
  await featured.getByRole("button", { name: texts[language].purchase }).click();
  await expect(page).toHaveURL(new RegExp(`${texts[language].checkout}\\?plugin=invoice-forge&option=\\d+`));
}

async function fillBillingForm(page: Page, language: Language, email: string): Promise<void> {
  const t = texts[language];
  await page.getByLabel(t.firstName).fill("Anna");
  await page.getByLabel(t.lastName).fill("Berger");
  await page.getByLabel(t.email, { exact: false }).first().fill(email);
  await page.getByLabel(t.address).fill("Neubaugasse 12");
  await page.getByLabel(t.postalCode).fill("1070");
  await page.getByLabel(t.city).fill("Wien");
  await page.getByLabel(t.country).selectOption("AT");
  await acceptEarlyDelivery(page);
}

async function fiveSitesOption(): Promise<{ id: number; cents: number }> {
  return withTestDatabase(async (db) => {
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .where("plugins.slug", "=", "invoice-forge")
      .where("pricing_options.site_limit", "=", 5)
      .select(["pricing_options.id", "pricing_options.amount_cents"])
      .executeTakeFirstOrThrow();
    return { id: option.id, cents: option.amount_cents };
  });
}

for (const language of ["en", "de"] as const) {
  const t = texts[language];

  test(`${language}: Purchase Now, checkout, sandbox payment, key, licences, history, invoice and receipt`, async ({ page, context, baseURL }) => {
    const email = `buyer-${language}-${Date.now()}@example.com`;
    await signIn(context, baseURL ?? "", { username: `buyer-${language}-${Date.now()}`, email, firstName: "Anna", lastName: "Berger" });
    const option = await fiveSitesOption();
    const net = Math.round((option.cents * 10_000) / 12_000);

    await purchaseFiveSites(page, language);
    await expect(page.getByText(shownAmount(t.money(option.cents))).first()).toBeVisible();
    await fillBillingForm(page, language, email);
    await page.getByRole("button", { name: t.submit }).click();

    await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
    await page.getByRole("button", { name: t.pay }).click();

    await expect(page.getByText(t.paid)).toBeVisible({ timeout: 15_000 });
    const { order, licenseKey, invoiceNumber } = await withTestDatabase(async (db) => {
      const user = await db.selectFrom("users").where("email", "=", email).select("id").executeTakeFirstOrThrow();
      const paidOrder = await db.selectFrom("orders").where("user_id", "=", user.id).selectAll().executeTakeFirstOrThrow();
      const license = await db.selectFrom("licenses").where("order_id", "=", paidOrder.id).selectAll().execute();
      const invoices = await db.selectFrom("invoices").where("order_id", "=", paidOrder.id).selectAll().execute();
      expect(license).toHaveLength(1);
      expect(invoices).toHaveLength(1);
      return { order: paidOrder, licenseKey: license[0]?.license_key ?? "", invoiceNumber: invoices[0]?.number ?? "" };
    });
    expect(order).toMatchObject({ status: "paid", gross_cents: option.cents, net_cents: net, vat_cents: option.cents - net, language });
    expect(order.withdrawal_waiver_text).toMatch(t.consent);
    expect(Date.parse(order.withdrawal_waiver_at ?? "")).toBeLessThanOrEqual(Date.parse(order.paid_at ?? ""));
    await expect(page.getByText(licenseKey)).toBeVisible();

    await page.goto(t.myLicenses);
    const licenseCard = page.getByRole("main");
    await expect(licenseCard.getByText(/Invoice Forge/).first()).toBeVisible();
    await expect(licenseCard.getByText(licenseKey.slice(-5)).first()).toBeVisible();

    await page.goto(t.purchaseHistory);
    const orderNumber = formatOrderNumber(order.id);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    const invoiceLink = page.getByRole("link", { name: new RegExp(invoiceNumber) }).first();
    await expect(invoiceLink).toBeVisible();
    const href = await invoiceLink.getAttribute("href");
    const download = await page.request.get(href ?? "");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    const invoiceText = await pdfText(new Uint8Array(await download.body()));
    expect(invoiceText).toContain(invoiceNumber);
    expect(invoiceText).toContain(t.money(option.cents).replace("€", "").trim());
    expect(invoiceText).toContain(t.money(net).replace("€", "").trim());
    expect(invoiceText).toContain(
      t
        .money(option.cents - net)
        .replace("€", "")
        .trim(),
    );

    const receipt = await waitForMail(email, { subject: t.receiptSubject });
    expect(receipt.text).toContain(licenseKey);
    for (const confirmation of t.consentConfirmed) expect(receipt.text).toContain(confirmation);
    expect(receipt.text).toContain(order.withdrawal_waiver_text);
    const attachment = receipt.attachments.find((candidate) => candidate.contentType === "application/pdf");
    expect(attachment?.filename).toMatch(/\.pdf$/);
    const attachedText = await pdfText(new Uint8Array(Buffer.from(attachment?.contentBase64 ?? "", "base64")));
    expect(attachedText).toContain(invoiceNumber);
  });

  test(`${language}: cancelling on the payment page charges nothing and keeps the order as cancelled`, async ({ page, context, baseURL }) => {
    const email = `cancel-${language}-${Date.now()}@example.com`;
    await signIn(context, baseURL ?? "", { username: `cancel-${language}-${Date.now()}`, email });
    await purchaseFiveSites(page, language);
    await fillBillingForm(page, language, email);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
    await page.getByRole("button", { name: t.cancel }).click();

    await expect(page.getByText(t.cancelled)).toBeVisible();
    const retry = page.getByRole("link", { name: language === "en" ? "Try again" : "Erneut versuchen" });
    await expect(retry).toHaveAttribute("href", new RegExp(`${t.checkout}\\?plugin=invoice-forge&option=\\d+`));
    await withTestDatabase(async (db) => {
      const user = await db.selectFrom("users").where("email", "=", email).select("id").executeTakeFirstOrThrow();
      const orders = await db.selectFrom("orders").where("user_id", "=", user.id).select(["status", "id"]).execute();
      expect(orders.map((order) => order.status)).toEqual(["cancelled"]);
      const [cancelled] = orders;
      expect(
        await db
          .selectFrom("licenses")
          .where("order_id", "=", cancelled?.id ?? 0)
          .select("id")
          .execute(),
      ).toEqual([]);
      expect(
        await db
          .selectFrom("invoices")
          .where("order_id", "=", cancelled?.id ?? 0)
          .select("id")
          .execute(),
      ).toEqual([]);
    });
  });
}

test("a tampered hand-over price is ignored: the checkout shows and charges the database price", async ({ page, context, baseURL }) => {
  const email = `tamper-${Date.now()}@example.com`;
  await signIn(context, baseURL ?? "", { username: `tamper-${Date.now()}`, email });
  const option = await fiveSitesOption();
  const pluginId = await withTestDatabase(
    async (db) => (await db.selectFrom("plugins").where("slug", "=", "invoice-forge").select("id").executeTakeFirstOrThrow()).id,
  );
  await page.goto("/plugins?lang=en");
  await page.evaluate(
    ({ id }) =>
      window.sessionStorage.setItem(
        "checkout_plugin",
        JSON.stringify({ id, name: "Invoice Forge", description: "", image: null, selectedPricing: { name: "5 sites", amount: 1 }, price: 1 }),
      ),
    { id: pluginId },
  );
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\?plugin=invoice-forge&option=\d+/);
  await expect(page.getByText(shownAmount(texts.en.money(option.cents))).first()).toBeVisible();
  await expect(page.getByText("€1.00")).toHaveCount(0);
  await fillBillingForm(page, "en", email);
  await page.getByRole("button", { name: texts.en.submit }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
  await page.getByRole("button", { name: texts.en.pay }).click();
  await expect(page.getByText(texts.en.paid)).toBeVisible({ timeout: 15_000 });
  const paid = await withTestDatabase(async (db) =>
    db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .where("users.email", "=", email)
      .select(["orders.gross_cents", "orders.status"])
      .executeTakeFirstOrThrow(),
  );
  expect(paid).toEqual({ gross_cents: option.cents, status: "paid" });
});

// Issue #31: the choice lives in the URL, so it survives registering, confirming the address in
// another browser and logging in, and the order is for exactly that plugin and option.
test("a new customer chooses a free-plus-Pro plugin's tier signed out, registers inside the checkout, confirms in another browser, logs in and pays for exactly that tier", async ({
  page,
  browser,
  baseURL,
}) => {
  const t = texts.en;
  const stamp = Date.now();
  const user = { username: `journey-${stamp}`, email: `journey-${stamp}@example.com` };
  const password = "amber kettle sings at noon";
  const chosen = await withTestDatabase((db) =>
    db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .where("plugins.slug", "=", "form-relay")
      .where("pricing_options.active", "=", 1)
      .orderBy("pricing_options.position")
      .select(["pricing_options.id", "pricing_options.plugin_id", "pricing_options.name_en", "pricing_options.amount_cents"])
      .execute(),
  );
  const tier = chosen[1];
  if (!tier) throw new Error("Form Relay has no second tier");
  const selectionUrl = new URL(`${t.checkout}?plugin=form-relay&option=${tier.id}`, baseURL).href;

  await page.goto(t.plugins);
  await waitForHydration(page, "[data-testid=featured-plugin] button");
  const formRelay = page.getByRole("article", { name: "Form Relay", exact: true });
  await formRelay.getByText(tier.name_en, { exact: true }).click();
  await formRelay.getByRole("button", { name: "Purchase Now: Form Relay" }).click();
  await expect(page).toHaveURL(selectionUrl);
  const gate = page.getByTestId("checkout-gate");
  await expect(gate).toContainText("Please log in or create an account to complete your purchase");
  const selection = page.getByTestId("checkout-selection");
  await expect(selection.getByText("Form Relay", { exact: true })).toBeVisible();
  await expect(selection.getByText(`Option: ${tier.name_en}`, { exact: true })).toBeVisible();
  await expect(selection.getByText(shownAmount(t.money(tier.amount_cents)))).toBeVisible();
  // The toast announced the checkout; it has arrived, so the toast is gone and covers nothing.
  await expect(page.getByText("Redirecting to Checkout")).toHaveCount(0);

  // The account is created inside the checkout.
  await waitForHydration(page);
  const registration = page.getByTestId("checkout-register");
  await registration.getByLabel("Username").fill(user.username);
  await registration.getByLabel("E-mail address").fill(user.email);
  await registration.getByLabel("First name").fill("Rita");
  await registration.getByLabel("Last name").fill("Neu");
  await registration.getByLabel("Password", { exact: true }).fill(password);
  await registration.getByLabel("Repeat password").fill(password);
  await registration.getByRole("checkbox").check();
  await registration.getByRole("button", { name: "Create account" }).click();
  await expect(registration.getByTestId("register-check-mail")).toBeVisible();
  await expect(page).toHaveURL(selectionUrl);

  // The mail is opened on another device: a browser that never saw the catalogue.
  const mail = await waitForMail(user.email, { subject: /confirm your e-mail address/i });
  const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0] ?? "";
  const otherDevice = await browser.newContext();
  try {
    const phone = await otherDevice.newPage();
    await phone.goto(link);
    await phone.getByRole("button", { name: "Confirm e-mail address" }).click();
    await expect(phone).toHaveURL(selectionUrl);
    await expect(phone.getByTestId("summary-plugin")).toHaveText("Form Relay");
    await expect(phone.getByTestId("order-summary")).toContainText(tier.name_en);
  } finally {
    await otherDevice.close();
  }

  // Back in the first browser, still at the checkout: log in from the gate, and the checkout still has the choice.
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId("checkout-gate").getByRole("link", { name: "Log in" }).click();
  await waitForHydration(page);
  await page.getByLabel("Username or e-mail address").fill(user.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(selectionUrl);
  await expect(page.getByText(shownAmount(t.money(tier.amount_cents))).first()).toBeVisible();
  await fillBillingForm(page, "en", user.email);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
  await page.getByRole("button", { name: t.pay }).click();
  await expect(page.getByText(t.paid)).toBeVisible({ timeout: 15_000 });

  const items = await withTestDatabase(async (db) => {
    const buyer = await db.selectFrom("users").where("email", "=", user.email).select("id").executeTakeFirstOrThrow();
    return db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .where("orders.user_id", "=", buyer.id)
      .select(["orders.status", "order_items.plugin_id", "order_items.pricing_option_id", "order_items.gross_cents"])
      .execute();
  });
  expect(items).toEqual([{ status: "paid", plugin_id: tier.plugin_id, pricing_option_id: tier.id, gross_cents: tier.amount_cents }]);
});
