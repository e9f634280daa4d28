// The licence API and update server under load (issue #6): the two calls every WordPress site with
// one of our plugins makes on its own, licence validation and the update check.
import path from "node:path";
import { activateSite } from "../app/features/licenses/activations.server.ts";
import { createDatabase } from "../db/client.ts";
import { insertCustomer, issueLicense } from "../tests/support/shop-fixtures.ts";

/** A paid demo plugin whose releases the server hosts, and a version older than its newest. */
const benchPlugin = { slug: "invoice-forge", installedVersion: "3.1.0" } as const;
const benchSite = "https://www.bench-kunde.at/";

export interface BenchLicense {
  key: string;
  siteUrl: string;
  slug: string;
  installedVersion: string;
}

/**
 * Writes a customer, a paid order, its licence (five sites) and one activated site into the
 * bench server's fresh SQLite database, next to the demo catalogue the server seeded at start.
 */
export async function seedBenchLicense(dataDir: string): Promise<BenchLicense> {
  const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
  try {
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select("pricing_options.id")
      .where("plugins.slug", "=", benchPlugin.slug)
      .where("pricing_options.site_limit", "=", 5)
      .executeTakeFirstOrThrow();
    const { id: userId } = await insertCustomer(db, "bench@example.com");
    const license = await issueLicense(db, { userId, optionId: option.id });
    const activation = await activateSite(db, { licenseKey: license.key, siteUrl: "bench-kunde.at", environment: "production" }, new Date());
    if (!activation.ok) throw new Error(`bench licence could not be activated: ${activation.code}`);
    return { key: license.key, siteUrl: benchSite, ...benchPlugin };
  } finally {
    await db.destroy();
  }
}

/** What a WordPress plugin sends: a form body by wp_remote_post, a plain GET for the update check. */
export function licenseApiTargets(origin: string, license: BenchLicense) {
  const updateQuery = new URLSearchParams({ version: license.installedVersion, license_key: license.key, site_url: license.siteUrl });
  return {
    validate: {
      url: `${origin}/api/licenses/validate`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "WordPress/6.8; https://www.bench-kunde.at" },
      body: new URLSearchParams({ license_key: license.key, site_url: license.siteUrl }).toString(),
    },
    update: {
      url: `${origin}/api/plugins/${license.slug}/update?${updateQuery}`,
      method: "GET",
      headers: { "user-agent": "WordPress/6.8; https://www.bench-kunde.at", "accept-encoding": "gzip" },
      body: undefined,
    },
  };
}
