<?php
/**
 * Updates through WordPress's own updater, against the fixture server's documented answers.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use WPStudio\LicenceClient\V1\Client;

require_once ABSPATH . 'wp-admin/includes/plugin-install.php';

final class UpdaterTest extends WPS_Test_Case {

	const HOOK = 'update_plugins_127.0.0.1';

	/**
	 * @param string $version The installed version WordPress read from the plugin's header.
	 * @return array The plugin's headers as WordPress passes them to the update filter.
	 */
	private function plugin_data( $version = '1.4.2' ) {
		$data            = get_plugin_data( WP_PLUGIN_DIR . '/' . self::INVOICE_FORGE, false, false );
		$data['Version'] = $version;
		return $data;
	}

	/**
	 * @param string $version The installed version.
	 * @return array|false What the client answers WordPress's update check.
	 */
	private function check( $version = '1.4.2' ) {
		return apply_filters( self::HOOK, false, $this->plugin_data( $version ), self::INVOICE_FORGE, array() );
	}

	/**
	 * @return array[] The update checks the fixture server received.
	 */
	private function update_requests() {
		return array_values(
			array_filter(
				Fixture_Api::requests(),
				static function ( $request ) {
					return '/api/plugins/invoice-forge/update' === $request['path'];
				}
			)
		);
	}

	public function test_an_active_licence_gets_the_update_with_its_package() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$entry = $this->check();

		$this->assertSame( 'http://127.0.0.1/plugin/invoice-forge', $entry['id'] );
		$this->assertSame( 'invoice-forge', $entry['slug'] );
		$this->assertSame( self::INVOICE_FORGE, $entry['plugin'] );
		$this->assertSame( '2.0.0', $entry['version'] );
		$this->assertSame( '2.0.0', $entry['new_version'] );
		$this->assertSame( WPS_TEST_API_URL . '/plugin/invoice-forge?lang=en', $entry['url'] );
		$this->assertSame( WPS_TEST_API_URL . '/api/plugins/invoice-forge/package?license=42&release=7&expires=1767225600&signature=c2lnbmF0dXJl', $entry['package'] );
		$this->assertSame( '6.8', $entry['tested'] );
		$this->assertSame( '6.1', $entry['requires'] );
		$this->assertSame( '7.4', $entry['requires_php'] );
		$this->assertSame( WPS_TEST_API_URL . '/images/plugins/invoice-forge.svg', $entry['icons']['svg'] );
		$this->assertSame( WPS_TEST_API_URL . '/images/plugins/invoice-forge.svg', $entry['banners']['high'] );
		$this->assertArrayNotHasKey( 'upgrade_notice', $entry );
		$this->assertArrayNotHasKey( 'disable_autoupdate', $entry );

		$this->assertSame(
			array(
				'version'     => '1.4.2',
				'license_key' => Fixture_Api::ACTIVE,
				'site_url'    => $this->client()->site_url(),
			),
			$this->update_requests()[0]['query']
		);
	}

	public function test_without_a_licence_the_update_is_listed_with_the_reason_and_no_package() {
		$entry = $this->check();

		$this->assertSame( '2.0.0', $entry['new_version'] );
		$this->assertArrayNotHasKey( 'package', $entry );
		$this->assertSame( 'license_required', $entry['licence_error']['code'] );
		$this->assertSame( 'To install this update, activate your licence.', $entry['upgrade_notice'] );
		$this->assertTrue( $entry['disable_autoupdate'] );
		// No key: neither key nor site address is sent.
		$this->assertSame( array( 'version' => '1.4.2' ), $this->update_requests()[0]['query'] );
	}

	public function test_an_expired_licence_is_told_when_updates_ended() {
		$this->client()->activate( Fixture_Api::EXPIRED );

		$entry = $this->check();

		$this->assertArrayNotHasKey( 'package', $entry );
		$this->assertSame(
			array(
				'code'       => 'license_expired',
				'expires_at' => '2025-01-31T12:00:00.000Z',
			),
			$entry['licence_error']
		);
		$this->assertSame( 'Updates for your licence ended on January 31, 2025. Renew your licence to install this version; until then the plugin keeps working as it is.', $entry['upgrade_notice'] );
	}

	public function test_the_newest_version_is_still_listed_so_auto_updates_can_be_switched_on() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$entry = $this->check( '2.0.0' );

		$this->assertSame( '2.0.0', $entry['new_version'] );
		$this->assertArrayNotHasKey( 'package', $entry );
		$this->assertArrayNotHasKey( 'upgrade_notice', $entry );
		$this->assertArrayNotHasKey( 'disable_autoupdate', $entry );
	}

	public function test_other_plugins_on_the_same_host_are_left_to_their_own_client() {
		$this->assertSame( 'untouched', apply_filters( self::HOOK, 'untouched', $this->plugin_data(), 'someone-else/someone-else.php', array() ) );
	}

	public function test_one_request_per_update_check() {
		$this->check();
		$this->check();

		$this->assertCount( 1, $this->update_requests() );
		$expires = (int) get_site_option( '_site_transient_timeout_wps_licence_update_invoice-forge' );
		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, $expires, 5 );
	}

	public function test_a_new_key_asks_again_and_makes_wordpress_check_again() {
		$this->check();
		set_site_transient( 'update_plugins', (object) array( 'last_checked' => time() ) );

		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->assertFalse( get_site_transient( 'update_plugins' ) );
		$this->assertArrayHasKey( 'package', $this->check() );

		$this->client()->deactivate();
		$this->assertArrayNotHasKey( 'package', $this->check() );
		$this->assertCount( 3, $this->update_requests() );
	}

	public function test_a_new_installed_version_asks_again() {
		$this->check( '1.4.2' );
		$this->check( '1.5.0' );

		$this->assertSame( array( '1.4.2', '1.5.0' ), array_column( array_column( $this->update_requests(), 'query' ), 'version' ) );
	}

	public function test_updating_the_plugin_forgets_the_cached_answer_before_wordpress_checks_again() {
		$updater = $this->updater();
		$this->assertSame( 9, has_action( 'upgrader_process_complete', array( $updater, 'after_upgrade' ) ) );
		$this->assertSame( 10, has_action( 'upgrader_process_complete', 'wp_update_plugins' ) );
		$this->check();

		$updater->after_upgrade( null, array( 'type' => 'theme' ) );
		$updater->after_upgrade(
			null,
			array(
				'type'    => 'plugin',
				'plugins' => array( self::BOOKING_DESK ),
			)
		);
		$this->check();
		$this->assertCount( 1, $this->update_requests() );

		$updater->after_upgrade(
			null,
			array(
				'action'  => 'update',
				'type'    => 'plugin',
				'plugins' => array( self::INVOICE_FORGE ),
			)
		);
		$this->check();
		$this->assertCount( 2, $this->update_requests() );
	}

	public function test_check_again_on_the_updates_screen_asks_the_server() {
		$updater = $this->updater();
		$this->check();

		$updater->forget_on_force_check();
		$this->check();
		$this->assertCount( 1, $this->update_requests() );

		$_GET['force-check'] = '1';
		$updater->forget_on_force_check();
		$this->check();
		$this->assertCount( 2, $this->update_requests() );
	}

	public function test_wordpress_lists_the_updates_of_both_plugins() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		delete_site_transient( 'update_plugins' );

		wp_update_plugins();

		$updates = get_site_transient( 'update_plugins' );
		$forge   = $updates->response[ self::INVOICE_FORGE ];
		$this->assertSame( '2.0.0', $forge->new_version );
		$this->assertSame( 'http://127.0.0.1/plugin/invoice-forge', $forge->id );
		$this->assertStringContainsString( '/api/plugins/invoice-forge/package?', $forge->package );
		$desk = $updates->response[ self::BOOKING_DESK ];
		$this->assertSame( 'booking-desk', $desk->slug );
		$this->assertFalse( property_exists( $desk, 'package' ) );
		$this->assertTrue( $desk->disable_autoupdate );
	}

	public function test_the_plugins_row_says_why_an_update_cannot_be_installed() {
		$entry = (object) $this->check();

		$html = $this->output_of(
			function () use ( $entry ) {
				do_action( 'in_plugin_update_message-' . self::INVOICE_FORGE, $this->plugin_data(), $entry );
			}
		);

		$this->assertSame( '<br>To install this update, <a href="' . $this->client()->screen_url() . '">activate your licence</a>.', $html );
	}

	public function test_the_plugins_row_says_it_in_german() {
		$this->use_locale( 'de_AT' );
		$entry = (object) $this->check();

		$html = $this->output_of(
			function () use ( $entry ) {
				do_action( 'in_plugin_update_message-' . self::INVOICE_FORGE, $this->plugin_data(), $entry );
			}
		);

		$this->assertStringContainsString( 'Um diese Aktualisierung zu installieren, <a href="', $html );
		$this->assertStringContainsString( '">aktivieren Sie Ihre Lizenz</a>.', $html );
		$this->assertEquals( array( 'lang' => 'de', 'version' => '1.4.2' ), $this->update_requests()[0]['query'] );
	}

	public function test_an_installable_update_needs_no_explanation() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$entry = (object) $this->check();

		$this->assertSame(
			'',
			$this->output_of(
				function () use ( $entry ) {
					do_action( 'in_plugin_update_message-' . self::INVOICE_FORGE, $this->plugin_data(), $entry );
				}
			)
		);
	}

	public function test_view_details_shows_the_plugins_information_with_the_package() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->check();

		$info = plugins_api( 'plugin_information', array( 'slug' => 'invoice-forge' ) );

		$this->assertSame( 'Invoice Forge', $info->name );
		$this->assertSame( 'invoice-forge', $info->slug );
		$this->assertSame( '2.0.0', $info->version );
		$this->assertSame( '<p>Invoices from WordPress.</p>', $info->sections['description'] );
		$this->assertArrayHasKey( 'installation', $info->sections );
		$this->assertArrayHasKey( 'changelog', $info->sections );
		$this->assertSame( WPS_TEST_API_URL . '/images/plugins/invoice-forge.svg', $info->banners['low'] );
		$this->assertStringContainsString( '/api/plugins/invoice-forge/package?', $info->download_link );
	}

	public function test_view_details_asks_in_german_for_german_admins() {
		$this->use_locale( 'de_DE_formal' );

		$info = plugins_api( 'plugin_information', array( 'slug' => 'invoice-forge' ) );

		$this->assertSame( '<p>Rechnungen aus WordPress.</p>', $info->sections['description'] );
		$this->assertFalse( property_exists( $info, 'download_link' ) );
	}

	public function test_view_details_of_other_plugins_is_left_to_wordpress() {
		$this->assertFalse( apply_filters( 'plugins_api', false, 'plugin_information', (object) array( 'slug' => 'akismet' ) ) );
		$this->assertFalse( apply_filters( 'plugins_api', false, 'query_plugins', (object) array( 'slug' => 'invoice-forge' ) ) );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_a_plugin_whose_update_uri_names_another_host_is_told_with_wp_debug() {
		if ( ! WP_DEBUG ) {
			$this->markTestSkipped( 'WordPress reports _doing_it_wrong() only with WP_DEBUG.' );
		}
		$file = WP_PLUGIN_DIR . '/wrong-host/wrong-host.php';
		if ( ! is_file( $file ) ) {
			mkdir( dirname( $file ) );
			file_put_contents( $file, "<?php\n/**\n * Plugin Name: Wrong Host\n * Update URI: https://www.wp-studio.example/plugin/wrong-host\n */\n" );
		}
		$client = Client::register(
			array(
				'api_url' => WPS_TEST_API_URL,
				'slug'    => 'wrong-host',
				'file'    => $file,
				'version' => '1.0.0',
			)
		);
		$wrong = array();
		$this->add_hook(
			'doing_it_wrong_run',
			static function ( $function, $message ) use ( &$wrong ) {
				$wrong[] = $message;
			},
			10,
			2
		);
		$this->add_hook( 'doing_it_wrong_trigger_error', '__return_false' );

		$this->updater( $client )->check_update_uri();
		$this->updater()->check_update_uri();

		$this->assertCount( 1, $wrong );
		$this->assertStringContainsString( 'needs the header "Update URI: ' . WPS_TEST_API_URL . '/plugin/wrong-host"', $wrong[0] );
	}
}
