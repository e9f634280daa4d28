<?php
/**
 * The base of the tests that run through WordPress.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use PHPUnit\Framework\TestCase;
use RuntimeException;
use WPStudio\LicenceClient\V1\Client;
use WPStudio\LicenceClient\V1\Texts;
use WPStudio\LicenceClient\V1\Updater;

/**
 * Thrown instead of WordPress's redirect-and-exit or wp_die(), so a test can look at it.
 */
final class Stopped extends RuntimeException {

	/** @var string Where a redirect went, '' after wp_die(). */
	public $location = '';

	/** @var int The HTTP status. */
	public $status = 0;
}

/**
 * Runs every test in a database transaction that is rolled back, as an administrator (a super
 * admin on multisite), with the fixture API answering as documented.
 */
abstract class WPS_Test_Case extends TestCase {

	const INVOICE_FORGE = 'invoice-forge/invoice-forge.php';
	const BOOKING_DESK  = 'booking-desk/booking-desk.php';
	const ADMIN_NOTES   = 'admin-notes/admin-notes.php';

	/** @var int */
	protected $admin_id;

	/** @var array[] Hooks added by the test: removed again afterwards. */
	private $hooks = array();

	protected function setUp(): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		Fixture_Api::reset();
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$this->admin_id = wp_insert_user(
			array(
				'user_login' => 'wps-admin-' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		if ( is_multisite() ) {
			grant_super_admin( $this->admin_id );
		}
		wp_set_current_user( $this->admin_id );
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->hooks as $hook ) {
			remove_filter( $hook[0], $hook[1], $hook[2] );
		}
		$this->hooks = array();
		wp_set_current_user( 0 );
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		Texts::load_textdomain();
	}

	/**
	 * add_filter() for the duration of the test.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 */
	protected function add_hook( $hook, $callback, $priority = 10, $args = 1 ) {
		add_filter( $hook, $callback, $priority, $args );
		$this->hooks[] = array( $hook, $callback, $priority );
	}

	/**
	 * @param string $basename A test plugin.
	 * @return Client
	 */
	protected function client( $basename = self::INVOICE_FORGE ) {
		$client = Client::for_plugin( $basename );
		$this->assertNotNull( $client, $basename . ' registered no client' );
		return $client;
	}

	/**
	 * The Updater of a client, found among WordPress's hooks.
	 *
	 * @param Client|null $client A client; Invoice Forge's when null.
	 * @return Updater
	 */
	protected function updater( $client = null ) {
		$client = $client ? $client : $this->client();
		foreach ( $GLOBALS['wp_filter']['admin_init']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof Updater && 'check_update_uri' === $function[1] ) {
					$property = new \ReflectionProperty( Updater::class, 'client' );
					$property->setAccessible( true );
					if ( $property->getValue( $function[0] ) === $client ) {
						return $function[0];
					}
				}
			}
		}
		$this->fail( 'No updater for ' . $client->slug() );
	}

	/**
	 * @param string $basename A test plugin.
	 * @return string This site as the fixture server lists its activations.
	 */
	protected function this_site( $basename = self::INVOICE_FORGE ) {
		return Fixture_Api::site( $this->client( $basename )->site_url() );
	}

	/**
	 * Switches the admin's language for the rest of the test.
	 *
	 * @param string $locale A locale such as de_AT.
	 */
	protected function use_locale( $locale ) {
		$this->add_hook(
			'determine_locale',
			static function () use ( $locale ) {
				return $locale;
			},
			99
		);
		Texts::load_textdomain();
	}

	/**
	 * Gives WordPress's HTTP requests this timeout, so a test of a server that does not answer
	 * takes a second instead of the client's ten.
	 *
	 * @param int $seconds Timeout.
	 */
	protected function use_timeout( $seconds ) {
		$this->add_hook(
			'http_request_args',
			static function ( $args ) use ( $seconds ) {
				$args['timeout'] = $seconds;
				return $args;
			}
		);
	}

	/**
	 * Runs code that ends in a redirect or wp_die() and returns how it ended.
	 *
	 * @param callable $code The code.
	 * @return Stopped
	 */
	protected function until_stopped( callable $code ) {
		$this->add_hook(
			'wp_redirect',
			static function ( $location, $status ) {
				$stopped           = new Stopped( 'redirect' );
				$stopped->location = $location;
				$stopped->status   = $status;
				throw $stopped;
			},
			10,
			2
		);
		$die = static function ( $message, $title, $args ) {
			$stopped         = new Stopped( is_string( $message ) ? $message : 'wp_die' );
			$stopped->status = isset( $args['response'] ) ? (int) $args['response'] : 0;
			throw $stopped;
		};
		$this->add_hook(
			'wp_die_handler',
			static function () use ( $die ) {
				return $die;
			}
		);
		try {
			$code();
		} catch ( Stopped $stopped ) {
			return $stopped;
		}
		$this->fail( 'Expected a redirect or wp_die().' );
	}

	/**
	 * @param callable $code Code that prints.
	 * @return string What it printed.
	 */
	protected function output_of( callable $code ) {
		ob_start();
		try {
			$code();
		} finally {
			$html = ob_get_clean();
		}
		return $html;
	}
}
