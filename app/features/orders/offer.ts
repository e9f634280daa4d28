import type { OrderKind } from "../../../db/schema.ts";

/** A pricing option as the checkout shows and sells it, named in the buyer's language. */
export interface OfferedOption {
  id: number;
  name: string;
  /** Null for unlimited. */
  siteLimit: number | null;
  updateMonths: number;
  amountCents: number;
}

/**
 * What a selection buys, priced from the database: the plugin, the pricing option the order item
 * will carry (for an upgrade the target tier) and, for renewals and upgrades, the licence it changes.
 */
export interface CheckoutOffer {
  /** What the checkout sells: a credit top-up is bought on the credits page, not here. */
  kind: Exclude<OrderKind, "credit_top_up">;
  plugin: { id: number; slug: string; name: string };
  option: OfferedOption;
  license: {
    id: number;
    maskedKey: string;
    expiresAt: string;
    /** The tier the licence has now; an upgrade pays the difference to it. */
    currentOption: OfferedOption;
    /** Where a renewal paid now moves the expiry: its months from the later of now and the expiry. */
    renewedUntil: string;
  } | null;
  /** The catalogue price (gross for an Austrian consumer); for an upgrade the difference of the two tiers. */
  listPriceCents: number;
}

/**
 * Why a selection cannot be bought: no such published plugin with that active option; the
 * licence is not the buyer's; the licence is disabled or revoked; the tier is not larger.
 */
export type SelectionProblem = "notFound" | "licenseNotFound" | "licenseInactive" | "notAnUpgrade";
