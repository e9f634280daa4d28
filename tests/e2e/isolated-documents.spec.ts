import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

// Decision 038: private pages' documents are sent with Cross-Origin-Opener-Policy and
// Origin-Agent-Cluster, public pages' without, whoever asks.

test("only private pages' documents are sent with the isolation headers", async ({ request }) => {
  for (const path of ["/", "/plugins", "/plugin/invoice-forge?lang=en", "/docs"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
    expect(headers["origin-agent-cluster"], path).toBeUndefined();
  }
  for (const path of ["/anmelden", "/register", "/kasse", "/reset-password"]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(headers["origin-agent-cluster"], path).toBe("?1");
  }
});

test("a private page reached from a public page's document opens as a document of its own, out of its opener's reach", async ({ page, baseURL }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-isolated");
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.evaluate(() => Object.assign(window, { opened: window.open("/plugins") }))]);
  await popup.waitForLoadState();
  await waitForHydration(popup);
  // A public page's opener keeps its reference, as with any page without the header.
  expect(await page.evaluate(() => (window as unknown as { opened: Window }).opened.location.pathname)).toBe("/plugins");

  const documents: string[] = [];
  popup.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  // A client-side link once hydrated; the private page's client middleware turns it into a document load.
  await popup.locator("header").getByRole("link", { name: "Anmelden" }).first().click();
  await expect(popup).toHaveURL(new URL("/anmelden", baseURL).href);
  await expect(popup.locator("html")).toHaveAttribute("data-isolated", "");
  await expect(popup.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  expect(documents).toEqual(["/anmelden"]);
  // The new browsing context group leaves the opener a closed window.
  await expect.poll(() => page.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(true);
});

test("from a private page's document, public and private pages open on the client", async ({ page, baseURL }) => {
  await page.goto("/anmelden");
  await expect(page.locator("html")).toHaveAttribute("data-isolated", "");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Plugins", exact: true }).click();
  await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
  await page.locator("header").getByRole("link", { name: "Anmelden" }).first().click();
  await expect(page).toHaveURL(new URL("/anmelden", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-isolated", "");
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
