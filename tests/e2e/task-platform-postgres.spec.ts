// Issues #32 and #33 on PostgreSQL, with the client and the company on two processes of the built
// site on one database: the client works on the first, the admin on the second. The task, its
// files, the chat (live, through LISTEN/NOTIFY), the offer, the top-up, the deliveries with their
// invoices, the acceptance, a defect report with its file and a second task's cancellation at
// the figures the admin recorded all cross from one process to the other through the database.
import { readFile } from "node:fs/promises";
import { randomBytes, randomUUID } from "node:crypto";
import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { sessionCookieName } from "../../app/features/accounts/session.server.ts";
import { guaranteeUntil } from "../../app/features/delivery/delivery-figures.ts";
import { viennaToday } from "../../app/features/offers/offers.server.ts";
import { formatLongDate } from "../../app/i18n/format.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-databases.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { topUp } from "./support/credits.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { waitForMail } from "./support/mailbox.ts";
import { createSignedInUser, type TestUser } from "./support/session.ts";
import { type SiteProcess, startSiteProcess, stopSiteProcess } from "./support/site-process.ts";

test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL), as in CI");
// One database and two processes for the whole file; each step continues the journey of the one before.
test.describe.configure({ mode: "serial" });

/** Mail goes to the run's SMTP server, where waitForMail reads it. */
const processSettings = { env: { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? ""}` } };

let database: TestDatabase;
let db: Db;
/** The process the client uses. */
let clientSite: SiteProcess;
/** The process the admin uses. */
let companySite: SiteProcess;
let clientContext: BrowserContext;
let adminContext: BrowserContext;

const id = randomUUID().slice(0, 8);
const title = `Buchungs-Plugin ${id}`;
const email = `plattform-${id}@example.com`;
let taskId = "";

/** A browser context on `site`, signed in as a new user of the shared database; an admin's session has its second factor done. */
async function signedInContext(browser: Browser, site: SiteProcess, user: TestUser, options: { acceptDownloads?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.origin, ...options });
  await withoutCookieBanner(context);
  const { sessionId } = await createSignedInUser(user, db);
  await context.addCookies([{ name: sessionCookieName, value: sessionId, url: site.origin, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  database = await createTestDatabase("postgres");
  if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
  // One after the other, as in a rolling start: the first migrates the new database.
  clientSite = await startSiteProcess(database.target.url, processSettings);
  companySite = await startSiteProcess(database.target.url, processSettings);
  db = createDatabase(database.target);
  clientContext = await signedInContext(browser, clientSite, { firstName: "Clara", lastName: "Kundin", username: `plattform-${id}`, email });
  adminContext = await signedInContext(
    browser,
    companySite,
    { firstName: "Ada", lastName: "Admin", username: `plattform-admin-${id}`, email: `plattform-admin-${id}@example.com`, role: "admin" },
    { acceptDownloads: true },
  );
});

test.afterAll(async () => {
  await clientContext?.close();
  await adminContext?.close();
  await stopSiteProcess(clientSite);
  await stopSiteProcess(companySite);
  await db?.destroy();
  await database?.drop();
});

test("#32: a task with two files reaches the admin on the other process, whose answer the client's open workroom shows live", async () => {
  const files = [
    { name: "briefing.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(300_000)]) },
    { name: "Ablauf Bäckerei.txt", mimeType: "text/plain", buffer: Buffer.from("Reservierung\nBestätigung\nErinnerung\n") },
  ];
  const client = await clientContext.newPage();
  await client.goto("/aufgaben/neu?service=web");
  await client.getByLabel("Titel").fill(title);
  await client.getByLabel("Leistung").selectOption("custom");
  await client.getByLabel("Beschreibung").fill("Ein eigenes WordPress-Plugin für unseren Buchungsablauf.");
  await client.getByLabel("Anhänge").setInputFiles(files);
  await client.getByRole("button", { name: "Aufgabe senden" }).click();
  await expect(client).toHaveURL(/\/aufgaben\/\d+$/);
  taskId = /\/aufgaben\/(\d+)$/.exec(client.url())?.[1] ?? "";
  await expect(client.getByTestId("task-state")).toContainText("Neu");
  await waitForHydration(client);
  await expect(client.locator('[data-live="connected"]')).toBeVisible();
  // Marks this document: it is still the same one when the answer shows.
  await client.evaluate(() => document.documentElement.setAttribute("data-before-answer", "yes"));

  const admin = await adminContext.newPage();
  await admin.goto("/admin/aufgaben");
  const row = admin.getByTestId("task-row").filter({ hasText: title });
  await expect(row).toContainText(email);
  await expectNoAxeViolations(admin);
  await row.getByRole("link", { name: `#${taskId} ${title}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
  for (const file of files) {
    const download = admin.waitForEvent("download");
    await admin.getByRole("link", { name: `${file.name} herunterladen` }).click();
    expect(Buffer.compare(await readFile(await (await download).path()), file.buffer)).toBe(0);
    expect((await download).suggestedFilename()).toBe(file.name);
  }

  await waitForHydration(admin);
  const answer = `Danke! Welche Zeitfenster brauchen Sie? (${id})`;
  await admin.getByLabel("Nachricht", { exact: true }).fill(answer);
  await admin.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(admin.getByTestId("chat")).toContainText(answer);

  await expect(client.getByTestId("chat")).toContainText(answer);
  expect(await client.evaluate(() => document.documentElement.getAttribute("data-before-answer"))).toBe("yes");
  // The client has seen it: the admin's open workroom on the other process shows it read, live as well.
  await expect(admin.getByTestId("chat")).toContainText("gelesen");
  await expect(admin.getByTestId("chat")).not.toContainText("noch nicht gelesen");
  await admin.close();
  await client.close();
});

