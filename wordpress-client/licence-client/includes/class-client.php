<?php
/**
 * One plugin's licence: registration, the licence calls and the plugin's life cycle.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

use InvalidArgumentException;

defined( 'ABSPATH' ) || exit;

/**
 * The entry point. A plugin calls Client::register() once from its main file; everything else
 * (licence screen, updates, daily check, clean-up on deletion) hangs off the hooks it adds.
 */
final class Client {

	const VERSION = '1.0.0';

	/**
	 * States in which the owner should act: updates stopped or will stop.
	 */
	const ATTENTION = array( 'expired', 'site_moved', 'site_not_activated', 'license_not_found', 'license_disabled', 'license_revoked' );

	/**
	 * Answer codes that describe the licence, as opposed to the request (rate_limited,
	 * invalid_input …): only these may replace the stored state.
	 */
	private const VERDICTS = array( 'site_not_activated', 'license_not_found', 'license_disabled', 'license_revoked' );

	/**
	 * Every registered client, by plugin basename.
	 *
	 * @var Client[]
	 */
	private static $clients = array();

	/** @var string */
	private $api_url;

	/** @var string */
	private $slug;

	/** @var string */
	private $file;

	/** @var string */
	private $version;

	/** @var string */
	private $basename;

	/** @var bool */
	private $network;

	/** @var bool False for a free plugin: updates without a key, nothing to activate. */
	private $licensed;

	/** @var Licence_Store */
	private $store;

	/** @var Api */
	private $api;

	/** @var Texts */
	private $texts;

	/** @var array|null */
	private $headers;

	/**
	 * Registers a plugin's licence client; a second call for the same plugin returns the first client.
	 *
	 * @param array $args {
	 *     @type string $api_url The shop's origin, e.g. https://www.wp-studio.example (may carry a port).
	 *     @type string $slug    The plugin's slug on the shop.
	 *     @type string $file    The plugin's main file (__FILE__).
	 *     @type string $version The plugin's version.
	 *     @type bool   $licence Optional. False for a free plugin of ours: it gets updates without
	 *                          a key, so it has no licence screen, no daily check and no notice.
	 *                          Default true.
	 * }
	 * @return Client
	 * @throws InvalidArgumentException When an argument is missing: a plugin cannot work without them.
	 */
	public static function register( array $args ) {
		foreach ( array( 'api_url', 'slug', 'file', 'version' ) as $name ) {
			if ( empty( $args[ $name ] ) || ! is_string( $args[ $name ] ) ) {
				throw new InvalidArgumentException( sprintf( 'WP Studio licence client: the argument "%s" is missing.', $name ) );
			}
		}
		$basename = plugin_basename( $args['file'] );
		if ( isset( self::$clients[ $basename ] ) ) {
			return self::$clients[ $basename ];
		}
		if ( ! self::$clients ) {
			// The user's locale is known from init on; a plugin registering later loads it now.
			add_action( 'init', array( Texts::class, 'load_textdomain' ) );
			add_action( 'change_locale', array( Texts::class, 'load_textdomain' ) );
			if ( did_action( 'init' ) ) {
				Texts::load_textdomain();
			}
		}
		$client = new self( $args, $basename );
		$client->hook();
		self::$clients[ $basename ] = $client;
		return $client;
	}

	/**
	 * @param string $basename A plugin basename, e.g. invoice-forge/invoice-forge.php.
	 * @return Client|null The plugin's client.
	 */
	public static function for_plugin( $basename ) {
		return isset( self::$clients[ $basename ] ) ? self::$clients[ $basename ] : null;
	}

	/**
	 * The uninstall hook (register_uninstall_hook needs a static callable): frees this site's
	 * seat on the server and deletes everything the client stored. WordPress includes the
	 * plugin's main file first, so the plugin's client is registered by now.
	 */
	public static function uninstall() {
		$client = self::for_plugin( substr( current_action(), strlen( 'uninstall_' ) ) );
		if ( $client ) {
			$client->forget_everything();
		}
	}

	/**
	 * @param array  $args     See register().
	 * @param string $basename The plugin's basename.
	 */
	private function __construct( array $args, $basename ) {
		$this->api_url  = untrailingslashit( $args['api_url'] );
		$this->slug     = $args['slug'];
		$this->file     = $args['file'];
		$this->version  = $args['version'];
		$this->basename = $basename;
		$this->licensed = ! isset( $args['licence'] ) || false !== $args['licence'];
		$network_wide   = (array) get_site_option( 'active_sitewide_plugins', array() );
		$this->network  = is_multisite() && isset( $network_wide[ $basename ] );
		$this->store    = new Licence_Store( $this->slug, $this->network );
		$this->api      = new Api( $this->api_url, $this->slug );
		$this->texts    = new Texts( $this );
	}

