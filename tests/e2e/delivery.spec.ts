import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { guaranteeUntil } from "../../app/features/delivery/delivery-figures.ts";
import { readOfferForm } from "../../app/features/offers/offer-form.ts";
import { acceptOffer, createOffer, offersOfTask, viennaToday } from "../../app/features/offers/offers.server.ts";
import { formatLongDate } from "../../app/i18n/format.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { topUp } from "./support/credits.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { waitForMail } from "./support/mailbox.ts";
import { signIn } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #33 items 1–4 and 6 (decisions 054, 055), continuing part 1's journey: an offer in two parts
// (40 % / 60 %) is accepted; each delivery debits its share with an invoice by mail; the client
// accepts, sees the guarantee's end and reports a defect the company sees; a second task is
// cancelled by the client after the company recorded W, at exactly W + 30 % × (U − W).
test("deliveries debit their shares with invoices, the client accepts and reports a defect, and cancels a second task at the previewed figures", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const email = `lieferung-${id}@example.com`;
  const clientContext = await browser.newContext();
  await withoutCookieBanner(clientContext);
  const { userId } = await signIn(clientContext, baseURL ?? "", { firstName: "Clara", lastName: "Kundin", username: `lieferung-${id}`, email });
  const insertTask = (title: string) =>
    withTestDatabase(async (db) => {
      const at = new Date().toISOString();
      const row = await db
        .insertInto("tasks")
        .values({
          user_id: userId,
          title,
          description: "Anzahlungen für Buchungen",
          service_type: "custom",
          desired_date: null,
          budget_hint: null,
          state: "awaiting_offer",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
  const taskId = await insertTask(`Buchungs-Plugin ${id}`);

  const adminContext = await browser.newContext();
  await withoutCookieBanner(adminContext);
  const { userId: adminId } = await signInAdmin(adminContext, baseURL, `delivery-admin-${id}`, { firstName: "Ada", lastName: "Admin" });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/aufgaben/${taskId}`);
  const editor = admin.getByTestId("offer-editor");
  await editor.getByLabel("Leistungsumfang").fill("Buchungs-Plugin mit Anzahlung");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Nettopreis in Credits").fill("1000");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-02-01");
  await editor.getByLabel("Gültig bis (JJJJ-MM-TT)").fill("2099-01-01");
  await editor.getByLabel("Teil 1: Name").fill("Prototyp");
  await editor.getByLabel("Teil 1: Anteil in %").fill("40");
  await editor.getByLabel("Teil 2: Name").fill("Release");
  await editor.getByLabel("Teil 2: Anteil in %").fill("60");
  await editor.getByRole("button", { name: "Angebot erstellen" }).click();
  await expect(editor.getByRole("heading", { name: /^Version 1 vom / })).toBeVisible();

  const client = await clientContext.newPage();
  await topUp(client, "2000");
  await client.goto(`/aufgaben/${taskId}`);
  await client.getByTestId("task-offer").getByTestId("accept-normal").click();
  await expect(client.getByTestId("task-state")).toContainText("In Arbeit");

  // Part 1 with a file: 40 % of € 1.200,00 leaves the reservation.
  await admin.reload();
  const deliveries = admin.getByTestId("task-deliveries");
  await expect(deliveries.getByText("Noch nichts geliefert.")).toBeVisible();
  await expectNoAxeViolations(admin);
  await deliveries.getByLabel("Teil des Angebots").selectOption({ label: "Prototyp (40 %)" });
  await deliveries.getByLabel("Notiz zur Lieferung").fill("Der Prototyp ist fertig.");
  await deliveries.getByLabel("Anhänge").setInputFiles({ name: "prototyp.zip", mimeType: "application/zip", buffer: Buffer.from("PK prototype") });
  await deliveries.getByRole("button", { name: "Liefern", exact: true }).click();
  await expect(deliveries.getByTestId("delivery")).toHaveCount(1);
  await expect(deliveries.getByTestId("delivery")).toContainText("Wartet auf Abnahme");
  await expectNoAxeViolations(admin);

  await client.goto("/guthaben");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-reserved")).toHaveText("€ 720,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText("€ 800,00");

  const deliveryMail = await waitForMail(email, { subject: new RegExp(`^Lieferung zu Aufgabe #${taskId}:`) });
  expect(deliveryMail.text).toContain("USt. 20 %");
  expect(deliveryMail.text).toContain("Eingelöstes Guthaben");
  expect(deliveryMail.text).toMatch(/Gesamt: €\s480,00/);
  const invoiceNumber = /Rechnung:\s+(\d{4}-\d{6})/.exec(deliveryMail.text)?.[1];
  expect(invoiceNumber).toBeTruthy();
  expect(deliveryMail.attachments.map((attachment) => attachment.filename)).toEqual([`Rechnung-${invoiceNumber}.pdf`]);

  await client.goto("/kaufhistorie");
  const history = client.getByTestId("task-invoice-history");
  await expect(history.getByTestId("task-invoice-row")).toHaveCount(1);
  await expect(history).toContainText(`PDF ${invoiceNumber}`);
  await expect(history).toContainText("€ 480,00");
  await expectNoAxeViolations(client);

  // Part 2 completes the task.
  await admin.reload();
  await deliveries.getByLabel("Notiz zur Lieferung").fill("Die fertige Version ist installiert.");
  await deliveries.getByLabel("Auf dem System des Kunden installiert (optional: was und wo)").fill("Auf buchung.example.com, Plugin-Version 1.0");
  await deliveries.getByRole("button", { name: "Liefern", exact: true }).click();
  await expect(deliveries.getByTestId("delivery")).toHaveCount(2);
  await expect(deliveries.getByText("Alle Teile sind geliefert.")).toBeVisible();

  await client.goto(`/aufgaben/${taskId}`);
  await expect(client.getByTestId("task-state")).toContainText("Abgeschlossen");
  const clientDeliveries = client.getByTestId("task-deliveries");
  await expect(clientDeliveries.getByTestId("task-invoices").getByRole("link")).toHaveCount(2);
  await expectNoAxeViolations(client);
  const release = clientDeliveries.getByTestId("delivery").filter({ hasText: "Release (60 %)" });
  await release.getByRole("button", { name: "Lieferung abnehmen" }).click();
  const until = formatLongDate(guaranteeUntil(viennaToday(new Date())), "de");
  await expect(release.getByTestId("guarantee")).toContainText(`Gewährleistung bis ${until}.`);
  await release.getByText("Mangel melden").first().click();
  await release.getByLabel("Beschreibung des Mangels").fill("Die Anzahlung wird nicht abgebucht.");
  await release.getByRole("button", { name: "Mangel melden" }).click();
  await expect(release.getByTestId("defects")).toContainText("Die Anzahlung wird nicht abgebucht.");
  await expectNoAxeViolations(client);

  await admin.goto("/admin/aufgaben");
  await expect(admin.getByTestId("inbox-defects")).toContainText(`#${taskId} Buchungs-Plugin ${id}`);
  await expect(admin.getByTestId("inbox-awaiting-acceptance")).toContainText(`#${taskId} Buchungs-Plugin ${id}: Prototyp`);
  await expectNoAxeViolations(admin);

  // A second task (€ 500 net, € 600 reserved): W = € 100 recorded; the client cancels.
  const secondId = await insertTask(`Newsletter ${id}`);
  await withTestDatabase(async (db) => {
    const draft = readOfferForm(
      { scope: "Newsletter", currency: "EUR", normalPrice: "500", normalDate: "2099-02-01", fastPrice: "", fastDate: "", validUntil: "2099-01-01", parts: [] },
      "2026-01-01",
    );
    if (!draft.ok) throw new Error("offer");
    await createOffer(db, secondId, adminId, draft.draft, baseURL ?? "");
    const offer = (await offersOfTask(db, secondId))[0]!;
    await acceptOffer(db, {
      userId,
      offerId: offer.id,
      option: "normal",
      offerHash: offer.hash,
      currency: "EUR",
      buyer: { country: "AT", vatId: null },
      wording: "Ich nehme an.",
      language: "de",
      publicUrl: baseURL ?? "",
    });
  });
  await admin.goto(`/admin/aufgaben/${secondId}`);
  await admin.getByLabel(/^Erbrachte, noch nicht verrechnete Leistungen W/).fill("600");
  await admin.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByRole("alert")).toContainText("Der Wert muss zwischen 0 und dem nicht verrechneten Auftragswert liegen.");
  await admin.getByLabel(/^Erbrachte, noch nicht verrechnete Leistungen W/).fill("100");
  await admin.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByTestId("timeline")).toContainText("hat den Leistungsstand eingetragen.");

  await client.goto(`/aufgaben/${secondId}`);
  const figures = client.getByTestId("cancellation-figures");
  // charge = 100 + 30 % × (500 − 100) = 220 net, 44 VAT, 264 total; released = 280 net, 336 total
  await expect(figures.getByTestId("cancellation-charge")).toContainText("€ 220,00€ 44,00€ 264,00");
  await expect(figures.getByTestId("cancellation-released")).toContainText("€ 280,00€ 56,00€ 336,00");
  await expectNoAxeViolations(client);
  await client.getByRole("button", { name: "Auftrag stornieren" }).click();
  await expect(client.getByTestId("cancellation")).toContainText("Verrechnet: € 264,00. Freigegeben: € 336,00.");
  await expect(client.getByTestId("task-state")).toContainText("Storniert");

  const cancellationMail = await waitForMail(email, { subject: new RegExp(`^Aufgabe #${secondId} storniert:`) });
  expect(cancellationMail.text).toMatch(/Netto: €\s220,00/);
  expect(cancellationMail.text).toMatch(/Gesamt: €\s264,00/);
  expect(cancellationMail.attachments).toHaveLength(1);

  await client.goto("/guthaben");
  const lines = client.getByTestId("credit-statement-EUR").getByTestId("credit-statement-line");
  const last = lines.last();
  // 2000 − 1200 − 600 + 336 = 536 available, nothing reserved
  await expect(last.getByRole("cell").nth(3)).toHaveText("€ 536,00");
  await expect(last.getByRole("cell").nth(4)).toHaveText("€ 0,00");
  await expect(client.getByTestId("credit-balance-EUR").getByTestId("credit-available")).toHaveText("€ 536,00");

  await admin.goto("/admin/aufgaben");
  await expect(admin.getByTestId("inbox-cancellations")).toContainText(`#${secondId} Newsletter ${id}: vom Kunden storniert`);

  // The same screens in English.
  await client.goto(`/tasks/${taskId}`);
  await expect(client.getByRole("heading", { name: "Deliveries", exact: true })).toBeVisible();
  await expect(client.getByTestId("task-deliveries")).toContainText(`Guarantee until ${formatLongDate(guaranteeUntil(viennaToday(new Date())), "en")}.`);
  await expect(client.getByTestId("task-deliveries").getByRole("button", { name: "Accept delivery" })).toBeVisible();
  await expectNoAxeViolations(client);
  await client.goto(`/tasks/${secondId}`);
  await expect(client.getByTestId("cancellation")).toContainText("You cancelled the order on");
  await admin.goto("/admin/tasks");
  await expect(admin.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  await expect(admin.getByTestId("inbox-cancellations")).toContainText(`#${secondId} Newsletter ${id}: cancelled by the client`);
  await expectNoAxeViolations(admin);
  await adminContext.close();
  await clientContext.close();
});
