import type { Db } from "../../../db/client.ts";
import type { LicenseStatus, SiteEnvironment } from "../../../db/schema.ts";
import { compiledOnce } from "./compiled-once.server.ts";
import { keptUntilLicensesChange } from "./kept-license-rows.server.ts";
import { licenseStatus } from "./license-status.ts";
import { classifySite } from "./site-url.ts";

/** The `license` object of every licence API answer (snake case, as it goes out). */
export interface LicenseSummary {
  status: LicenseStatus;
  /** The plugin's slug. */
  plugin: string;
  expires_at: string;
  /** Null for unlimited. */
  site_limit: number | null;
  /** Active activations that count against the limit (production sites). */
  activation_count: number;
}

/** A site a licence is active on. */
export interface SiteActivation {
  id: number;
  licenseId: number;
  /** Normalised, see normaliseSiteUrl. */
  siteUrl: string;
  environment: SiteEnvironment;
  countsTowardLimit: boolean;
  activatedAt: string;
  lastSeenAt: string;
}

export type LicenseRefusal = "license_not_found" | "license_revoked" | "license_disabled" | "site_limit_reached" | "site_not_activated";

export type LicenseOutcome =
  | { ok: true; license: LicenseSummary; instance: { id: number; site_url: string } }
  | { ok: false; code: LicenseRefusal; license: LicenseSummary | null; activeSites?: SiteActivation[] };

/** last_seen_at is written at most this often per site, so frequent checks cost a read, not a write. */
export const lastSeenResolutionMs = 60_000;

interface LicenseForApi {
  id: number;
  status: "active" | "disabled" | "revoked";
  expires_at: string;
  site_limit: number | null;
  plugin: string;
}

function findLicense(db: Db, licenseKey: string): Promise<LicenseForApi | undefined> {
  return db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select(["licenses.id", "licenses.status", "licenses.expires_at", "licenses.site_limit", "plugins.slug as plugin"])
    .where("licenses.license_key", "=", licenseKey)
    .executeTakeFirst();
}

