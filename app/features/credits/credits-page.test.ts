import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { action as creditsAction, loader as creditsLoader } from "../../routes/credits.tsx";
import { loader as statementLoader } from "../../routes/credits.statement.ts";
import { action as sandboxPageAction } from "../../routes/payment.sandbox.tsx";
import { loader as paymentSuccessLoader } from "../../routes/payment-success.tsx";
import { action as sandboxWebhookAction } from "../../routes/api.payments.sandbox.webhook.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { refundOrder } from "../orders/fulfilment.server.ts";
import { sandboxWebhookPath } from "../payments/sandbox.server.ts";
import { startTestSiteServer, type TestSiteServer } from "../../../tests/support/test-site-server.ts";

const dataDir = testDataDir("credits-page-test");

describe.each(testEngines)("the credits page on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let site: TestSiteServer;
  const context = (user: CurrentUser | null) => testRequestContext({ db, dataDir, user, publicUrl: site.origin });

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    site = await startTestSiteServer({ [sandboxWebhookPath]: sandboxWebhookAction }, () => context(null));
  });

  afterAll(async () => {
    await site.close();
    await drop();
  });

  const page = (path: string, user: CurrentUser | null) => creditsLoader(routeArgs(new Request(`${site.origin}${path}`), context(user), {}));
  const topUp = (path: string, user: CurrentUser | null, fields: Record<string, string>) =>
    creditsAction(routeArgs(formRequest(`${site.origin}${path}`, fields), context(user), {}));
  const pay = async (orderId: number, user: CurrentUser, query = "") => {
    const request = new Request(`${site.origin}/payment/sandbox/${orderId}${query}`, { method: "POST", body: new URLSearchParams({ intent: "pay" }) });
    return (await sandboxPageAction(routeArgs(request, context(user), { orderId: String(orderId) }, "/payment/sandbox/:orderId"))) as Response;
  };
  const ordersOf = (userId: number) => db.selectFrom("orders").selectAll().where("user_id", "=", userId).execute();

  it("sends a signed-out visitor to the login page, for the page, the form and the statement file", async () => {
    expect((await thrownAnswer(() => page("/guthaben", null))).location).toMatch(/^\/anmelden\?returnTo=%2Fguthaben$/);
    expect((await thrownAnswer(() => topUp("/credits", null, { currency: "EUR", amount: "100" }))).status).toBe(302);
    expect((await thrownAnswer(() => statementLoader(routeArgs(new Request(`${site.origin}/credits/statement.csv`), context(null), {})))).status).toBe(302);
  });

  it("answers a wrong amount or currency in the page's language and places no order", async () => {
    const user = await insertCustomer(db, `wrong-${engine}@example.com`);
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      ["/guthaben", { currency: "EUR", amount: "49" }, { amount: "credits.topUp.error.amountRange" }],
      ["/credits", { currency: "USD", amount: "20000.01" }, { amount: "credits.topUp.error.amountRange" }],
      ["/guthaben", { currency: "EUR", amount: "=1+1" }, { amount: "credits.topUp.error.amountFormat" }],
      ["/credits", { currency: "GBP", amount: "100" }, { currency: "credits.topUp.error.currency" }],
      ["/credits", {}, { currency: "credits.topUp.error.currency", amount: "credits.topUp.error.amountMissing" }],
    ];
    for (const [path, fields, errors] of cases) {
      const answer = await answerOf(() => topUp(path, user, fields));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, errors });
    }
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("tops up through the sandbox's webhook: credits once, mail in the page's language, notice, statement and CSV", async () => {
    const user = await insertCustomer(db, `top-up-${engine}@example.com`);
    const started = (await topUp("/credits", user, { currency: "USD", amount: "1250.5" })) as Response;
    expect(started.status).toBe(303);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      kind: "credit_top_up",
      currency: "USD",
      status: "pending",
      net_cents: 125_050,
      vat_cents: 0,
      gross_cents: 125_050,
      vat_treatment: "prepayment",
      language: "en",
    });
    if (!order) throw new Error("no order");
    expect(started.headers.get("Location")).toBe(`/payment/sandbox/${order.id}?lang=en`);

    const paid = await pay(order.id, user, "?lang=en");
    expect(paid.headers.get("Location")).toBe(`/payment-success?order=${order.id}`);
    const success = await thrownAnswer(() =>
      paymentSuccessLoader(routeArgs(new Request(`${site.origin}/payment-success?order=${order.id}`), context(user), {})),
    );
    expect(success.location).toBe(`/credits?topUp=${order.id}`);
    // The page's Pay once more finds the order paid and changes nothing.
    await pay(order.id, user, "?lang=en");

    const view = await page(`/credits?topUp=${order.id}`, user);
    expect(view.notice).toEqual({ status: "received", amountCents: 125_050, currency: "USD" });
    expect(view.view.balances).toEqual([
      { currency: "EUR", availableCents: 0, reservedCents: 0 },
      { currency: "USD", availableCents: 125_050, reservedCents: 0 },
    ]);
    expect(view.view.statement).toMatchObject([
      { kind: "top_up", currency: "USD", reference: { kind: "order", id: String(order.id) }, availableDeltaCents: 125_050, availableAfterCents: 125_050 },
    ]);
    expect(await db.selectFrom("invoices").select("id").where("order_id", "=", order.id).execute()).toEqual([]);

    const mails = await db
      .selectFrom("outbox_emails")
      .select(["to_address", "subject", "language", "text_body"])
      .where("to_address", "=", user.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Top-up received: $1,250.50", language: "en" });
    expect(mails[0]?.text_body).toContain(`Top-up, order ${formatOrderNumber(order.id)}`);
    expect(mails[0]?.text_body).toContain("no VAT");

    const file = (await statementLoader(routeArgs(new Request(`${site.origin}/credits/statement.csv?lang=de`), context(user), {}))) as Response;
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("Datum;Währung;Referenz;Verfügbar ±;Reserviert ±;Verfügbarer Saldo;Reservierter Saldo");
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z;USD;Aufladung, Bestellung ${formatOrderNumber(order.id)};1250,50;0,00;1250,50;0,00$`));

    // Credits paid in go back through the ledger, never as an order refund with an invoice it never had.
    await expect(refundOrder(db, order.id, { now: new Date(), publicUrl: site.origin })).rejects.toThrow(/credit top-up/);
    expect((await ordersOf(user.id))[0]?.status).toBe("paid");
  });

  it("shows another client neither the notice nor the balance of someone else's top-up", async () => {
    const owner = await insertCustomer(db, `owner-${engine}@example.com`);
    const stranger = await insertCustomer(db, `stranger-${engine}@example.com`);
    await topUp("/guthaben", owner, { currency: "EUR", amount: "500" });
    const [order] = await ordersOf(owner.id);
    if (!order) throw new Error("no order");
    await pay(order.id, owner);
    const view = await page(`/guthaben?topUp=${order.id}`, stranger);
    expect(view.notice).toBeNull();
    expect(view.view.statement).toEqual([]);
    expect(
      (await thrownAnswer(() => paymentSuccessLoader(routeArgs(new Request(`${site.origin}/zahlung-erfolgreich?order=${order.id}`), context(stranger), {}))))
        .status,
    ).toBe(404);
  });
});
