import { describe, expect, it } from "vitest";
import { checkoutHandOverKey, checkoutHandOverOf } from "./checkout-hand-over.ts";
import type { BannerPlugin } from "./plugin.ts";

const plugin: BannerPlugin = {
  id: 12,
  name: "Forms Pro",
  slug: "forms-pro",
  description: "Forms that convert.",
  image: "https://example.at/images/plugins/forms-pro.webp",
  date: "2026-03-14",
  downloads: 1200,
  rating: 4.8,
  isFreePlugin: false,
  freeDownloadLink: null,
  price: 49,
  pricing_options: [
    { name: "1 site", amount: 49 },
    { name: "5 sites", amount: 129.9 },
  ],
  isWordPressOrg: false,
};

describe("checkoutHandOverOf", () => {
  it("keeps exactly the hand-over record's fields with the chosen option and its amount", () => {
    const record = checkoutHandOverOf(plugin, plugin.pricing_options[1]);
    expect(record).toEqual({
      id: 12,
      name: "Forms Pro",
      description: "Forms that convert.",
      image: "https://example.at/images/plugins/forms-pro.webp",
      selectedPricing: { name: "5 sites", amount: 129.9 },
      price: 129.9,
    });
    expect(Object.keys(record).sort()).toEqual(["description", "id", "image", "name", "price", "selectedPricing"]);
  });

  it("has price 0 and no selection when nothing was chosen", () => {
    const record = checkoutHandOverOf({ ...plugin, image: null }, undefined);
    expect(record.selectedPricing).toBeNull();
    expect(record.price).toBe(0);
    expect(record.image).toBeNull();
  });

  it("survives a round trip through storage as JSON", () => {
    const record = checkoutHandOverOf(plugin, plugin.pricing_options[0]);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(checkoutHandOverKey).toBe("checkout_plugin");
  });
});
