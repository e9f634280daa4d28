import type { Locator, Page } from "@playwright/test";

/**
 * The checkout's consent to delivery before the withdrawal period ends, found by its label as a
 * buyer reads it (German or English), so a purchase in any spec ticks the same box.
 */
export function earlyDeliveryConsent(page: Page): Locator {
  return page.getByRole("checkbox", { name: /dadurch mein Rücktrittsrecht verliere|thereby lose my right of withdrawal/ });
}

/** Ticks the consent; the checkout places no order without it. */
export async function acceptEarlyDelivery(page: Page): Promise<void> {
  await earlyDeliveryConsent(page).check();
}
