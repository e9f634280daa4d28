import { describe, expect, it } from "vitest";
import { layoutMessages, type MessageKey, pageMessages, type Translate } from "../../../i18n/catalogues.ts";
import type { Language } from "../../../i18n/paths.ts";
import { type OrderItemNames, orderItemName } from "./order-item-name.ts";

/** A translator with only the texts an admin page has (layout and admin area): any other key fails. */
function adminPageTranslator(language: Language): Translate {
  const texts = { ...layoutMessages[language], ...pageMessages("admin", language) };
  return (key: MessageKey, values = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`not among an admin page's texts: ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

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
    expect(orderItemName(bought, "de", adminPageTranslator("de"))).toBe("SEO Booster – Business (3 Websites)");
    expect(orderItemName(bought, "en", adminPageTranslator("en"))).toBe("SEO Booster – Business (3 sites)");
  });

  it("names renewals with their months and upgrades with the option they reached", () => {
    expect(orderItemName({ ...bought, kind: "renewal" }, "en", adminPageTranslator("en"))).toBe(
      "SEO Booster – Business (3 sites): renewal, 12 months of updates and support",
    );
    const upgrade = {
      ...bought,
      kind: "upgrade" as const,
      invoiceLanguage: "en" as const,
      invoiceText: "SEO Booster: upgrade from Starter (1 site) to Business (3 sites)",
    };
    expect(orderItemName(upgrade, "de", adminPageTranslator("de"))).toBe("SEO Booster: Upgrade auf Business (3 Websites)");
    expect(orderItemName(upgrade, "en", adminPageTranslator("en"))).toBe(upgrade.invoiceText);
  });
});
