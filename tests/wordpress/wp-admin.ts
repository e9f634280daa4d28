import type { Page } from "@playwright/test";
import type { WordPressSite } from "./wordpress-site.ts";

/**
 * Signs in on wp-login.php (the site's admin unless other credentials are given) and waits for
 * the dashboard. Fields are found by id, which stays the same in every locale.
 */
export async function loginToWordPress(
  page: Page,
  site: Pick<WordPressSite, "siteUrl" | "admin">,
  credentials: { user: string; password: string } = site.admin,
): Promise<void> {
  await page.goto(`${site.siteUrl}/wp-login.php`);
  await page.locator("#user_login").fill(credentials.user);
  await page.locator("#user_pass").fill(credentials.password);
  await page.locator("#wp-submit").click();
  const dashboard = page.locator("#dashboard-widgets");
  const loginError = page.locator("#login_error");
  await dashboard.or(loginError).first().waitFor();
  if (await loginError.isVisible()) {
    throw new Error(`WordPress login as ${credentials.user} failed: ${(await loginError.innerText()).trim()}`);
  }
}
