<?php
/**
 * The licence screen of a single site: menu entry, action link, form, buttons, notices.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use WPStudio\LicenceClient\V1\Licence_Screen;

final class ScreenTest extends WPS_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		if ( is_multisite() ) {
			$this->markTestSkipped( 'Single-site screen; MultisiteTest covers the network screen.' );
		}
	}

	/**
	 * @return string The licence screen's HTML.
	 */
	private function screen() {
		return $this->output_of( array( new Licence_Screen( $this->client() ), 'render' ) );
	}

	/**
	 * Posts one of the screen's forms to its admin-post.php handler.
	 *
	 * @param string $action activate, deactivate or dismiss.
	 * @param array  $fields Form fields.
	 * @param string $nonce  The nonce's action; the right one when null.
	 * @return Stopped How the request ended.
	 */
	private function post( $action, array $fields = array(), $nonce = null ) {
		$hook     = 'wps_licence_' . $action . '_invoice-forge';
		$_POST    = $fields + array(
			'action'   => $hook,
			'_wpnonce' => wp_create_nonce( null === $nonce ? $hook : $nonce ),
		);
		$_REQUEST = $_POST;
		return $this->until_stopped(
			static function () use ( $hook ) {
				do_action( 'admin_post_' . $hook );
			}
		);
	}

	public function test_the_screen_is_a_page_under_plugins_for_administrators() {
		global $submenu, $_registered_pages, $_parent_pages;
		$saved = array( $submenu, $_registered_pages, $_parent_pages );
		try {
			( new Licence_Screen( $this->client() ) )->add_page();
			$this->assertTrue( $_registered_pages[ get_plugin_page_hookname( 'invoice-forge-licence', 'plugins.php' ) ] );
			$this->assertSame( 'plugins.php', $_parent_pages['invoice-forge-licence'] );
			$this->assertContains( array( 'Invoice Forge licence', 'manage_options', 'invoice-forge-licence', 'Invoice Forge licence' ), $submenu['plugins.php'] );
			$this->assertSame( admin_url( 'plugins.php?page=invoice-forge-licence' ), menu_page_url( 'invoice-forge-licence', false ) );
			$this->assertSame( admin_url( 'plugins.php?page=invoice-forge-licence' ), $this->client()->screen_url() );
		} finally {
			list( $submenu, $_registered_pages, $_parent_pages ) = $saved;
		}
		$this->assertSame( 10, has_action( 'admin_menu', array( $this->screen_hooked(), 'add_page' ) ) );
	}

	public function test_the_plugins_row_links_to_the_screen() {
		$links = apply_filters( 'plugin_action_links_' . self::INVOICE_FORGE, array( 'deactivate' => '<a href="#">Deactivate</a>' ) );

		$this->assertSame( array( 'wps-licence', 'deactivate' ), array_keys( $links ) );
		$this->assertSame( '<a href="' . admin_url( 'plugins.php?page=invoice-forge-licence' ) . '">Licence</a>', $links['wps-licence'] );

		$this->use_locale( 'de_AT' );
		$links = apply_filters( 'plugin_action_links_' . self::INVOICE_FORGE, array() );
		$this->assertStringContainsString( '>Lizenz</a>', $links['wps-licence'] );
	}

	public function test_without_a_key_the_screen_asks_for_one() {
		$html = $this->screen();

		$this->assertStringContainsString( '<h1>Invoice Forge licence</h1>', $html );
		$this->assertStringContainsString( '<label for="wps_licence_key">Licence key</label>', $html );
		$this->assertMatchesRegularExpression( '/<input type="text" id="wps_licence_key" name="wps_licence_key" value=""[^>]* autocomplete="off"/', $html );
		$this->assertStringContainsString( 'placeholder="WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"', $html );
		$this->assertStringContainsString( '<form method="post" action="' . admin_url( 'admin-post.php' ) . '"><input type="hidden" name="action" value="wps_licence_activate_invoice-forge">', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( '<button type="submit" class="button button-primary">Activate licence</button>', $html );
		$this->assertStringNotContainsString( 'Deactivate licence', $html );
		$this->assertStringContainsString( 'No licence is activated on this site yet.', $html );
		$this->assertStringContainsString( '<a href="' . WPS_TEST_API_URL . '/my-licenses">My licenses</a>', $html );
	}

	public function test_a_stored_key_is_shown_masked_and_can_be_deactivated() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$html = $this->screen();

		$this->assertStringNotContainsString( Fixture_Api::ACTIVE, $html );
		$this->assertStringNotContainsString( 'M9XRT', $html );
		$this->assertStringContainsString( 'A licence key is stored: WPS-7K2QD-•••••-•••••-•••••-S3JWA.', $html );
		$this->assertMatchesRegularExpression( '/<input type="text" id="wps_licence_key" name="wps_licence_key" value=""/', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="wps_licence_deactivate_invoice-forge">', $html );
		$this->assertStringContainsString( '<button type="submit" class="button">Deactivate licence</button>', $html );
		$this->assertStringContainsString( '<div class="notice notice-success inline" role="status"><p>Your licence is active. Updates and support until March 14, 2027. 1 of 5 sites used.', $html );
		$this->assertStringNotContainsString( 'Last checked', $html );
	}

	public function test_a_state_from_the_daily_check_says_when_it_was_checked() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		do_action( 'wps_licence_validate_invoice-forge' );

		$this->assertStringContainsString( '<p>Last checked: ' . wp_date( get_option( 'date_format' ) ) . ' at ', $this->screen() );
	}

	public function test_the_screen_in_german() {
		$this->use_locale( 'de_AT' );
		$this->client()->activate( Fixture_Api::ACTIVE );

		$html = $this->screen();

		$this->assertStringContainsString( '<h1>Lizenz für Invoice Forge</h1>', $html );
		$this->assertStringContainsString( '>Lizenzschlüssel</label>', $html );
		$this->assertStringContainsString( '>Lizenz aktivieren</button>', $html );
		$this->assertStringContainsString( '>Lizenz deaktivieren</button>', $html );
		$this->assertStringContainsString( 'Ihre Lizenz ist aktiv.', $html );
		$this->assertStringContainsString( '1 von 5 Websites belegt.', $html );
	}

	public function test_activating_redirects_back_and_shows_the_result_once() {
		$stopped = $this->post( 'activate', array( 'wps_licence_key' => ' wps-7k2qd-m9xrt-0hcvb-yp4ne-s3jwa ' ) );

		$this->assertSame( admin_url( 'plugins.php?page=invoice-forge-licence' ), $stopped->location );
		$this->assertSame( Fixture_Api::ACTIVE, $this->client()->store()->get()['key'] );
		$this->assertStringContainsString( '<div class="notice notice-success" role="status"><p>Your licence has been activated on this site.</p></div>', $this->screen() );
		$this->assertStringNotContainsString( 'has been activated', $this->screen() );
	}

	public function test_a_refusal_is_shown_as_an_alert() {
		$this->post( 'activate', array( 'wps_licence_key' => Fixture_Api::FULL ) );

		$html = $this->screen();
		$this->assertStringContainsString( '<div class="notice notice-error" role="alert"><p>This licence may be used on 1 site', $html );
		$this->assertStringContainsString( '<li>kunde.at</li>', $html );
	}

	public function test_deactivating_redirects_back_and_says_so() {
		$this->client()->activate( Fixture_Api::ACTIVE );

		$stopped = $this->post( 'deactivate' );

		$this->assertSame( admin_url( 'plugins.php?page=invoice-forge-licence' ), $stopped->location );
		$this->assertStringContainsString( 'The licence has been deactivated on this site and the key removed.', $this->screen() );
	}

	public function test_a_form_without_a_valid_nonce_is_refused() {
		$stopped = $this->post( 'activate', array( 'wps_licence_key' => Fixture_Api::ACTIVE ), 'some-other-action' );

		$this->assertSame( '', $stopped->location );
		$this->assertSame( 403, $stopped->status );
		$this->assertSame( '', $this->client()->store()->get()['key'] );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_users_who_do_not_manage_options_are_refused() {
		wp_set_current_user( wp_insert_user( array( 'user_login' => 'wps-editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) ) );

		$stopped = $this->post( 'activate', array( 'wps_licence_key' => Fixture_Api::ACTIVE ) );

		$this->assertSame( 403, $stopped->status );
		$this->assertSame( 'Sorry, you are not allowed to manage this licence.', $stopped->getMessage() );
		$this->assertSame( array(), Fixture_Api::requests() );
	}

	public function test_messages_from_the_server_are_escaped() {
		$this->client()->store()->set_flash(
			get_current_user_id(),
			array(
				'code'    => 'brand_new_code',
				'message' => '<script>alert("x")</script> Try later.',
			)
		);

		$html = $this->screen();

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Try later.', $html );
	}

	public function test_an_unknown_code_without_message_names_the_code() {
		$this->client()->store()->set_flash( get_current_user_id(), array( 'code' => 'brand_new_code', 'message' => '' ) );

		$this->assertStringContainsString( 'The licence server refused the request (brand_new_code).', $this->screen() );
	}

	public function test_an_expired_licence_is_announced_on_other_admin_screens_until_dismissed() {
		$this->client()->activate( Fixture_Api::EXPIRED );

		$notice = $this->admin_notices();
		$this->assertStringContainsString( '<div class="notice notice-warning" role="status"><p><strong>Invoice Forge</strong></p><p>Updates and support for your licence ended on January 31, 2025.', $notice );
		$this->assertStringContainsString( '<a href="' . admin_url( 'plugins.php?page=invoice-forge-licence' ) . '">Manage licence</a>', $notice );

		$_GET['page'] = 'invoice-forge-licence';
		$this->assertSame( '', $this->admin_notices(), 'not on the licence screen itself' );
		$_GET = array();

		$_SERVER['HTTP_REFERER'] = admin_url( 'index.php' );
		$stopped                 = $this->post( 'dismiss' );
		$this->assertSame( admin_url( 'index.php' ), $stopped->location );
		$this->assertSame( '', $this->admin_notices() );

		// A new problem shows the notice again.
		$record         = $this->client()->store()->get();
		$record['code'] = 'license_revoked';
		$this->client()->store()->save( $record );
		$this->assertStringContainsString( '<div class="notice notice-error" role="alert"><p><strong>Invoice Forge</strong></p><p>This licence has been revoked', $this->admin_notices() );
	}

	public function test_no_notice_for_an_active_licence_or_for_users_who_cannot_act() {
		$this->assertSame( '', $this->admin_notices(), 'no key' );
		$this->client()->activate( Fixture_Api::ACTIVE );
		$this->assertSame( '', $this->admin_notices(), 'active' );

		$record         = $this->client()->store()->get();
		$record['code'] = 'site_not_activated';
		$this->client()->store()->save( $record );
		$this->assertStringContainsString( 'The licence is no longer activated on this site', $this->admin_notices() );
		wp_set_current_user( wp_insert_user( array( 'user_login' => 'wps-editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) ) );
		$this->assertSame( '', $this->admin_notices(), 'editor' );
	}

	/**
	 * @return string What the client prints on an admin screen's notices hook.
	 */
	private function admin_notices() {
		return $this->output_of(
			function () {
				( new Licence_Screen( $this->client() ) )->render_problem_notice();
			}
		);
	}

	/**
	 * @return Licence_Screen The screen object Invoice Forge's client hooked.
	 */
	private function screen_hooked() {
		foreach ( $GLOBALS['wp_filter']['admin_menu']->callbacks[10] as $callback ) {
			$function = $callback['function'];
			if ( is_array( $function ) && $function[0] instanceof Licence_Screen && 'invoice-forge-licence' === $function[0]->page() ) {
				return $function[0];
			}
		}
		$this->fail( 'Invoice Forge hooked no screen on admin_menu' );
	}
}
