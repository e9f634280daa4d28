import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { CONSENT_REVISION } from "../../../app/features/consent/consent-state.ts";
import type { SiteEnvironment, StoredLicenseStatus } from "../../../db/schema.ts";
import { insertActivation, insertLicense, insertPaidOrder } from "../../support/shop-fixtures.ts";
import { signIn } from "./session.ts";
import { openTestDatabase } from "./test-database.ts";

const day = 24 * 60 * 60_000;

export interface SeededLicense {
  id: number;
  key: string;
  expiresAt: string;
}

export interface LicenseOwner {
  email: string;
  userId: number;
}

/** A pricing option of a seeded plugin: its id and amount in cents. */
export interface SeededOption {
  id: number;
  amountCents: number;
}

/** A decided cookie banner stays out of the way. */
export async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

/** Signs a new customer in and answers their e-mail address and id. */
export async function signInLicenseOwner(context: BrowserContext, baseURL: string): Promise<LicenseOwner> {
  const id = randomUUID().slice(0, 8);
  const email = `lizenz-${id}@example.com`;
  await signIn(context, baseURL, { firstName: "Anna", lastName: "Berger", username: `lizenz-${id}`, email });
  const db = openTestDatabase();
  try {
    const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return { email, userId: user.id };
  } finally {
    await db.destroy();
  }
}

/** The pricing options of the seeded plugin `slug` in tier order (1 site, 5 sites, unlimited). */
export async function pricingOptionsOf(slug: string): Promise<SeededOption[]> {
  const db = openTestDatabase();
  try {
    const options = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select(["pricing_options.id", "pricing_options.amount_cents"])
      .where("plugins.slug", "=", slug)
      .orderBy("pricing_options.position")
      .orderBy("pricing_options.id")
      .execute();
    return options.map((option) => ({ id: option.id, amountCents: option.amount_cents }));
  } finally {
    await db.destroy();
  }
}

/**
 * A paid order with one licence for the plugin `slug`, as fulfilment leaves it, plus the given
 * site activations; `expiresInDays` may be negative for an expired licence.
 */
export async function seedLicense(
  owner: LicenseOwner,
  fields: {
    slug: string;
    /** Index into pricingOptionsOf(slug). */
    optionIndex: number;
    expiresInDays: number;
    status?: StoredLicenseStatus;
    sites?: { siteUrl: string; environment?: SiteEnvironment; activatedDaysAgo: number }[];
  },
): Promise<SeededLicense> {
  const db = openTestDatabase();
  try {
    const now = new Date();
    const timestamp = now.toISOString();
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select("pricing_options.id")
      .where("plugins.slug", "=", fields.slug)
      .orderBy("pricing_options.position")
      .orderBy("pricing_options.id")
      .offset(fields.optionIndex)
      .limit(1)
      .executeTakeFirstOrThrow();
    const orderId = await insertPaidOrder(db, owner.userId, option.id, {
      billing_email: owner.email,
      created_at: timestamp,
      updated_at: timestamp,
      paid_at: timestamp,
    });
    const expiresAt = new Date(now.getTime() + fields.expiresInDays * day);
    const { id, key } = await insertLicense(db, { userId: owner.userId, orderId, optionId: option.id, expiresAt, status: fields.status, createdAt: now });
    for (const site of fields.sites ?? []) {
      await insertActivation(db, {
        licenseId: id,
        siteUrl: site.siteUrl,
        environment: site.environment,
        activatedAt: new Date(now.getTime() - site.activatedDaysAgo * day),
      });
    }
    return { id, key, expiresAt: expiresAt.toISOString() };
  } finally {
    await db.destroy();
  }
}
