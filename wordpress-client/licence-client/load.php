<?php
/**
 * WP Studio licence and update client: the file a plugin requires.
 *
 * Every WP Studio plugin carries its own copy of this folder. The first copy WordPress loads
 * declares the classes and the later copies reuse them, so nothing is declared twice. The
 * namespace carries the major version (V1): a future incompatible client lives in V2 beside it.
 *
 * @package WPStudio\LicenceClient
 * @license GPL-2.0-or-later
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WPStudio\LicenceClient\V1\Client', false ) ) {
	require_once __DIR__ . '/includes/class-licence-key.php';
	require_once __DIR__ . '/includes/class-texts.php';
	require_once __DIR__ . '/includes/class-api.php';
	require_once __DIR__ . '/includes/class-licence-store.php';
	require_once __DIR__ . '/includes/class-licence-screen.php';
	require_once __DIR__ . '/includes/class-updater.php';
	require_once __DIR__ . '/includes/class-client.php';
}
