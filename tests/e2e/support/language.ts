import type { Page } from "@playwright/test";

/** Clicks the DE or EN button of the header's language switch. */
export async function switchLanguage(page: Page, language: "de" | "en"): Promise<void> {
  await page
    .locator("header")
    .getByRole("group", { name: /^(Sprache|Language)$/ })
    .getByText(language.toUpperCase(), { exact: true })
    .click();
}
