import type { Db } from "../../../../db/client.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";
import type { Language } from "../../../i18n/paths.ts";
import { maskLicenseKey } from "../../licenses/license-key.ts";
import { expiringSoonDays } from "../../licenses/admin/license-list-query.ts";
/** Rows the dashboard shows; the link to the filtered list shows the rest. */
const shownCount = 8;

export interface ExpiringLicense {
  id: number;
  maskedKey: string;
  pluginName: string;
  ownerId: number;
  ownerEmail: string;
  expiresAt: string;
}

export interface ExpiringLicenses {
  /** Soonest first. */
  items: ExpiringLicense[];
  total: number;
}

/** Active licences whose updates and support end within `expiringSoonDays` of `now`: the renewals to expect. */
export async function expiringLicenses(db: Db, now: Date, language: Language): Promise<ExpiringLicenses> {
  const expiring = db
    .selectFrom("licenses")
    .where("licenses.status", "=", "active")
    .where("licenses.expires_at", ">", now.toISOString())
    .where("licenses.expires_at", "<=", new Date(now.getTime() + expiringSoonDays * 24 * 60 * 60_000).toISOString());
  const [rows, count] = await Promise.all([
    expiring
      .innerJoin("users", "users.id", "licenses.user_id")
      .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
      .select(["licenses.id", "licenses.license_key", "licenses.expires_at", "users.id as owner_id", "users.email", "plugins.name_de", "plugins.name_en"])
      .orderBy("licenses.expires_at")
      .orderBy("licenses.id")
      .limit(shownCount)
      .execute(),
    expiring.select((eb) => eb.fn.countAll<number | string | bigint>().as("count")).executeTakeFirst(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      maskedKey: maskLicenseKey(row.license_key),
      pluginName: inLanguage(row, "name", language),
      ownerId: row.owner_id,
      ownerEmail: row.email,
      expiresAt: row.expires_at,
    })),
    total: Number(count?.count ?? 0),
  };
}
