<?php
/**
 * Updates through WordPress's own updater.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

use WP_Error;
use WP_Upgrader;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress (5.8+) asks `update_plugins_{host}` about every plugin whose `Update URI` header
 * names that host; this class answers for its plugin from the shop's update API, fills in
 * "View details" (`plugins_api`) and explains an update that the licence does not allow.
 */
final class Updater {

	/**
	 * Seconds an update answer is kept: long enough that one update check asks once even when
	 * WordPress runs it on several page loads, short enough that WordPress's next check (twice a
	 * day) sees a release published meanwhile.
	 */
	const LIFETIME = HOUR_IN_SECONDS;

	/** Seconds a failed check is kept, so a dead server does not slow every admin page. */
	const FAILURE_LIFETIME = HOUR_IN_SECONDS;

	/** The package link's refusals (docs/api.md) that Texts::download_refused() explains. */
	const DOWNLOAD_REFUSALS = array( 'invalid_signature', 'link_expired', 'license_not_active', 'package_missing', 'rate_limited' );

	/**
	 * @var Client
	 */
	private $client;

	/**
	 * @param Client $client The plugin's client.
	 */
	public function __construct( Client $client ) {
		$this->client = $client;
	}

	public function hook() {
		add_filter( 'update_plugins_' . $this->host(), array( $this, 'filter_update' ), 10, 3 );
		add_filter( 'plugins_api', array( $this, 'filter_plugin_information' ), 10, 3 );
		add_action( 'in_plugin_update_message-' . $this->client->basename(), array( $this, 'render_update_message' ), 10, 2 );
		// Before WordPress's own update check after an upgrade (priority 10), which should ask the server.
		add_action( 'upgrader_process_complete', array( $this, 'after_upgrade' ), 9, 2 );
		// Before WordPress's own check on that screen (priority 10), so "Check again" asks the server.
		add_action( 'load-update-core.php', array( $this, 'forget_on_force_check' ), 9 );
		add_action( 'admin_init', array( $this, 'check_update_uri' ) );
		// Free plugins download from the shop's public link, which WordPress handles itself.
		if ( $this->client->is_licensed() ) {
			add_filter( 'upgrader_pre_download', array( $this, 'filter_download' ), 10, 3 );
		}
	}

	/**
	 * `update_plugins_{host}`: the update entry for our plugin, also when there is no newer
	 * version (WordPress then lists it under `no_update`, which its auto-update toggle needs).
	 *
	 * @param array|false $update      What earlier filters returned.
	 * @param array       $plugin_data The plugin's headers.
	 * @param string      $plugin_file The plugin's basename.
	 * @return array|false False when the server gave no usable answer: WordPress then shows no update.
	 */
	public function filter_update( $update, $plugin_data, $plugin_file ) {
		if ( $plugin_file !== $this->client->basename() ) {
			return $update;
		}
		$version = empty( $plugin_data['Version'] ) ? $this->client->version() : $plugin_data['Version'];
		$answer  = $this->answer( $version );
		return null === $answer ? false : $this->update_entry( $answer, $plugin_data['UpdateURI'] );
	}

	/**
	 * The update answer for the installed version, from the cache or one request.
	 *
	 * @param string $version The installed version.
	 * @return array|null Null when the server could not be asked (remembered for an hour).
	 */
	private function answer( $version ) {
		$fingerprint = $this->fingerprint( $version );
		$cached      = $this->client->store()->cached_update( $fingerprint );
		if ( null !== $cached ) {
			return $cached['answer'];
		}
		$answer = $this->client->api()->update( $version, $this->client->licence_key(), $this->client->site_url() );
		if ( is_wp_error( $answer ) ) {
			$this->client->store()->cache_update( $fingerprint, null, self::FAILURE_LIFETIME );
			return null;
		}
		$this->client->store()->cache_update( $fingerprint, $answer, self::LIFETIME );
		return $answer;
	}

