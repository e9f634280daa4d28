<?php
/**
 * What the client keeps in the WordPress database.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

defined( 'ABSPATH' ) || exit;

/**
 * One option per plugin (`wps_licence_<slug>`), network-wide for a network-active plugin on
 * multisite; the cached update answer in a site transient, since WordPress's own update list is
 * network-wide too; and the result of the last button press, per user, for the page that follows
 * the redirect.
 */
final class Licence_Store {

	/**
	 * The stored record; `key` is '' while no licence is activated.
	 */
	const DEFAULTS = array(
		'key'              => '',
		// home_url() (network_home_url() for a network licence) when the key was activated.
		'site_url'         => '',
		// The licence as the server last described it.
		'status'           => '',
		'expires_at'       => '',
		'site_limit'       => null,
		'activation_count' => 0,
		// The server's error code and message when the last answer refused this site, else ''.
		'code'             => '',
		'message'          => '',
		// 'activate' or 'validate': which call gave the state above, and when.
		'source'           => '',
		'checked_at'       => 0,
		// The last background check that failed since then (0 for none), and why.
		'failed_at'        => 0,
		'failure'          => '',
	);

	/**
	 * @var string
	 */
	private $slug;

	/**
	 * @var bool
	 */
	private $network;

	/**
	 * @param string $slug    The plugin's slug.
	 * @param bool   $network Whether the licence belongs to the whole network.
	 */
	public function __construct( $slug, $network ) {
		$this->slug    = $slug;
		$this->network = $network;
	}

	/**
	 * @return string The option's name.
	 */
	private function option_name() {
		return 'wps_licence_' . $this->slug;
	}

	/**
	 * @return array The stored record (see DEFAULTS).
	 */
	public function get() {
		$value = $this->network ? get_site_option( $this->option_name(), array() ) : get_option( $this->option_name(), array() );
		return array_merge( self::DEFAULTS, is_array( $value ) ? array_intersect_key( $value, self::DEFAULTS ) : array() );
	}

	/**
	 * @param array $record The record to store.
	 */
	public function save( array $record ) {
		$record = array_merge( self::DEFAULTS, array_intersect_key( $record, self::DEFAULTS ) );
		if ( $this->network ) {
			update_site_option( $this->option_name(), $record );
		} else {
			// Not autoloaded: only wp-admin and cron read it.
			update_option( $this->option_name(), $record, false );
		}
	}

	public function delete() {
		if ( $this->network ) {
			delete_site_option( $this->option_name() );
		} else {
			delete_option( $this->option_name() );
		}
	}

	/**
	 * The cached update answer for this fingerprint (installed version, key and site).
	 *
	 * @param string $fingerprint See Updater::fingerprint().
	 * @return array|null Null when nothing is cached; else `answer`, which is null after a failed request.
	 */
	public function cached_update( $fingerprint ) {
		$cached = get_site_transient( $this->update_transient() );
		return is_array( $cached ) && isset( $cached['fingerprint'] ) && $cached['fingerprint'] === $fingerprint ? $cached : null;
	}

	/**
	 * @param string     $fingerprint See Updater::fingerprint().
	 * @param array|null $answer      The update answer, null for a failed request.
	 * @param int        $lifetime    Seconds.
	 */
	public function cache_update( $fingerprint, $answer, $lifetime ) {
		set_site_transient(
			$this->update_transient(),
			array(
				'fingerprint' => $fingerprint,
				'answer'      => $answer,
			),
			$lifetime
		);
	}

	public function forget_update() {
		delete_site_transient( $this->update_transient() );
	}

	/**
	 * Keeps what a button press did for the page the browser is redirected to.
	 *
	 * @param int   $user_id The user who pressed it.
	 * @param array $result  See Client::activate().
	 */
	public function set_flash( $user_id, array $result ) {
		$name = $this->flash_transient( $user_id );
		if ( $this->network ) {
			set_site_transient( $name, $result, 5 * MINUTE_IN_SECONDS );
		} else {
			set_transient( $name, $result, 5 * MINUTE_IN_SECONDS );
		}
	}

	/**
	 * The result kept by set_flash(), once.
	 *
	 * @param int $user_id The current user.
	 * @return array|null
	 */
	public function take_flash( $user_id ) {
		$name   = $this->flash_transient( $user_id );
		$result = $this->network ? get_site_transient( $name ) : get_transient( $name );
		if ( false === $result ) {
			return null;
		}
		if ( $this->network ) {
			delete_site_transient( $name );
		} else {
			delete_transient( $name );
		}
		return is_array( $result ) ? $result : null;
	}

	/**
	 * @return string
	 */
	private function update_transient() {
		return 'wps_licence_update_' . $this->slug;
	}

	/**
	 * @param int $user_id A user.
	 * @return string
	 */
	private function flash_transient( $user_id ) {
		return 'wps_licence_flash_' . $this->slug . '_' . (int) $user_id;
	}
}
