import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { signIn } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #32 items 3 and 5 (decision 046): the company writes an offer in the admin workroom; the
// Austrian client sees 20 % VAT, accepts the fast option with too few credits and is shown what is
// missing, with the way to top up. Bad input in the editor answers in German and creates nothing.
test("an offer from the admin's editor is accepted by the client, who sees what their credits lack", async ({ browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const clientContext = await browser.newContext();
  await withoutCookieBanner(clientContext);
  const { userId } = await signIn(clientContext, baseURL ?? "", {
    firstName: "Clara",
    lastName: "Kundin",
    username: `angebot-${id}`,
    email: `angebot-${id}@example.com`,
  });
  const taskId = await withTestDatabase(async (db) => {
    const at = new Date().toISOString();
    const row = await db
      .insertInto("tasks")
      .values({
        user_id: userId,
        title: `Buchungs-Plugin ${id}`,
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

  const adminContext = await browser.newContext();
  await withoutCookieBanner(adminContext);
  await signInAdmin(adminContext, baseURL, `offers-admin-${id}`, { firstName: "Ada", lastName: "Admin" });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/aufgaben/${taskId}`);
  const editor = admin.getByTestId("offer-editor");
  await expect(editor.getByRole("heading", { name: "Angebot erstellen" })).toBeVisible();
  await editor.getByLabel("Leistungsumfang").fill("Buchungs-Plugin mit Anzahlung und Erinnerungen");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Nettopreis in Credits").fill("-100");
  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-02-01");
  await editor.getByRole("group", { name: "Schnelle Lieferung (optional)" }).getByLabel("Nettopreis in Credits").fill("1500");
  await editor.getByRole("group", { name: "Schnelle Lieferung (optional)" }).getByLabel("Voraussichtliche Lieferung (JJJJ-MM-TT)").fill("2099-01-15");
  await editor.getByLabel("Gültig bis (JJJJ-MM-TT)").fill("2099-01-01");
  await editor.getByRole("button", { name: "Angebot erstellen" }).click();
  await expect(editor.getByText("Geben Sie einen Nettopreis in Credits über 0 ein, z. B. 2400 oder 2400,50.")).toBeVisible();
  await expectNoAxeViolations(admin);
  expect(await withTestDatabase((db) => db.selectFrom("offers").select("id").where("task_id", "=", taskId).execute())).toEqual([]);

  await editor.getByRole("group", { name: "Normale Lieferung" }).getByLabel("Nettopreis in Credits").fill("1000");
  await editor.getByRole("button", { name: "Angebot erstellen" }).click();
  await expect(editor.getByRole("heading", { name: /^Version 1 vom / })).toBeVisible();
  await expect(editor.getByRole("heading", { name: "Angebot ändern (ersetzt Version 1)" })).toBeVisible();
  await expectNoAxeViolations(admin);

  const client = await clientContext.newPage();
  await client.goto(`/aufgaben/${taskId}`);
  const offer = client.getByTestId("task-offer");
  await expect(offer.getByTestId("offer-option-fast")).toContainText("€ 1.800,00");
  await expect(offer.getByTestId("offer-option-normal")).toContainText("€ 1.200,00");
  await expect(offer.getByRole("link", { name: "Bedingungen der Aufgaben-Plattform" }).first()).toHaveAttribute("href", "/impressum#terms-contract");
  await expectNoAxeViolations(client);
  await offer.getByTestId("accept-fast").click();

  await expect(offer.getByTestId("offer-acceptance")).toContainText("Lieferoption Schnell zu € 1.800,00");
  await expect(offer.getByRole("status")).toContainText("Ihrem Guthaben in EUR fehlen € 1.800,00");
  await expect(offer.getByRole("link", { name: "Guthaben aufladen" })).toHaveAttribute("href", "/guthaben");
  await expect(client.getByTestId("task-state")).toContainText("Wartet auf Guthaben");
  await expectNoAxeViolations(client);

  // A top-up through the sandbox reserves the waiting acceptance in its own transaction: the task is
  // in progress and the statement shows both movements with their running balances.
  await offer.getByRole("link", { name: "Guthaben aufladen" }).click();
  await client.getByLabel("Betrag in Credits").fill("2000");
  await client.getByRole("button", { name: "Aufladen" }).click();
  await expect(client).toHaveURL(/\/payment\/sandbox\/\d+/);
  const topUpOrderId = Number(/\/payment\/sandbox\/(\d+)/.exec(client.url())?.[1]);
  await client.getByRole("button", { name: / bezahlen$/ }).click();
  await expect(client).toHaveURL(new RegExp(`/guthaben\\?topUp=${topUpOrderId}$`));
  const balance = client.getByTestId("credit-balance-EUR");
  await expect(balance.getByTestId("credit-available")).toHaveText("€ 200,00");
  await expect(balance.getByTestId("credit-reserved")).toHaveText("€ 1.800,00");
  const lines = client.getByTestId("credit-statement-EUR").getByTestId("credit-statement-line");
  await expect(lines).toHaveCount(2);
  const topUpLine = lines.filter({ hasText: "Aufladung, Bestellung" });
  const reservationLine = lines.filter({ hasText: "Angebot reserviert" });
  await expect(topUpLine.getByRole("cell").nth(4)).toHaveText("€ 0,00");
  await expect(topUpLine.getByRole("cell").nth(3)).toHaveText("€ 2.000,00");
  await expect(reservationLine.getByRole("cell").nth(4)).toHaveText("€ 1.800,00");
  await expect(reservationLine.getByRole("cell").nth(3)).toHaveText("€ 200,00");
  await client.goto(`/aufgaben/${taskId}`);
  await expect(client.getByTestId("task-state")).toContainText("In Arbeit");
  await adminContext.close();
  await clientContext.close();
});
