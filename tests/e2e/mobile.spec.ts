import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/session.ts";
import { waitForHydration } from "./support/hydration.ts";

// Runs in the "mobile" project (Pixel 7): the header's menu on phones opens and closes and has the desktop entries.

const entries = {
  de: ["Was wir tun", "Plugins", "Dokumentation", "Kontakt", "Impressum", "Blog", "Über uns"],
  en: ["What we do", "Plugins", "Docs", "Contact", "Imprint", "Blog", "About us"],
};

function menuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^(Menü öffnen|Menü schließen|Open menu|Close menu)$/ });
}

function mobileNav(page: Page): Locator {
  return page.getByRole("navigation", { name: /^(Mobile Navigation|Mobile navigation)$/ });
}

function desktopNav(page: Page): Locator {
  return page.getByRole("navigation", { name: /^(Hauptnavigation|Main navigation)$/, includeHidden: true });
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openMenu(page: Page): Promise<void> {
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await menuButton(page).click();
  await expect(mobileNav(page)).toBeVisible();
}

async function expectClosed(page: Page): Promise<void> {
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
}

async function linksOf(nav: Locator): Promise<{ text: string; href: string | null }[]> {
  return nav.locator("a").evaluateAll((links) => links.map((link) => ({ text: link.textContent ?? "", href: link.getAttribute("href") })));
}

test("the desktop navigation is hidden and the menu button opens the same entries", async ({ page }) => {
  await page.goto("/");
  await expect(desktopNav(page)).toHaveCount(1);
  await expect(desktopNav(page)).toBeHidden();
  await expect(mobileNav(page)).toBeHidden();

  const button = page.getByRole("button", { name: "Menü öffnen", exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await waitForHydration(page);
  await button.click();

  await expect(mobileNav(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(menuButton(page)).toHaveAccessibleName("Menü schließen");
  await expect(mobileNav(page).getByRole("link")).toHaveText(entries.de);
  expect(await linksOf(mobileNav(page))).toEqual(await linksOf(desktopNav(page)));

  await menuButton(page).click();
  await expectClosed(page);
});

test("English: the menu button is named 'Open menu' and lists the English entries", async ({ page }) => {
  await page.goto("/what-we-do");
  const button = page.getByRole("button", { name: "Open menu", exact: true });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await waitForHydration(page);
  await button.click();
  await expect(mobileNav(page).getByRole("link")).toHaveText(entries.en);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
});

test("signed in, the menu also offers My licences", async ({ page, context, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  await signIn(context, baseURL ?? "", { displayName: null, firstName: "Anna", lastName: "Berger", username: `anna-${id}`, email: `anna-${id}@example.com` });
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await expect(mobileNav(page).getByRole("link")).toHaveText([...entries.de, "Meine Lizenzen"]);
  expect(await linksOf(mobileNav(page))).toEqual(await linksOf(desktopNav(page)));
});

test("choosing an entry navigates and closes the menu", async ({ page, baseURL }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await mobileNav(page).getByRole("link", { name: "Plugins", exact: true }).click();
  await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
  await expectClosed(page);
});

test("Escape closes the menu while focus is in it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await page.keyboard.press("Tab");
  await expect(mobileNav(page).getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expectClosed(page);
});

test("closing the menu with Escape returns focus to the menu button", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await page.keyboard.press("Tab");
  await expect(mobileNav(page).getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobileNav(page)).toBeHidden();
  // The focused link was hidden; focus must not fall back to <body>.
  await expect(menuButton(page)).toBeFocused();
});

test("Escape closes the menu right after it was opened with the button", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expectClosed(page);
});

test("the WhatsApp button does not cover the cookie banner's buttons", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: /cookie/i });
  await expect(banner, "the cookie banner (a region whose accessible name matches /cookie/i) should show on the first visit").toBeVisible();
  // Hydration publishes the banner's height, which lifts the WhatsApp button (until then the banner lies above it).
  await waitForHydration(page);
  const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
  const controls = banner.getByRole("button");
  await expect(controls.first()).toBeVisible();
  await expect(async () => {
    const chat = await whatsapp.boundingBox();
    expect(chat).not.toBeNull();
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (!box || !chat) continue;
      expect(overlaps(chat, box), `WhatsApp link ${JSON.stringify(chat)} overlaps "${await control.textContent()}" ${JSON.stringify(box)}`).toBe(false);
    }
  }).toPass({ timeout: 15_000 });
});

test("the WhatsApp button does not cover the last footer link when scrolled to the bottom", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: /cookie/i });
  await banner.getByRole("button", { name: "Akzeptieren", exact: true }).click();
  await expect(banner).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerControls = page.getByRole("contentinfo").locator("a, button");
  const last = footerControls.last();
  await expect(last).toBeInViewport();
  const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toBeInViewport();

  await expect(async () => {
    const chat = await whatsapp.boundingBox();
    expect(chat).not.toBeNull();
    for (const control of await footerControls.all()) {
      const box = await control.boundingBox();
      if (!box || !chat) continue;
      expect(overlaps(chat, box), `WhatsApp link ${JSON.stringify(chat)} covers "${await control.textContent()}" ${JSON.stringify(box)}`).toBe(false);
    }
  }).toPass({ timeout: 15_000 });
});

for (const width of [412, 360]) {
  test(`the header fits ${width} px without horizontal scrolling, signed out and signed in`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Anmelden", exact: true })).toBeInViewport({ ratio: 1 });
    await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways()).toBe(false);

    const id = randomUUID().slice(0, 8);
    await signIn(context, baseURL ?? "", { firstName: "Anna", lastName: "Berger", username: `anna-${id}`, email: `anna-${id}@example.com` });
    await page.reload();
    await expect(page.getByRole("button", { name: /Anna Berger/ })).toBeInViewport({ ratio: 1 });
    await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways()).toBe(false);
  });
}
