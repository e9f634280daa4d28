<?php
/**
 * Multisite: Invoice Forge is network-active (one licence for the network, managed in the
 * network admin); Booking Desk is active on the main site only (a licence per site).
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use WPStudio\LicenceClient\V1\Client;
use WPStudio\LicenceClient\V1\Licence_Screen;
use WPStudio\LicenceClient\V1\Licence_Store;

final class MultisiteTest extends WPS_Test_Case {

	/** @var int */
	private $second_site;

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_multisite() ) {
			$this->markTestSkipped( 'Needs a multisite install (WPS_WORDPRESS_DIR).' );
		}
		$sites             = get_sites(
			array(
				'fields'           => 'ids',
				'site__not_in'     => array( get_main_site_id() ),
				'number'           => 1,
			)
		);
		$this->second_site = (int) $sites[0];
	}

	protected function tearDown(): void {
		$GLOBALS['current_screen'] = null;
		parent::tearDown();
	}

	public function test_a_network_active_plugin_has_one_licence_for_the_network() {
		$client = $this->client();
		$this->assertTrue( $client->is_network() );
		$this->assertFalse( $this->client( self::BOOKING_DESK )->is_network() );
		$this->assertSame( 'manage_network_options', $client->capability() );
		$this->assertSame( network_admin_url( 'plugins.php?page=invoice-forge-licence' ), $client->screen_url() );

		$this->assertSame( 'activated', $client->activate( Fixture_Api::ACTIVE )['code'] );

		$this->assertSame( untrailingslashit( network_home_url() ), Fixture_Api::requests()[1]['fields']['site_url'] );
		$this->assertSame( Fixture_Api::ACTIVE, get_site_option( 'wps_licence_invoice-forge' )['key'] );
		$this->assertFalse( get_option( 'wps_licence_invoice-forge' ) );
		switch_to_blog( $this->second_site );
		$this->assertSame( Fixture_Api::ACTIVE, $client->store()->get()['key'] );
		$this->assertSame( 'active', $client->state( $client->store()->get() ) );
		restore_current_blog();
	}

	public function test_a_plugin_active_on_one_site_has_that_sites_licence() {
		$client = $this->client( self::BOOKING_DESK );
		$this->assertSame( 'manage_options', $client->capability() );
		$this->assertSame( admin_url( 'plugins.php?page=booking-desk-licence' ), $client->screen_url() );

		$client->activate( Fixture_Api::OTHER );

		$this->assertSame( Fixture_Api::OTHER, get_option( 'wps_licence_booking-desk' )['key'] );
		$this->assertFalse( get_site_option( 'wps_licence_booking-desk' ) );
		switch_to_blog( $this->second_site );
		$this->assertSame( '', $client->store()->get()['key'] );
		restore_current_blog();
	}

	public function test_the_network_licence_screen_lives_in_the_network_admin() {
		$screen = $this->hooked_screen( 'network_admin_menu', 'invoice-forge-licence' );
		$this->assertNotNull( $screen );
		$this->assertNull( $this->hooked_screen( 'admin_menu', 'invoice-forge-licence' ) );
		$this->assertNotNull( $this->hooked_screen( 'admin_menu', 'booking-desk-licence' ) );

		$links = apply_filters( 'network_admin_plugin_action_links_' . self::INVOICE_FORGE, array() );
		$this->assertSame( '<a href="' . network_admin_url( 'plugins.php?page=invoice-forge-licence' ) . '">Licence</a>', $links['wps-licence'] );
		$this->assertFalse( has_filter( 'plugin_action_links_' . self::INVOICE_FORGE ) );
	}

	public function test_site_administrators_cannot_manage_the_network_licence() {
		$user = wp_insert_user(
			array(
				'user_login' => 'wps-site-admin',
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $user );
		$_POST    = array(
			'action'          => 'wps_licence_activate_invoice-forge',
			'wps_licence_key' => Fixture_Api::ACTIVE,
			'_wpnonce'        => wp_create_nonce( 'wps_licence_activate_invoice-forge' ),
		);
		$_REQUEST = $_POST;

		$stopped = $this->until_stopped(
			static function () {
				do_action( 'admin_post_wps_licence_activate_invoice-forge' );
			}
		);

		$this->assertSame( 403, $stopped->status );
		$this->assertSame( array(), Fixture_Api::requests() );
		$this->assertTrue( current_user_can( $this->client( self::BOOKING_DESK )->capability() ), 'but the site licence, yes' );
	}

	public function test_the_network_licence_notice_shows_in_the_network_admin_only() {
		$this->client()->activate( Fixture_Api::EXPIRED );
		$screen = new Licence_Screen( $this->client() );
		$notice = function () use ( $screen ) {
			return $this->output_of( array( $screen, 'render_problem_notice' ) );
		};

		set_current_screen( 'dashboard' );
		$this->assertSame( '', $notice() );
		set_current_screen( 'dashboard-network' );
		$this->assertStringContainsString( 'Updates and support for your licence ended', $notice() );
	}

	public function test_the_network_licence_is_checked_by_the_main_sites_cron() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->assertNotFalse( wp_next_scheduled( 'wps_licence_validate_invoice-forge' ) );

		switch_to_blog( $this->second_site );
		$this->client()->ensure_schedule();
		$this->assertFalse( wp_next_scheduled( 'wps_licence_validate_invoice-forge' ) );
		restore_current_blog();
	}

	public function test_activating_on_another_site_registers_the_uninstall_hook_where_wordpress_looks() {
		switch_to_blog( $this->second_site );
		do_action( 'activate_' . self::BOOKING_DESK, false );
		restore_current_blog();

		$this->assertSame( array( Client::class, 'uninstall' ), get_option( 'uninstall_plugins' )[ self::BOOKING_DESK ] );
	}

	public function test_deleting_the_plugin_frees_every_seat_of_the_network() {
		do_action( 'activate_' . self::INVOICE_FORGE, true );
		$this->client()->activate( Fixture_Api::ACTIVE );
		// Before it was network-active, the plugin was active on the second site with a key of its own.
		switch_to_blog( $this->second_site );
		Fixture_Api::activate_elsewhere( Fixture_Api::UNLIMITED, home_url() );
		$site_store = new Licence_Store( 'invoice-forge', false );
		$site_store->save( array_merge( Licence_Store::DEFAULTS, array( 'key' => Fixture_Api::UNLIMITED, 'site_url' => home_url() ) ) );
		restore_current_blog();

		uninstall_plugin( self::INVOICE_FORGE );

		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::UNLIMITED ) );
		$this->assertFalse( get_site_option( 'wps_licence_invoice-forge' ) );
		switch_to_blog( $this->second_site );
		$this->assertFalse( get_option( 'wps_licence_invoice-forge' ) );
		restore_current_blog();
		$this->assertFalse( wp_next_scheduled( 'wps_licence_validate_invoice-forge' ) );
	}

	/**
	 * @param string $hook admin_menu or network_admin_menu.
	 * @param string $page A licence screen's page.
	 * @return Licence_Screen|null The screen hooked there.
	 */
	private function hooked_screen( $hook, $page ) {
		if ( ! isset( $GLOBALS['wp_filter'][ $hook ] ) ) {
			return null;
		}
		foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof Licence_Screen && $page === $function[0]->page() ) {
					return $function[0];
				}
			}
		}
		return null;
	}
}