	/**
	 * The entry WordPress keeps in its `update_plugins` transient, built from an update answer.
	 *
	 * @param array  $answer     The update API's answer.
	 * @param string $update_uri The plugin's Update URI header.
	 * @return array
	 */
	private function update_entry( array $answer, $update_uri ) {
		$entry = array(
			'id'          => $update_uri,
			'slug'        => $this->client->slug(),
			'plugin'      => $this->client->basename(),
			'version'     => $answer['version'],
			'new_version' => isset( $answer['new_version'] ) ? $answer['new_version'] : $answer['version'],
			'url'         => isset( $answer['url'] ) ? $answer['url'] : '',
			'icons'       => isset( $answer['icons'] ) ? (array) $answer['icons'] : array(),
			'banners'     => isset( $answer['banners'] ) ? (array) $answer['banners'] : array(),
		);
		foreach ( array( 'tested', 'requires', 'requires_php' ) as $field ) {
			if ( isset( $answer[ $field ] ) ) {
				$entry[ $field ] = $answer[ $field ];
			}
		}
		if ( ! empty( $answer['package'] ) && is_string( $answer['package'] ) ) {
			$entry['package'] = $answer['package'];
		} elseif ( ! empty( $answer['update_available'] ) && ! $this->client->is_licensed() ) {
			// A free plugin always gets a package; without one WordPress's own "unavailable" note says enough.
			$entry['disable_autoupdate'] = true;
		} elseif ( ! empty( $answer['update_available'] ) ) {
			$code       = isset( $answer['error']['code'] ) ? (string) $answer['error']['code'] : '';
			$expires_at = isset( $answer['license']['expires_at'] ) ? (string) $answer['license']['expires_at'] : '';
			// Read by render_update_message(); WordPress keeps unknown fields of an entry.
			$entry['licence_error']  = array(
				'code'       => $code,
				'expires_at' => $expires_at,
			);
			$entry['upgrade_notice'] = $this->client->texts()->update_blocked( $code, $expires_at, false );
			// Without a package an automatic update can only fail (and e-mail the admin about it).
			$entry['disable_autoupdate'] = true;
		}
		return $entry;
	}

	/**
	 * `plugins_api`: the "View details" dialog for our slug.
	 *
	 * @param false|object|array $result What earlier filters returned.
	 * @param string             $action The plugins_api action.
	 * @param object             $args   Its arguments; `slug` names the plugin.
	 * @return false|object|array|WP_Error
	 */
	public function filter_plugin_information( $result, $action, $args ) {
		if ( 'plugin_information' !== $action || ! is_object( $args ) || ! isset( $args->slug ) || $args->slug !== $this->client->slug() ) {
			return $result;
		}
		$info = $this->client->api()->info();
		if ( is_wp_error( $info ) ) {
			return new WP_Error( 'plugins_api_failed', $this->client->texts()->details_failed( $info->get_error_message() ) );
		}
		$info['slug'] = $this->client->slug();
		// The dialog's "Install Update Now" button needs the package the update check got.
		$cached = $this->client->store()->cached_update( $this->fingerprint( $this->client->version() ) );
		if ( $cached && ! empty( $cached['answer']['package'] ) ) {
			$info['download_link'] = $cached['answer']['package'];
		}
		return (object) $info;
	}

	/**
	 * `in_plugin_update_message-{basename}`: why the listed update cannot be installed.
	 *
	 * @param array  $plugin_data The plugin's headers.
	 * @param object $response    The plugin's update entry.
	 */
	public function render_update_message( $plugin_data, $response ) {
		if ( ! empty( $response->package ) || ! $this->client->is_licensed() ) {
			return;
		}
		$error = isset( $response->licence_error ) ? (array) $response->licence_error : array();
		echo '<br>' . $this->client->texts()->update_blocked( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Texts returns escaped HTML.
			isset( $error['code'] ) ? $error['code'] : '',
			isset( $error['expires_at'] ) ? $error['expires_at'] : '',
			true
		);
	}

