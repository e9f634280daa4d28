import { readFile } from "node:fs/promises";
import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { signIn } from "./support/session.ts";

// Issue #32: a client creates a task with two files; an admin in another browser sees it, downloads
// both, answers in the chat, and the client's open workroom shows the answer without a reload.
test("a task travels from the client to the company and the answer back, live", async ({ browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const title = `Buchungs-Plugin ${id}`;
  const files = [
    { name: "briefing.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(300_000)]) },
    { name: "Ablauf Bäckerei.txt", mimeType: "text/plain", buffer: Buffer.from("Reservierung\nBestätigung\nErinnerung\n") },
  ];

  const clientContext = await browser.newContext();
  await withoutCookieBanner(clientContext);
  await signIn(clientContext, baseURL ?? "", { firstName: "Clara", lastName: "Kundin", username: `kundin-${id}`, email: `kundin-${id}@example.com` });
  const client = await clientContext.newPage();

  await client.goto("/aufgaben/neu?service=web");
  await expect(client.getByRole("heading", { level: 1, name: "Neue Aufgabe" })).toBeVisible();
  await expect(client.getByLabel("Leistung")).toHaveValue("web");
  await expectNoAxeViolations(client);
  await client.getByLabel("Titel").fill(title);
  await client.getByLabel("Leistung").selectOption("custom");
  await client.getByLabel("Beschreibung").fill("Ein eigenes WordPress-Plugin für unseren Buchungsablauf.\nZwei Sprachen.");
  await client.getByLabel("Anhänge").setInputFiles(files);
  await client.getByRole("button", { name: "Aufgabe senden" }).click();
  await expect(client).toHaveURL(/\/aufgaben\/\d+$/);
  const taskId = /\/aufgaben\/(\d+)$/.exec(client.url())?.[1] ?? "";
  await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(client.getByTestId("task-state")).toContainText("Neu");
  await waitForHydration(client);
  await expect(client.locator('[data-live="connected"]')).toBeVisible();
  await expectNoAxeViolations(client);
  // Marks this document: it is still the same one when the answer shows.
  await client.evaluate(() => document.documentElement.setAttribute("data-before-answer", "yes"));

  const adminContext = await browser.newContext({ acceptDownloads: true });
  await signInAdmin(adminContext, baseURL, "tasks-admin", { firstName: "Ada", lastName: "Admin" });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/aufgaben");
  await admin.getByLabel("Titel, Kunde oder Nummer").fill(`#${taskId}`);
  await admin.getByRole("button", { name: "Suchen" }).click();
  const row = admin.getByTestId("task-row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`kundin-${id}@example.com`);
  await expectNoAxeViolations(admin);
  await row.getByRole("link", { name: `#${taskId} ${title}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/aufgaben/${taskId}$`));
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();

  for (const file of files) {
    const download = admin.waitForEvent("download");
    await admin.getByRole("link", { name: `${file.name} herunterladen` }).click();
    const saved = await (await download).path();
    expect(Buffer.compare(await readFile(saved), file.buffer)).toBe(0);
    expect((await download).suggestedFilename()).toBe(file.name);
  }
  await expectNoAxeViolations(admin);

  await waitForHydration(admin);
  const answer = `Danke! Welche Zeitfenster brauchen Sie? Plan: https://example.com/plan-${id}`;
  await admin.getByLabel("Nachricht", { exact: true }).fill(answer);
  await admin.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(admin.getByTestId("chat")).toContainText(answer);
  await expect(admin.getByLabel("Nachricht", { exact: true })).toHaveValue("");

  const chat = client.getByTestId("chat");
  await expect(chat).toContainText(answer);
  await expect(chat.getByRole("link", { name: `https://example.com/plan-${id}` })).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  expect(await client.evaluate(() => document.documentElement.getAttribute("data-before-answer"))).toBe("yes");
  // The client has seen it: the admin's message turns "read" in the admin's open workroom, live as well.
  await expect(admin.getByTestId("chat")).toContainText("gelesen");
  await expect(admin.getByTestId("chat")).not.toContainText("noch nicht gelesen");

  await client.goto("/aufgaben");
  await expect(client.getByRole("link", { name: `#${taskId} ${title}` })).toBeVisible();
  await expectNoAxeViolations(client);

  await clientContext.close();
  await adminContext.close();
});

test("without JavaScript the chat works by plain forms and reloads", async ({ browser, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withoutCookieBanner(context);
  await signIn(context, baseURL ?? "", { username: `ohne-js-${id}`, email: `ohne-js-${id}@example.com` });
  const page = await context.newPage();
  await page.goto("/tasks/new?service=ai");
  await page.getByLabel("Title").fill(`Support chatbot ${id}`);
  await page.getByLabel("Description").fill("Answers questions about our opening hours.");
  await page.getByRole("button", { name: "Send task" }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await page.getByLabel("Message", { exact: true }).fill("");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please write a message or attach a file.");
  await page.getByLabel("Message", { exact: true }).fill("First line\nsecond line");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("chat")).toContainText("First line\nsecond line");
  await context.close();
});