test("#32: an offer in two parts is accepted fast with too few credits; a sandbox top-up reserves it and the task is in progress", async () => {
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/aufgaben/${taskId}`);
  const editor = admin.getByTestId("offer-editor");
  await editor.getByLabel("Leistungsumfang").fill("Buchungs-Plugin mit Anzahlung und Erinnerungen");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Nettopreis in Credits").fill("1000");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-02-01");
  await editor.getByRole("group", { name: "Schnelle Lieferung (optional)" }).getByLabel("Nettopreis in Credits").fill("1500");
  await editor.getByRole("group", { name: "Schnelle Lieferung (optional)" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-01-15");
  await editor.getByLabel("Gültig bis (JJJJ-MM-TT)").fill("2099-01-01");
  await editor.getByLabel("Teil 1: Name").fill("Prototyp");
  await editor.getByLabel("Teil 1: Anteil in %").fill("40");
  await editor.getByLabel("Teil 2: Name").fill("Release");
  await editor.getByLabel("Teil 2: Anteil in %").fill("60");
  await editor.getByRole("button", { name: "Angebot erstellen" }).click();
  await expect(editor.getByRole("heading", { name: /^Version 1 vom / })).toBeVisible();
  await admin.close();

  const client = await clientContext.newPage();
  await client.goto(`/aufgaben/${taskId}`);
  const offer = client.getByTestId("task-offer");
  // An Austrian consumer: 20 % VAT on both options.
  await expect(offer).toContainText("USt. 20 %");
  await expect(offer.getByTestId("offer-option-fast")).toContainText("€ 300,00");
  await expect(offer.getByTestId("offer-option-fast")).toContainText("€ 1.800,00");
  await expect(offer.getByTestId("offer-option-normal")).toContainText("€ 1.200,00");
  await expectNoAxeViolations(client);
  await offer.getByTestId("accept-fast").click();
  await expect(offer.getByTestId("offer-acceptance")).toContainText("Lieferoption Schnell zu € 1.800,00");
  await expect(offer.getByRole("status")).toContainText("Ihrem Guthaben in EUR fehlen € 1.800,00");
  await expect(offer.getByRole("link", { name: "Guthaben aufladen" })).toHaveAttribute("href", "/guthaben");
  await expect(client.getByTestId("task-state")).toContainText("Wartet auf Guthaben");

  await topUp(client, "2000");
  const balance = client.getByTestId("credit-balance-EUR");
  await expect(balance.getByTestId("credit-available")).toHaveText("€ 200,00");
  await expect(balance.getByTestId("credit-reserved")).toHaveText("€ 1.800,00");
  const lines = client.getByTestId("credit-statement-EUR").getByTestId("credit-statement-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Aufladung, Bestellung" }).getByRole("cell").nth(3)).toHaveText("€ 2.000,00");
  const reservationLine = lines.filter({ hasText: "Angebot reserviert" });
  await expect(reservationLine.getByRole("cell").nth(3)).toHaveText("€ 200,00");
  await expect(reservationLine.getByRole("cell").nth(4)).toHaveText("€ 1.800,00");
  await client.goto(`/aufgaben/${taskId}`);
  await expect(client.getByTestId("task-state")).toContainText("In Arbeit");
  await client.close();
});

test("#33: each delivery on the company's process debits its share with an invoice by mail; the client accepts and sees the guarantee's end", async () => {
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/aufgaben/${taskId}`);
  const deliveries = admin.getByTestId("task-deliveries");
  await deliveries.getByLabel("Teil des Angebots").selectOption({ label: "Prototyp (40 %)" });
  await deliveries.getByLabel("Notiz zur Lieferung").fill("Der Prototyp ist fertig.");
  await deliveries.getByLabel("Anhänge").setInputFiles({ name: "prototyp.zip", mimeType: "application/zip", buffer: Buffer.from("PK prototype") });
  await deliveries.getByRole("button", { name: "Liefern", exact: true }).click();
  await expect(deliveries.getByTestId("delivery")).toHaveCount(1);
  await expect(deliveries.getByTestId("delivery")).toContainText("Wartet auf Abnahme");

  // 40 % of the € 1.800,00 reserved for the fast option leaves the reservation.
  const client = await clientContext.newPage();
  await client.goto("/guthaben");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-reserved")).toHaveText("€ 1.080,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText("€ 200,00");

  const deliveryMail = await waitForMail(email, { subject: new RegExp(`^Lieferung zu Aufgabe #${taskId}:`), timeoutMs: 60_000 });
  expect(deliveryMail.text).toContain("USt. 20 %");
  expect(deliveryMail.text).toMatch(/Gesamt: €\s720,00/);
  const invoiceNumber = /Rechnung:\s+(\d{4}-\d{6})/.exec(deliveryMail.text)?.[1];
  expect(invoiceNumber).toBeTruthy();
  expect(deliveryMail.attachments.map((attachment) => attachment.filename)).toEqual([`Rechnung-${invoiceNumber}.pdf`]);

  await client.goto("/kaufhistorie");
  const history = client.getByTestId("task-invoice-history");
  await expect(history.getByTestId("task-invoice-row")).toHaveCount(1);
  await expect(history).toContainText(`PDF ${invoiceNumber}`);
  await expect(history).toContainText("€ 720,00");

  // Part 2 completes the task and takes the rest of the reservation.
  await admin.reload();
  await deliveries.getByLabel("Notiz zur Lieferung").fill("Die fertige Version ist installiert.");
  await deliveries.getByRole("button", { name: "Liefern", exact: true }).click();
  await expect(deliveries.getByTestId("delivery")).toHaveCount(2);
  await expect(deliveries.getByText("Alle Teile sind geliefert.")).toBeVisible();

  await client.goto(`/aufgaben/${taskId}`);
  await expect(client.getByTestId("task-state")).toContainText("Abgeschlossen");
  const clientDeliveries = client.getByTestId("task-deliveries");
  await expect(clientDeliveries.getByTestId("task-invoices").getByRole("link")).toHaveCount(2);
  const release = clientDeliveries.getByTestId("delivery").filter({ hasText: "Release (60 %)" });
  await release.getByRole("button", { name: "Lieferung abnehmen" }).click();
  const until = formatLongDate(guaranteeUntil(viennaToday(new Date())), "de");
  await expect(release.getByTestId("guarantee")).toContainText(`Gewährleistung bis ${until}.`);
  await expectNoAxeViolations(client);

  await client.goto("/guthaben");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-reserved")).toHaveText("€ 0,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText("€ 200,00");
  await admin.close();
  await client.close();
});

