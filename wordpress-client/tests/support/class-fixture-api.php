<?php
/**
 * The tests' side of the fixture API server (fixtures/api-router.php).
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

/**
 * Switches the fixture server's behaviour and reads what it received.
 */
final class Fixture_Api {

	const ACTIVE    = 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA';
	const UNLIMITED = 'WPS-VN11M-1TED0-00000-00000-00001';
	const EXPIRED   = 'WPS-EXP1R-ED000-00000-00000-00001';
	const FULL      = 'WPS-F0000-00000-00000-00000-00001';
	const REVOKED   = 'WPS-REV0K-ED000-00000-00000-00001';
	const DISABLED  = 'WPS-D1SAB-1ED00-00000-00000-00001';
	const OTHER     = 'WPS-0THER-P1VG1-N0000-00000-00001';
	const UNKNOWN   = 'WPS-00000-00000-00000-00000-00000';

	/** Forgets activations and received requests; answers as documented again. */
	public static function reset() {
		foreach ( array( 'mode', 'activations.json', 'requests.jsonl' ) as $file ) {
			if ( is_file( WPS_TEST_STATE . '/' . $file ) ) {
				unlink( WPS_TEST_STATE . '/' . $file );
			}
		}
	}

	/** Forgets the requests received so far. */
	public static function forget_requests() {
		if ( is_file( WPS_TEST_STATE . '/requests.jsonl' ) ) {
			unlink( WPS_TEST_STATE . '/requests.jsonl' );
		}
	}

	/**
	 * @param string $mode api, error-500, not-json, slow or rate-limited.
	 */
	public static function mode( $mode ) {
		file_put_contents( WPS_TEST_STATE . '/mode', $mode );
	}

	/**
	 * @return array[] The requests the server received: method, path, query, fields, user_agent, accept.
	 */
	public static function requests() {
		$file = WPS_TEST_STATE . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		return array_map(
			static function ( $line ) {
				return json_decode( $line, true );
			},
			array_filter( explode( "\n", file_get_contents( $file ) ) )
		);
	}

	/**
	 * @param string $key A licence key.
	 * @return string[] The sites the key is activated on now.
	 */
	public static function activated_sites( $key ) {
		$file  = WPS_TEST_STATE . '/activations.json';
		$sites = is_file( $file ) ? json_decode( file_get_contents( $file ), true ) : array();
		return isset( $sites[ $key ] ) ? array_column( $sites[ $key ], 'site_url' ) : array();
	}

	/**
	 * @param string $url A site URL.
	 * @return string The site as the fixture server counts sites (as api-router.php's site_identity()).
	 */
	public static function site( $url ) {
		$parts = wp_parse_url( $url );
		$host  = strtolower( $parts['host'] );
		$host  = 0 === strpos( $host, 'www.' ) ? substr( $host, 4 ) : $host;
		$port  = isset( $parts['port'] ) && ! in_array( $parts['port'], array( 80, 443 ), true ) ? ':' . $parts['port'] : '';
		return $host . $port . ( isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '' );
	}

	/**
	 * Activates a key for a site directly on the server, as another site would.
	 *
	 * @param string $key      A licence key.
	 * @param string $site_url A site URL.
	 */
	public static function activate_elsewhere( $key, $site_url ) {
		$response = wp_remote_post(
			WPS_TEST_API_URL . '/api/licenses/activate',
			array(
				'body' => http_build_query(
					array(
						'license_key' => $key,
						'site_url'    => $site_url,
					)
				),
			)
		);
		if ( 200 !== wp_remote_retrieve_response_code( $response ) ) {
			throw new \RuntimeException( 'Fixture activation failed: ' . wp_remote_retrieve_body( $response ) );
		}
	}
}