	private function hook() {
		register_activation_hook( $this->file, array( $this, 'on_activation' ) );
		register_deactivation_hook( $this->file, array( $this, 'on_deactivation' ) );
		if ( $this->licensed ) {
			add_action( $this->cron_hook(), array( $this, 'validate' ) );
			add_action( 'admin_init', array( $this, 'ensure_schedule' ) );
			( new Licence_Screen( $this ) )->hook();
		}
		( new Updater( $this ) )->hook();
	}

	/** @return string */
	public function api_url() {
		return $this->api_url;
	}

	/** @return string */
	public function slug() {
		return $this->slug;
	}

	/** @return string */
	public function basename() {
		return $this->basename;
	}

	/** @return string The version the plugin registered with. */
	public function version() {
		return $this->version;
	}

	/** @return bool Whether the plugin needs a licence (false for a free plugin). */
	public function is_licensed() {
		return $this->licensed;
	}

	/**
	 * @return string The stored key; always '' for a free plugin, which asks for updates without
	 *                one (even if it stored a key while it was a paid plugin).
	 */
	public function licence_key() {
		return $this->licensed ? $this->store->get()['key'] : '';
	}

	/** @return bool Whether the licence belongs to the whole network (network-active plugin). */
	public function is_network() {
		return $this->network;
	}

	/** @return Licence_Store */
	public function store() {
		return $this->store;
	}

	/** @return Api */
	public function api() {
		return $this->api;
	}

	/** @return Texts */
	public function texts() {
		return $this->texts;
	}

	/** @return string The capability that manages the licence. */
	public function capability() {
		return $this->network ? 'manage_network_options' : 'manage_options';
	}

	/** @return string The licence screen's address. */
	public function screen_url() {
		$path = 'plugins.php?page=' . $this->slug . '-licence';
		return $this->network ? network_admin_url( $path ) : admin_url( $path );
	}

	/** @return string The address the server knows this site (or network) by. */
	public function site_url() {
		return $this->network ? untrailingslashit( network_home_url() ) : home_url();
	}

	/**
	 * The plugin's own headers, read once per request and only where needed (wp-admin).
	 *
	 * @param string $name Name or UpdateURI.
	 * @return string
	 */
	public function header( $name ) {
		if ( null === $this->headers ) {
			$this->headers = get_file_data(
				$this->file,
				array(
					'Name'      => 'Plugin Name',
					'UpdateURI' => 'Update URI',
				)
			);
		}
		return isset( $this->headers[ $name ] ) ? $this->headers[ $name ] : '';
	}

	/** @return string The plugin's name. */
	public function name() {
		$name = $this->header( 'Name' );
		return '' === $name ? $this->slug : $name;
	}

	/**
	 * What the stored licence means now: none, active, expired, site_moved, or the server's
	 * refusal code (site_not_activated, license_not_found, license_disabled, license_revoked).
	 *
	 * @param array $record A stored record.
	 * @return string
	 */
	public function state( array $record ) {
		if ( '' === $record['key'] ) {
			return 'none';
		}
		if ( ! self::same_site( $record['site_url'], $this->site_url() ) ) {
			return 'site_moved';
		}
		if ( '' !== $record['code'] ) {
			return $record['code'];
		}
		return $record['status'];
	}

