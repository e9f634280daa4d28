<?php
/**
 * The shop's licence and update API (docs/api.md, "Licences and updates").
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the requests and turns the answers into plain arrays. Anything that is not a documented
 * answer (no connection, a timeout, a 5xx, a page that is not JSON) becomes a WP_Error whose
 * message says what happened, so callers can tell "the server said no" from "no answer".
 */
final class Api {

	/** Seconds a site owner waits for a button they pressed. */
	const TIMEOUT = 10;

	/** Seconds for calls that run behind WordPress's back (cron, update checks, uninstall). */
	const BACKGROUND_TIMEOUT = 5;

	/**
	 * The flag each licence call's answer starts with.
	 */
	const FLAGS = array(
		'activate'   => 'activated',
		'deactivate' => 'deactivated',
		'validate'   => 'valid',
	);

	/**
	 * The shop's origin without a trailing slash.
	 *
	 * @var string
	 */
	private $api_url;

	/**
	 * The plugin's slug on the shop.
	 *
	 * @var string
	 */
	private $slug;

	/**
	 * @param string $api_url The shop's origin.
	 * @param string $slug    The plugin's slug.
	 */
	public function __construct( $api_url, $slug ) {
		$this->api_url = $api_url;
		$this->slug    = $slug;
	}

	/**
	 * `POST /api/licenses/{activate|deactivate|validate}`.
	 *
	 * @param string $call     activate, deactivate or validate.
	 * @param string $key      A normalised licence key.
	 * @param string $site_url The site's home URL.
	 * @param int    $timeout  Seconds.
	 * @return array|WP_Error `ok`, `code` and `message` of the error ('' when ok), `license`
	 *                        (null or status, plugin, expires_at, site_limit, activation_count)
	 *                        and `active_sites` (the site URLs holding the seats, for site_limit_reached).
	 */
	public function licence( $call, $key, $site_url, $timeout ) {
		$answer = $this->request(
			'POST',
			'/api/licenses/' . $call,
			array(
				'timeout' => $timeout,
				// Form fields, encoded here: WordPress 6.1 encodes an array body with a call that
				// PHP 8.1+ reports as deprecated. The server ignores fields it does not know; the
				// versions help us support old set-ups.
				'body'    => http_build_query(
					array(
						'license_key' => $key,
						'site_url'    => $site_url,
						'environment' => wp_get_environment_type(),
						'wp_version'  => get_bloginfo( 'version' ),
						'php_version' => PHP_VERSION,
					),
					'',
					'&'
				),
				'headers' => array( 'Content-Type' => 'application/x-www-form-urlencoded; charset=UTF-8' ),
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$body = $answer['body'];
		$flag = self::FLAGS[ $call ];
		if ( ! isset( $body[ $flag ] ) || ! is_bool( $body[ $flag ] ) ) {
			return self::unexpected( $answer['status'] );
		}
		$error   = isset( $body['error'] ) && is_array( $body['error'] ) ? $body['error'] : array();
		$license = isset( $body['license'] ) && is_array( $body['license'] ) ? $body['license'] : null;
		$sites   = isset( $error['active_sites'] ) && is_array( $error['active_sites'] ) ? $error['active_sites'] : array();
		return array(
			'ok'           => $body[ $flag ],
			'code'         => isset( $error['code'] ) ? (string) $error['code'] : '',
			'message'      => isset( $error['message'] ) ? (string) $error['message'] : '',
			'license'      => null === $license ? null : array(
				'status'           => isset( $license['status'] ) ? (string) $license['status'] : '',
				'plugin'           => isset( $license['plugin'] ) ? (string) $license['plugin'] : '',
				'expires_at'       => isset( $license['expires_at'] ) ? (string) $license['expires_at'] : '',
				'site_limit'       => isset( $license['site_limit'] ) ? (int) $license['site_limit'] : null,
				'activation_count' => isset( $license['activation_count'] ) ? (int) $license['activation_count'] : 0,
			),
			'active_sites' => array_values(
				array_filter(
					array_map(
						static function ( $site ) {
							return is_array( $site ) && isset( $site['site_url'] ) ? (string) $site['site_url'] : '';
						},
						$sites
					)
				)
			),
		);
	}

	/**
	 * `GET /api/plugins/{slug}/update`: the newest release and, when the licence allows it, its package.
	 *
	 * @param string $version  The installed version.
	 * @param string $key      The stored key ('' for none).
	 * @param string $site_url The site's home URL.
	 * @return array|WP_Error The answer as documented.
	 */
	public function update( $version, $key, $site_url ) {
		$query = array( 'version' => $version );
		if ( '' !== $key ) {
			$query['license_key'] = $key;
			$query['site_url']    = $site_url;
		}
		$answer = $this->request( 'GET', '/api/plugins/' . rawurlencode( $this->slug ) . '/update', array( 'timeout' => self::BACKGROUND_TIMEOUT ), $query );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 200 !== $answer['status'] || empty( $answer['body']['version'] ) || ! is_string( $answer['body']['version'] ) ) {
			return self::unexpected( $answer['status'] );
		}
		return $answer['body'];
	}

	/**
	 * `GET /api/plugins/{slug}/info`: what WordPress's "View details" dialog shows.
	 *
	 * @return array|WP_Error The answer as documented.
	 */
	public function info() {
		$answer = $this->request( 'GET', '/api/plugins/' . rawurlencode( $this->slug ) . '/info', array( 'timeout' => self::TIMEOUT ) );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 200 !== $answer['status'] || empty( $answer['body']['name'] ) ) {
			return self::unexpected( $answer['status'] );
		}
		return $answer['body'];
	}

