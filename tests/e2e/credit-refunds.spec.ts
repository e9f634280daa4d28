import { expect, type Page, test } from "@playwright/test";
import { sessionCookieName } from "../../app/features/accounts/session.server.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-databases.ts";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { createSignedInUser } from "./support/session.ts";
import { type SiteProcess, startSiteProcess, stopSiteProcess } from "./support/site-process.ts";
import { openTestDatabase } from "./support/test-database.ts";

/**
 * Issue #33 item 5: a client with unused EUR credits from two top-ups closes the account and gets
 * exactly that amount back through Stripe (the local fake of its API records the refunds), once,
 * though the closure is sent twice at the same time. A site process of its own runs with Stripe as
 * its provider, on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
const engines = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

for (const engine of engines) {
  test.describe(`closing an account with unused credits on ${engine}`, () => {
    test.describe.configure({ mode: "serial" });
    let fake: FakeStripe;
    let site: SiteProcess;
    let database: TestDatabase | undefined;
    let db: Db;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      fake = await startFakeStripe();
      if (engine === "postgres") database = await createTestDatabase("postgres");
      const url = database?.target.kind === "postgres" ? database.target.url : null;
      site = await startSiteProcess(url, {
        env: {
          PAYMENT_PROVIDER: "stripe",
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_BASE: fake.apiBase,
          SEED_DEMO: "false",
        },
      });
      db = database ? createDatabase(database.target) : openTestDatabase(site.dataDir);
    });

    test.afterAll(async () => {
      await db?.destroy();
      await stopSiteProcess(site);
      await fake?.close();
      await database?.drop();
    });

    /** Tops up on the credits page: the form goes to Stripe's hosted page, the buyer pays there, Stripe calls the webhook. */
    async function topUp(page: Page, amount: string): Promise<string> {
      await page.goto(`${site.origin}/guthaben`);
      await waitForHydration(page);
      await page.getByLabel("Betrag in Credits").fill(amount);
      await page.getByRole("button", { name: "Aufladen", exact: true }).click();
      await page.waitForURL(/\/checkout\/pay\/cs_test_/);
      const sessionId = new URL(page.url()).pathname.split("/").pop() ?? "";
      const session = fake.completeSession(sessionId, "paid");
      const event = fake.signedEvent("checkout.session.completed", session);
      const answer = await fetch(`${site.origin}/api/payments/stripe/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
        body: event.payload,
      });
      expect(answer.status).toBe(200);
      return session.payment_intent ?? "";
    }

    test("pays back exactly the unused EUR credits of two top-ups through Stripe, once, and closes the account", async ({ browser }) => {
      const email = `closing-${engine}-${Date.now()}@example.com`;
      const { userId, sessionId } = await createSignedInUser({ username: `closing-${engine}-${Date.now()}`, email, firstName: "Clara" }, db);
      const context = await browser.newContext({ baseURL: site.origin });
      await withoutCookieBanner(context);
      await context.addCookies([{ name: sessionCookieName, value: sessionId, url: site.origin, httpOnly: true, sameSite: "Lax" }]);
      const page = await context.newPage();

      const older = await topUp(page, "120");
      const newer = await topUp(page, "80,50");

      await page.goto(`${site.origin}/guthaben`);
      await waitForHydration(page);
      await expect(page.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText(/200,50/);
      await expect(page.getByRole("heading", { name: "Ungenutztes Guthaben auszahlen" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${site.origin}/konto`);
      await waitForHydration(page);
      await expect(page.getByTestId("closure-refunds")).toHaveText(/200,50/);
      await expectNoAxeViolations(page);
      await page.getByLabel("Ich möchte mein Konto schließen; mein ungenutztes Guthaben wird ausgezahlt.").check();

      // The same closure twice at the same time: the button, and a second submit of the form.
      const [, second] = await Promise.all([
        page.getByRole("button", { name: "Konto schließen" }).click(),
        page.request.post(`${site.origin}/konto`, { form: { confirmClosure: "yes" }, headers: { Origin: site.origin }, maxRedirects: 0 }),
      ]);
      expect([302, 303]).toContain(second.status());
      // Whichever of the two arrived first closed the account and ended its sessions: the other one
      // finds the browser signed out (the login page) or the closure done (the closed page).
      await page.waitForURL(/\/konto\?closed=1$|\/anmelden\?returnTo=%2Fkonto$/);
      await page.goto(`${site.origin}/konto?closed=1`);
      await expect(page.getByRole("heading", { name: "Ihr Konto ist geschlossen" })).toBeVisible();
      await expectNoAxeViolations(page);

      const refunds = [...fake.refunds.values()];
      expect(refunds.filter((refund) => refund.payment_intent === newer).map((refund) => refund.amount)).toEqual([8_050]);
      expect(refunds.filter((refund) => refund.payment_intent === older).map((refund) => refund.amount)).toEqual([12_000]);
      expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(20_050);

      const account = await db.selectFrom("users").select(["email", "closed_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
      expect(account.email).toBe(`closed-${userId}@closed.invalid`);
      expect(account.closed_at).not.toBeNull();
      expect(await db.selectFrom("sessions").select("id_hash").where("user_id", "=", userId).execute()).toEqual([]);
      const receipts = await db
        .selectFrom("outbox_emails")
        .select("subject")
        .where("to_address", "=", email)
        .where("subject", "like", "Auszahlungsbeleg%")
        .execute();
      expect(receipts).toEqual([{ subject: expect.stringMatching(/200,50/) }]);

      // Signed out for good: the credits page asks for a login.
      await page.goto(`${site.origin}/guthaben`);
      await expect(page).toHaveURL(/\/anmelden/);
      await context.close();
    });
  });
}
