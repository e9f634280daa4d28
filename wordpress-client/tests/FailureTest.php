<?php
/**
 * A licence server that fails: answers 500, answers something that is not JSON, does not answer
 * in time, is not there, or limits the rate. Nothing stored may change and wp-admin keeps working.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

require_once ABSPATH . 'wp-admin/includes/plugin-install.php';

use WP_Error;
use WPStudio\LicenceClient\V1\Api;

final class FailureTest extends WPS_Test_Case {

	/**
	 * @return array[] Each broken server and the detail the owner is told.
	 */
	public function broken_servers() {
		return array(
			'HTTP 500'      => array( 'error-500', 'HTTP status 500' ),
			'not JSON'      => array( 'not-json', 'unexpected answer, HTTP status 200' ),
			'too slow'      => array( 'slow', 'cURL error 28' ),
		);
	}

	/**
	 * Lets the fixture server play a broken server; a slow one gets a one-second timeout.
	 *
	 * @param string $mode See Fixture_Api::mode().
	 */
	private function break_server( $mode ) {
		Fixture_Api::mode( $mode );
		if ( 'slow' === $mode ) {
			$this->use_timeout( 1 );
		}
	}

	/**
	 * @dataProvider broken_servers
	 *
	 * @param string $mode   How the server fails.
	 * @param string $detail What the owner is told.
	 */
	public function test_activation_reports_the_failure_and_changes_nothing( $mode, $detail ) {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$before = $this->client()->store()->get();
		$this->break_server( $mode );

		$result = $this->client()->activate( Fixture_Api::UNLIMITED );

		$this->assertSame( 'unreachable', $result['code'] );
		$this->assertStringContainsString( $detail, $result['detail'] );
		$this->assertSame( $before, $this->client()->store()->get() );
		$html = $this->client()->texts()->result( $result )['html'];
		$this->assertStringContainsString( 'Our licence server could not be reached (' . esc_html( $detail ), $html );
		$this->assertStringContainsString( 'Your plugin keeps working; try again later.', $html );
	}

	/**
	 * @dataProvider broken_servers
	 *
	 * @param string $mode How the server fails.
	 */
	public function test_deactivation_keeps_the_key_when_the_server_fails( $mode ) {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->break_server( $mode );

		$this->assertSame( 'unreachable', $this->client()->deactivate()['code'] );
		$this->assertSame( Fixture_Api::ACTIVE, $this->client()->store()->get()['key'] );
	}

	/**
	 * @dataProvider broken_servers
	 *
	 * @param string $mode   How the server fails.
	 * @param string $detail What is noted.
	 */
	public function test_the_daily_check_keeps_the_state_and_notes_the_failure( $mode, $detail ) {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$before = $this->client()->store()->get();
		$this->break_server( $mode );

		do_action( 'wps_licence_validate_invoice-forge' );

		$after = $this->client()->store()->get();
		$this->assertStringContainsString( $detail, $after['failure'] );
		$this->assertGreaterThanOrEqual( $before['checked_at'], $after['failed_at'] );
		unset( $before['failed_at'], $before['failure'], $after['failed_at'], $after['failure'] );
		$this->assertSame( $before, $after );
	}

	/**
	 * @dataProvider broken_servers
	 *
	 * @param string $mode How the server fails.
	 */
	public function test_the_update_check_shows_no_update_and_asks_again_only_after_an_hour( $mode ) {
		$this->break_server( $mode );
		$plugin = get_plugin_data( WP_PLUGIN_DIR . '/' . self::INVOICE_FORGE, false, false );
		$filter = 'update_plugins_127.0.0.1';

		$this->assertFalse( apply_filters( $filter, false, $plugin, self::INVOICE_FORGE, array() ) );
		$this->assertFalse( apply_filters( $filter, false, $plugin, self::INVOICE_FORGE, array() ) );

		$this->assertCount( 1, Fixture_Api::requests() );
		$expires = (int) get_site_option( '_site_transient_timeout_wps_licence_update_invoice-forge' );
		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, $expires, 5 );
	}

	/**
	 * @dataProvider broken_servers
	 *
	 * @param string $mode   How the server fails.
	 * @param string $detail What the dialog says.
	 */
	public function test_view_details_explains_the_failure( $mode, $detail ) {
		$this->break_server( $mode );

		$result = plugins_api( 'plugin_information', array( 'slug' => 'invoice-forge' ) );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertStringContainsString( 'The details of Invoice Forge could not be loaded (' . esc_html( $detail ), $result->get_error_message() );
	}

	public function test_a_server_that_is_not_there_is_unreachable() {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = substr( stream_socket_get_name( $socket, false ), strlen( '127.0.0.1:' ) );
		fclose( $socket );
		$api = new Api( 'http://127.0.0.1:' . $port, 'invoice-forge' );

		$answer = $api->licence( 'activate', Fixture_Api::ACTIVE, home_url(), Api::TIMEOUT );

		$this->assertInstanceOf( WP_Error::class, $answer );
		$this->assertStringContainsString( 'cURL error 7', $answer->get_error_message() );
	}

	public function test_a_rate_limit_is_explained_on_activation_and_ignored_by_the_daily_check() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$before = $this->client()->store()->get();
		Fixture_Api::mode( 'rate-limited' );

		$result = $this->client()->activate( Fixture_Api::UNLIMITED );
		$this->assertSame( 'rate_limited', $result['code'] );
		$this->assertStringContainsString( 'too many requests for this licence', $this->client()->texts()->result( $result )['html'] );

		do_action( 'wps_licence_validate_invoice-forge' );
		$after = $this->client()->store()->get();
		$this->assertSame( 'Too many requests. Please try again in 42 seconds.', $after['failure'] );
		$this->assertSame( $before['status'], $after['status'] );
		$this->assertSame( '', $after['code'] );
	}

	public function test_the_screen_tells_when_the_last_check_failed() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		Fixture_Api::mode( 'error-500' );
		do_action( 'wps_licence_validate_invoice-forge' );

		$html = $this->output_of( array( new \WPStudio\LicenceClient\V1\Licence_Screen( $this->client() ), 'render' ) );

		$this->assertStringContainsString( 'could not reach our licence server (HTTP status 500). The status above is from an earlier check.', $html );
		$this->assertStringContainsString( 'Your licence is active.', $html );
	}
}
