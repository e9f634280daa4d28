import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

// Runs in the "mobile" project (Pixel 7): the header has no room for its call to action, so the open menu ends with it.

test("the open menu offers 'Projekt anfragen', which leads to a new task and closes the menu", async ({ page, baseURL }) => {
  await page.goto("/plugins");
  const header = page.getByRole("banner");
  const cta = header.getByRole("link", { name: "Projekt anfragen", exact: true });
  await expect(cta).toBeHidden();
  await expect(header.getByRole("link", { name: "Anmelden", exact: true })).toBeVisible();

  await waitForHydration(page);
  const menuButton = header.getByRole("button", { name: "Menü öffnen", exact: true });
  await menuButton.click();
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute("href", "/aufgaben/neu");
  await cta.click();
  await expect(page).toHaveURL(new URL("/aufgaben/neu", baseURL).href);
  await expect(cta).toBeHidden();
  await expect(header.getByRole("button", { name: "Menü öffnen", exact: true })).toHaveAttribute("aria-expanded", "false");
});