	/**
	 * Activates a key on this site and stores it.
	 *
	 * Asks `validate` first whose key it is: activating another plugin's key would take a seat
	 * of that licence, and deactivating it again could end that plugin's own activation on this
	 * site. Anything but a success leaves the stored key and state as they were.
	 *
	 * @param string $input The key as typed; '' activates the stored key again (after a move).
	 * @return array The result for the screen: `code` (activated, empty_key, invalid_license_key,
	 *               wrong_plugin, unreachable or the server's error code) and its details.
	 */
	public function activate( $input ) {
		$stored = $this->store->get();
		if ( '' === trim( $input ) ) {
			if ( '' === $stored['key'] ) {
				return array( 'code' => 'empty_key' );
			}
			$key = $stored['key'];
		} else {
			$key = Licence_Key::normalise( $input );
			if ( null === $key ) {
				return array( 'code' => 'invalid_license_key' );
			}
		}
		$site  = $this->site_url();
		$check = $this->api->licence( 'validate', $key, $site, Api::TIMEOUT );
		if ( is_wp_error( $check ) ) {
			return self::unreachable( $check );
		}
		if ( null !== $check['license'] && $check['license']['plugin'] !== $this->slug ) {
			return array(
				'code'   => 'wrong_plugin',
				'plugin' => $check['license']['plugin'],
			);
		}
		$answer = $check;
		if ( ! $check['ok'] && 'site_not_activated' === $check['code'] ) {
			$answer = $this->api->licence( 'activate', $key, $site, Api::TIMEOUT );
			if ( is_wp_error( $answer ) ) {
				return self::unreachable( $answer );
			}
		}
		if ( ! $answer['ok'] ) {
			return self::refusal( $answer );
		}
		if ( '' !== $stored['key'] && $stored['key'] !== $key ) {
			// Free the seat the replaced key held here; if that fails the owner can free it in My licenses.
			$this->api->licence( 'deactivate', $stored['key'], $site, Api::BACKGROUND_TIMEOUT );
		}
		$record = self::with_answer(
			array_merge(
				Licence_Store::DEFAULTS,
				array(
					'key'      => $key,
					'site_url' => $site,
				)
			),
			$answer,
			'activate'
		);
		$this->store->save( $record );
		$this->key_changed();
		return array( 'code' => 'activated' );
	}

	/**
	 * Frees this site's seat on the server and removes the stored key. A site the server no
	 * longer knows (deactivated in My licenses, or a key that is gone) counts as freed.
	 *
	 * @return array The result for the screen (deactivated, unreachable or the server's error code).
	 */
	public function deactivate() {
		$record = $this->store->get();
		if ( '' !== $record['key'] ) {
			// The current address, not the one stored: a copied staging site must not free the live site's seat.
			$answer = $this->api->licence( 'deactivate', $record['key'], $this->site_url(), Api::TIMEOUT );
			if ( is_wp_error( $answer ) ) {
				return self::unreachable( $answer );
			}
			if ( ! $answer['ok'] && ! in_array( $answer['code'], array( 'site_not_activated', 'license_not_found' ), true ) ) {
				return self::refusal( $answer );
			}
			$this->store->delete();
			$this->key_changed();
		}
		return array( 'code' => 'deactivated' );
	}

	/**
	 * The daily check (WP-Cron): stores what the server says about the licence. When the server
	 * cannot be reached, or refuses the request itself (rate limit …), the state stays and only
	 * the failed check is noted.
	 */
	public function validate() {
		$record = $this->store->get();
		if ( '' === $record['key'] ) {
			$this->ensure_schedule();
			return;
		}
		$answer = $this->api->licence( 'validate', $record['key'], $this->site_url(), Api::BACKGROUND_TIMEOUT );
		if ( is_wp_error( $answer ) || ( ! $answer['ok'] && ! in_array( $answer['code'], self::VERDICTS, true ) ) ) {
			$record['failed_at'] = time();
			$record['failure']   = is_wp_error( $answer ) ? $answer->get_error_message() : $answer['message'];
		} else {
			$record = self::with_answer( $record, $answer, 'validate' );
		}
		$this->store->save( $record );
	}

	/**
	 * @return string The daily check's WP-Cron hook.
	 */
	public function cron_hook() {
		return 'wps_licence_validate_' . $this->slug;
	}

	/**
	 * Keeps the daily check scheduled exactly while a key is stored (never for a free plugin). A
	 * network licence is checked by the main site's cron.
	 */
	public function ensure_schedule() {
		if ( $this->network && ! is_main_site() ) {
			return;
		}
		$has_key   = '' !== $this->licence_key();
		$scheduled = false !== wp_next_scheduled( $this->cron_hook() );
		if ( $has_key && ! $scheduled ) {
			wp_schedule_event( time() + DAY_IN_SECONDS, 'daily', $this->cron_hook() );
		} elseif ( ! $has_key && $scheduled ) {
			wp_clear_scheduled_hook( $this->cron_hook() );
		}
	}

	/**
	 * Activation hook: registers the uninstall hook, which WordPress keeps in the option
	 * `uninstall_plugins`. On multisite it reads that option on the main site when a plugin is
	 * deleted, so the hook is registered there too.
	 */
	public function on_activation() {
		register_uninstall_hook( $this->file, array( __CLASS__, 'uninstall' ) );
		if ( is_multisite() && ! is_main_site() ) {
			switch_to_blog( get_main_site_id() );
			register_uninstall_hook( $this->file, array( __CLASS__, 'uninstall' ) );
			restore_current_blog();
		}
		$this->ensure_schedule();
	}

