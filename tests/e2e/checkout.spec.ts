import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { generateLicenseKey } from "../../app/features/licenses/license-key.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { acceptEarlyDelivery, earlyDeliveryConsent } from "./support/checkout.ts";
import { holdSubmission } from "./support/hold-arrival.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #6 points 1 and 2: the checkout priced from the database, VAT that follows the billing
// country and VAT ID, server-side validation per field with and without JavaScript, the hand-over
// from Purchase Now (tampered or missing), and the step to the sandbox payment page.

/** Booking Desk of the demo catalogue and the id of its "5 sites" tier (€119). */
async function bookingDesk(): Promise<{ id: number; fiveSites: number }> {
  return withTestDatabase(async (db) => {
    const row = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select(["plugins.id as pluginId", "pricing_options.id as optionId"])
      .where("plugins.slug", "=", "booking-desk")
      .where("pricing_options.name_en", "=", "5 sites")
      .executeTakeFirstOrThrow();
    return { id: row.pluginId, fiveSites: row.optionId };
  });
}

/** A paid licence of Booking Desk's one-site tier for the customer with this e-mail address, as fulfilment leaves it. */
async function oneSiteLicenseOf(email: string): Promise<number> {
  return withTestDatabase(async (db) => {
    const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select(["plugins.id as pluginId", "pricing_options.id as optionId"])
      .where("plugins.slug", "=", "booking-desk")
      .where("pricing_options.name_en", "=", "1 site")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: orderId } = await db
      .insertInto("orders")
      .values({
        user_id: user.id,
        kind: "purchase",
        license_id: null,
        status: "paid",
        language: "de",
        billing_first_name: "Berta",
        billing_last_name: "Huber",
        billing_email: email,
        billing_company: null,
        billing_address: "Mariahilfer Straße 1",
        billing_city: "Wien",
        billing_postal_code: "1060",
        billing_country: "AT",
        billing_vat_id: null,
        vat_treatment: "domestic",
        vat_country: "AT",
        vat_rate_basis_points: 2000,
        net_cents: 4083,
        vat_cents: 817,
        gross_cents: 4900,
        provider: "sandbox",
        provider_reference: null,
        created_at: now,
        updated_at: now,
        paid_at: now,
        cancelled_at: null,
        refunded_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto("licenses")
      .values({
        license_key: generateLicenseKey(),
        user_id: user.id,
        order_id: orderId,
        plugin_id: option.pluginId,
        pricing_option_id: option.optionId,
        site_limit: 1,
        status: "active",
        expires_at: "2030-06-30T12:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  });
}

async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

async function signInNewCustomer(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const id = randomUUID().slice(0, 8);
  const email = `berta-${id}@example.com`;
  await signIn(context, baseURL ?? "", { username: `berta-${id}`, email, firstName: "Berta", lastName: "Huber" });
  return email;
}

/** Text with Intl's no-break spaces turned into plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(async () => plain(await locator.innerText())).toBe(text);
}

const texts = {
  de: {
    plugins: "/plugins",
    checkout: "/kasse",
    fiveSites: "5 Websites",
    purchase: "Jetzt kaufen: Booking Desk",
    total: { at: "€ 119,00", de: "€ 118,01", net: "€ 99,17" },
    vatLabel: { at: "USt. 20 % (Österreich)", de: "USt. 19 % (Deutschland)", none: "Umsatzsteuer" },
    reverseCharge: /^Reverse Charge:/,
    export: /^Keine Umsatzsteuer:/,
    labels: {
      firstName: "Vorname",
      email: "E-Mail-Adresse",
      company: "Firma (optional)",
      postalCode: "Postleitzahl",
      country: "Land",
      vatId: "UID-Nummer (EU) (optional)",
    },
    submit: "Kauf abschließen",
    processing: "Wird verarbeitet …",
    errors: {
      firstName: "Bitte geben Sie Ihren Vornamen ein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.at.",
      postalCode: "Diese Postleitzahl gibt es im gewählten Land (Österreich) nicht.",
      vatId:
        "Die UID-Nummer gehört zu einem anderen Land als Ihre Rechnungsadresse (Österreich). Bitte wählen Sie das Land der UID-Nummer oder lassen Sie das Feld leer.",
      company: "Bitte geben Sie den Namen der Firma an, zu der die UID-Nummer gehört.",
    },
    invalid: "Ihre Bestellung wurde noch nicht abgeschickt. Bitte korrigieren Sie die markierten Felder.",
    empty: "Noch nichts ausgewählt",
    emptyLink: "Zu den Plugins",
    unavailable: "Diese Auswahl ist nicht verfügbar",
    upgrade: { badge: "Upgrade", total: "€ 70,00", note: "Von „1 Website“ auf „5 Websites“." },
    renewal: { badge: "Verlängerung", total: "€ 49,00", note: "Verlängert Updates und Support um 12 Monate bis 30. Juni 2031." },
    licenseNotFound: "Diese Lizenz haben wir in Ihrem Konto nicht gefunden.",
    consentMissing: "Bitte stimmen Sie mit dem Kästchen zu, dass die Vertragserfüllung vor Ablauf der Rücktrittsfrist beginnt.",
    consentText:
      "Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist mit der Vertragserfüllung (Bereitstellung des Lizenzschlüssels und der Downloads) begonnen wird. Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere.",
    policyLink: { name: "Widerrufsbelehrung", href: "/widerrufsbelehrung" },
    formLink: { name: "Muster-Widerrufsformular", href: "/widerrufsformular" },
    termsLink: { name: "Allgemeinen Geschäftsbedingungen", href: "/impressum#terms-plugin-licences" },
    paymentMethod: "Testzahlung (Sandbox, es wird nichts abgebucht)",
  },
  en: {
    plugins: "/plugins?lang=en",
    checkout: "/checkout",
    fiveSites: "5 sites",
    purchase: "Purchase Now: Booking Desk",
    total: { at: "€119.00", de: "€118.01", net: "€99.17" },
    vatLabel: { at: "VAT 20% (Austria)", de: "VAT 19% (Germany)", none: "VAT" },
    reverseCharge: /^Reverse charge:/,
    export: /^No VAT:/,
    labels: {
      firstName: "First name",
      email: "E-mail address",
      company: "Company (optional)",
      postalCode: "Postal code",
      country: "Country",
      vatId: "EU VAT ID (optional)",
    },
    submit: "Complete Purchase",
    processing: "Processing",
    errors: {
      firstName: "Please enter your first name.",
      email: "Please enter a valid e-mail address, e.g. name@example.com.",
      postalCode: "This postal code does not exist in the selected country (Austria).",
      vatId: "The VAT ID belongs to another country than your billing address (Austria). Please choose the country of the VAT ID or leave the field empty.",
      company: "Please enter the name of the company the VAT ID belongs to.",
    },
    invalid: "Your order has not been placed yet. Please correct the marked fields.",
    empty: "Nothing selected yet",
    emptyLink: "Browse plugins",
    unavailable: "This selection is not available",
    upgrade: { badge: "Upgrade", total: "€70.00", note: "From “1 site” to “5 sites”." },
    renewal: { badge: "Renewal", total: "€49.00", note: "Extends updates and support by 12 months, until June 30, 2031." },
    licenseNotFound: "We could not find this licence in your account.",
    consentMissing: "Please tick the box to agree that delivery starts before the withdrawal period ends.",
    consentText:
      "I expressly agree that you begin performing the contract (providing the licence key and the downloads) before the withdrawal period ends. I am aware that I thereby lose my right of withdrawal.",
    policyLink: { name: "Withdrawal policy", href: "/withdrawal-policy" },
    formLink: { name: "Model withdrawal form", href: "/withdrawal-form" },
    termsLink: { name: "terms and conditions", href: "/terms-and-agreements#terms-plugin-licences" },
    paymentMethod: "Test payment (sandbox, nothing is charged)",
  },
} as const;

function summary(page: Page) {
  const root = page.getByTestId("order-summary");
  return {
    root,
    vatLabel: root.getByTestId("summary-vat-label"),
    net: root.getByTestId("summary-net"),
    total: root.getByTestId("summary-total"),
    note: root.getByTestId("summary-note"),
  };
}

/** Fills the fields the prefill leaves empty for a new customer: an address in Vienna. */
async function fillAddress(page: Page, language: "de" | "en"): Promise<void> {
  const labels = language === "de" ? { address: "Straße und Hausnummer", city: "Ort" } : { address: "Street and number", city: "City" };
  await page.getByLabel(labels.address).fill("Mariahilfer Straße 1");
  await page.getByLabel(texts[language].labels.postalCode).fill("1060");
  await page.getByLabel(labels.city, { exact: true }).fill("Wien");
}

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

for (const language of ["de", "en"] as const) {
  const text = texts[language];

  test.describe(`checkout (${language})`, () => {
    test("Purchase Now with a chosen tier opens the checkout at the database price; country and VAT ID change the VAT", async ({ page, context, baseURL }) => {
      const plugin = await bookingDesk();
      const email = await signInNewCustomer(context, baseURL);
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      await page.goto(text.plugins);
      await waitForHydration(page, "[data-testid=featured-plugin] button, [data-testid=featured-plugin] a");
      const card = page.getByRole("article", { name: "Booking Desk", exact: true });
      await card.getByText(text.fiveSites).click();
      await card.getByRole("button", { name: text.purchase }).click();

      await expect(page).toHaveURL(new URL(`${text.checkout}?plugin=booking-desk&option=${plugin.fiveSites}`, baseURL).href);
      const { root, vatLabel, net, total, note } = summary(page);
      await expect(root.getByTestId("summary-plugin")).toHaveText("Booking Desk");
      await expect(root).toContainText(text.fiveSites);
      await expectText(total, text.total.at);
      await expectText(vatLabel, text.vatLabel.at);
      // Prefilled from the account.
      await expect(page.getByLabel(text.labels.firstName)).toHaveValue("Berta");
      await expect(page.getByLabel(text.labels.email)).toHaveValue(email);
      await expect(page.getByLabel(text.labels.country)).toHaveValue("AT");

      await waitForHydration(page, "[data-testid=billing-form] select");
      await page.getByLabel(text.labels.country).selectOption("DE");
      await expectText(vatLabel, text.vatLabel.de);
      await expectText(total, text.total.de);

      await page.getByLabel(text.labels.vatId).fill("DE 123 456 789");
      await expectText(vatLabel, text.vatLabel.none);
      await expectText(total, text.total.net);
      await expectText(net, text.total.net);
      await expect(note).toHaveText(text.reverseCharge);

      await page.getByLabel(text.labels.country).selectOption("CH");
      await expect(note).toHaveText(text.export);
      await expectText(total, text.total.net);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test("a tampered hand-over record still shows and charges the database price, and the order goes to the sandbox payment page", async ({
      page,
      context,
      baseURL,
    }) => {
      const plugin = await bookingDesk();
      await signInNewCustomer(context, baseURL);
      await page.goto(text.plugins);
      await page.evaluate(
        ({ id, fiveSites }) =>
          window.sessionStorage.setItem(
            "checkout_plugin",
            JSON.stringify({ id, name: "Booking Desk", description: "", image: null, selectedPricing: { name: fiveSites, amount: 1 }, price: 1 }),
          ),
        { id: plugin.id, fiveSites: text.fiveSites },
      );
      await page.goto(text.checkout);
      await expect(page).toHaveURL(new URL(`${text.checkout}?plugin=booking-desk&option=${plugin.fiveSites}`, baseURL).href);
      await expectText(summary(page).total, text.total.at);

      await fillAddress(page, language);
      await acceptEarlyDelivery(page);
      await waitForHydration(page, "[data-testid=billing-form] button");
      const submission = await holdSubmission(page, text.checkout);
      await page.getByRole("button", { name: text.submit }).click();
      const busy = page.getByTestId("complete-purchase");
      await expect(busy).toHaveText(text.processing);
      await expect(busy).toBeDisabled();
      submission.release();

      await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
      const orderId = Number(/\/payment\/sandbox\/(\d+)/.exec(page.url())?.[1]);
      const order = await withTestDatabase((db) => db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow());
      expect(order).toMatchObject({
        status: "pending",
        language,
        billing_city: "Wien",
        vat_treatment: "domestic",
        gross_cents: 11900,
        net_cents: 9917,
        vat_cents: 1983,
      });
    });

    test("the server names each wrong field and places no order", async ({ page, context, baseURL }) => {
      const plugin = await bookingDesk();
      const email = await signInNewCustomer(context, baseURL);
      await page.goto(`${text.checkout}?plugin=booking-desk&option=${plugin.fiveSites}`);
      await waitForHydration(page, "[data-testid=billing-form] button");
      await page.getByLabel(text.labels.firstName).fill(" ");
      await page.getByLabel(text.labels.email).fill("berta@");
      await page.getByLabel(text.labels.postalCode).fill("12");
      await page.getByLabel(text.labels.vatId).fill("DE123456789");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: text.submit }).click();
      expect((await answer).status()).toBe(400);

      await expect(page.getByText(text.invalid)).toBeVisible();
      for (const [field, message] of [
        ["firstName", text.errors.firstName],
        ["email", text.errors.email],
        ["postalCode", text.errors.postalCode],
        ["vatId", text.errors.vatId],
      ] as const) {
        const input = page.getByLabel(text.labels[field]);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      }
      await expect(page.getByLabel(text.labels.firstName)).toBeFocused();
      await expectNoAxeViolations(page);
      const orders = await withTestDatabase((db) =>
        db.selectFrom("orders").innerJoin("users", "users.id", "orders.user_id").select("orders.id").where("users.email", "=", email).execute(),
      );
      expect(orders).toEqual([]);
    });

    test("the consent to early delivery starts unticked and blocks the purchase until ticked; then the order records it", async ({
      page,
      context,
      baseURL,
    }) => {
      const plugin = await bookingDesk();
      const email = await signInNewCustomer(context, baseURL);
      await page.goto(`${text.checkout}?plugin=booking-desk&option=${plugin.fiveSites}`);
      const consent = earlyDeliveryConsent(page);
      await expect(consent).not.toBeChecked();
      await expect(consent).toHaveAccessibleName(text.consentText);
      const waiver = page.getByTestId("withdrawal-waiver");
      await expect(waiver.getByRole("link", { name: text.policyLink.name })).toHaveAttribute("href", text.policyLink.href);
      await expect(waiver.getByRole("link", { name: text.formLink.name })).toHaveAttribute("href", text.formLink.href);
      // The purchase accepts the terms; the link leads to their part on plugin licences.
      await expect(page.getByRole("link", { name: text.termsLink.name, exact: true })).toHaveAttribute("href", text.termsLink.href);
      await expect(page.getByTestId("payment-methods").getByRole("listitem")).toHaveText([text.paymentMethod]);
      // The VAT line and the total stand before the purchase button.
      const totalBox = await summary(page).total.boundingBox();
      const buttonBox = await page.getByRole("button", { name: text.submit }).boundingBox();
      expect(totalBox && buttonBox ? totalBox.y < buttonBox.y + buttonBox.height : false).toBe(true);

      await fillAddress(page, language);
      await waitForHydration(page, "[data-testid=billing-form] button");
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: text.submit }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.getByText(text.invalid)).toBeVisible();
      await expect(consent).toHaveAttribute("aria-invalid", "true");
      await expect(consent).toHaveAccessibleDescription(new RegExp(text.consentMissing.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(consent).toBeFocused();
      await expectNoAxeViolations(page);
      const ordersOf = () =>
        withTestDatabase((db) =>
          db
            .selectFrom("orders")
            .innerJoin("users", "users.id", "orders.user_id")
            .select(["orders.withdrawal_waiver_at", "orders.withdrawal_waiver_version", "orders.withdrawal_waiver_text"])
            .where("users.email", "=", email)
            .execute(),
        );
      expect(await ordersOf()).toEqual([]);

      await consent.check();
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
      const [order, ...others] = await ordersOf();
      expect(others).toEqual([]);
      expect(order).toEqual({
        withdrawal_waiver_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        withdrawal_waiver_version: "2026-11",
        withdrawal_waiver_text: text.consentText,
      });
    });

    test("without a selection or hand-over it points to the plugins; an unknown selection says so", async ({ page, context, baseURL }) => {
      await signInNewCustomer(context, baseURL);
      await page.goto(text.checkout);
      await expect(page.getByRole("heading", { level: 2, name: text.empty })).toBeVisible();
      await expect(page.getByRole("link", { name: text.emptyLink })).toHaveAttribute("href", language === "de" ? "/plugins" : "/plugins?lang=en");
      await expectNoAxeViolations(page);

      await page.goto(`${text.checkout}?plugin=booking-desk&option=999999`);
      await expect(page.getByRole("heading", { level: 2, name: text.unavailable })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`renewal and upgrade (${language})`, () => {
    test("an upgrade costs the difference, a renewal the tier's price; someone else's licence is not found", async ({ page, context, browser, baseURL }) => {
      const plugin = await bookingDesk();
      const email = await signInNewCustomer(context, baseURL);
      const licenseId = await oneSiteLicenseOf(email);

      await page.goto(`${text.checkout}?upgrade=${licenseId}&option=${plugin.fiveSites}`);
      const { root, total } = summary(page);
      await expect(root).toContainText(text.upgrade.badge);
      await expect(root).toContainText(text.upgrade.note);
      await expectText(total, text.upgrade.total);
      // The billing details of the earlier order come back.
      await expect(page.getByLabel(text.labels.postalCode)).toHaveValue("1060");
      await expectNoAxeViolations(page);

      await page.goto(`${text.checkout}?renew=${licenseId}`);
      await expect(root).toContainText(text.renewal.badge);
      await expect(root).toContainText(text.renewal.note);
      await expectText(total, text.renewal.total);
      await expectNoAxeViolations(page);

      const strangersContext = await browser.newContext();
      const strangersLicense = await oneSiteLicenseOf(await signInNewCustomer(strangersContext, baseURL));
      await strangersContext.close();
      await page.goto(`${text.checkout}?renew=${strangersLicense}`);
      await expect(page.getByText(text.licenseNotFound)).toBeVisible();
    });
  });

  test.describe(`checkout without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("validates on the server per field, keeps what was typed, and a valid form goes on to payment", async ({ page, context, baseURL }) => {
      const plugin = await bookingDesk();
      await signInNewCustomer(context, baseURL);
      await page.goto(`${text.checkout}?plugin=booking-desk&option=${plugin.fiveSites}`);
      await expectText(summary(page).total, text.total.at);
      await page.getByLabel(text.labels.firstName).fill("");
      await page.getByLabel(text.labels.vatId).fill("ATU12345678");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: text.submit }).click();
      expect((await answer).status()).toBe(400);
      await expect(page.getByText(text.errors.firstName)).toBeVisible();
      await expect(page.getByText(text.errors.company)).toBeVisible();
      await expect(page.getByText(text.consentMissing)).toBeVisible();
      await expect(page.getByLabel(text.labels.vatId)).toHaveValue("ATU12345678");

      await page.getByLabel(text.labels.firstName).fill("Berta");
      await page.getByLabel(text.labels.company).fill("Huber & Söhne OG");
      await fillAddress(page, language);
      const withoutConsent = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: text.submit }).click();
      expect((await withoutConsent).status()).toBe(400);
      await expect(page.getByText(text.consentMissing)).toBeVisible();
      await expect(page.getByText(text.errors.company)).toHaveCount(0);
      await acceptEarlyDelivery(page);
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
      const orderId = Number(/\/payment\/sandbox\/(\d+)/.exec(page.url())?.[1]);
      const order = await withTestDatabase((db) => db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow());
      expect(order).toMatchObject({
        billing_company: "Huber & Söhne OG",
        billing_vat_id: "ATU12345678",
        vat_treatment: "domestic",
        gross_cents: 11900,
        withdrawal_waiver_text: text.consentText,
      });
    });

    test("without a selection in the URL it says how to choose a plugin", async ({ page, context, baseURL }) => {
      await signInNewCustomer(context, baseURL);
      await page.goto(text.checkout);
      await expect(page.getByRole("heading", { level: 2, name: text.empty })).toBeVisible();
      await expect(page.getByRole("link", { name: text.emptyLink })).toBeVisible();
    });
  });
}
