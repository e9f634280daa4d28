import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { action, loader } from "../../routes/checkout.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertCustomer, insertPlugin, issueLicense, shopTiers, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { withdrawalWaiverVersion } from "../orders/withdrawal-waiver.ts";

const billing = {
  firstName: "Anna",
  lastName: "Berger",
  email: "anna@example.com",
  company: "",
  address: "Ringstraße 1",
  postalCode: "1010",
  city: "Wien",
  country: "AT",
  vatId: "",
};
/** The ticked consent to delivery before the withdrawal period ends, as the checkbox posts it. */
const consent = { withdrawalWaiver: "accepted" };

describe.each(testEngines)("checkout route on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("checkout-test");
  let buyer: CurrentUser;
  let plugin: TestPlugin<keyof typeof shopTiers>;
  let otherPlugin: TestPlugin<keyof typeof shopTiers>;
  let strangersLicense: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    buyer = await insertCustomer(db, "buyer@example.com");
    const stranger = await insertCustomer(db, "stranger@example.com");
    plugin = await insertPlugin(db, "booking-desk", { tiers: shopTiers });
    otherPlugin = await insertPlugin(db, "form-relay", { tiers: shopTiers });
    strangersLicense = (await issueLicense(db, { userId: stranger.id, optionId: plugin.options.single, expiresAt: "2027-01-01T00:00:00.000Z" })).id;
  });

  afterAll(() => drop());

  const context = (user: CurrentUser | null) => testRequestContext({ db, dataDir, user });
  const load = (url: string, user: CurrentUser | null = buyer) => loader(routeArgs(new Request(url), context(user), {}));
  const post = (url: string, fields: Record<string, string>, user: CurrentUser | null = buyer) =>
    action(routeArgs(formRequest(url, fields), context(user), {}));
  const orderCount = async () =>
    Number(
      (
        await db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  describe("loader", () => {
    it("shows the gate to visitors who are not signed in", async () => {
      const answer = await load("http://localhost/checkout", null);
      expect(answer.view).toEqual({ state: "signedOut", chosen: null });
      expect(answer.messages["auth.checkout.gate"]).toBe("Please log in or create an account to complete your purchase");
    });

    it("repeats the purchase the URL names at the gate, priced from the database, so login and registration carry it", async () => {
      const redirect = await thrownAnswer(() => load(`http://localhost/kasse?handOverPlugin=${plugin.id}&handOverOption=5+Websites`, null));
      expect(redirect.location).toBe(`/kasse?plugin=booking-desk&option=${plugin.options.five}`);
      const answer = await load(`http://localhost/kasse?plugin=booking-desk&option=${plugin.options.five}`, null);
      expect(answer.view).toEqual({ state: "signedOut", chosen: { pluginName: "Testplugin booking-desk", optionName: "5 Websites", priceCents: 9900 } });
      expect(answer.messages["auth.checkout.gate"]).toBe("Bitte melden Sie sich an oder erstellen Sie ein Konto, um Ihren Kauf abzuschließen.");
    });

    it("shows the gate without a choice for what a visitor cannot buy or may not see", async () => {
      for (const query of [
        `handOverPlugin=999999&handOverOption=5+sites`,
        `plugin=booking-desk&option=999999`,
        `plugin=BAD&option=1`,
        `renew=${strangersLicense}`,
        `upgrade=${strangersLicense}&option=${plugin.options.five}`,
      ]) {
        const answer = await load(`http://localhost/checkout?${query}`, null);
        expect(answer.view, query).toEqual({ state: "signedOut", chosen: null });
      }
    });

    it("shows an offer priced from the database with the billing prefill and the countries of the language", async () => {
      const answer = await load(`http://localhost/kasse?plugin=booking-desk&option=${plugin.options.five}`);
      expect(answer.view.state).toBe("offer");
      if (answer.view.state !== "offer") return;
      expect(answer.view.offer).toMatchObject({ kind: "purchase", listPriceCents: 9900, option: { name: "5 Websites" } });
      expect(answer.view.prefill).toMatchObject({ firstName: "Anna", lastName: "Berger", email: "buyer@example.com", country: "AT" });
      expect(answer.view.countries.find((country) => country.code === "DE")?.name).toBe("Deutschland");
      expect(answer.messages["checkout.form.submit"]).toBe("Kauf abschließen");
      expect(answer.view.paymentMethods).toEqual(["sandbox"]);
    });

    it("names the payment methods of the installed provider", async () => {
      const stripe = testRequestContext({
        db,
        dataDir,
        user: buyer,
        payments: { provider: "stripe", secretKey: "sk_test_methods", webhookSecret: "whsec_methods", apiBase: "http://127.0.0.1:9" },
      });
      const answer = await loader(routeArgs(new Request(`http://localhost/checkout?plugin=booking-desk&option=${plugin.options.five}`), stripe, {}));
      expect(answer.view.state === "offer" ? answer.view.paymentMethods : undefined).toEqual(["card", "applePay", "googlePay"]);
    });

    it("turns Purchase Now's hand-over (plugin id, option name) into the selection URL, never reading a price", async () => {
      const redirect = await thrownAnswer(() => load(`http://localhost/checkout?handOverPlugin=${plugin.id}&handOverOption=5+sites&price=1`));
      expect(redirect.status).toBe(302);
      expect(redirect.location).toBe(`/checkout?plugin=booking-desk&option=${plugin.options.five}`);
      const unknown = await load("http://localhost/checkout?handOverPlugin=999999&handOverOption=5+sites");
      expect(unknown.view).toEqual({ state: "unavailable", reason: "notFound" });
    });

    it("says what is wrong with a selection instead of failing", async () => {
      expect((await load("http://localhost/checkout")).view).toEqual({ state: "empty" });
      expect((await load("http://localhost/checkout?plugin=booking-desk&option=abc")).view).toEqual({ state: "unavailable", reason: "malformed" });
      expect((await load(`http://localhost/checkout?plugin=booking-desk&option=${otherPlugin.options.single}`)).view).toEqual({
        state: "unavailable",
        reason: "notFound",
      });
      expect((await load(`http://localhost/checkout?renew=${strangersLicense}`)).view).toEqual({ state: "unavailable", reason: "licenseNotFound" });
      // Ids beyond the integer columns never reach the database.
      expect((await load("http://localhost/checkout?renew=99999999999")).view).toEqual({ state: "unavailable", reason: "malformed" });
      expect((await load("http://localhost/checkout?handOverPlugin=99999999999&handOverOption=x")).view).toEqual({ state: "unavailable", reason: "notFound" });
    });
  });

  describe("registration inside the checkout", () => {
    const account = {
      username: "neukunde",
      email: "neukunde@example.com",
      firstName: "Nora",
      lastName: "Neu",
      password: "amber kettle sings at noon",
      passwordConfirmation: "amber kettle sings at noon",
      accept: "yes",
    };

    it("creates a signed-out visitor's account and mails a link back to this checkout; places no order", async () => {
      const before = await orderCount();
      const checkoutPath = `/kasse?plugin=booking-desk&option=${plugin.options.five}`;
      const answer = await post(`http://localhost${checkoutPath}`, { ...account, intent: "register", returnTo: checkoutPath }, null);
      expect(answer.data).toEqual({ registration: { status: "checkMail", email: "neukunde@example.com" } });
      const mail = await db.selectFrom("outbox_emails").select("text_body").where("to_address", "=", "neukunde@example.com").executeTakeFirstOrThrow();
      const link = new URL(/http:\/\/\S+\/verify-email\?\S+/.exec(mail.text_body)?.[0] ?? "http://invalid.example");
      expect(link.searchParams.get("returnTo")).toBe(checkoutPath);
      expect(await orderCount()).toBe(before);
    });

    it("answers bad details with the fields to correct, and a signed-out purchase with the login page", async () => {
      const invalid = await post("http://localhost/checkout", { ...account, username: "", email: "nora@", intent: "register" }, null);
      expect(invalid.init?.status).toBe(400);
      expect(invalid.data).toMatchObject({ registration: { status: "invalid", errors: { username: expect.any(String), email: expect.any(String) } } });
      const purchase = await thrownAnswer(() =>
        post(`http://localhost/checkout?plugin=booking-desk&option=${plugin.options.five}`, { ...billing, ...consent }, null),
      );
      expect(purchase.status).toBe(302);
      expect(purchase.location).toMatch(/^\/login\?returnTo=/);
    });
  });

  describe("action", () => {
    it("sends visitors who are not signed in to the login page and changes nothing", async () => {
      const before = await orderCount();
      const redirect = await thrownAnswer(() => post(`http://localhost/checkout?plugin=booking-desk&option=${plugin.options.five}`, billing, null));
      expect(redirect.location).toMatch(/^\/login\?returnTo=/);
      expect(await orderCount()).toBe(before);
    });

    it("answers bad details with 400 and the problem of each field, and changes nothing", async () => {
      const before = await orderCount();
      const answer = await post(`http://localhost/kasse?plugin=booking-desk&option=${plugin.options.five}`, {
        ...billing,
        ...consent,
        email: "anna@",
        postalCode: "12345",
        country: "AT",
        vatId: "DE123",
      });
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({
        status: "invalid",
        values: { ...billing, email: "anna@", postalCode: "12345", vatId: "DE123" },
        errors: { email: "checkout.error.emailInvalid", postalCode: "checkout.error.postalCodeInvalidFor", vatId: "checkout.error.vatIdOtherCountry" },
        withdrawalWaiver: true,
      });
      expect(await orderCount()).toBe(before);
    });

    it("places no order without the ticked consent to early delivery, whatever else is sent", async () => {
      const before = await orderCount();
      const url = `http://localhost/kasse?plugin=booking-desk&option=${plugin.options.five}`;
      const refusals: Record<string, string>[] = [{}, { withdrawalWaiver: "" }, { withdrawalWaiver: "on" }, { withdrawalWaiver: "true" }];
      for (const waiver of refusals) {
        const answer = await post(url, { ...billing, ...waiver });
        expect(answer.init?.status).toBe(400);
        expect(answer.data).toEqual({ status: "invalid", values: billing, errors: {}, withdrawalWaiver: false });
      }
      const both = await post(url, { ...billing, firstName: "" });
      expect(both.data).toEqual({
        status: "invalid",
        values: { ...billing, firstName: "" },
        errors: { firstName: "checkout.error.firstNameRequired" },
        withdrawalWaiver: false,
      });
      expect(await orderCount()).toBe(before);
    });

    it("records the consent with the order: when, which version and the text in the buyer's language", async () => {
      const redirect = await thrownAnswer(() => post(`http://localhost/kasse?plugin=booking-desk&option=${plugin.options.single}`, { ...billing, ...consent }));
      const orderId = Number(/^\/payment\/sandbox\/(\d+)$/.exec(redirect.location ?? "")?.[1]);
      const order = await db
        .selectFrom("orders")
        .select(["language", "created_at", "withdrawal_waiver_at", "withdrawal_waiver_version", "withdrawal_waiver_text"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({
        language: "de",
        created_at: order.withdrawal_waiver_at,
        withdrawal_waiver_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        withdrawal_waiver_version: withdrawalWaiverVersion,
        withdrawal_waiver_text:
          "Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist mit der Vertragserfüllung (Bereitstellung des Lizenzschlüssels und der Downloads) begonnen wird. Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere.",
      });
    });

    it("answers a selection that cannot be bought with 409 and changes nothing", async () => {
      const before = await orderCount();
      const tampered = await post(`http://localhost/checkout?plugin=booking-desk&option=${otherPlugin.options.single}`, billing);
      expect(tampered.init?.status).toBe(409);
      expect(tampered.data).toEqual({ status: "unavailable", reason: "notFound" });
      const retired = await post(`http://localhost/checkout?plugin=booking-desk&option=${plugin.options.retired}`, { ...billing, email: "" });
      expect(retired.data).toEqual({ status: "unavailable", reason: "notFound" });
      const none = await post("http://localhost/checkout", billing);
      expect(none.data).toEqual({ status: "unavailable", reason: "malformed" });
      expect(await orderCount()).toBe(before);
    });

    it("places the order priced from the database and sends the buyer to the sandbox payment page", async () => {
      const redirect = await thrownAnswer(() =>
        post(`http://localhost/checkout?plugin=booking-desk&option=${plugin.options.unlimited}`, {
          ...billing,
          ...consent,
          country: "FI",
          postalCode: "00100",
          city: "Helsinki",
        }),
      );
      expect(redirect.status).toBe(302);
      const location = redirect.location ?? "";
      const match = /^\/payment\/sandbox\/(\d+)\?lang=en$/.exec(location);
      expect(match, location).not.toBeNull();
      const order = await db.selectFrom("orders").selectAll().where("id", "=", Number(match?.[1])).executeTakeFirstOrThrow();
      // 19900 / 1.2 = 16583.33; × 25.5 % = 4228.67
      expect(order).toMatchObject({
        user_id: buyer.id,
        status: "pending",
        language: "en",
        vat_treatment: "eu_consumer",
        vat_country: "FI",
        vat_rate_basis_points: 2550,
        net_cents: 16583,
        vat_cents: 4229,
        gross_cents: 20812,
      });
      expect(order.withdrawal_waiver_text).toMatch(
        /^I expressly agree that you begin performing the contract .* I am aware that I thereby lose my right of withdrawal\.$/,
      );
    });

    it("keeps the details and says so when the payment provider cannot be reached", async () => {
      // Nothing listens on the discard port: Stripe's SDK gives up after its retries.
      const unreachable = testRequestContext({
        db,
        dataDir,
        user: buyer,
        payments: { provider: "stripe", secretKey: "sk_test_checkout", webhookSecret: "whsec_checkout", apiBase: "http://127.0.0.1:9" },
      });
      const request = formRequest(`http://localhost/kasse?plugin=booking-desk&option=${plugin.options.single}`, { ...billing, ...consent });
      const answer = await action(routeArgs(request, unreachable, {}));
      expect(answer.init?.status).toBe(502);
      expect(answer.data).toEqual({ status: "paymentUnavailable", values: billing });
      const latest = await db.selectFrom("orders").select(["status", "provider", "provider_reference"]).orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(latest).toEqual({ status: "pending", provider: "stripe", provider_reference: null });
    }, 30_000);
  });
});
