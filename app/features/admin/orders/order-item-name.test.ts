import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/catalogues.ts";
import { type OrderItemNames, orderItemName } from "./order-item-name.ts";

const bought: OrderItemNames = {
  kind: "purchase",
  invoiceLanguage: "de",
  invoiceText: "SEO Booster – Business (3 Websites)",
  plugin: { de: "SEO Booster", en: "SEO Booster" },
  option: { de: "Business (3 Websites)", en: "Business (3 sites)" },
  months: 12,
};

describe("an order item in the admin's language", () => {
  it("keeps the invoice's words in the buyer's language and says the item anew in the other", () => {
    expect(orderItemName(bought, "de", translator("de"))).toBe("SEO Booster – Business (3 Websites)");
    expect(orderItemName(bought, "en", translator("en"))).toBe("SEO Booster – Business (3 sites)");
  });

  it("names renewals with their months and upgrades with the option they reached", () => {
    expect(orderItemName({ ...bought, kind: "renewal" }, "en", translator("en"))).toBe("SEO Booster – Business (3 sites): renewal, 12 months of updates and support");
    const upgrade = { ...bought, kind: "upgrade" as const, invoiceLanguage: "en" as const, invoiceText: "SEO Booster: upgrade from Starter (1 site) to Business (3 sites)" };
    expect(orderItemName(upgrade, "de", translator("de"))).toBe("SEO Booster: Upgrade auf Business (3 Websites)");
    expect(orderItemName(upgrade, "en", translator("en"))).toBe(upgrade.invoiceText);
  });
});
