// Issue #20 part 2: renewal reminders. Two server processes of the built site on one fresh
// PostgreSQL database both queue the reminders due at their first housekeeping tick; a licence 30
// days from its expiry gets exactly one mail, delivered to the run's SMTP server, whose renewal
// link opens the checkout and, once paid, extends the same licence under the same key. The admin
// dashboard lists it among the licences expiring soon, the licence list filters by "expiring", and
// axe finds nothing on either.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sessionCookieName } from "../../app/features/accounts/session.server.ts";
import { addCalendarMonthsUtc } from "../../app/features/licenses/calendar-months.ts";
import { maskLicenseKey } from "../../app/features/licenses/license-key.ts";
import { translator } from "../../app/i18n/catalogues.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-databases.ts";
import { insertLicense } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { type SiteProcess, startSiteProcess, stopSiteProcess } from "./support/site-process.ts";
import { mailboxDir, waitForMail } from "./support/mailbox.ts";
import { createSignedInUser } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { readdir, readFile } from "node:fs/promises";

const day = 24 * 60 * 60_000;
/** Mail goes to the run's SMTP server; the log says when each reminder pass is done. */
const reminderProcess = {
  env: { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? ""}`, LICENSE_REMINDER_DAYS: "30,7,0", LOG_LEVEL: "info" },
  keepLog: true,
};
const de = translator("de");

/** Every mail the run's SMTP server received for `address`. */
async function mailCountTo(address: string): Promise<number> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as { to: string[] }));
  return mails.filter((mail) => mail.to.includes(address)).length;
}

/** A paid, published option of the demo catalogue, for the licence to renew. */
async function paidOption(db: Db): Promise<{ id: number; pluginName: string; updateMonths: number }> {
  const option = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .select(["pricing_options.id", "pricing_options.update_months", "plugins.name_de"])
    .where("plugins.status", "=", "published")
    .where("pricing_options.active", "=", 1)
    .where("pricing_options.amount_cents", ">", 0)
    .orderBy("plugins.position")
    .orderBy("pricing_options.position")
    .executeTakeFirstOrThrow();
  return { id: option.id, pluginName: option.name_de, updateMonths: option.update_months };
}

/** Renews through the checkout the renewal link opened: address, consent, Complete Purchase, then Pay on the sandbox page. */
async function payRenewal(page: Page): Promise<void> {
  await page.getByLabel(de("checkout.form.address")).fill("Mariahilfer Straße 1");
  await page.getByLabel(de("checkout.form.postalCode")).fill("1060");
  await page.getByLabel(de("checkout.form.city"), { exact: true }).fill("Wien");
  await page.getByLabel(de("checkout.waiver.consent")).check();
  await waitForHydration(page, "[data-testid=billing-form] button");
  await page.getByRole("button", { name: de("checkout.form.submit") }).click();
  // Placing the order waits for the database of two busy processes: a state, however long it takes.
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/, { timeout: 60_000 });
  await page.getByRole("button", { name: /bezahlen$/ }).click();
  await expect(page).toHaveURL(/\/zahlung-erfolgreich/);
}

test.describe("renewal reminders across two processes on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL), as in CI");

  let database: TestDatabase;
  let databaseUrl: string;
  let db: Db;
  let first: SiteProcess;
  let second: SiteProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    databaseUrl = database.target.url;
    first = await startSiteProcess(databaseUrl, reminderProcess);
    db = createDatabase(database.target);
  });

  test.afterAll(async () => {
    await stopSiteProcess(first);
    await stopSiteProcess(second);
    await db?.destroy();
    await database?.drop();
  });

  test("a licence 30 days from expiry gets exactly one reminder, whose link renews it under the same key", async ({ context, page }) => {
    test.setTimeout(180_000);
    const username = `renewal-${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const { userId, sessionId } = await createSignedInUser({ username, email, firstName: "Rita", lastName: "Renner" }, db);
    const option = await paidOption(db);
    const expiresAt = new Date(Date.now() + 30 * day - 60 * 60_000);
    const license = await insertLicense(db, { userId, orderId: null, optionId: option.id, expiresAt });
    // Both processes' first ticks come after the licence exists: the second starts only now.
    second = await startSiteProcess(databaseUrl, reminderProcess);

    const mail = await waitForMail(email, { subject: /läuft am/, timeoutMs: 120_000 });
    expect(mail.subject).toContain(option.pluginName);
    expect(mail.text).toContain(maskLicenseKey(license.key));
    const link = /http:\/\/127\.0\.0\.1:\d+\/kasse\?renew=\d+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link ?? "").searchParams.get("renew")).toBe(String(license.id));

    // Both processes have queued what was due; of the two, exactly one wrote the reminder.
    const reminderPasses = (site: SiteProcess) => site.log.filter((line) => line.message === "renewal reminders done");
    await expect.poll(() => [first, second].every((site) => reminderPasses(site).length > 0), { timeout: 120_000 }).toBe(true);
    expect([first, second].flatMap(reminderPasses).reduce((sum, line) => sum + (typeof line.queued === "number" ? line.queued : 0), 0)).toBe(1);
    expect(await db.selectFrom("license_reminders").select(["stage", "expires_at"]).where("license_id", "=", license.id).execute()).toEqual([
      { stage: 30, expires_at: expiresAt.toISOString() },
    ]);
    await expect.poll(() => db.selectFrom("outbox_emails").select("status").where("to_address", "=", email).execute()).toEqual([{ status: "sent" }]);
    expect(await mailCountTo(email)).toBe(1);

    await withoutCookieBanner(context);
    await context.addCookies([{ name: sessionCookieName, value: sessionId, url: first.origin, httpOnly: true, sameSite: "Lax" }]);
    await page.goto(link ?? "");
    await expect(page.getByTestId("order-summary")).toContainText(de("checkout.summary.kind.renewal"));
    await payRenewal(page);

    await expect
      .poll(() => db.selectFrom("licenses").select(["license_key", "expires_at", "status"]).where("id", "=", license.id).executeTakeFirstOrThrow())
      .toEqual({ license_key: license.key, expires_at: addCalendarMonthsUtc(expiresAt, option.updateMonths).toISOString(), status: "active" });
    expect(await db.selectFrom("orders").select(["kind", "status"]).where("license_id", "=", license.id).execute()).toEqual([
      { kind: "renewal", status: "paid" },
    ]);
    expect(await db.selectFrom("licenses").select("id").where("user_id", "=", userId).execute()).toHaveLength(1);
  });
});

