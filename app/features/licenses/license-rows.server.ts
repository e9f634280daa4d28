import type { Db } from "../../../db/client.ts";

/**
 * Licences with what every licence page names them by: key, state, term and site limit, the
 * plugin's slug and names, the pricing option's names. The customer's licences and the admin's
 * licence page start from this one select and add their own columns and filter.
 */
export function selectNamedLicenses(db: Db) {
  return db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .innerJoin("pricing_options", "pricing_options.id", "licenses.pricing_option_id")
    .select([
      "licenses.id",
      "licenses.license_key",
      "licenses.status",
      "licenses.expires_at",
      "licenses.site_limit",
      "plugins.slug",
      "plugins.name_de as plugin_name_de",
      "plugins.name_en as plugin_name_en",
      "pricing_options.name_de as option_name_de",
      "pricing_options.name_en as option_name_en",
    ]);
}
