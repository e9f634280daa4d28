<?php
/**
 * A free plugin of ours (Admin Notes, registered with 'licence' => false): updates from the shop
 * without a key, and nothing of the licence.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use ReflectionObject;
use WPStudio\LicenceClient\V1\Client;
use WPStudio\LicenceClient\V1\Licence_Store;

final class FreePluginTest extends WPS_Test_Case {

	/**
	 * Leaves a revoked key in Admin Notes' option, as if the plugin had been a paid one before:
	 * a free plugin must ignore it.
	 */
	private function leftover_key() {
		$this->client( self::ADMIN_NOTES )->store()->save(
			array_merge(
				Licence_Store::DEFAULTS,
				array(
					'key'      => Fixture_Api::REVOKED,
					'site_url' => $this->client( self::ADMIN_NOTES )->site_url(),
					'status'   => 'revoked',
					'code'     => 'license_revoked',
					'source'   => 'validate',
				)
			)
		);
	}

	/**
	 * @param string $version The installed version.
	 * @return array|false What the client answers WordPress's update check for Admin Notes.
	 */
	private function check( $version = '1.0.0' ) {
		$data            = get_plugin_data( WP_PLUGIN_DIR . '/' . self::ADMIN_NOTES, false, false );
		$data['Version'] = $version;
		return apply_filters( 'update_plugins_127.0.0.1', false, $data, self::ADMIN_NOTES, array() );
	}

	/**
	 * @param Client $client A client.
	 * @return string[] The hooks its objects (the client, its screen and updater) are hooked to, sorted.
	 */
	private function hooks_of( Client $client ) {
		$hooks = array();
		foreach ( $GLOBALS['wp_filter'] as $hook => $wp_hook ) {
			foreach ( $wp_hook->callbacks as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$function = $callback['function'];
					if ( ! is_array( $function ) || ! is_object( $function[0] ) ) {
						continue;
					}
					$owner = $function[0];
					if ( ! $owner instanceof Client ) {
						$object = new ReflectionObject( $owner );
						if ( ! $object->hasProperty( 'client' ) ) {
							continue;
						}
						$property = $object->getProperty( 'client' );
						$property->setAccessible( true );
						$owner = $property->getValue( $function[0] );
					}
					if ( $owner === $client ) {
						$hooks[] = $hook;
					}
				}
			}
		}
		sort( $hooks );
		return $hooks;
	}

	public function test_a_free_plugin_hooks_only_into_updates() {
		$this->assertFalse( $this->client( self::ADMIN_NOTES )->is_licensed() );
		$this->assertTrue( $this->client()->is_licensed() );

		$this->assertSame(
			array(
				'activate_' . self::ADMIN_NOTES,
				'admin_init',
				'deactivate_' . self::ADMIN_NOTES,
				'in_plugin_update_message-' . self::ADMIN_NOTES,
				'load-update-core.php',
				'plugins_api',
				'update_plugins_127.0.0.1',
				'upgrader_process_complete',
			),
			$this->hooks_of( $this->client( self::ADMIN_NOTES ) )
		);
		// What a paid plugin has on top: the screen, its notice, the daily check, the download's explanations.
		$paid = $this->hooks_of( $this->client() );
		foreach ( array( 'admin_post_wps_licence_activate_invoice-forge', 'all_admin_notices', 'upgrader_pre_download', 'wps_licence_validate_invoice-forge' ) as $hook ) {
			$this->assertContains( $hook, $paid );
		}
	}

	public function test_no_licence_link_and_no_notice() {
		$this->leftover_key();

		$links = apply_filters( 'plugin_action_links_' . self::ADMIN_NOTES, array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		$this->assertSame( array( 'deactivate' ), array_keys( $links ) );

		$notices = $this->output_of(
			static function () {
				do_action( 'all_admin_notices' );
			}
		);
		$this->assertStringNotContainsString( 'Admin Notes', $notices );
		$this->assertStringNotContainsString( 'admin-notes', $notices );
	}

	public function test_no_daily_check() {
		$this->leftover_key();
		wp_schedule_event( time(), 'daily', 'wps_licence_validate_admin-notes' );

		do_action( 'activate_' . self::ADMIN_NOTES, false );

		// Not scheduled, and one left from paid times is cleared.
		$this->assertFalse( wp_next_scheduled( 'wps_licence_validate_admin-notes' ) );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_the_update_check_sends_only_the_version_and_gets_the_package() {
		$this->leftover_key();

		$entry = $this->check();

		$this->assertSame( '2.0.0', $entry['new_version'] );
		$this->assertSame( 'http://127.0.0.1/plugin/admin-notes', $entry['id'] );
		$this->assertSame( WPS_TEST_API_URL . '/api/plugins/admin-notes/download', $entry['package'] );
		$this->assertArrayNotHasKey( 'licence_error', $entry );
		$this->assertArrayNotHasKey( 'disable_autoupdate', $entry );
		$requests = Fixture_Api::requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( '/api/plugins/admin-notes/update', $requests[0]['path'] );
		$this->assertSame( array( 'version' => '1.0.0' ), $requests[0]['query'] );
	}

	public function test_wordpress_lists_the_free_plugins_update() {
		delete_site_transient( 'update_plugins' );

		wp_update_plugins();

		$notes = get_site_transient( 'update_plugins' )->response[ self::ADMIN_NOTES ];
		$this->assertSame( '2.0.0', $notes->new_version );
		$this->assertSame( WPS_TEST_API_URL . '/api/plugins/admin-notes/download', $notes->package );
		$this->assertSame(
			'',
			$this->output_of(
				static function () use ( $notes ) {
					do_action( 'in_plugin_update_message-' . self::ADMIN_NOTES, array(), $notes );
				}
			)
		);
	}

	public function test_deleting_the_free_plugin_calls_nothing_and_removes_everything() {
		do_action( 'activate_' . self::ADMIN_NOTES, false );
		$this->leftover_key();
		$this->check();
		$this->assertNotFalse( get_site_transient( 'wps_licence_update_admin-notes' ) );
		Fixture_Api::forget_requests();

		uninstall_plugin( self::ADMIN_NOTES );

		$this->assertSame( array(), Fixture_Api::requests() );
		$this->assertFalse( get_option( 'wps_licence_admin-notes' ) );
		$this->assertFalse( get_site_transient( 'wps_licence_update_admin-notes' ) );
	}
}
