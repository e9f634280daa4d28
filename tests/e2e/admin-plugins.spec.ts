import { type Page, expect, test } from "@playwright/test";
import { testPluginZip, testPng } from "../support/plugin-test-files.ts";
import { sha256Of } from "../../app/features/admin-kit/uploads.server.ts";
import { signInAdmin } from "./support/admin.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn } from "./support/session.ts";
import { acceptEarlyDelivery } from "./support/checkout.ts";

// Issue #7, "Done when": an admin creates a plugin with a price, a release zip and an image,
// publishes it, and a customer finds it on /plugins and buys it; the audit log shows each step.

async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

test("an admin creates, equips and publishes a plugin; a customer buys it; the audit log shows each step", async ({ page, browser, context, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const slug = `e2e-backup-${stamp}`;
  const name = `E2E-Sicherung ${stamp}`;
  const { email: adminEmail } = await signInAdmin(context, baseURL, "plugin-admin");

  await page.goto("/admin/plugins");
  await expect(page.getByRole("heading", { level: 1, name: "Plugins" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Neues Plugin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neues Plugin" })).toBeVisible();
  await waitForHydration(page, "main form button");
  await expectNoAxeViolations(page);

  const german = page.getByRole("group", { name: "Deutsch" });
  const english = page.getByRole("group", { name: "Englisch" });
  await german.getByLabel("Name").fill(name);
  await german.getByLabel("Kurzbeschreibung").fill("Sichert Ihre WordPress-Website jede Nacht.");
  await german.getByLabel("Funktionen").fill("Nächtliche Sicherung\nWiederherstellung mit einem Klick");
  await english.getByLabel("Name").fill(`E2E Backup ${stamp}`);
  await english.getByLabel("Kurzbeschreibung").fill("Backs up your WordPress site every night.");
  await page.getByLabel("Slug").fill("Keine Großbuchstaben");
  await page.getByLabel("Erstmals veröffentlicht am").fill("04.05.2026");
  await page.getByRole("button", { name: "Plugin anlegen" }).click();
  await expect(page.getByText("Bitte nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden (z. B. invoice-forge).")).toBeVisible();
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Plugin anlegen" }).click();

  await expect(page).toHaveURL(/\/admin\/plugins\/\d+\?notice=created$/);
  const pluginId = Number(/\/admin\/plugins\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNotice(page, "Das Plugin wurde als Entwurf angelegt.");
  await waitForHydration(page, "main form button");

  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expectNotice(page, "Ein kostenpflichtiges Plugin braucht mindestens eine erhältliche Preisoption, bevor es veröffentlicht werden kann.");

  const addOption = page.getByRole("form", { name: "Preisoption hinzufügen" });
  await addOption.getByLabel("Name (Deutsch)").fill("1 Website");
  await addOption.getByLabel("Name (Englisch)").fill("1 site");
  await addOption.getByLabel("Preis in Euro").fill("39,90");
  await addOption.getByRole("button", { name: "Preisoption hinzufügen" }).click();
  await expectNotice(page, "Die Preisoption wurde hinzugefügt.");
  await expect(page.getByTestId("pricing-option")).toHaveCount(1);
  await expect(page.getByTestId("pricing-option").getByText(/€\s39,90/)).toBeVisible();

  const zip = testPluginZip(slug);
  const addRelease = page.getByRole("form", { name: "Version hinzufügen" });
  await addRelease.getByLabel("Version", { exact: true }).fill("1.0.0");
  await addRelease.getByLabel("Änderungen (Deutsch)").fill("Erste Version");
  await addRelease.getByLabel("Änderungen (Englisch)").fill("First release");
  await addRelease.getByLabel("Benötigt WordPress").fill("6.4");
  await addRelease.getByLabel("Getestet bis WordPress").fill("6.8");
  await addRelease.getByLabel("Benötigt PHP").fill("8.1");
  await addRelease
    .getByLabel("Plugin-Zip")
    .setInputFiles({ name: "readme.zip", mimeType: "application/zip", buffer: Buffer.from("Nur ein Text, kein Zip-Archiv.") });
  await addRelease.getByRole("button", { name: "Version hinzufügen" }).click();
  await expect(page.getByText("Diese Datei ist kein gültiges Zip-Archiv.")).toBeVisible();
  await page
    .getByRole("form", { name: "Version hinzufügen" })
    .getByLabel("Plugin-Zip")
    .setInputFiles({ name: `${slug}.zip`, mimeType: "application/zip", buffer: Buffer.from(zip) });
  await page.getByRole("form", { name: "Version hinzufügen" }).getByRole("button", { name: "Version hinzufügen" }).click();
  await expectNotice(page, "Die Version wurde hinzugefügt.");
  await expect(page.getByTestId("release-sha256")).toHaveText(sha256Of(zip));

  await page.getByLabel("Neues Bild").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: Buffer.from(testPng(320, 180)) });
  await page.getByRole("button", { name: "Bild hochladen" }).click();
  await expectNotice(page, "Das Bild wurde gespeichert.");
  const imageSource = (await page.getByTestId("plugin-image").getAttribute("src")) ?? "";
  expect(imageSource).toMatch(new RegExp(`^/media/plugins/${slug}-[0-9a-f]{16}\\.png$`));
  const image = await page.request.get(imageSource);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toContain("immutable");

  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expectNotice(page, "Das Plugin ist veröffentlicht und auf der Website sichtbar.");
  await expect(page.getByTestId("plugin-status")).toHaveText("Veröffentlicht");
  await expectNoAxeViolations(page);

  await page.goto("/plugins");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.goto(`/plugin/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(`img[src$="${imageSource}"]`).first()).toBeVisible();
  await expect(page.getByText("Erste Version")).toBeVisible();

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customerEmail = `plugin-buyer-${stamp}@example.com`;
  await signIn(customerContext, baseURL ?? "", { username: `plugin-buyer-${stamp}`, email: customerEmail, firstName: "Anna", lastName: "Berger" });
  await customerPage.goto(`/plugin/${slug}`);
  await waitForHydration(customerPage, "main button");
  await customerPage.getByRole("button", { name: `Jetzt kaufen: ${name}` }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/kasse\\?plugin=${slug}&option=\\d+`));
  await customerPage.getByLabel("Vorname").fill("Anna");
  await customerPage.getByLabel("Nachname").fill("Berger");
  await customerPage.getByLabel("E-Mail-Adresse", { exact: false }).first().fill(customerEmail);
  await customerPage.getByLabel("Straße und Hausnummer").fill("Neubaugasse 12");
  await customerPage.getByLabel("Postleitzahl").fill("1070");
  await customerPage.getByLabel("Ort").fill("Wien");
  await customerPage.getByLabel("Land").selectOption("AT");
  await acceptEarlyDelivery(customerPage);
  await customerPage.getByRole("button", { name: "Kauf abschließen" }).click();
  await expect(customerPage).toHaveURL(/\/payment\/sandbox\/\d+/);
  await customerPage.getByRole("button", { name: / bezahlen$/ }).click();
  await expect(customerPage.getByText("Vielen Dank für Ihren Einkauf!")).toBeVisible({ timeout: 15_000 });
  const licenseKey = await withTestDatabase(async (db) => {
    const license = await db
      .selectFrom("licenses")
      .innerJoin("users", "users.id", "licenses.user_id")
      .where("users.email", "=", customerEmail)
      .where("licenses.plugin_id", "=", pluginId)
      .select(["licenses.license_key", "licenses.status"])
      .executeTakeFirstOrThrow();
    expect(license.status).toBe("active");
    return license.license_key;
  });
  await expect(customerPage.getByText(licenseKey)).toBeVisible();
  await customerContext.close();

  await page.goto(`/admin/plugins/${pluginId}`);
  await expect(page.getByTestId("plugin-delete-unavailable")).toContainText("Dieses Plugin wurde verkauft (1 Bestellpositionen)");
  await expect(page.getByRole("button", { name: "Plugin löschen" })).toHaveCount(0);

  await page.goto(`/admin/audit?actor=${encodeURIComponent(adminEmail)}`);
  for (const step of ["Plugin angelegt", "Preisoption hinzugefügt", "Version hinzugefügt", "Plugin-Bild ersetzt", "Plugin veröffentlicht"]) {
    await expect(
      page
        .getByRole("table")
        .getByRole("cell", { name: new RegExp(`^${step} `) })
        .first(),
    ).toBeVisible();
  }
});

test("the plugins list finds by slug, and the edit page has no axe violations in English", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "plugin-viewer");
  await page.goto("/admin/plugins?lang=en&q=invoice-forge");
  const rows = page.getByTestId("admin-plugin-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: "Invoice Forge for WooCommerce" })).toBeVisible();
  await expect(page.getByText("To change the order, reset the search")).toBeVisible();
  const editPath = (await rows.getByRole("link").getAttribute("href")) ?? "";
  await page.goto(`${editPath}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Invoice Forge for WooCommerce" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pricing options" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving with unsaved changes asks first: "stay" keeps the typed text, "leave" goes.
  await waitForHydration(page, "main form button");
  await page.getByRole("navigation", { name: "Sections of this plugin" }).getByRole("link", { name: "Pricing options" }).click();
  await expect(page).toHaveURL(/#plugin-pricing$/);
  const description = page.getByRole("textbox", { name: "Short description" }).first();
  await description.fill("A description nobody saved");
  await expect(page.getByTestId("unsaved-changes")).toHaveText("Unsaved changes on this page.");
  await page.getByRole("link", { name: "Back to all plugins" }).click();
  const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(question).toBeHidden();
  await expect(description).toHaveValue("A description nobody saved");
  await expect(page).toHaveURL(new RegExp(`${editPath}\\?lang=en#plugin-pricing$`));
  await page.getByRole("link", { name: "Back to all plugins" }).click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/plugins(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Plugins" })).toBeVisible();
});
