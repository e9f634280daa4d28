import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { company } from "../../app/company.ts";
import { signIn } from "./support/session.ts";
import { waitForHydration } from "./support/hydration.ts";

// The header, footer, chat button and logout of docs/requirements.md, each in the page's language (decision 003).

const accountMenuTrigger = "header button[aria-haspopup='menu']";

async function signInAnna(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const id = randomUUID().slice(0, 8);
  await signIn(context, baseURL ?? "", {
    displayName: null,
    firstName: "Anna",
    lastName: "Berger",
    username: `anna-${id}`,
    email: `anna-${id}@example.com`,
  });
}

function header(page: Page): Locator {
  return page.getByRole("banner");
}

function accountMenuButton(page: Page): Locator {
  return header(page).getByRole("button", { name: /Anna Berger/ });
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("signed out", () => {
  test("German: the Login button leads to /anmelden and there is no My licences link", async ({ page }) => {
    await page.goto("/");
    const login = header(page).getByRole("link", { name: "Anmelden", exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", "/anmelden");
    await expect(header(page).getByRole("link", { name: "Meine Lizenzen" })).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: /Kontomenü/ })).toHaveCount(0);
  });

  test("English: the Login button leads to /login and there is no My licences link", async ({ page, baseURL }) => {
    await page.goto("/what-we-do");
    const login = header(page).getByRole("link", { name: "Login", exact: true });
    await expect(login).toHaveAttribute("href", "/login");
    await expect(header(page).getByRole("link", { name: "My licences" })).toHaveCount(0);

    await waitForHydration(page);
    await login.click();
    await expect(page).toHaveURL(new URL("/login", baseURL).href);
  });

  test("the logo links home", async ({ page, baseURL }) => {
    await page.goto("/plugins");
    const logo = header(page).getByRole("link", { name: "Startseite" });
    await expect(logo).toHaveAttribute("href", "/");
    await waitForHydration(page);
    await logo.click();
    await expect(page).toHaveURL(new URL("/", baseURL).href);

    await page.goto("/contact");
    await expect(header(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/what-we-do");
  });
});

test.describe("signed in", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAnna(context, baseURL);
  });

  test("shows the name from first and last name and the My licences link", async ({ page }) => {
    await page.goto("/what-we-do");
    await expect(accountMenuButton(page)).toHaveText("Anna Berger");
    await expect(header(page).getByRole("link", { name: "My licences", exact: true })).toHaveAttribute("href", "/my-licenses");
    await expect(header(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

    await page.goto("/was-wir-tun");
    await expect(header(page).getByRole("link", { name: "Meine Lizenzen", exact: true })).toHaveAttribute("href", "/meine-lizenzen");
  });

  test("fits one line at 1366 px in German and English: no link wraps, nothing overflows", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    for (const path of ["/was-wir-tun", "/what-we-do"]) {
      await page.goto(path);
      await expect(accountMenuButton(page)).toBeVisible();
      const links = header(page).getByRole("navigation").first().getByRole("link");
      await expect(links).toHaveCount(8);
      const lineHeights = await links.evaluateAll((elements) =>
        elements.map((element) => ({ text: element.textContent, lines: element.getClientRects().length, height: element.getBoundingClientRect().height })),
      );
      for (const link of lineHeights) expect(link, path).toMatchObject({ lines: 1 });
      expect(new Set(lineHeights.map((link) => Math.round(link.height))).size, path).toBe(1);
      // The bar's own row (logo, links, language, call to action, account) holds everything without overflowing.
      const row = await header(page).evaluate((element) => {
        const bar = element.firstElementChild as HTMLElement;
        return { height: element.getBoundingClientRect().height, scroll: bar.scrollWidth, client: bar.clientWidth };
      });
      expect(row.height, path).toBeLessThanOrEqual(65);
      expect(row.scroll, path).toBeLessThanOrEqual(row.client);
    }
  });

  test("the account menu opens with a click and offers Reset password and Logout", async ({ page }) => {
    await page.goto("/what-we-do");
    await waitForHydration(page, accountMenuTrigger);
    await accountMenuButton(page).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    // The open menu hides the rest of the page from assistive technology, so find the trigger by markup.
    await expect(page.locator(accountMenuTrigger)).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem", { name: "Reset password" })).toHaveAttribute("href", /^\/reset-password(\?|$)/);
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page)).toBeFocused();
  });

  test("the account menu opens with Enter and with ArrowDown", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, accountMenuTrigger);
    const trigger = accountMenuButton(page);
    await trigger.focus();

    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const tasks = menu.getByRole("menuitem", { name: "Aufgaben" });
    await expect(tasks).toHaveAttribute("href", "/aufgaben");
    await expect(tasks).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const credits = menu.getByRole("menuitem", { name: "Guthaben" });
    await expect(credits).toHaveAttribute("href", "/guthaben");
    await expect(credits).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const reset = menu.getByRole("menuitem", { name: "Passwort zurücksetzen" });
    await expect(reset).toHaveAttribute("href", "/reset-password");
    await expect(reset).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const account = menu.getByRole("menuitem", { name: "Konto" });
    await expect(account).toHaveAttribute("href", "/konto");
    await expect(account).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Abmelden" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Aufgaben", "Guthaben", "Passwort zurücksetzen", "Konto", "Abmelden"]);
  });

  test("Reset password in the menu leads to /reset-password", async ({ page, baseURL }) => {
    await page.goto("/");
    await waitForHydration(page, accountMenuTrigger);
    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Passwort zurücksetzen" }).click();
    await expect(page).toHaveURL(new URL("/reset-password", baseURL).href);
    await expect(page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" })).toBeVisible();
  });

  test("Logout calls POST /api/auth/logout and ends on / signed out", async ({ page, baseURL }) => {
    await page.goto("/plugins");
    await waitForHydration(page, accountMenuTrigger);
    await accountMenuButton(page).click();
    const logoutCall = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/logout");
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    const response = await (await logoutCall).response();
    expect(response?.ok()).toBe(true);

    await expect(page).toHaveURL(new URL("/", baseURL).href);
    await expect(header(page).getByRole("link", { name: "Anmelden", exact: true })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Meine Lizenzen" })).toHaveCount(0);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});

test.describe("footer", () => {
  test("shows the version, the copyright line and the legal links (German)", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Version 1.2.1");
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} ${company.legalName}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: /Impressum/ })).toHaveAttribute("href", "/impressum");
    await expect(footer.getByRole("link", { name: /Datenschutz/ })).toHaveAttribute("href", "/datenschutz");
  });

  test("links to the English imprint and privacy pages in English", async ({ page }) => {
    await page.goto("/what-we-do");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Version 1.2.1");
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${company.legalName}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: /Imprint/ })).toHaveAttribute("href", "/terms-and-agreements");
    await expect(footer.getByRole("link", { name: /Privacy/ })).toHaveAttribute("href", "/privacy");
  });
});

