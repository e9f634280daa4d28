<?php
/**
 * The daily check, and what happens when the plugin is activated, deactivated and deleted.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use WPStudio\LicenceClient\V1\Client;
use WPStudio\LicenceClient\V1\Licence_Store;

final class LifecycleTest extends WPS_Test_Case {

	const CRON = 'wps_licence_validate_invoice-forge';

	protected function setUp(): void {
		parent::setUp();
		if ( is_multisite() ) {
			$this->markTestSkipped( 'Single site; MultisiteTest covers networks.' );
		}
	}

	/**
	 * Stores a key as if it had been activated here earlier.
	 *
	 * @param string $key A licence key.
	 */
	private function stored( $key ) {
		$this->client()->store()->save(
			array_merge(
				Licence_Store::DEFAULTS,
				array(
					'key'      => $key,
					'site_url' => home_url(),
					'status'   => 'active',
					'source'   => 'activate',
				)
			)
		);
	}

	public function test_the_daily_check_runs_daily_while_a_key_is_stored() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->assertSame( 'daily', wp_get_schedule( self::CRON ) );

		$this->client()->deactivate();
		$this->assertFalse( wp_next_scheduled( self::CRON ) );
	}

	public function test_the_daily_check_stores_the_servers_state() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		do_action( self::CRON );

		$record = $this->client()->store()->get();
		$this->assertSame( 'validate', $record['source'] );
		$this->assertSame( 'active', $this->client()->state( $record ) );
		$this->assertSame( '/api/licenses/validate', array_column( Fixture_Api::requests(), 'path' )[2] );
	}

	public function test_a_site_deactivated_in_my_licenses_is_noticed() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		wp_remote_post( WPS_TEST_API_URL . '/api/licenses/deactivate', array( 'body' => 'license_key=' . Fixture_Api::ACTIVE . '&site_url=' . rawurlencode( home_url() ) ) );

		do_action( self::CRON );

		$record = $this->client()->store()->get();
		$this->assertSame( 'site_not_activated', $this->client()->state( $record ) );
		$this->assertSame( Fixture_Api::ACTIVE, $record['key'] );
	}

	/**
	 * @dataProvider changed_licences
	 *
	 * @param string $key   A key stored as active earlier.
	 * @param string $state What the daily check finds.
	 */
	public function test_a_licence_that_stopped_being_valid_is_noticed( $key, $state ) {
		$this->stored( $key );
		if ( Fixture_Api::EXPIRED === $key ) {
			// Activated here while it was active; an expired licence still validates.
			Fixture_Api::activate_elsewhere( $key, home_url() );
		}

		do_action( self::CRON );

		$this->assertSame( $state, $this->client()->state( $this->client()->store()->get() ) );
		$this->assertContains( $state, Client::ATTENTION );
	}

	public function changed_licences() {
		return array(
			'expired'   => array( Fixture_Api::EXPIRED, 'expired' ),
			'revoked'   => array( Fixture_Api::REVOKED, 'license_revoked' ),
			'disabled'  => array( Fixture_Api::DISABLED, 'license_disabled' ),
			'not found' => array( Fixture_Api::UNKNOWN, 'license_not_found' ),
		);
	}

	public function test_the_daily_check_without_a_key_unschedules_itself() {
		wp_schedule_event( time(), 'daily', self::CRON );

		do_action( self::CRON );

		$this->assertFalse( wp_next_scheduled( self::CRON ) );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_deactivating_the_plugin_stops_the_check_and_keeps_the_licence() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		do_action( 'deactivate_' . self::INVOICE_FORGE, false );

		$this->assertFalse( wp_next_scheduled( self::CRON ) );
		$this->assertSame( Fixture_Api::ACTIVE, $this->client()->store()->get()['key'] );
		$this->assertSame( array( $this->this_site() ), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );

		// Back on: activation (or any admin page) schedules it again.
		do_action( 'activate_' . self::INVOICE_FORGE, false );
		$this->assertNotFalse( wp_next_scheduled( self::CRON ) );
	}

	public function test_activating_the_plugin_registers_the_static_uninstall_hook() {
		do_action( 'activate_' . self::INVOICE_FORGE, false );

		$this->assertSame( array( Client::class, 'uninstall' ), get_option( 'uninstall_plugins' )[ self::INVOICE_FORGE ] );
	}

	public function test_deleting_the_plugin_frees_the_seat_and_removes_everything() {
		do_action( 'activate_' . self::INVOICE_FORGE, false );
		$this->client()->activate( Fixture_Api::EXPIRED );
		apply_filters( 'update_plugins_127.0.0.1', false, get_plugin_data( WP_PLUGIN_DIR . '/' . self::INVOICE_FORGE, false, false ), self::INVOICE_FORGE, array() );
		update_user_meta( $this->admin_id, 'wps_licence_dismissed_invoice-forge', 'x' );
		$this->client( self::BOOKING_DESK )->activate( Fixture_Api::OTHER );
		$this->assertNotFalse( get_site_transient( 'wps_licence_update_invoice-forge' ) );

		uninstall_plugin( self::INVOICE_FORGE );

		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::EXPIRED ) );
		$this->assertFalse( get_option( 'wps_licence_invoice-forge' ) );
		$this->assertFalse( get_site_transient( 'wps_licence_update_invoice-forge' ) );
		$this->assertFalse( wp_next_scheduled( self::CRON ) );
		$this->assertSame( '', get_user_meta( $this->admin_id, 'wps_licence_dismissed_invoice-forge', true ) );
		$this->assertArrayNotHasKey( self::INVOICE_FORGE, (array) get_option( 'uninstall_plugins' ) );
		// The other plugin keeps its licence.
		$this->assertSame( Fixture_Api::OTHER, $this->client( self::BOOKING_DESK )->store()->get()['key'] );
		$this->assertSame( array( $this->this_site( self::BOOKING_DESK ) ), Fixture_Api::activated_sites( Fixture_Api::OTHER ) );
	}
}
