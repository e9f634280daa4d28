import { createHash } from "node:crypto";
import { type Zippable, zipSync, strToU8 } from "fflate";
import { clientFolderName, licenseClientFiles } from "../wordpress-client/client-files.server.ts";
import { clientRegistration, phpString, updateUriOf } from "../wordpress-client/client-kit.server.ts";

export interface PluginPackage {
  slug: string;
  name: string;
  description: string;
  version: string;
  requiresWordPress: string;
  testedUpTo: string;
  requiresPhp: string;
  /** Newest first: version and its changes. */
  changelog: { version: string; changes: string[] }[];
  author: string;
  authorUrl: string;
  /** The shop's origin (PUBLIC_URL): the licence and update server the plugin's client calls. */
  licenseServer: string;
  /** Free of charge: updates without a licence key. */
  free?: boolean;
}

/** Header comments must stay on one line each, or WordPress reads the wrong values. */
function headerValue(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\*\//g, "");
}

function mainFile(plugin: PluginPackage): string {
  const prefix = plugin.slug.replace(/[^a-z0-9]/g, "_");
  return `<?php
/**
 * Plugin Name:       ${headerValue(plugin.name)}
 * Plugin URI:        ${plugin.authorUrl}/plugin/${plugin.slug}
 * Description:       ${headerValue(plugin.description)}
 * Version:           ${plugin.version}
 * Requires at least: ${plugin.requiresWordPress}
 * Requires PHP:      ${plugin.requiresPhp}
 * Author:            ${headerValue(plugin.author)}
 * Author URI:        ${plugin.authorUrl}
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       ${plugin.slug}
 * Update URI:        ${updateUriOf(plugin.licenseServer, plugin.slug)}
 */

defined( 'ABSPATH' ) || exit;

define( '${prefix.toUpperCase()}_VERSION', ${phpString(plugin.version)} );

${clientRegistration(plugin.licenseServer, plugin.slug, `${prefix.toUpperCase()}_VERSION`, { free: plugin.free })}
/** Links the documentation from the plugin's row on the Plugins screen. */
function ${prefix}_row_meta( array $links, string $file ): array {
\tif ( plugin_basename( __FILE__ ) === $file ) {
\t\t$links[] = sprintf(
\t\t\t'<a href="%s">%s</a>',
\t\t\tesc_url( ${phpString(`${plugin.authorUrl}/docs`)} ),
\t\t\tesc_html__( 'Documentation', '${plugin.slug}' )
\t\t);
\t}
\treturn $links;
}
add_filter( 'plugin_row_meta', '${prefix}_row_meta', 10, 2 );
`;
}

function readme(plugin: PluginPackage): string {
  const changelog = plugin.changelog.map((release) => `= ${release.version} =\n${release.changes.map((change) => `* ${change}`).join("\n")}`).join("\n\n");
  return `=== ${plugin.name} ===
Contributors: ${plugin.author.toLowerCase().replace(/[^a-z0-9]/g, "")}
Requires at least: ${plugin.requiresWordPress}
Tested up to: ${plugin.testedUpTo}
Requires PHP: ${plugin.requiresPhp}
Stable tag: ${plugin.version}
License: GPLv2 or later
License URI: https://www.gnu.org/licenses/gpl-2.0.html

${plugin.description}

== Changelog ==

${changelog}
`;
}

/**
 * An installable WordPress plugin zip: one folder named after the slug with the main file, a
 * readme and our licence client, as "Upload Plugin" and the updater expect. Fixed timestamps keep
 * the bytes and the checksum stable for the same release.
 */
export function buildPluginZip(plugin: PluginPackage): { bytes: Uint8Array; sha256: string } {
  const mtime = new Date("2020-01-01T00:00:00Z");
  const entries: Zippable = {
    [`${plugin.slug}/${plugin.slug}.php`]: [strToU8(mainFile(plugin)), { mtime }],
    [`${plugin.slug}/readme.txt`]: [strToU8(readme(plugin)), { mtime }],
  };
  for (const [file, content] of licenseClientFiles()) entries[`${plugin.slug}/${clientFolderName}/${file}`] = [content, { mtime }];
  const bytes = zipSync(entries, { level: 9 });
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}
