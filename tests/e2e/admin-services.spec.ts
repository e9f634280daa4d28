import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Admin → Services (decision 048): the price cue of a service page, refused when bad, shown to
// every visitor at once when saved (the page cache is flushed like for a blog edit), and audited.

test("an admin sets the AI service's price cue; bad input changes nothing, a good one shows on the cached public page at once", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Anonymous visitors have the page from the cache before the change.
  await request.get("/leistungen/ai");
  const cached = await request.get("/leistungen/ai");
  expect(cached.headers()["x-cache"]).toBe("HIT");

  await signInAdmin(context, baseURL, "services");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Leistungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leistungen" })).toBeVisible();
  const ai = page.getByTestId("price-cue-ai");
  const shownBefore = (await ai.getByTestId("shown-now").textContent()) ?? "";

  await ai.getByLabel("Preisangabe", { exact: true }).selectOption({ label: "Stundensatz" });
  await ai.getByLabel("Betrag (netto)").fill("-5");
  await ai.getByRole("button", { name: /^Preisangabe speichern/ }).click();
  await expect(ai.getByText("Der Betrag darf nicht negativ sein.")).toBeVisible();
  await expect(ai.getByLabel("Betrag (netto)")).toHaveAttribute("aria-invalid", "true");
  await expect(ai.getByTestId("shown-now")).toHaveText(shownBefore);
  await expectNoAxeViolations(page);

  await ai.getByLabel("Betrag (netto)").fill("zwölf");
  await ai.getByRole("button", { name: /^Preisangabe speichern/ }).click();
  await expect(ai.getByText("Geben Sie den Betrag als Zahl ein, etwa 2400 oder 2400,50.")).toBeVisible();
  // Refused saves are errors, which announce no change: the public page stays cached.
  expect((await request.get("/leistungen/ai")).headers()["x-cache"]).toBe("HIT");

  const euros = randomInt(100, 900);
  const cue = `Stundensatz ${formatMoney(euros + 0.5, "USD", "de")}`;
  await ai.getByLabel("Betrag (netto)").fill(`${euros},50`);
  await ai.getByLabel("Währung").selectOption("USD");
  await ai.getByRole("button", { name: /^Preisangabe speichern/ }).click();
  await expect(ai.getByText("Die Preisangabe für KI-Entwicklung wurde gespeichert.")).toBeVisible();
  await expect(ai.getByTestId("shown-now")).toHaveText(cue);

  // The next anonymous visitor sees the new cue, rendered anew.
  const fresh = await request.get("/leistungen/ai");
  expect(fresh.headers()["x-cache"]).toBe("MISS");
  expect(await fresh.text()).toContain(cue);
  await page.goto("/services/ai");
  await expect(page.getByTestId("price-cue")).toHaveText(`Hourly rate ${formatMoney(euros + 0.5, "USD", "en")}`);

  // The audit log names the change, before and after (the English page above set the language cookie).
  await page.goto("/admin/audit?type=service&lang=de");
  const entry = page.getByRole("row").filter({ hasText: "Preisangabe geändert" }).first();
  await expect(entry).toContainText(`${euros}.5`);
  await expect(entry).toContainText("USD");
});
