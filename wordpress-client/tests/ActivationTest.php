<?php
/**
 * Activating and deactivating against the fixture server's documented answers.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

final class ActivationTest extends WPS_Test_Case {

	/**
	 * @return array The stored record of Invoice Forge.
	 */
	private function record() {
		return $this->client()->store()->get();
	}

	public function test_activates_a_typed_key_and_stores_it_with_the_servers_state() {
		$result = $this->client()->activate( ' wps 7k2qd m9xrt ohcvb yp4ne s3jwa ' );

		$this->assertSame( array( 'code' => 'activated' ), $result );
		$record = $this->record();
		$this->assertSame( Fixture_Api::ACTIVE, $record['key'] );
		$this->assertSame( $this->client()->site_url(), $record['site_url'] );
		$this->assertSame( 'active', $record['status'] );
		$this->assertSame( '2027-03-14T09:15:00.000Z', $record['expires_at'] );
		$this->assertSame( 5, $record['site_limit'] );
		$this->assertSame( 1, $record['activation_count'] );
		$this->assertSame( 'activate', $record['source'] );
		$this->assertSame( '', $record['code'] );
		$this->assertSame( 'active', $this->client()->state( $record ) );
		$this->assertSame( array( $this->this_site() ), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
		$this->assertNotFalse( wp_next_scheduled( 'wps_licence_validate_invoice-forge' ) );
	}

	public function test_sends_the_documented_fields_and_the_versions() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$requests = Fixture_Api::requests();
		$this->assertSame( array( '/api/licenses/validate', '/api/licenses/activate' ), array_column( $requests, 'path' ) );
		foreach ( $requests as $request ) {
			$this->assertSame( 'POST', $request['method'] );
			$this->assertSame( array(), $request['query'] );
			$this->assertSame(
				array(
					'license_key' => Fixture_Api::ACTIVE,
					'site_url'    => $this->client()->site_url(),
					'environment' => wp_get_environment_type(),
					'wp_version'  => get_bloginfo( 'version' ),
					'php_version' => PHP_VERSION,
				),
				$request['fields']
			);
			$this->assertSame( 'application/json', $request['accept'] );
			$this->assertSame( 'WPStudioLicenceClient/1.0.0; WordPress/' . get_bloginfo( 'version' ) . '; PHP/' . PHP_VERSION . '; ' . home_url(), $request['user_agent'] );
		}
	}

	public function test_asks_for_german_answers_when_the_admin_reads_german() {
		$this->use_locale( 'de_AT' );
		$this->client()->activate( Fixture_Api::ACTIVE );

		foreach ( Fixture_Api::requests() as $request ) {
			$this->assertSame( array( 'lang' => 'de' ), $request['query'] );
		}
	}

	public function test_a_key_of_another_plugin_is_refused_and_nothing_is_activated() {
		$result = $this->client()->activate( Fixture_Api::OTHER );

		$this->assertSame( 'wrong_plugin', $result['code'] );
		$this->assertSame( 'booking-desk', $result['plugin'] );
		$this->assertSame( '', $this->record()['key'] );
		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::OTHER ) );
		$this->assertNotContains( '/api/licenses/activate', array_column( Fixture_Api::requests(), 'path' ) );
		$this->assertStringContainsString( 'This key belongs to another plugin (booking-desk), not to Invoice Forge.', $this->client()->texts()->result( $result )['html'] );
	}

	public function test_the_other_plugins_own_activation_on_this_site_is_left_alone() {
		// Booking Desk activated its key here; the owner then pastes it into Invoice Forge by mistake.
		$this->assertSame( 'activated', $this->client( self::BOOKING_DESK )->activate( Fixture_Api::OTHER )['code'] );

		$this->assertSame( 'wrong_plugin', $this->client()->activate( Fixture_Api::OTHER )['code'] );
		$this->assertSame( array( $this->this_site( self::BOOKING_DESK ) ), Fixture_Api::activated_sites( Fixture_Api::OTHER ) );
		$this->assertSame( Fixture_Api::OTHER, $this->client( self::BOOKING_DESK )->store()->get()['key'] );
	}

	public function test_a_full_licence_names_the_sites_that_hold_its_seats() {
		$result = $this->client()->activate( Fixture_Api::FULL );

		$this->assertSame( 'site_limit_reached', $result['code'] );
		$this->assertSame( 1, $result['site_limit'] );
		$this->assertSame( array( 'kunde.at' ), $result['active_sites'] );
		$this->assertSame( '', $this->record()['key'] );
		$html = $this->client()->texts()->result( $result )['html'];
		$this->assertStringContainsString( 'This licence may be used on 1 site, and it is in use there.', $html );
		$this->assertStringContainsString( '<li>kunde.at</li>', $html );
		$this->assertStringContainsString( 'href="' . WPS_TEST_API_URL . '/my-licenses"', $html );
	}

	/**
	 * @dataProvider refused_keys
	 *
	 * @param string $key  A key the server refuses.
	 * @param string $code The refusal.
	 * @param string $text The client's own words for it.
	 */
	public function test_refused_keys_are_explained_and_not_stored( $key, $code, $text ) {
		$result = $this->client()->activate( $key );

		$this->assertSame( $code, $result['code'] );
		$this->assertSame( '', $this->record()['key'] );
		$this->assertStringContainsString( $text, $this->client()->texts()->result( $result )['html'] );
	}

	public function refused_keys() {
		return array(
			'revoked'   => array( Fixture_Api::REVOKED, 'license_revoked', 'This licence has been revoked and can no longer be used.' ),
			'disabled'  => array( Fixture_Api::DISABLED, 'license_disabled', 'This licence is disabled, for example because its order was refunded.' ),
			'not found' => array( Fixture_Api::UNKNOWN, 'license_not_found', 'There is no licence with this key.' ),
		);
	}

	public function test_a_key_that_cannot_be_one_is_refused_without_asking_the_server() {
		$result = $this->client()->activate( 'WPS-1234' );

		$this->assertSame( array( 'code' => 'invalid_license_key' ), $result );
		$this->assertSame( array(), Fixture_Api::requests() );
		$this->assertStringContainsString( 'a key looks like WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX', $this->client()->texts()->result( $result )['html'] );
	}

	public function test_an_empty_field_without_a_stored_key_asks_for_one() {
		$this->assertSame( array( 'code' => 'empty_key' ), $this->client()->activate( '  ' ) );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_an_expired_licence_activates_and_says_that_updates_ended() {
		$this->assertSame( 'activated', $this->client()->activate( Fixture_Api::EXPIRED )['code'] );

		$record = $this->record();
		$this->assertSame( 'expired', $this->client()->state( $record ) );
		$state = $this->client()->texts()->state( $record );
		$this->assertSame( 'warning', $state['tone'] );
		$this->assertStringContainsString( 'Updates and support for your licence ended on January 31, 2025.', $state['html'] );
		$this->assertStringContainsString( '<a href="' . WPS_TEST_API_URL . '/my-licenses">Renew your licence</a>', $state['html'] );
	}

	public function test_a_licence_without_site_limit_says_so() {
		$this->client()->activate( Fixture_Api::UNLIMITED );

		$this->assertStringContainsString( '1 site uses it; this licence has no site limit.', $this->client()->texts()->state( $this->record() )['html'] );
	}

	public function test_a_new_key_replaces_the_stored_one_and_frees_its_seat() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->assertSame( 'activated', $this->client()->activate( Fixture_Api::UNLIMITED )['code'] );

		$this->assertSame( Fixture_Api::UNLIMITED, $this->record()['key'] );
		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
		$this->assertSame( array( $this->this_site() ), Fixture_Api::activated_sites( Fixture_Api::UNLIMITED ) );
	}

	public function test_a_refused_new_key_leaves_the_stored_one_as_it_was() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$before = $this->record();

		$this->assertSame( 'license_revoked', $this->client()->activate( Fixture_Api::REVOKED )['code'] );
		$this->assertSame( $before, $this->record() );
		$this->assertSame( array( $this->this_site() ), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
	}

	public function test_activating_the_stored_key_again_is_idempotent() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		Fixture_Api::forget_requests();

		$this->assertSame( 'activated', $this->client()->activate( '' )['code'] );
		// validate says the site is active already: no second activation.
		$this->assertSame( array( '/api/licenses/validate' ), array_column( Fixture_Api::requests(), 'path' ) );
		$this->assertSame( array( $this->this_site() ), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
	}

	public function test_a_moved_site_is_noticed_and_activated_again_for_its_new_address() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$original = $this->this_site();
		$address  = $this->client()->site_url();
		$moved    = static function () {
			return 'https://www.neu-shop.at/';
		};
		$this->add_hook( 'pre_option_home', $moved );
		$this->add_hook( 'network_home_url', $moved );

		$record = $this->record();
		$this->assertSame( 'site_moved', $this->client()->state( $record ) );
		$this->assertStringContainsString( '(from ' . $address . ' to ' . $this->client()->site_url() . ')', $this->client()->texts()->state( $record )['html'] );

		$this->assertSame( 'activated', $this->client()->activate( '' )['code'] );
		$this->assertSame( 'active', $this->client()->state( $this->record() ) );
		// The old address keeps its seat: it may be the live site this copy was made from.
		$this->assertSame( array( $original, 'neu-shop.at' ), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
	}

	public function test_deactivating_frees_the_seat_and_forgets_the_key() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$this->assertSame( array( 'code' => 'deactivated' ), $this->client()->deactivate() );
		$this->assertSame( array(), Fixture_Api::activated_sites( Fixture_Api::ACTIVE ) );
		$this->assertSame( 'none', $this->client()->state( $this->record() ) );
		$this->assertFalse( get_option( 'wps_licence_invoice-forge' ) );
		$this->assertFalse( wp_next_scheduled( 'wps_licence_validate_invoice-forge' ) );
	}

	public function test_deactivating_a_site_the_server_no_longer_knows_still_forgets_the_key() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		Fixture_Api::reset();

		$this->assertSame( array( 'code' => 'deactivated' ), $this->client()->deactivate() );
		$this->assertSame( '', $this->record()['key'] );
	}
}
