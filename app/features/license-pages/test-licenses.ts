import type { RouterContextProvider } from "react-router";
import type { Db } from "../../../db/client.ts";
import type { SiteEnvironment, StoredLicenseStatus } from "../../../db/schema.ts";
import { generateLicenseKey } from "../licenses/license-key.ts";

/** Rows the tests of the licence pages build on, written directly as fulfilment would leave them. */

export async function insertTestLicense(
  db: Db,
  fields: { userId: number; orderId: number; pluginId: number; optionId: number; siteLimit: number | null; expiresAt: Date; status?: StoredLicenseStatus; createdAt?: Date },
): Promise<{ id: number; key: string }> {
  const key = generateLicenseKey();
  const createdAt = (fields.createdAt ?? new Date()).toISOString();
  const { id } = await db
    .insertInto("licenses")
    .values({
      license_key: key,
      user_id: fields.userId,
      order_id: fields.orderId,
      plugin_id: fields.pluginId,
      pricing_option_id: fields.optionId,
      site_limit: fields.siteLimit,
      status: fields.status ?? "active",
      expires_at: fields.expiresAt.toISOString(),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, key };
}

export async function insertTestActivation(
  db: Db,
  fields: { licenseId: number; siteUrl: string; environment?: SiteEnvironment; activatedAt: Date; lastSeenAt?: Date; deactivatedAt?: Date },
): Promise<number> {
  const environment = fields.environment ?? "production";
  const { id } = await db
    .insertInto("license_activations")
    .values({
      license_id: fields.licenseId,
      site_url: fields.siteUrl,
      environment,
      counts_toward_limit: environment === "production" ? 1 : 0,
      activated_at: fields.activatedAt.toISOString(),
      last_seen_at: (fields.lastSeenAt ?? fields.activatedAt).toISOString(),
      deactivated_at: fields.deactivatedAt?.toISOString() ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** What React Router hands a loader or action, for calling route modules directly. */
export function routeArgs<Params extends Record<string, string>>(request: Request, context: RouterContextProvider, pattern: string, params: Params) {
  return { request, url: new URL(request.url), pattern, params, context };
}
