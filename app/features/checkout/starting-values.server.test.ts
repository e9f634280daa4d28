import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { austrianConsumer, insertCustomer, insertPlugin, shopTiers, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { createOrder } from "../orders/place-order.server.ts";
import { withdrawalWaiverIn } from "../orders/withdrawal-waiver.ts";
import { billingPrefill, selectionOfHandOver } from "./starting-values.server.ts";

describe.each(testEngines)("checkout starting values on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin<keyof typeof shopTiers>;
  let draftPlugin: TestPlugin<keyof typeof shopTiers>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "booking-desk", { tiers: shopTiers });
    draftPlugin = await insertPlugin(db, "not-yet", { tiers: shopTiers, status: "draft" });
  });

  afterAll(() => drop());

  describe("billingPrefill", () => {
    it("starts from the account's names and e-mail in Austria, then from the latest order", async () => {
      const newcomer = await insertCustomer(db, "newcomer@example.com");
      expect(await billingPrefill(db, newcomer)).toEqual({
        firstName: "Anna",
        lastName: "Berger",
        email: "newcomer@example.com",
        company: "",
        address: "",
        postalCode: "",
        city: "",
        country: "AT",
        vatId: "",
      });
      const selection = { kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.single } as const;
      await createOrder(
        db,
        { userId: newcomer.id, language: "de", selection, billing: austrianConsumer, provider: "sandbox", withdrawalWaiver: withdrawalWaiverIn("de") },
        new Date("2026-03-01T00:00:00Z"),
      );
      const business = { ...austrianConsumer, company: "Muster GmbH", country: "DE", postalCode: "10115", city: "Berlin", vatId: "DE123456789" };
      await createOrder(
        db,
        { userId: newcomer.id, language: "de", selection, billing: business, provider: "sandbox", withdrawalWaiver: withdrawalWaiverIn("de") },
        new Date("2026-03-02T00:00:00Z"),
      );
      expect(await billingPrefill(db, newcomer)).toEqual({ ...business, company: "Muster GmbH", vatId: "DE123456789" });
    });
  });

  describe("selectionOfHandOver", () => {
    it("finds the option by name in either language, ignoring case, else the first active option", async () => {
      const purchase = (optionId: number) => ({ kind: "purchase", pluginSlug: "booking-desk", optionId });
      expect(await selectionOfHandOver(db, plugin.id, "5 Websites")).toEqual(purchase(plugin.options.five));
      expect(await selectionOfHandOver(db, plugin.id, "unlimited SITES")).toEqual(purchase(plugin.options.unlimited));
      expect(await selectionOfHandOver(db, plugin.id, "Gold")).toEqual(purchase(plugin.options.single));
      expect(await selectionOfHandOver(db, plugin.id, null)).toEqual(purchase(plugin.options.single));
      // A retired option's name does not bring it back.
      expect(await selectionOfHandOver(db, plugin.id, "10 sites")).toEqual(purchase(plugin.options.single));
    });

    it("knows no selection for unknown or unpublished plugins", async () => {
      expect(await selectionOfHandOver(db, 999_999, "1 site")).toBeUndefined();
      expect(await selectionOfHandOver(db, draftPlugin.id, "1 site")).toBeUndefined();
    });
  });
});
