<?php
/**
 * Loads a real WordPress for the tests, with three test plugins that each carry a copy of the
 * client (two paid, one free), and starts the fixture API server they talk to.
 *
 * Environment:
 * - WPS_WORDPRESS_DIR (required): a WordPress 6.1+ install with wp-config.php and its database.
 *   Single site or multisite; the multisite tests are skipped on a single site and vice versa.
 * - WPS_WORDPRESS_HOST (optional, default localhost): the host a multisite network is installed
 *   under, so WordPress finds the network when loaded from the command line.
 *
 * Each test runs in a database transaction that is rolled back, so the install is left as it was.
 *
 * @package WPStudio\LicenceClient\Tests
 */

// WordPress's files set globals at file scope; PHPUnit includes this file inside a function.
global $wpdb, $table_prefix, $wp_filter, $wp_version, $wp_db_version, $current_site, $current_blog, $wp_rewrite, $wp, $wp_locale, $shortcode_tags, $domain, $path, $site_id, $public;

use WPStudio\LicenceClient\Tests\Local_Server;

$wps_wordpress = getenv( 'WPS_WORDPRESS_DIR' );
if ( ! $wps_wordpress || ! is_file( $wps_wordpress . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set WPS_WORDPRESS_DIR to a WordPress install (with wp-config.php and a database).\n" );
	exit( 1 );
}

require_once __DIR__ . '/support/class-local-server.php';
require_once __DIR__ . '/support/class-fixture-api.php';
require_once __DIR__ . '/support/class-test-case.php';

/**
 * @param string $from A directory.
 * @param string $to   Where to copy it.
 */
function wps_test_copy_tree( $from, $to ) {
	mkdir( $to, 0777, true );
	foreach ( scandir( $from ) as $entry ) {
		if ( '.' === $entry || '..' === $entry ) {
			continue;
		}
		if ( is_dir( "$from/$entry" ) ) {
			wps_test_copy_tree( "$from/$entry", "$to/$entry" );
		} else {
			copy( "$from/$entry", "$to/$entry" );
		}
	}
}

/**
 * @param string $dir A directory to delete with everything in it.
 */
function wps_test_remove_tree( $dir ) {
	foreach ( array_diff( scandir( $dir ), array( '.', '..' ) ) as $entry ) {
		is_dir( "$dir/$entry" ) && ! is_link( "$dir/$entry" ) ? wps_test_remove_tree( "$dir/$entry" ) : unlink( "$dir/$entry" );
	}
	rmdir( $dir );
}

/**
 * Adds a hook before WordPress is loaded (WordPress turns $wp_filter into WP_Hook objects).
 *
 * @param string   $hook     Hook name.
 * @param callable $callback Callback.
 * @param int      $args     Accepted arguments.
 */
function wps_test_add_filter( $hook, $callback, $args = 1 ) {
	$GLOBALS['wp_filter'][ $hook ][10][] = array(
		'function'      => $callback,
		'accepted_args' => $args,
	);
}

// A plugins directory of its own: the test plugins, each with a fresh copy of the client.
$wps_temp = sys_get_temp_dir() . '/wps-licence-client-tests-' . getmypid();
foreach ( array( 'invoice-forge', 'booking-desk', 'admin-notes' ) as $wps_plugin ) {
	wps_test_copy_tree( __DIR__ . '/fixtures/plugins/' . $wps_plugin, "$wps_temp/plugins/$wps_plugin" );
	wps_test_copy_tree( dirname( __DIR__ ) . '/licence-client', "$wps_temp/plugins/$wps_plugin/licence-client" );
}
mkdir( "$wps_temp/api" );

$wps_server = Local_Server::start( __DIR__ . '/fixtures/api-router.php', array( 'WPS_FIXTURE_STATE' => "$wps_temp/api" ) );
register_shutdown_function(
	static function () use ( $wps_server, $wps_temp ) {
		$wps_server->stop();
		wps_test_remove_tree( $wps_temp );
	}
);

define( 'WPS_TEST_API_URL', $wps_server->url() );
define( 'WPS_TEST_STATE', "$wps_temp/api" );
define( 'WP_PLUGIN_DIR', "$wps_temp/plugins" );
define( 'WP_PLUGIN_URL', 'http://localhost/wps-test-plugins' );

$_SERVER['HTTP_HOST']       = getenv( 'WPS_WORDPRESS_HOST' ) ? getenv( 'WPS_WORDPRESS_HOST' ) : 'localhost';
$_SERVER['SERVER_NAME']     = $_SERVER['HTTP_HOST'];
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['PHP_SELF']        = '/index.php';

// Single site: all test plugins active. Multisite: Invoice Forge network-active (a network
// licence), Booking Desk active on the main site only (a site licence), Admin Notes (free) too.
wps_test_add_filter(
	'pre_option_active_plugins',
	static function () {
		return is_multisite() ? array( 'booking-desk/booking-desk.php', 'admin-notes/admin-notes.php' ) : array( 'booking-desk/booking-desk.php', 'invoice-forge/invoice-forge.php', 'admin-notes/admin-notes.php' );
	}
);
wps_test_add_filter(
	'pre_site_option_active_sitewide_plugins',
	static function () {
		return is_multisite() ? array( 'invoice-forge/invoice-forge.php' => 1 ) : array();
	}
);
// Only the local fixture servers are reachable. WordPress asks WordPress.org first in an update
// check and gives up on every other update source when that fails, so it gets an empty answer.
wps_test_add_filter(
	'pre_http_request',
	static function ( $preempt, $args, $url ) {
		$host = parse_url( $url, PHP_URL_HOST );
		// WP-Cron runs only when a test fires an event's hook, never by a request to wp-cron.php.
		if ( '127.0.0.1' === $host && '/wp-cron.php' !== substr( (string) parse_url( $url, PHP_URL_PATH ), -12 ) ) {
			return $preempt;
		}
		if ( 'api.wordpress.org' === $host && false !== strpos( $url, '/plugins/update-check/' ) ) {
			return array(
				'headers'  => array(),
				'body'     => '{"plugins":[],"translations":[],"no_update":[]}',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		}
		return new WP_Error( 'wps_test_offline', 'The tests reach no host but 127.0.0.1: ' . $url );
	},
	3
);

// WordPress 6.1 predates PHP 8.2 and declares classes PHP 8.2 calls deprecated; those notices
// are not ours. During the tests PHPUnit reports every deprecation.
set_error_handler(
	static function ( $level ) {
		return E_DEPRECATED === $level || E_USER_DEPRECATED === $level;
	}
);
require $wps_wordpress . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
// Load the HTTP library now, while its deprecation notices are ignored.
wp_remote_get( WPS_TEST_API_URL . '/warm-up' );
restore_error_handler();

if ( is_multisite() && count( get_sites( array( 'fields' => 'ids' ) ) ) < 2 ) {
	// A second site for the multisite tests; creating tables cannot happen inside a test's transaction.
	wp_insert_site(
		array(
			'domain' => get_network()->domain,
			'path'   => get_network()->path . 'second/',
			'title'  => 'Second site',
		)
	);
}