test("#33: the client on the first process reports a defect with a file; the admin on the second sees it in the inbox and the file in the workroom", async () => {
  const log = { name: "Fehlerprotokoll.txt", mimeType: "text/plain", buffer: Buffer.from(`Anzahlung nicht abgebucht (${id})\n`) };
  const description = `Die Anzahlung wird nicht abgebucht. (${id})`;
  const client = await clientContext.newPage();
  await client.goto(`/aufgaben/${taskId}`);
  const release = client.getByTestId("task-deliveries").getByTestId("delivery").filter({ hasText: "Release (60 %)" });
  await release.getByText("Mangel melden").first().click();
  await release.getByLabel("Beschreibung des Mangels").fill(description);
  await release.getByLabel("Anhänge").setInputFiles(log);
  await release.getByRole("button", { name: "Mangel melden" }).click();
  await expect(release.getByTestId("defects")).toContainText(description);
  await expectNoAxeViolations(client);

  const admin = await adminContext.newPage();
  await admin.goto("/admin/aufgaben");
  await expect(admin.getByTestId("inbox-defects")).toContainText(`#${taskId} ${title}: Release`);
  await expectNoAxeViolations(admin);
  await admin.goto(`/admin/aufgaben/${taskId}`);
  await expect(admin.getByTestId("chat")).toContainText(description);
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: `${log.name} herunterladen` }).click();
  expect(Buffer.compare(await readFile(await (await download).path()), log.buffer)).toBe(0);
  await admin.close();
  await client.close();
});

