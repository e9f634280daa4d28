<?php
/**
 * WordPress's updater downloading our signed package link: the zip when the shop hands it out,
 * an explanation in the owner's words when the shop refuses it.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use Automatic_Upgrader_Skin;
use Plugin_Upgrader;
use WP_Error;
use WPStudio\LicenceClient\V1\Licence_Store;
use ZipArchive;

require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

final class DownloadTest extends WPS_Test_Case {

	/** The query of the links the fixture server hands out, without the signature. */
	const LINK = '/api/plugins/invoice-forge/package?license=42&release=7&expires=1767225600&signature=';

	/** @var Automatic_Upgrader_Skin */
	private $skin;

	protected function setUp(): void {
		parent::setUp();
		// download_url() refuses loopback hosts and ports other than 80, 443 and 8080; a real shop
		// is neither (the end-to-end harness's must-use plugin allows its shop the same way).
		$this->add_hook(
			'http_request_host_is_external',
			static function ( $external, $host ) {
				return $external || '127.0.0.1' === $host;
			},
			10,
			2
		);
		$this->add_hook(
			'http_allowed_safe_ports',
			static function ( $ports ) {
				$ports[] = (int) wp_parse_url( WPS_TEST_API_URL, PHP_URL_PORT );
				return $ports;
			}
		);
	}

	/**
	 * Downloads a package as WordPress's updater does ("Update now", Dashboard → Updates, auto-updates).
	 *
	 * @param string $package The package URL.
	 * @return string|WP_Error The downloaded file or why not.
	 */
	private function download( $package ) {
		$this->skin = new Automatic_Upgrader_Skin();
		$upgrader   = new Plugin_Upgrader( $this->skin );
		$upgrader->init();
		$upgrader->upgrade_strings();
		return $upgrader->download_package( $package, true, array( 'plugin' => self::INVOICE_FORGE ) );
	}

	/**
	 * @return string The package link of Invoice Forge's update answer, after activating a licence.
	 */
	private function package_from_update_check() {
		$this->client()->activate( Fixture_Api::ACTIVE );
		$entry = apply_filters( 'update_plugins_127.0.0.1', false, get_plugin_data( WP_PLUGIN_DIR . '/' . self::INVOICE_FORGE, false, false ), self::INVOICE_FORGE, array() );
		$this->assertSame( WPS_TEST_API_URL . self::LINK . 'c2lnbmF0dXJl', $entry['package'] );
		return $entry['package'];
	}

	/**
	 * @param string $code   The expected error code.
	 * @param mixed  $error  What download_package() returned.
	 * @param int    $status The expected HTTP status (0 for no answer).
	 */
	private function assert_refused( $code, $error, $status ) {
		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( $code, $error->get_error_code() );
		$this->assertSame( array( 'status' => $status ), $error->get_error_data() );
	}

	/**
	 * @return string Dashboard → Updates → Check again (the network admin's on multisite).
	 */
	private static function check_again_url() {
		return is_multisite() ? network_admin_url( 'update-core.php?force-check=1' ) : admin_url( 'update-core.php?force-check=1' );
	}

	/**
	 * @return bool Whether the update answer is still cached.
	 */
	private function update_cached() {
		return false !== get_site_transient( 'wps_licence_update_invoice-forge' );
	}

	public function test_a_valid_link_gives_wordpress_the_zip() {
		$package = $this->package_from_update_check();

		$file = $this->download( $package );

		$this->assertIsString( $file );
		$this->assertFileIsReadable( $file );
		$zip = new ZipArchive();
		$this->assertTrue( $zip->open( $file ) );
		$this->assertNotFalse( $zip->locateName( 'invoice-forge/invoice-forge.php' ) );
		$zip->close();
		unlink( $file );
		// WordPress's own progress message (the automatic updates' skin strips its markup).
		$this->assertSame( array( 'Downloading update from ' . esc_html( $package ) . '&#8230;' ), $this->skin->get_upgrade_messages() );
		$this->assertTrue( $this->update_cached() );
	}

	public function test_a_tampered_link_says_to_check_for_updates_again_and_forgets_it() {
		$package = $this->package_from_update_check();
		$this->assertTrue( $this->update_cached() );

		$error = $this->download( str_replace( 'c2lnbmF0dXJl', 'c2lnbmF0dXJm', $package ) );

		$this->assert_refused( 'wps_licence_invalid_signature', $error, 403 );
		$this->assertSame(
			'The download link was refused by our server because it is not valid. Please check for updates again (<a href="' . self::check_again_url() . '">Dashboard → Updates → Check again</a>) and retry.',
			$error->get_error_message()
		);
		$this->assertFalse( $this->update_cached() );
	}

	public function test_an_expired_link_says_to_check_for_updates_again() {
		$this->package_from_update_check();

		$error = $this->download( WPS_TEST_API_URL . self::LINK . 'expired' );

		$this->assert_refused( 'wps_licence_link_expired', $error, 410 );
		$this->assertSame(
			'The download link has expired. Please check for updates again (<a href="' . self::check_again_url() . '">Dashboard → Updates → Check again</a>) and retry.',
			$error->get_error_message()
		);
		$this->assertFalse( $this->update_cached() );
	}

	public function test_a_licence_that_ended_since_the_update_check_is_explained_and_checked() {
		// A revoked licence, stored while it was active, and a link made for it then.
		$this->client()->store()->save(
			array_merge(
				Licence_Store::DEFAULTS,
				array(
					'key'      => Fixture_Api::REVOKED,
					'site_url' => $this->client()->site_url(),
					'status'   => 'active',
					'source'   => 'activate',
				)
			)
		);

		$error = $this->download( WPS_TEST_API_URL . '/api/plugins/invoice-forge/package?license=46&release=7&expires=1767225600&signature=c2lnbmF0dXJl' );

		$this->assert_refused( 'wps_licence_license_not_active', $error, 403 );
		$this->assertSame(
			'Our server refused the download because your licence is no longer active: it has expired, or it was disabled or revoked. Please <a href="' . $this->client()->screen_url() . '">check your licence</a> and renew it if needed.',
			$error->get_error_message()
		);
		// The licence screen and its notice now say what happened.
		$this->assertSame( 'license_revoked', $this->client()->state( $this->client()->store()->get() ) );
	}

	public function test_a_missing_file_asks_to_contact_us() {
		$error = $this->download( WPS_TEST_API_URL . '/api/plugins/invoice-forge/package?license=42&release=8&expires=1767225600&signature=c2lnbmF0dXJl' );

		$this->assert_refused( 'wps_licence_package_missing', $error, 404 );
		$this->assertSame( 'The file of this update is missing on our server. Please <a href="' . WPS_TEST_API_URL . '/contact">contact us</a> so that we can fix it.', $error->get_error_message() );
	}

	public function test_a_rate_limit_asks_to_wait_and_keeps_the_link() {
		$package = $this->package_from_update_check();
		Fixture_Api::mode( 'rate-limited' );

		$error = $this->download( $package );

		$this->assert_refused( 'wps_licence_rate_limited', $error, 429 );
		$this->assertSame( 'Our server has received too many download requests. Please try again in a minute.', $error->get_error_message() );
		$this->assertTrue( $this->update_cached() );
	}

	public function test_a_broken_server_is_named_with_the_status() {
		Fixture_Api::mode( 'error-500' );

		$error = $this->download( WPS_TEST_API_URL . self::LINK . 'c2lnbmF0dXJl' );

		$this->assert_refused( 'wps_licence_download_failed', $error, 500 );
		$this->assertSame( 'The update could not be downloaded from our server (HTTP status 500). Please try again later.', $error->get_error_message() );
	}

	public function test_a_server_that_does_not_answer_is_named_with_the_reason() {
		$package = $this->package_from_update_check();
		Fixture_Api::mode( 'slow' );
		$this->use_timeout( 1 );

		$error = $this->download( $package );

		$this->assert_refused( 'wps_licence_download_failed', $error, 0 );
		$this->assertStringStartsWith( 'The update could not be downloaded from our server (cURL error 28: ', $error->get_error_message() );
		// No answer is no refusal: the link may still be good.
		$this->assertTrue( $this->update_cached() );
	}

	public function test_the_explanation_in_german() {
		$this->use_locale( 'de_AT' );

		$error = $this->download( WPS_TEST_API_URL . self::LINK . 'abc' );

		$this->assertSame(
			'Unser Server hat den Download-Link abgelehnt, weil er nicht gültig ist. Bitte suchen Sie erneut nach Aktualisierungen (<a href="' . self::check_again_url() . '">Dashboard → Aktualisierungen → Erneut prüfen</a>) und versuchen Sie es dann noch einmal.',
			$error->get_error_message()
		);
	}

	public function test_other_packages_are_left_to_wordpress() {
		$updater = $this->updater();
		$this->assertFalse( $updater->filter_download( false, 'https://downloads.wordpress.org/plugin/akismet.zip', null ) );
		$this->assertFalse( $updater->filter_download( false, WPS_TEST_API_URL . '/api/plugins/booking-desk/package?license=48&release=7&expires=1767225600&signature=c2lnbmF0dXJl', null ) );
		$this->assertFalse( $updater->filter_download( false, WPS_TEST_API_URL . '/api/plugins/invoice-forge/download', null ) );
		// Another filter that already answered wins.
		$this->assertSame( '/tmp/elsewhere.zip', $updater->filter_download( '/tmp/elsewhere.zip', WPS_TEST_API_URL . self::LINK . 'c2lnbmF0dXJl', null ) );
		$this->assertSame( array(), Fixture_Api::requests() );
	}
}
