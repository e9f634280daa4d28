import { expect, test } from "@playwright/test";
import { insertPlugin } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #35 part 3: the admin maps a plugin to its names under the old licence server, sees which
// protocols its installed copies may use and the last request seen; bad input is refused in the
// admin's language and changes nothing. The licence import screen passes axe as well.

test("an admin maps a plugin's old EDD and plugin-update-checker names and sees the last request per protocol", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const slug = `legacy-map-${Date.now().toString(36)}`;
  const pluginId = await withTestDatabase(
    async (db) => (await insertPlugin(db, slug, { releases: [{ version: "1.0.0", zipFile: `plugins/${slug}/1.0.0.zip` }] })).id,
  );
  await context.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
  await signInAdmin(context, baseURL, "legacy-map");
  await page.goto(`/admin/plugins/${pluginId}#plugin-legacy`);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Old licence server" });
  await expect(panel.getByTestId("legacy-protocols")).toContainText("EDD Software Licensing: not set up. No request seen yet");

  await panel.getByLabel("EDD item ids").fill("12x");
  await panel.getByRole("button", { name: "Save old names" }).click();
  await expect(panel.getByText("Enter whole numbers, one per line.")).toBeVisible();
  await expect(panel.getByLabel("EDD item ids")).toHaveAttribute("aria-invalid", "true");

  const itemId = String(70_000 + (Date.now() % 20_000));
  await panel.getByLabel("EDD item ids").fill(itemId);
  await panel.getByLabel("EDD item names").fill("Legacy Map Pro");
  await panel.getByLabel("plugin-update-checker metadata path").fill(`/updates/${slug}.json`);
  await panel.getByRole("button", { name: "Save old names" }).click();
  await expect(panel.getByRole("status")).toContainText("The old names are saved.");
  await expect(panel.getByTestId("legacy-protocols")).toContainText("EDD Software Licensing: installed copies may use it");
  await expect(panel.getByTestId("legacy-protocols")).toContainText("plugin-update-checker: installed copies may use it");
  await expectNoAxeViolations(page);

  // An installed copy asks through EDD; the page shows it.
  const answer = await fetch(`${baseURL}/`, {
    method: "POST",
    body: new URLSearchParams({ edd_action: "get_version", license: "", item_id: itemId, version: "0.9.0" }),
  });
  expect(await answer.json()).toMatchObject({ new_version: "1.0.0", package: "", msg: "No license key has been provided." });
  await page.reload();
  await expect(panel.getByTestId("legacy-protocols")).toContainText("Last request: get_version");

  await page.goto("/admin/licenses/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import licences from Easy Digital Downloads" })).toBeVisible();
  await expectNoAxeViolations(page);
});