test.describe("WhatsApp button", () => {
  for (const [path, greeting] of [
    ["/", /^Hallo\b/],
    ["/what-we-do", /^Hello\b/],
  ] as const) {
    test(`links to wa.me with a greeting in the page language on ${path}`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("link", { name: /WhatsApp/ });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      const text = new URL(href).searchParams.get("text") ?? "";
      expect(text).toMatch(greeting);
      expect(text).toContain(company.name);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(/\S/);
    });
  }

  test("does not overlap the cookie banner's buttons", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: /cookie/i });
    await expect(banner, "the cookie banner (a region whose accessible name matches /cookie/i) should show on the first visit").toBeVisible();
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ });

    async function expectNoOverlap(): Promise<void> {
      const controls = banner.getByRole("button").or(banner.getByRole("link")).or(banner.getByRole("switch"));
      await expect(controls.first(), "the cookie banner should offer buttons").toBeVisible();
      // The button glides above the banner (CSS transition), so wait until it has settled.
      await expect(async () => {
        const chat = await whatsapp.boundingBox();
        expect(chat, "the WhatsApp link should be rendered").not.toBeNull();
        for (const control of await controls.all()) {
          const box = await control.boundingBox();
          if (!box || !chat) continue;
          expect(overlaps(chat, box), `WhatsApp link ${JSON.stringify(chat)} overlaps "${await control.textContent()}" ${JSON.stringify(box)}`).toBe(false);
        }
      }).toPass({ timeout: 15_000 });
    }

    await expectNoOverlap();
    await banner.getByRole("button", { name: "Einstellungen verwalten" }).click();
    await expect(banner.getByRole("switch").first()).toBeVisible();
    await expectNoOverlap();
  });
});
