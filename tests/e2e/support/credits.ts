import { expect, type Page } from "@playwright/test";

/**
 * Tops the signed-in client's credits up on the credits page through the sandbox payment and
 * answers the top-up's order id once the page is back on the credits page.
 */
export async function topUp(client: Page, amount: string): Promise<number> {
  await client.goto("/guthaben");
  await client.getByLabel("Betrag in Credits").fill(amount);
  await client.getByRole("button", { name: "Aufladen" }).click();
  await expect(client).toHaveURL(/\/payment\/sandbox\/\d+/);
  const orderId = Number(/\/payment\/sandbox\/(\d+)/.exec(client.url())?.[1]);
  await client.getByRole("button", { name: / bezahlen$/ }).click();
  await expect(client).toHaveURL(new RegExp(`/guthaben\\?topUp=${orderId}$`));
  return orderId;
}