	/**
	 * One request: its HTTP `status` and its `body`, a decoded JSON object.
	 *
	 * @param string $method GET or POST.
	 * @param string $path   Path below the shop's origin.
	 * @param array  $args   wp_remote_request() arguments.
	 * @param array  $query  Query parameters.
	 * @return array|WP_Error
	 */
	private function request( $method, $path, array $args, array $query = array() ) {
		// The API answers in German when asked to; codes stay the same in every language.
		if ( Texts::is_german() ) {
			$query['lang'] = 'de';
		}
		$url                = $this->api_url . $path . ( $query ? '?' . http_build_query( $query, '', '&' ) : '' );
		$args['method']     = $method;
		$args['user-agent'] = self::user_agent();
		$args['headers']    = array_merge( array( 'Accept' => 'application/json' ), isset( $args['headers'] ) ? $args['headers'] : array() );
		$response           = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'wps_licence_unreachable', $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 500 ) {
			/* translators: %d: HTTP status code, e.g. 503. */
			return new WP_Error( 'wps_licence_unreachable', sprintf( __( 'HTTP status %d', 'wps-licence-client' ), $status ) );
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) ) {
			return self::unexpected( $status );
		}
		return array(
			'status' => $status,
			'body'   => $body,
		);
	}

	/**
	 * `WPStudioLicenceClient/1.0.0; WordPress/6.1.9; PHP/8.2.1; https://example.com`: like
	 * WordPress's own User-Agent (which names the site too), plus the versions we support.
	 *
	 * @return string
	 */
	private static function user_agent() {
		return sprintf( 'WPStudioLicenceClient/%s; WordPress/%s; PHP/%s; %s', Client::VERSION, get_bloginfo( 'version' ), PHP_VERSION, home_url() );
	}

	/**
	 * An answer that is not what the API documents (say, an HTML page or a proxy's error).
	 *
	 * @param int $status HTTP status.
	 * @return WP_Error
	 */
	private static function unexpected( $status ) {
		/* translators: %d: HTTP status code, e.g. 404. */
		return new WP_Error( 'wps_licence_unreachable', sprintf( __( 'unexpected answer, HTTP status %d', 'wps-licence-client' ), $status ) );
	}
}
