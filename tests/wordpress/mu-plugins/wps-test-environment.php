<?php
/**
 * Plugin Name: WP Studio test environment (TEST ONLY)
 * Description: Installed only by the end-to-end test harness (tests/wordpress/wordpress-site.ts) into a throwaway WordPress. Never ship it to a real site: it answers on WordPress.org's behalf and lets WordPress download from a shop on a loopback address.
 *
 * The test machine has no internet. Without this plugin every wp-admin screen that asks
 * WordPress.org something (update checks, translations, browser and PHP checks, events, news)
 * would get "User has blocked requests through HTTP" and log warnings. Requests to the shop
 * (WPS_TEST_SHOP_URL, written to wp-config.php by the harness) are never answered here: they go
 * out for real, only the loopback and port checks of wp_http_validate_url() are relaxed for it.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Host and port of the shop under test, or null when the site runs without one.
 *
 * @return array{host: string, port: int}|null
 */
function wps_test_shop() {
	if ( ! defined( 'WPS_TEST_SHOP_URL' ) || '' === WPS_TEST_SHOP_URL ) {
		return null;
	}
	$parts = wp_parse_url( WPS_TEST_SHOP_URL );
	$port  = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $parts['scheme'] ? 443 : 80 );
	return array(
		'host' => strtolower( $parts['host'] ),
		'port' => $port,
	);
}

function wps_test_is_shop_host( $host ) {
	$shop = wps_test_shop();
	return null !== $shop && strtolower( (string) $host ) === $shop['host'];
}

// download_url() (plugin uploads from a URL, the updater) only accepts ports 80, 443 and 8080 …
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, $host ) {
		if ( wps_test_is_shop_host( $host ) ) {
			$ports[] = wps_test_shop()['port'];
		}
		return $ports;
	},
	10,
	2
);

// … and refuses hosts that resolve to a loopback or private address, such as localhost.
add_filter(
	'http_request_host_is_external',
	static function ( $external, $host ) {
		return $external || wps_test_is_shop_host( $host );
	},
	10,
	2
);

/**
 * A canned WordPress.org answer for a request, or null for hosts other than WordPress.org's.
 *
 * @param string $url    Requested URL.
 * @param array  $args   Request arguments of the WordPress HTTP API.
 * @return array{0: int, 1: mixed, 2?: string}|null Status, body (JSON-encoded unless a string) and content type.
 */