	/**
	 * `upgrader_pre_download`: downloads our signed package link the way WordPress would
	 * (download_url()), so that a refusal can be explained; WordPress itself would only say
	 * "Download failed. Forbidden".
	 *
	 * @param false|string|WP_Error $reply    What earlier filters returned; false to let WordPress download.
	 * @param string                $package  The package URL.
	 * @param WP_Upgrader|null      $upgrader The upgrader.
	 * @return false|string|WP_Error The downloaded file, the explained refusal, or $reply for other packages.
	 */
	public function filter_download( $reply, $package, $upgrader = null ) {
		$ours = $this->client->api_url() . '/api/plugins/' . rawurlencode( $this->client->slug() ) . '/package?';
		if ( false !== $reply || ! is_string( $package ) || 0 !== strpos( $package, $ours ) ) {
			return $reply;
		}
		if ( $upgrader instanceof WP_Upgrader ) {
			// WordPress says this before its own download.
			$upgrader->skin->feedback( 'downloading_package', $package );
		}
		if ( ! function_exists( 'download_url' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		$file = download_url( $package );
		return is_wp_error( $file ) ? $this->download_refused( $file ) : $file;
	}

	/**
	 * @param WP_Error $error download_url()'s error. For an answer other than 200 its data holds
	 *                        the HTTP status (`code`) and the body's first kilobyte (`body`).
	 * @return WP_Error The reason in the owner's words; its data holds the HTTP status (0 for none).
	 */
	private function download_refused( WP_Error $error ) {
		$data    = $error->get_error_data();
		$status  = is_array( $data ) && isset( $data['code'] ) ? (int) $data['code'] : 0;
		$body    = is_array( $data ) && isset( $data['body'] ) ? json_decode( $data['body'], true ) : null;
		$refusal = is_array( $body ) && isset( $body['error'] ) && is_array( $body['error'] ) ? $body['error'] : array();
		$code    = isset( $refusal['code'] ) && in_array( $refusal['code'], self::DOWNLOAD_REFUSALS, true ) ? $refusal['code'] : '';
		if ( 0 === $status ) {
			$detail = $error->get_error_message(); // No answer: cURL's reason, an unsafe URL …
		} elseif ( isset( $refusal['message'] ) && is_string( $refusal['message'] ) ) {
			$detail = $refusal['message'];
		} else {
			/* translators: %d: HTTP status code, e.g. 503. */
			$detail = sprintf( __( 'HTTP status %d', 'wps-licence-client' ), $status );
		}
		if ( $status > 0 && 'rate_limited' !== $code ) {
			// The link was refused: the next update check must fetch a new one, not hand out this one again.
			$this->client->store()->forget_update();
		}
		if ( 'license_not_active' === $code ) {
			// So the licence screen and its notice tell what happened to the licence.
			$this->client->validate();
		}
		return new WP_Error(
			'' === $code ? 'wps_licence_download_failed' : 'wps_licence_' . $code,
			$this->client->texts()->download_refused( $code, $detail ),
			array( 'status' => $status )
		);
	}

	/**
	 * `upgrader_process_complete`: after our plugin was updated, the cached answer is old.
	 *
	 * @param object $upgrader   The upgrader.
	 * @param array  $hook_extra What was upgraded.
	 */
	public function after_upgrade( $upgrader, $hook_extra ) {
		if ( ! isset( $hook_extra['type'] ) || 'plugin' !== $hook_extra['type'] ) {
			return;
		}
		$plugins = isset( $hook_extra['plugins'] ) ? (array) $hook_extra['plugins'] : array();
		if ( isset( $hook_extra['plugin'] ) ) {
			$plugins[] = $hook_extra['plugin'];
		}
		if ( in_array( $this->client->basename(), $plugins, true ) ) {
			$this->client->store()->forget_update();
		}
	}

	/**
	 * `load-update-core.php`: "Check again" (`force-check=1`) asks the server, not the cache.
	 */
	public function forget_on_force_check() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- forgetting a cache is harmless.
		if ( ! empty( $_GET['force-check'] ) ) {
			$this->client->store()->forget_update();
		}
	}

	/**
	 * Tells the plugin's developer (with WP_DEBUG) when the `Update URI` header does not name
	 * the shop's host: WordPress then never asks this client, or worse, asks WordPress.org.
	 */
	public function check_update_uri() {
		if ( ! defined( 'WP_DEBUG' ) || ! WP_DEBUG ) {
			return;
		}
		$uri = $this->client->header( 'UpdateURI' );
		if ( strtolower( (string) wp_parse_url( $uri, PHP_URL_HOST ) ) !== strtolower( $this->host() ) ) {
			_doing_it_wrong(
				__METHOD__,
				sprintf(
					'The plugin %1$s needs the header "Update URI: %2$s/plugin/%3$s" (its host must be the api_url\'s host) to receive updates from the shop; it has "%4$s".',
					esc_html( $this->client->basename() ),
					esc_html( $this->client->api_url() ),
					esc_html( $this->client->slug() ),
					esc_html( $uri )
				),
				'1.0.0'
			);
		}
	}

	/**
	 * What an update answer depends on: a new version, key or site address asks again.
	 *
	 * @param string $version The installed version.
	 * @return string
	 */
	private function fingerprint( $version ) {
		return md5( $version . '|' . $this->client->licence_key() . '|' . $this->client->site_url() );
	}

	/**
	 * @return string The shop's host name, as WordPress puts it into the hook name.
	 */
	private function host() {
		return (string) wp_parse_url( $this->client->api_url(), PHP_URL_HOST );
	}
}
