import { strToU8, type Zippable, zipSync } from "fflate";
import { clientFolderName, licenseClientKit } from "./client-files.server.ts";

/** A PHP single-quoted string literal. */
export function phpString(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** The plugin header WordPress (5.8+) routes update checks by: our shop's host, never wordpress.org. */
export function updateUriOf(licenseServer: string, slug: string): string {
  return `${licenseServer.replace(/\/+$/, "")}/plugin/${slug}`;
}

/**
 * The lines of a plugin's main file that load and register the client. `versionExpression` is PHP:
 * a quoted version or the plugin's own version constant. A free plugin gets updates without a
 * licence, so its client shows no licence screen.
 */
export function clientRegistration(licenseServer: string, slug: string, versionExpression: string, { free = false } = {}): string {
  return `require_once __DIR__ . '/${clientFolderName}/load.php';
\\WPStudio\\LicenceClient\\V1\\Client::register(
\tarray(
\t\t'api_url' => ${phpString(licenseServer.replace(/\/+$/, ""))},
\t\t'slug'    => ${phpString(slug)},
\t\t'file'    => __FILE__,
\t\t'version' => ${versionExpression},${free ? "\n\t\t'licence' => false," : ""}
\t)
);
`;
}

/** A minimal main file for a plugin that uses the client, pointing at this shop. */
export function examplePluginFile(licenseServer: string, slug = "my-plugin", version = "1.0.0"): string {
  return `<?php
/**
 * Plugin Name: My Plugin
 * Version:     ${version}
 * Update URI:  ${updateUriOf(licenseServer, slug)}
 */

defined( 'ABSPATH' ) || exit;

${clientRegistration(licenseServer, slug, phpString(version))}`;
}

/**
 * The download for plugin developers: `wordpress-client/` with the runtime folder, its README and
 * licence, plus the example main file.
 */
export function licenseClientZip(licenseServer: string): Uint8Array {
  const mtime = new Date("2020-01-01T00:00:00Z");
  const entries: Zippable = {};
  for (const [file, bytes] of licenseClientKit()) entries[`wordpress-client/${file}`] = [bytes, { mtime }];
  entries["wordpress-client/example-plugin.php"] = [strToU8(examplePluginFile(licenseServer)), { mtime }];
  return zipSync(entries, { level: 9 });
}
