import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { austrianConsumer, insertCustomer, insertPlugin, issueLicense, shopTiers, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { Selection } from "../catalog/checkout-selection.ts";
import { createOrder, resolveSelection, SelectionUnavailableError } from "./place-order.server.ts";
import { withdrawalWaiverIn, withdrawalWaiverVersion } from "./withdrawal-waiver.ts";

const now = new Date("2026-03-15T10:00:00.000Z");

describe.each(testEngines)("placing orders on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let buyer: CurrentUser;
  let stranger: CurrentUser;
  let plugin: TestPlugin<keyof typeof shopTiers>;
  let otherPlugin: TestPlugin<keyof typeof shopTiers>;
  let draftPlugin: TestPlugin<keyof typeof shopTiers>;
  const licenses: Record<"five" | "unlimited" | "expired" | "revoked" | "disabled" | "strangers", number> = {
    five: 0,
    unlimited: 0,
    expired: 0,
    revoked: 0,
    disabled: 0,
    strangers: 0,
  };
  let fiveKey = "";

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    buyer = await insertCustomer(db, "buyer@example.com");
    stranger = await insertCustomer(db, "stranger@example.com");
    plugin = await insertPlugin(db, "booking-desk", { tiers: shopTiers });
    otherPlugin = await insertPlugin(db, "form-relay", { tiers: shopTiers });
    draftPlugin = await insertPlugin(db, "not-yet", { tiers: shopTiers, status: "draft" });
    const license = async (fields: { userId?: number; optionId: number; expiresAt?: string; status?: "active" | "disabled" | "revoked" }) =>
      (await issueLicense(db, { userId: buyer.id, expiresAt: "2026-09-30T08:00:00.000Z", ...fields })).id;
    const five = await issueLicense(db, { userId: buyer.id, optionId: plugin.options.five, expiresAt: "2026-09-30T08:00:00.000Z" });
    licenses.five = five.id;
    fiveKey = five.key;
    licenses.unlimited = await license({ optionId: plugin.options.unlimited });
    licenses.expired = await license({ optionId: plugin.options.single, expiresAt: "2025-12-01T00:00:00.000Z" });
    licenses.revoked = await license({ optionId: plugin.options.single, status: "revoked" });
    licenses.disabled = await license({ optionId: plugin.options.single, status: "disabled" });
    licenses.strangers = await license({ userId: stranger.id, optionId: plugin.options.single });
  });

  afterAll(() => drop());

  const resolve = (selection: Selection, language: "de" | "en" = "en") => resolveSelection(db, selection, { userId: buyer.id, language, now });

  describe("resolveSelection", () => {
    it("prices a purchase from the database and names it in the buyer's language", async () => {
      const english = await resolve({ kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.five });
      expect(english).toEqual({
        ok: true,
        offer: {
          kind: "purchase",
          plugin: { id: plugin.id, slug: "booking-desk", name: "Test plugin booking-desk" },
          option: { id: plugin.options.five, name: "5 sites", siteLimit: 5, updateMonths: 12, amountCents: 9900 },
          license: null,
          listPriceCents: 9900,
        },
      });
      const german = await resolve({ kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.unlimited }, "de");
      expect(german.ok && [german.offer.plugin.name, german.offer.option.name, german.offer.option.siteLimit]).toEqual([
        "Testplugin booking-desk",
        "Unbegrenzte Websites",
        null,
      ]);
    });

    it("refuses an option of another plugin, a retired option, a draft plugin and an unknown slug", async () => {
      for (const selection of [
        { kind: "purchase", pluginSlug: "booking-desk", optionId: otherPlugin.options.single },
        { kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.retired },
        { kind: "purchase", pluginSlug: "not-yet", optionId: draftPlugin.options.single },
        { kind: "purchase", pluginSlug: "no-such-plugin", optionId: plugin.options.single },
      ] as const) {
        expect(await resolve(selection)).toEqual({ ok: false, problem: "notFound" });
      }
    });

    it("renews the buyer's own licence at its option's current price, from its expiry", async () => {
      const renewal = await resolve({ kind: "renewal", licenseId: licenses.five });
      expect(renewal.ok).toBe(true);
      if (!renewal.ok) return;
      expect(renewal.offer.kind).toBe("renewal");
      expect(renewal.offer.listPriceCents).toBe(9900);
      expect(renewal.offer.option.id).toBe(plugin.options.five);
      expect(renewal.offer.license).toMatchObject({ id: licenses.five, expiresAt: "2026-09-30T08:00:00.000Z", renewedUntil: "2027-09-30T08:00:00.000Z" });
      const maskedKey = renewal.offer.license?.maskedKey ?? "";
      expect(maskedKey).not.toBe(fiveKey);
      expect(maskedKey.slice(-5)).toBe(fiveKey.slice(-5));
    });

    it("renews an expired licence from now, so no time already past is paid for", async () => {
      const renewal = await resolve({ kind: "renewal", licenseId: licenses.expired });
      expect(renewal.ok && renewal.offer.license?.renewedUntil).toBe("2027-03-15T10:00:00.000Z");
      expect(renewal.ok && renewal.offer.listPriceCents).toBe(4900);
    });

    it("refuses someone else's licence, and revoked or disabled ones", async () => {
      expect(await resolve({ kind: "renewal", licenseId: licenses.strangers })).toEqual({ ok: false, problem: "licenseNotFound" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.strangers, optionId: plugin.options.five })).toEqual({
        ok: false,
        problem: "licenseNotFound",
      });
      expect(await resolve({ kind: "renewal", licenseId: 999_999 })).toEqual({ ok: false, problem: "licenseNotFound" });
      expect(await resolve({ kind: "renewal", licenseId: licenses.revoked })).toEqual({ ok: false, problem: "licenseInactive" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.disabled, optionId: plugin.options.five })).toEqual({
        ok: false,
        problem: "licenseInactive",
      });
    });

    it("upgrades to a larger tier for the difference", async () => {
      const upgrade = await resolve({ kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.unlimited });
      expect(upgrade.ok).toBe(true);
      if (!upgrade.ok) return;
      expect(upgrade.offer.listPriceCents).toBe(19900 - 9900);
      expect(upgrade.offer.option).toMatchObject({ id: plugin.options.unlimited });
      expect(upgrade.offer.license?.currentOption).toMatchObject({ id: plugin.options.five, name: "5 sites", amountCents: 9900 });
      const fromExpired = await resolve({ kind: "upgrade", licenseId: licenses.expired, optionId: plugin.options.five });
      expect(fromExpired.ok && fromExpired.offer.listPriceCents).toBe(5000);
    });

    it("refuses an upgrade to a smaller or equal tier, from unlimited, to a retired tier or another plugin's", async () => {
      expect(await resolve({ kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.single })).toEqual({ ok: false, problem: "notAnUpgrade" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.five })).toEqual({ ok: false, problem: "notAnUpgrade" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.unlimited, optionId: plugin.options.five })).toEqual({ ok: false, problem: "notAnUpgrade" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.retired })).toEqual({ ok: false, problem: "notFound" });
      expect(await resolve({ kind: "upgrade", licenseId: licenses.five, optionId: otherPlugin.options.unlimited })).toEqual({ ok: false, problem: "notFound" });
    });
  });

  describe("createOrder", () => {
    const orderCount = async () =>
      Number(
        (
          await db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );

    it("writes a pending order with one item, priced from the database for a German consumer", async () => {
      const orderId = await createOrder(
        db,
        {
          userId: buyer.id,
          language: "de",
          selection: { kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.single },
          billing: { ...austrianConsumer, country: "DE", postalCode: "10115", city: "Berlin" },
          provider: "sandbox",
          withdrawalWaiver: withdrawalWaiverIn("de"),
        },
        now,
      );
      const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        user_id: buyer.id,
        kind: "purchase",
        license_id: null,
        status: "pending",
        language: "de",
        currency: "EUR",
        billing_first_name: "Anna",
        billing_country: "DE",
        billing_postal_code: "10115",
        billing_vat_id: null,
        vat_treatment: "eu_consumer",
        vat_country: "DE",
        vat_rate_basis_points: 1900,
        net_cents: 4083,
        vat_cents: 776,
        gross_cents: 4859,
        provider: "sandbox",
        provider_reference: null,
        created_at: now.toISOString(),
        paid_at: null,
        withdrawal_waiver_at: now.toISOString(),
        withdrawal_waiver_version: withdrawalWaiverVersion,
        withdrawal_waiver_text:
          "Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist mit der Vertragserfüllung (Bereitstellung des Lizenzschlüssels und der Downloads) begonnen wird. Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere.",
      });
      const items = await db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).execute();
      expect(items).toEqual([
        {
          id: expect.any(Number),
          order_id: orderId,
          plugin_id: plugin.id,
          pricing_option_id: plugin.options.single,
          description: "Testplugin booking-desk – 1 Website",
          site_limit: 1,
          update_months: 12,
          list_price_cents: 4900,
          net_cents: 4083,
          vat_cents: 776,
          gross_cents: 4859,
        },
      ]);
    });

    it("charges a business with another member state's VAT ID the net price (reverse charge)", async () => {
      const orderId = await createOrder(
        db,
        {
          userId: buyer.id,
          language: "en",
          selection: { kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.unlimited },
          billing: { ...austrianConsumer, company: "Muster GmbH", country: "DE", postalCode: "10115", vatId: "DE123456789" },
          provider: "stripe",
          withdrawalWaiver: withdrawalWaiverIn("en"),
        },
        now,
      );
      const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        kind: "upgrade",
        license_id: licenses.five,
        billing_vat_id: "DE123456789",
        vat_treatment: "reverse_charge",
        vat_rate_basis_points: 0,
        provider: "stripe",
      });
      // 10000 / 1.2 = 8333.33
      expect([order.net_cents, order.vat_cents, order.gross_cents]).toEqual([8333, 0, 8333]);
      const item = await db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
      expect(item).toMatchObject({
        pricing_option_id: plugin.options.unlimited,
        site_limit: null,
        list_price_cents: 10000,
        description: "Test plugin booking-desk: upgrade from 5 sites to Unlimited sites",
      });
    });

    it("writes a renewal against its licence", async () => {
      const orderId = await createOrder(
        db,
        {
          userId: buyer.id,
          language: "en",
          selection: { kind: "renewal", licenseId: licenses.five },
          billing: austrianConsumer,
          provider: "sandbox",
          withdrawalWaiver: withdrawalWaiverIn("en"),
        },
        now,
      );
      const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        kind: "renewal",
        license_id: licenses.five,
        vat_treatment: "domestic",
        gross_cents: 9900,
        vat_cents: 1650,
        net_cents: 8250,
      });
      const item = await db.selectFrom("order_items").select(["description", "update_months"]).where("order_id", "=", orderId).executeTakeFirstOrThrow();
      expect(item).toEqual({ description: "Test plugin booking-desk – 5 sites: renewal, 12 months of updates and support", update_months: 12 });
    });

    it("takes the price the database has when the order is placed", async () => {
      await db.updateTable("pricing_options").set({ amount_cents: 5900 }).where("id", "=", otherPlugin.options.single).execute();
      const orderId = await createOrder(
        db,
        {
          userId: buyer.id,
          language: "en",
          selection: { kind: "purchase", pluginSlug: "form-relay", optionId: otherPlugin.options.single },
          billing: austrianConsumer,
          provider: "sandbox",
          withdrawalWaiver: withdrawalWaiverIn("en"),
        },
        now,
      );
      const order = await db.selectFrom("orders").select("gross_cents").where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.gross_cents).toBe(5900);
    });

    it("writes nothing for a tampered option id, a retired option, a smaller tier or someone else's licence", async () => {
      const before = await orderCount();
      for (const [selection, problem] of [
        [{ kind: "purchase", pluginSlug: "booking-desk", optionId: otherPlugin.options.unlimited }, "notFound"],
        [{ kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.retired }, "notFound"],
        [{ kind: "upgrade", licenseId: licenses.five, optionId: plugin.options.single }, "notAnUpgrade"],
        [{ kind: "renewal", licenseId: licenses.strangers }, "licenseNotFound"],
      ] as const) {
        const placing = createOrder(
          db,
          { userId: buyer.id, language: "en", selection, billing: austrianConsumer, provider: "sandbox", withdrawalWaiver: withdrawalWaiverIn("en") },
          now,
        );
        await expect(placing).rejects.toBeInstanceOf(SelectionUnavailableError);
        await expect(placing).rejects.toMatchObject({ problem });
      }
      expect(await orderCount()).toBe(before);
    });

    it("refuses billing details whose VAT ID was never validated", async () => {
      const placing = createOrder(
        db,
        {
          userId: buyer.id,
          language: "en",
          selection: { kind: "purchase", pluginSlug: "booking-desk", optionId: plugin.options.single },
          billing: { ...austrianConsumer, vatId: "DE1" },
          provider: "sandbox",
          withdrawalWaiver: withdrawalWaiverIn("en"),
        },
        now,
      );
      await expect(placing).rejects.toThrow(/not validated/);
    });
  });
});
