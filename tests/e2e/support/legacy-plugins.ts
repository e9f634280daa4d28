import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";

// Issue #35: WordPress plugins of a vendor who sold through EDD Software Licensing or updated with
// plugin-update-checker, built around the clients' own code, vendored unchanged in
// tests/wordpress/fixtures/legacy-clients (versions, commits and licences in its README). The
// plugin's own code around them is what such vendors write: EDD's sample licence screen, PUC's
// documented setup with a licence query parameter.

const clients = path.resolve(import.meta.dirname, "../../wordpress/fixtures/legacy-clients");

export type LegacyClient = "edd-1.9.4" | "edd-1.6.19" | "puc-5.7";

export interface LegacyPlugin {
  slug: string;
  name: string;
  version: string;
  client: LegacyClient;
  /** The store (EDD) or the metadata URL's origin (PUC): the old host name, now pointing at us. */
  store: string;
  /** EDD: the download id the plugin sends as item_id. */
  itemId?: number;
}

function filesUnder(directory: string, prefix: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) Object.assign(files, filesUnder(full, `${prefix}${entry}/`));
    else files[`${prefix}${entry}`] = new Uint8Array(readFileSync(full));
  }
  return files;
}

const php = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** The licence screen under Plugins, as EDD's sample plugin has it: save the key, activate, check, deactivate. */
function eddMainFile(plugin: LegacyPlugin, prefix: string): string {
  return `<?php
/**
 * Plugin Name: ${plugin.name}
 * Description: A vendor's plugin that updates through EDD Software Licensing (test fixture, issue #35).
 * Version: ${plugin.version}
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * Author: Vendor GmbH
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( '${prefix}_STORE', ${php(plugin.store)} );
define( '${prefix}_ITEM_ID', ${plugin.itemId ?? 0} );
define( '${prefix}_VERSION', ${php(plugin.version)} );

if ( ! class_exists( 'EDD_SL_Plugin_Updater' ) ) {
	require_once __DIR__ . '/includes/EDD_SL_Plugin_Updater.php';
}

function ${prefix.toLowerCase()}_updater() {
	new EDD_SL_Plugin_Updater(
		${prefix}_STORE,
		__FILE__,
		array(
			'version' => ${prefix}_VERSION,
			'license' => trim( get_option( '${prefix.toLowerCase()}_license_key', '' ) ),
			'item_id' => ${prefix}_ITEM_ID,
			'author'  => 'Vendor GmbH',
			'beta'    => false,
		)
	);
}
add_action( 'init', '${prefix.toLowerCase()}_updater' );

function ${prefix.toLowerCase()}_call( $action, $key ) {
	$response = wp_remote_post(
		${prefix}_STORE,
		array(
			'timeout' => 15,
			'body'    => array(
				'edd_action' => $action,
				'license'    => $key,
				'item_id'    => ${prefix}_ITEM_ID,
				'item_name'  => rawurlencode( ${php(plugin.name)} ),
				'url'        => home_url(),
			),
		)
	);
	if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	return json_decode( wp_remote_retrieve_body( $response ) );
}

function ${prefix.toLowerCase()}_page() {
	$result = null;
	if ( isset( $_POST['edd_licence_action'] ) && check_admin_referer( '${prefix.toLowerCase()}_licence' ) ) {
		$key = sanitize_text_field( wp_unslash( $_POST['edd_licence_key'] ?? '' ) );
		update_option( '${prefix.toLowerCase()}_license_key', $key );
		$result = ${prefix.toLowerCase()}_call( sanitize_key( wp_unslash( $_POST['edd_licence_action'] ) ), $key );
	}
	echo '<div class="wrap"><h1>' . esc_html( ${php(plugin.name)} ) . ' licence</h1>';
	if ( $result ) {
		printf(
			'<p id="edd-answer">success: %s; license: %s; error: %s; expires: %s</p>',
			$result->success ? 'true' : 'false',
			esc_html( $result->license ?? '' ),
			esc_html( $result->error ?? '' ),
			esc_html( $result->expires ?? '' )
		);
	}
	echo '<form method="post">';
	wp_nonce_field( '${prefix.toLowerCase()}_licence' );
	echo '<label for="edd_licence_key">License key</label> <input type="text" id="edd_licence_key" name="edd_licence_key" value="' . esc_attr( get_option( '${prefix.toLowerCase()}_license_key', '' ) ) . '"> ';
	echo '<button class="button" name="edd_licence_action" value="activate_license">Activate License</button> ';
	echo '<button class="button" name="edd_licence_action" value="check_license">Check License</button>';
	echo '</form></div>';
}

add_action(
	'admin_menu',
	function () {
		add_plugins_page( ${php(plugin.name)} . ' licence', ${php(plugin.name)} . ' licence', 'manage_options', ${php(`${plugin.slug}-licence`)}, '${prefix.toLowerCase()}_page' );
	}
);
`;
}

function pucMainFile(plugin: LegacyPlugin, prefix: string): string {
  return `<?php
/**
 * Plugin Name: ${plugin.name}
 * Description: A vendor's plugin that updates with plugin-update-checker (test fixture, issue #35).
 * Version: ${plugin.version}
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * Author: Vendor GmbH
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/plugin-update-checker/plugin-update-checker.php';

$${prefix.toLowerCase()}_checker = YahnisElsts\\PluginUpdateChecker\\v5\\PucFactory::buildUpdateChecker(
	${php(`${plugin.store}/updates/${plugin.slug}.json`)},
	__FILE__,
	${php(plugin.slug)}
);
$${prefix.toLowerCase()}_checker->addQueryArgFilter(
	function ( $query ) {
		$query['license_key'] = get_option( '${prefix.toLowerCase()}_license_key', '' );
		return $query;
	}
);
`;
}

/** The plugin's zip: its main file and the client's files, unchanged. */
export function legacyPluginZip(plugin: LegacyPlugin): Uint8Array {
  const prefix = plugin.slug.replace(/[^a-z0-9]/gi, "_").toUpperCase();
  const files: Record<string, Uint8Array> = {};
  const root = `${plugin.slug}/`;
  if (plugin.client === "puc-5.7") {
    files[`${root}${plugin.slug}.php`] = new TextEncoder().encode(pucMainFile(plugin, prefix));
    Object.assign(files, filesUnder(path.join(clients, "plugin-update-checker-5.7"), `${root}plugin-update-checker/`));
  } else {
    files[`${root}${plugin.slug}.php`] = new TextEncoder().encode(eddMainFile(plugin, prefix));
    const directory = plugin.client === "edd-1.9.4" ? "edd-sl-plugin-updater-1.9.4" : "edd-sl-plugin-updater-1.6.19";
    Object.assign(files, filesUnder(path.join(clients, directory), `${root}includes/`));
  }
  return zipSync(files);
}