function wps_test_wordpress_org_answer( $url, $args ) {
	$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	if ( 'wordpress.org' !== $host && ! str_ends_with( $host, '.wordpress.org' ) ) {
		return null;
	}
	$path = rtrim( (string) wp_parse_url( $url, PHP_URL_PATH ), '/' );
	parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
	require ABSPATH . WPINC . '/version.php'; // $wp_version, unmodified by plugins.

	if ( 'api.wordpress.org' !== $host ) {
		// Dashboard news widget (wordpress.org/news/feed, planet.wordpress.org/feed); no package downloads.
		return str_ends_with( $path, '/feed' ) ? array( 200, wps_test_feed( "https://$host/" ), 'application/rss+xml' ) : array( 404, 'Not Found', 'text/plain' );
	}

	$no_translations = array( 'translations' => array() );
	switch ( $path ) {
		case '/core/version-check/1.7':
			// The installed version is the newest: update-core.php says "You have the latest version".
			$package = "https://downloads.wordpress.org/release/wordpress-$wp_version.zip";
			$offer   = array(
				'response'        => 'latest',
				'download'        => $package,
				'locale'          => isset( $query['locale'] ) ? $query['locale'] : 'en_US',
				'packages'        => array(
					'full'        => $package,
					'no_content'  => false,
					'new_bundled' => false,
					'partial'     => false,
					'rollback'    => false,
				),
				'current'         => $wp_version,
				'version'         => $wp_version,
				'php_version'     => '5.6.20',
				'mysql_version'   => '5.0',
				'new_bundled'     => '6.1',
				'partial_version' => false,
			);
			return array( 200, array( 'offers' => array( $offer ) ) + $no_translations );
		case '/plugins/update-check/1.1':
			// Nothing from WordPress.org; updates of the shop's plugins come through their own client.
			return array( 200, array( 'plugins' => array(), 'no_update' => array() ) + $no_translations );
		case '/themes/update-check/1.1':
			return array( 200, array( 'themes' => array(), 'no_update' => array() ) + $no_translations );
		case '/translations/core/1.0':
			// Names the installed German so Settings → General lists it as "Deutsch", not "de_DE".
			$german = array(
				'language'     => 'de_DE',
				'version'      => $wp_version,
				'updated'      => '2023-01-01 00:00:00',
				'english_name' => 'German',
				'native_name'  => 'Deutsch',
				'package'      => "https://downloads.wordpress.org/translation/core/$wp_version/de_DE.zip",
				'iso'          => array( 1 => 'de' ),
				'strings'      => array( 'continue' => 'Weiter' ),
			);
			return array( 200, array( 'translations' => array( $german ) ) );
		case '/translations/plugins/1.0':
		case '/translations/themes/1.0':
			return array( 200, $no_translations );
		case '/core/browse-happy/1.1':
			return array(
				200,
				array(
					'platform'        => 'Linux',
					'name'            => 'Chrome',
					'version'         => '',
					'current_version' => '',
					'upgrade'         => false,
					'insecure'        => false,
					'update_url'      => 'https://www.google.com/chrome',
					'img_src'         => '',
					'img_src_ssl'     => '',
				),
			);
		case '/core/serve-happy/1.0':
			return array(
				200,
				array(
					'recommended_version' => '7.4',
					'minimum_version'     => '5.6.20',
					'is_supported'        => true,
					'is_secure'           => true,
					'is_acceptable'       => true,
				),
			);
		case '/events/1.0':
			return array( 200, array( 'location' => array(), 'events' => array() ) );
		case '/core/credits/1.1':
			// credits.php reads these three groups without checking that they exist.
			$groups = array( 'core-developers' => array(), 'props' => array(), 'libraries' => array() );
			return array( 200, array( 'groups' => $groups, 'data' => array( 'profiles' => 'https://profiles.wordpress.org/%s', 'version' => '6.1' ) ) );
		case '/core/importers/1.1':
			return array( 200, array( 'importers' => array(), 'translated' => true ) );
		case '/core/checksums/1.0':
			return array( 200, array( 'checksums' => false ) );
		case '/patterns/1.0':
			return array( 200, array() );
		case '/plugins/info/1.2':
		case '/themes/info/1.2':
			$kind   = '/plugins/info/1.2' === $path ? 'plugins' : 'themes';
			$action = isset( $query['action'] ) ? $query['action'] : '';
			if ( "query_$kind" === $action ) {
				return array( 200, array( 'info' => array( 'page' => 1, 'pages' => 0, 'results' => 0 ), $kind => array() ) );
			}
			if ( in_array( $action, array( 'hot_tags', 'hot_categories', 'feature_list' ), true ) ) {
				return array( 200, array() );
			}
			return array( 200, array( 'error' => 'plugins' === $kind ? 'Plugin not found.' : 'Theme not found.' ) );
		case '':
			// Site Health's "can WordPress.org be reached" check.
			return array( 200, '', 'text/html' );
	}
	// Anything new answers fast with an error, and says so in debug.log.
	error_log( "wps-test-environment: no canned answer for {$args['method']} $url" );
	return array( 404, array( 'error' => 'Not answered by the test environment.' ) );
}

/** One item, so that the dashboard widget shows it rather than "the feed is down". */
function wps_test_feed( $link ) {
	$date = gmdate( DATE_RSS, 1672531200 );
	return '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>WordPress.org</title>'
		. "<link>$link</link><description>Test environment</description>"
		. "<item><title>News from the test environment</title><link>$link</link><pubDate>$date</pubDate>"
		. '<description>WordPress.org is not reachable from the test machine.</description></item></channel></rss>';
}

add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		if ( false !== $response ) {
			return $response;
		}
		$answer = wps_test_wordpress_org_answer( $url, $args );
		if ( null === $answer ) {
			return false; // Not WordPress.org (for example the shop): a real request.
		}
		$body = is_string( $answer[1] ) ? $answer[1] : wp_json_encode( $answer[1] );
		return array(
			'headers'  => array( 'content-type' => isset( $answer[2] ) ? $answer[2] : 'application/json' ),
			'body'     => $body,
			'response' => array(
				'code'    => $answer[0],
				'message' => get_status_header_desc( $answer[0] ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);

// The harness serves the site only at siteurl; a production-looking home (the `home` option of
// startWordPressSite) does not resolve. wp-admin's REST calls (block editor, Site Health) go to
// rest_url(), which lies under home: send them to siteurl, where the same WordPress answers.
add_filter(
	'rest_url',
	static function ( $url ) {
		$home = untrailingslashit( home_url() );
		return str_starts_with( $url, $home . '/' ) ? untrailingslashit( site_url() ) . substr( $url, strlen( $home ) ) : $url;
	}
);

// There is no sendmail on the test machine: mails go to a JSON-lines file for tests to read.
add_filter(
	'pre_wp_mail',
	static function ( $sent, $atts ) {
		if ( null !== $sent || ! defined( 'WPS_TEST_MAIL_LOG' ) ) {
			return $sent;
		}
		$mail = array(
			'to'      => $atts['to'],
			'subject' => $atts['subject'],
			'message' => $atts['message'],
		);
		file_put_contents( WPS_TEST_MAIL_LOG, wp_json_encode( $mail ) . "\n", FILE_APPEND | LOCK_EX );
		return true;
	},
	10,
	2
);