test("the dashboard lists a licence expiring soon and the licence list filters by expiring; axe finds nothing", async ({ page, context, baseURL }) => {
  const email = `expiring-${randomUUID().slice(0, 8)}@example.com`;
  const license = await withTestDatabase(async (db) => {
    const { userId } = await createSignedInUser({ username: email.split("@")[0] ?? email, email }, db);
    const option = await paidOption(db);
    // Ten minutes from now: sooner than any other licence of the shared database, so it leads both lists.
    return insertLicense(db, { userId, orderId: null, optionId: option.id, expiresAt: new Date(Date.now() + 10 * 60_000) });
  });
  await signInAdmin(context, baseURL, "renewals-admin");
  const masked = maskLicenseKey(license.key);

  await page.goto("/admin");
  const expiring = page.getByRole("table", { name: de("admin.renewals.expiring.caption") });
  await expect(expiring.getByRole("link", { name: masked })).toHaveAttribute("href", new RegExp(`/${license.id}$`));
  await expect(expiring.getByRole("link", { name: email })).toBeVisible();
  await expect(page.getByTestId("figure-renewals")).toBeVisible();
  await expect(page.getByTestId("figure-new-sales")).toBeVisible();
  await expectNoAxeViolations(page);

  await waitForHydration(page, "a[href='/admin/lizenzen?expiring=30']");
  await page.getByRole("link", { name: new RegExp(`^${de("admin.renewals.expiring.all")}`) }).click();
  await expect(page).toHaveURL(/\/admin\/lizenzen\?expiring=30$/);
  await expect(page.getByLabel(de("admin.licenses.search.expiring"))).toHaveValue("30");
  await expect(page.getByRole("link", { name: masked })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(de("admin.licenses.search.expiring")).selectOption("60");
  await page
    .getByRole("search", { name: de("admin.licenses.search.label") })
    .getByRole("button", { name: de("admin.search.submit") })
    .click();
  await expect(page).toHaveURL(/expiring=60/);
  await expect(page.getByRole("link", { name: masked })).toBeVisible();
});