	/**
	 * Deactivation hook: no daily checks while the plugin is off. The licence stays activated,
	 * so switching the plugin off and on again costs nothing.
	 */
	public function on_deactivation() {
		wp_clear_scheduled_hook( $this->cron_hook() );
	}

	/**
	 * After the plugin was deleted: frees the seats and deletes the options, transients, cron
	 * events and user meta, on every site of a network.
	 */
	private function forget_everything() {
		if ( is_multisite() ) {
			$this->forget_licence( new Licence_Store( $this->slug, true ), untrailingslashit( network_home_url() ) );
			foreach ( get_sites(
				array(
					'fields' => 'ids',
					'number' => 0,
				)
			) as $site_id ) {
				switch_to_blog( $site_id );
				$this->forget_licence( new Licence_Store( $this->slug, false ), home_url() );
				restore_current_blog();
			}
		} else {
			$this->forget_licence( $this->store, home_url() );
		}
		$this->store->forget_update();
		delete_metadata( 'user', 0, Licence_Screen::dismissed_meta_key( $this->slug ), '', true );
	}

	/**
	 * @param Licence_Store $store    A store of this plugin.
	 * @param string        $site_url The address the site has now.
	 */
	private function forget_licence( Licence_Store $store, $site_url ) {
		$record = $store->get();
		// A free plugin has nothing activated on the server.
		if ( $this->licensed && '' !== $record['key'] ) {
			$this->api->licence( 'deactivate', $record['key'], $site_url, Api::BACKGROUND_TIMEOUT );
		}
		$store->delete();
		wp_clear_scheduled_hook( $this->cron_hook() );
	}

	/**
	 * A new or removed key: the cached update answer was for the old one, and WordPress's update
	 * list should be rebuilt on the next admin page so it shows the package (or its absence).
	 */
	private function key_changed() {
		$this->store->forget_update();
		delete_site_transient( 'update_plugins' );
		$this->ensure_schedule();
	}

	/**
	 * @param array  $record A stored record.
	 * @param array  $answer A licence answer from Api::licence().
	 * @param string $source activate or validate.
	 * @return array The record with the answer's state.
	 */
	private static function with_answer( array $record, array $answer, $source ) {
		$license = null === $answer['license'] ? array() : $answer['license'];
		return array_merge(
			$record,
			array(
				'status'           => isset( $license['status'] ) ? $license['status'] : '',
				'expires_at'       => isset( $license['expires_at'] ) ? $license['expires_at'] : '',
				'site_limit'       => isset( $license['site_limit'] ) ? $license['site_limit'] : null,
				'activation_count' => isset( $license['activation_count'] ) ? $license['activation_count'] : 0,
				'code'             => $answer['ok'] ? '' : $answer['code'],
				'message'          => $answer['ok'] ? '' : $answer['message'],
				'source'           => $source,
				'checked_at'       => time(),
				'failed_at'        => 0,
				'failure'          => '',
			)
		);
	}

	/**
	 * @param array $answer A refusing licence answer.
	 * @return array A result for the screen.
	 */
	private static function refusal( array $answer ) {
		return array(
			'code'         => $answer['code'],
			'message'      => $answer['message'],
			'site_limit'   => null === $answer['license'] ? null : $answer['license']['site_limit'],
			'active_sites' => $answer['active_sites'],
		);
	}

	/**
	 * @param \WP_Error $error Why the server could not be asked.
	 * @return array A result for the screen.
	 */
	private static function unreachable( $error ) {
		return array(
			'code'   => 'unreachable',
			'detail' => $error->get_error_message(),
		);
	}

	/**
	 * Whether two addresses name the same site as the server counts sites: without scheme,
	 * `www.`, default ports and trailing slashes, host in lower case.
	 *
	 * @param string $a An address.
	 * @param string $b Another one.
	 * @return bool
	 */
	private static function same_site( $a, $b ) {
		return self::site_identity( $a ) === self::site_identity( $b );
	}

	/**
	 * @param string $url An address.
	 * @return string
	 */
	private static function site_identity( $url ) {
		$parts = wp_parse_url( $url );
		$host  = isset( $parts['host'] ) ? strtolower( rtrim( $parts['host'], '.' ) ) : '';
		$host  = 0 === strpos( $host, 'www.' ) ? substr( $host, 4 ) : $host;
		$port  = isset( $parts['port'] ) && ! in_array( (int) $parts['port'], array( 80, 443 ), true ) ? ':' . $parts['port'] : '';
		$path  = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
		return $host . $port . $path;
	}
}