test("#33: a second task is cancelled by the client on the first process after the admin recorded W on the second, at W + 30 % × (U − W)", async () => {
  const secondTitle = `Newsletter ${id}`;
  const client = await clientContext.newPage();
  await client.goto("/aufgaben/neu?service=web");
  await client.getByLabel("Titel").fill(secondTitle);
  await client.getByLabel("Leistung").selectOption("custom");
  await client.getByLabel("Beschreibung").fill("Ein Newsletter-Anmeldeformular.");
  await client.getByRole("button", { name: "Aufgabe senden" }).click();
  await expect(client).toHaveURL(/\/aufgaben\/\d+$/);
  const secondId = /\/aufgaben\/(\d+)$/.exec(client.url())?.[1] ?? "";

  // U = € 500,00 net, € 600,00 with VAT.
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/aufgaben/${secondId}`);
  const editor = admin.getByTestId("offer-editor");
  await editor.getByLabel("Leistungsumfang").fill("Newsletter");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Nettopreis in Credits").fill("500");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-02-01");
  await editor.getByLabel("Gültig bis (JJJJ-MM-TT)").fill("2099-01-01");
  await editor.getByRole("button", { name: "Angebot erstellen" }).click();
  await expect(editor.getByRole("heading", { name: /^Version 1 vom / })).toBeVisible();

  // € 200,00 were left from the first task: € 400,00 more cover the € 600,00 reservation.
  await topUp(client, "400");
  await client.goto(`/aufgaben/${secondId}`);
  await client.getByTestId("task-offer").getByTestId("accept-normal").click();
  await expect(client.getByTestId("task-state")).toContainText("In Arbeit");

  await admin.reload();
  await admin.getByLabel(/^Erbrachte, noch nicht verrechnete Leistungen W/).fill("100");
  await admin.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByTestId("timeline")).toContainText("hat den Leistungsstand eingetragen.");
  await expectNoAxeViolations(admin);

  // charge = 100 + 30 % × (500 − 100) = 220 net, 44 VAT, 264 total; released = 280 net, 56 VAT, 336 total
  await client.goto(`/aufgaben/${secondId}`);
  const figures = client.getByTestId("cancellation-figures");
  await expect(figures.getByTestId("cancellation-charge")).toContainText("€ 220,00€ 44,00€ 264,00");
  await expect(figures.getByTestId("cancellation-released")).toContainText("€ 280,00€ 56,00€ 336,00");
  await expectNoAxeViolations(client);
  await client.getByRole("button", { name: "Auftrag stornieren" }).click();
  await expect(client.getByTestId("cancellation")).toContainText("Verrechnet: € 264,00. Freigegeben: € 336,00.");
  await expect(client.getByTestId("task-state")).toContainText("Storniert");
  await expectNoAxeViolations(client);

  const cancellationMail = await waitForMail(email, { subject: new RegExp(`^Aufgabe #${secondId} storniert:`), timeoutMs: 60_000 });
  expect(cancellationMail.text).toMatch(/Netto: €\s220,00/);
  expect(cancellationMail.text).toMatch(/USt\. 20 %: €\s44,00/);
  expect(cancellationMail.text).toMatch(/Gesamt: €\s264,00/);
  const invoiceNumber = /Rechnung:\s+(\d{4}-\d{6})/.exec(cancellationMail.text)?.[1];
  expect(invoiceNumber).toBeTruthy();
  expect(cancellationMail.attachments.map((attachment) => attachment.filename)).toEqual([`Rechnung-${invoiceNumber}.pdf`]);

  await client.goto("/kaufhistorie");
  const history = client.getByTestId("task-invoice-history");
  await expect(history.getByTestId("task-invoice-row")).toHaveCount(3);
  const cancellationRow = history.getByTestId("task-invoice-row").filter({ hasText: `PDF ${invoiceNumber}` });
  await expect(cancellationRow).toContainText("Stornierung");
  await expect(cancellationRow).toContainText("€ 264,00");

  // The charge leaves the reservation, then the rest is released: 0 + 336 available, nothing reserved.
  await client.goto("/guthaben");
  const lines = client.getByTestId("credit-statement-EUR").getByTestId("credit-statement-line");
  await expect(lines).toHaveCount(8);
  await expect(lines.nth(6)).toContainText("Arbeit verrechnet");
  await expect(lines.nth(6).getByRole("cell").nth(3)).toHaveText("€ 0,00");
  await expect(lines.nth(6).getByRole("cell").nth(4)).toHaveText("€ 336,00");
  await expect(lines.nth(7)).toContainText("Freigegeben");
  await expect(lines.nth(7).getByRole("cell").nth(3)).toHaveText("€ 336,00");
  await expect(lines.nth(7).getByRole("cell").nth(4)).toHaveText("€ 0,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText("€ 336,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-reserved")).toHaveText("€ 0,00");

  await admin.goto("/admin/aufgaben");
  await expect(admin.getByTestId("inbox-cancellations")).toContainText(`#${secondId} ${secondTitle}: vom Kunden storniert`);
  await expect(admin.getByTestId("inbox-cancellations")).toContainText("verrechnet € 264,00");
  await expectNoAxeViolations(admin);
  await admin.close();
  await client.close();
});
