import { describe, expect, it } from "vitest";
import { checkoutHref, purchaseHref, selectionFromQuery, selectionQuery } from "./checkout-selection.ts";

const query = (search: string) => selectionFromQuery(new URLSearchParams(search));

describe("selectionFromQuery", () => {
  it("reads the three checkout URLs of the contracts", () => {
    expect(query("plugin=booking-desk&option=5")).toEqual({ kind: "purchase", pluginSlug: "booking-desk", optionId: 5 });
    expect(query("renew=12")).toEqual({ kind: "renewal", licenseId: 12 });
    expect(query("upgrade=12&option=7")).toEqual({ kind: "upgrade", licenseId: 12, optionId: 7 });
    expect(query("renew=2147483647&lang=en")).toEqual({ kind: "renewal", licenseId: 2_147_483_647 });
  });

  it("names nothing without parameters", () => {
    expect(query("")).toBe("none");
    expect(query("lang=en")).toBe("none");
  });

  it("refuses parameters that cannot be a selection", () => {
    for (const search of [
      "plugin=booking-desk",
      "plugin=booking-desk&option=abc",
      "plugin=booking-desk&option=0",
      "plugin=Booking Desk&option=1",
      "renew=x",
      "renew=1&option=2",
      "upgrade=1",
      "upgrade=1&option=-2",
      "plugin=a&renew=1&option=2",
      "option=1.5&plugin=a",
      "renew=99999999999999999999",
      "renew=2147483648",
      "plugin=&option=1",
    ]) {
      expect(query(search), search).toBe("malformed");
    }
  });
});

describe("checkoutHref", () => {
  it("builds the URL of each selection in each language, and reads back what it built", () => {
    expect(checkoutHref({ kind: "purchase", pluginSlug: "booking-desk", optionId: 5 }, "de")).toBe("/kasse?plugin=booking-desk&option=5");
    expect(checkoutHref({ kind: "renewal", licenseId: 3 }, "en")).toBe("/checkout?renew=3");
    expect(checkoutHref({ kind: "upgrade", licenseId: 3, optionId: 9 }, "en")).toBe("/checkout?upgrade=3&option=9");
    for (const selection of [
      { kind: "purchase", pluginSlug: "x", optionId: 1 },
      { kind: "renewal", licenseId: 2 },
      { kind: "upgrade", licenseId: 3, optionId: 4 },
    ] as const) {
      expect(query(selectionQuery(selection))).toEqual(selection);
    }
  });
});

describe("purchaseHref", () => {
  it("is the checkout of the language with the plugin id and the option's name, as the card's form sends them", () => {
    expect(purchaseHref(3, "5 Websites", "de")).toBe("/kasse?handOverPlugin=3&handOverOption=5+Websites");
    expect(purchaseHref(3, "Unlimited sites", "en")).toBe("/checkout?handOverPlugin=3&handOverOption=Unlimited+sites");
    expect(purchaseHref(7, undefined, "en")).toBe("/checkout?handOverPlugin=7");
  });
});