async function countedActivations(db: Db, licenseId: number): Promise<number> {
  const { count } = await db
    .selectFrom("license_activations")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("license_id", "=", licenseId)
    .where("deactivated_at", "is", null)
    .where("counts_toward_limit", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function summarise(db: Db, license: LicenseForApi, now: Date): Promise<LicenseSummary> {
  return {
    status: licenseStatus(license, now),
    plugin: license.plugin,
    expires_at: license.expires_at,
    site_limit: license.site_limit,
    activation_count: await countedActivations(db, license.id),
  };
}

/** Disabled and revoked licences activate nowhere and validate nowhere; expired ones still do. */
function refusalOfState(license: LicenseForApi): LicenseRefusal | null {
  if (license.status === "revoked") return "license_revoked";
  if (license.status === "disabled") return "license_disabled";
  return null;
}

/**
 * Activates the licence with `licenseKey` on `siteUrl` (both already normalised).
 * Activating a site again is idempotent: same instance id, last seen and environment refreshed; a
 * deactivated site comes back under its old id with a new activation time. Only production sites
 * on production hosts count against the site limit. An expired licence still activates (the plugin
 * keeps working without updates); a disabled or revoked one does not.
 *
 * The licence row is locked first (a no-op update), so concurrent activations of one licence, in
 * any number of processes, take turns: two sites racing for the last seat cannot both get it.
 */
export function activateSite(db: Db, input: { licenseKey: string; siteUrl: string; environment: SiteEnvironment }, now: Date): Promise<LicenseOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("licenses")
      .set((eb) => ({ status: eb.ref("status") }))
      .where("license_key", "=", input.licenseKey)
      .execute();
    const license = await findLicense(trx, input.licenseKey);
    if (!license) return { ok: false, code: "license_not_found", license: null };
    const refusal = refusalOfState(license);
    if (refusal) return { ok: false, code: refusal, license: await summarise(trx, license, now) };

    const { environment, countsTowardLimit } = classifySite(input.siteUrl, input.environment);
    const existing = await trx
      .selectFrom("license_activations")
      .select(["id", "counts_toward_limit", "deactivated_at", "activated_at"])
      .where("license_id", "=", license.id)
      .where("site_url", "=", input.siteUrl)
      .executeTakeFirst();
    const holdsSeat = existing !== undefined && existing.deactivated_at === null && existing.counts_toward_limit === 1;
    if (countsTowardLimit && !holdsSeat && license.site_limit !== null) {
      const used = await countedActivations(trx, license.id);
      if (used >= license.site_limit) {
        return { ok: false, code: "site_limit_reached", license: await summarise(trx, license, now), activeSites: await listActivations(trx, [license.id]) };
      }
    }

    const timestamp = now.toISOString();
    let instanceId: number;
    if (existing) {
      await trx
        .updateTable("license_activations")
        .set({
          environment,
          counts_toward_limit: countsTowardLimit ? 1 : 0,
          activated_at: existing.deactivated_at === null ? existing.activated_at : timestamp,
          last_seen_at: timestamp,
          deactivated_at: null,
        })
        .where("id", "=", existing.id)
        .execute();
      instanceId = existing.id;
    } else {
      const inserted = await trx
        .insertInto("license_activations")
        .values({
          license_id: license.id,
          site_url: input.siteUrl,
          environment,
          counts_toward_limit: countsTowardLimit ? 1 : 0,
          activated_at: timestamp,
          last_seen_at: timestamp,
          deactivated_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      instanceId = inserted.id;
    }
    return { ok: true, license: await summarise(trx, license, now), instance: { id: instanceId, site_url: input.siteUrl } };
  });
}

/**
 * Frees the site's seat. Works in every licence state (an expired, disabled or revoked licence can
 * still be removed from a site); deactivating a site that is already deactivated succeeds again.
 */
export async function deactivateSite(db: Db, input: { licenseKey: string; siteUrl: string }, now: Date): Promise<LicenseOutcome> {
  const license = await findLicense(db, input.licenseKey);
  if (!license) return { ok: false, code: "license_not_found", license: null };
  const activation = await db
    .selectFrom("license_activations")
    .select("id")
    .where("license_id", "=", license.id)
    .where("site_url", "=", input.siteUrl)
    .executeTakeFirst();
  if (!activation) return { ok: false, code: "site_not_activated", license: await summarise(db, license, now) };
  await db
    .updateTable("license_activations")
    .set({ deactivated_at: now.toISOString() })
    .where("id", "=", activation.id)
    .where("deactivated_at", "is", null)
    .execute();
  return { ok: true, license: await summarise(db, license, now), instance: { id: activation.id, site_url: input.siteUrl } };
}

/**
 * One query for every answer of validateSite: licence, plugin, the site's activation and the seat
 * count; its rows are kept until the licence state changes.
 */
const queryLicenseForValidation = compiledOnce(["licenseKey", "siteUrl"], (db, values) =>
  db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .leftJoin("license_activations as site", (join) =>
      join.onRef("site.license_id", "=", "licenses.id").on("site.site_url", "=", values.siteUrl).on("site.deactivated_at", "is", null),
    )
    .select((eb) => [
      "licenses.id",
      "licenses.status",
      "licenses.expires_at",
      "licenses.site_limit",
      "plugins.slug as plugin",
      "site.id as activation_id",
      "site.last_seen_at",
      eb
        .selectFrom("license_activations as counted")
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .whereRef("counted.license_id", "=", "licenses.id")
        .where("counted.deactivated_at", "is", null)
        .where("counted.counts_toward_limit", "=", 1)
        .as("activation_count"),
    ])
    .where("licenses.license_key", "=", values.licenseKey),
);
const findLicenseForValidation = keptUntilLicensesChange(queryLicenseForValidation);

/**
 * Whether the licence may run on the site: the site is activated and the licence neither disabled
 * nor revoked. An expired licence is valid (status `expired`: the plugin keeps working, updates
 * stop). Records that the site was seen.
 */
export async function validateSite(db: Db, input: { licenseKey: string; siteUrl: string }, now: Date): Promise<LicenseOutcome> {
  const license = await findLicenseForValidation(db, { licenseKey: input.licenseKey, siteUrl: input.siteUrl });
  if (!license) return { ok: false, code: "license_not_found", license: null };
  const summary: LicenseSummary = {
    status: licenseStatus(license, now),
    plugin: license.plugin,
    expires_at: license.expires_at,
    site_limit: license.site_limit,
    activation_count: Number(license.activation_count),
  };
  const refusal = refusalOfState(license);
  if (refusal) return { ok: false, code: refusal, license: summary };
  if (license.activation_id === null || license.last_seen_at === null) return { ok: false, code: "site_not_activated", license: summary };
  await touchActivation(db, { id: license.activation_id, last_seen_at: license.last_seen_at }, now);
  return { ok: true, license: summary, instance: { id: license.activation_id, site_url: input.siteUrl } };
}

/** Moves last_seen_at to `now` unless it was written less than lastSeenResolutionMs ago. */
export async function touchActivation(db: Db, activation: { id: number; last_seen_at: string }, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(activation.last_seen_at) < lastSeenResolutionMs) return;
  await db.updateTable("license_activations").set({ last_seen_at: now.toISOString() }).where("id", "=", activation.id).execute();
}

/** The sites the given licences are active on, oldest activation first; for My licenses and the 409 answer. */
export async function listActivations(db: Db, licenseIds: number[]): Promise<SiteActivation[]> {
  if (licenseIds.length === 0) return [];
  const rows = await db
    .selectFrom("license_activations")
    .select(["id", "license_id", "site_url", "environment", "counts_toward_limit", "activated_at", "last_seen_at"])
    .where("license_id", "in", licenseIds)
    .where("deactivated_at", "is", null)
    .orderBy("activated_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    licenseId: row.license_id,
    siteUrl: row.site_url,
    environment: row.environment,
    countsTowardLimit: row.counts_toward_limit === 1,
    activatedAt: row.activated_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/**
 * The owner deactivates one site of their licence from My licenses. False when the activation does
 * not exist, is already deactivated, or belongs to a licence of someone else.
 */
export async function deactivateActivation(db: Db, input: { licenseId: number; activationId: number; userId: number }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("license_activations")
    .set({ deactivated_at: now.toISOString() })
    .where("id", "=", input.activationId)
    .where("license_id", "=", input.licenseId)
    .where("deactivated_at", "is", null)
    .where((eb) =>
      eb.exists(eb.selectFrom("licenses").select("licenses.id").where("licenses.id", "=", input.licenseId).where("licenses.user_id", "=", input.userId)),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
