import type { Page } from "@playwright/test";

/**
 * Wakes the page as a visitor would and resolves once React has hydrated `selector` (its event
 * handlers are attached), so a click runs our handlers rather than the browser's default. Public
 * pages load their scripts only on a first interaction (decision 022): a Shift key press is one that
 * changes nothing on the page. The account menu is its own lazily loaded Suspense boundary, so it
 * may hydrate after the rest of the header.
 */
export async function waitForHydration(page: Page, selector = "header a"): Promise<void> {
  await page.keyboard.press("Shift");
  // React's props appear during the hydration render; the document counts as hydrated once the
  // loader has marked its commit (a click before that may take the browser's default action).
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return document.documentElement.hasAttribute("data-hydrated") && element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}
