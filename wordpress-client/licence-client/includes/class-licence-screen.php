<?php
/**
 * The licence screen, its buttons and the notice that asks the owner to act.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

defined( 'ABSPATH' ) || exit;

/**
 * One screen per plugin under Plugins (in the network admin for a network-active plugin),
 * linked from the plugin's row. Its forms post to admin-post.php, which acts and redirects back
 * (post/redirect/get), so reloading the page never repeats a licence call.
 */
final class Licence_Screen {

	/**
	 * @var Client
	 */
	private $client;

	/**
	 * @param Client $client The plugin's client.
	 */
	public function __construct( Client $client ) {
		$this->client = $client;
	}

	/**
	 * @param string $slug A plugin's slug.
	 * @return string The user meta that remembers which problem notice a user dismissed.
	 */
	public static function dismissed_meta_key( $slug ) {
		return 'wps_licence_dismissed_' . $slug;
	}

	public function hook() {
		$slug = $this->client->slug();
		if ( $this->client->is_network() ) {
			add_action( 'network_admin_menu', array( $this, 'add_page' ) );
			add_filter( 'network_admin_plugin_action_links_' . $this->client->basename(), array( $this, 'add_action_link' ) );
		} else {
			add_action( 'admin_menu', array( $this, 'add_page' ) );
			add_filter( 'plugin_action_links_' . $this->client->basename(), array( $this, 'add_action_link' ) );
		}
		add_action( 'admin_post_wps_licence_activate_' . $slug, array( $this, 'handle_activate' ) );
		add_action( 'admin_post_wps_licence_deactivate_' . $slug, array( $this, 'handle_deactivate' ) );
		add_action( 'admin_post_wps_licence_dismiss_' . $slug, array( $this, 'handle_dismiss' ) );
		add_action( 'all_admin_notices', array( $this, 'render_problem_notice' ) );
	}

	/** @return string The screen's `page` parameter. */
	public function page() {
		return $this->client->slug() . '-licence';
	}

	public function add_page() {
		/* translators: %s: plugin name. */
		$title = sprintf( __( '%s licence', 'wps-licence-client' ), $this->client->name() );
		add_submenu_page( 'plugins.php', $title, $title, $this->client->capability(), $this->page(), array( $this, 'render' ) );
	}

	/**
	 * @param array $links The plugin row's action links.
	 * @return array
	 */
	public function add_action_link( $links ) {
		$link = '<a href="' . esc_url( $this->client->screen_url() ) . '">' . esc_html__( 'Licence', 'wps-licence-client' ) . '</a>';
		return array_merge( array( 'wps-licence' => $link ), (array) $links );
	}

	public function render() {
		$client = $this->client;
		$texts  = $client->texts();
		$record = $client->store()->get();
		$stored = '' !== $record['key'];
		$result = $client->store()->take_flash( get_current_user_id() );
		$state  = $texts->state( $record );

		echo '<div class="wrap">';
		/* translators: %s: plugin name. */
		echo '<h1>' . esc_html( sprintf( __( '%s licence', 'wps-licence-client' ), $client->name() ) ) . '</h1>';
		if ( $result ) {
			self::notice( $texts->result( $result ), '' );
		}

		echo '<h2>' . esc_html__( 'Status', 'wps-licence-client' ) . '</h2>';
		self::notice( $state, 'inline' );
		if ( 'validate' === $record['source'] ) {
			/* translators: %s: date and time. */
			echo '<p>' . esc_html( sprintf( __( 'Last checked: %s.', 'wps-licence-client' ), $texts->date_time( $record['checked_at'] ) ) ) . '</p>';
		}
		if ( $record['failed_at'] > 0 ) {
			/* translators: 1: date and time, 2: technical detail. */
			echo '<p>' . esc_html( sprintf( __( 'The automatic check on %1$s could not reach our licence server (%2$s). The status above is from an earlier check.', 'wps-licence-client' ), $texts->date_time( $record['failed_at'] ), $record['failure'] ) ) . '</p>';
		}

		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( 'wps_licence_activate_' . $client->slug() ) . '">';
		wp_nonce_field( 'wps_licence_activate_' . $client->slug() );
		echo '<table class="form-table" role="presentation"><tr><th scope="row">';
		echo '<label for="wps_licence_key">' . esc_html__( 'Licence key', 'wps-licence-client' ) . '</label></th><td>';
		echo '<input type="text" id="wps_licence_key" name="wps_licence_key" value="" class="regular-text code" autocomplete="off" spellcheck="false" aria-describedby="wps_licence_key_description"'
			. ( $stored ? '' : ' placeholder="WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"' ) . '>';
		echo '<p class="description" id="wps_licence_key_description">';
		if ( $stored ) {
			/* translators: %s: the stored key with its middle hidden, e.g. WPS-7K2QD-•••••-•••••-•••••-S3JWA. */
			echo esc_html( sprintf( __( 'A licence key is stored: %s. Enter a new key only to replace it; leave the field empty to activate the stored key again.', 'wps-licence-client' ), Licence_Key::mask( $record['key'] ) ) );
		} else {
			printf(
				/* translators: 1: opening link tag (My licenses on our website), 2: closing link tag. */
				esc_html__( 'You will find your licence key in your order confirmation and in %1$sMy licenses%2$s on our website.', 'wps-licence-client' ),
				'<a href="' . esc_url( $texts->my_licenses_url() ) . '">',
				'</a>'
			);
		}
		echo '</p></td></tr></table>';
		echo '<p class="submit"><button type="submit" class="button button-primary">' . esc_html__( 'Activate licence', 'wps-licence-client' ) . '</button></p>';
		echo '</form>';

		if ( $stored ) {
			echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
			echo '<input type="hidden" name="action" value="' . esc_attr( 'wps_licence_deactivate_' . $client->slug() ) . '">';
			wp_nonce_field( 'wps_licence_deactivate_' . $client->slug() );
			echo '<p>' . esc_html__( 'Deactivating frees this site’s seat, so you can use the licence on another site. The plugin keeps working, without updates.', 'wps-licence-client' ) . '</p>';
			echo '<p><button type="submit" class="button">' . esc_html__( 'Deactivate licence', 'wps-licence-client' ) . '</button></p>';
			echo '</form>';
		}
		echo '</div>';
	}

	public function handle_activate() {
		$this->check_request( 'activate' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- check_request() verified the nonce.
		$input = isset( $_POST['wps_licence_key'] ) ? sanitize_text_field( wp_unslash( $_POST['wps_licence_key'] ) ) : '';
		$this->finish( $this->client->activate( $input ) );
	}

	public function handle_deactivate() {
		$this->check_request( 'deactivate' );
		$this->finish( $this->client->deactivate() );
	}

	/**
	 * Hides the problem notice for the current user until the licence's state changes.
	 */
	public function handle_dismiss() {
		$this->check_request( 'dismiss' );
		update_user_meta( get_current_user_id(), self::dismissed_meta_key( $this->client->slug() ), $this->problem_fingerprint() );
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : self_admin_url() );
		exit;
	}

	/**
	 * On every admin screen but the licence screen: tells users who manage the licence that it
	 * needs them (expired, moved site, deactivated, revoked …), until they dismiss it.
	 */
	public function render_problem_notice() {
		$client = $this->client;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only compares the page shown.
		$on_screen = isset( $_GET['page'] ) && $this->page() === $_GET['page'];
		if ( $on_screen || $client->is_network() !== is_network_admin() || ! current_user_can( $client->capability() ) ) {
			return;
		}
		$record = $client->store()->get();
		if ( ! in_array( $client->state( $record ), Client::ATTENTION, true ) ) {
			return;
		}
		if ( get_user_meta( get_current_user_id(), self::dismissed_meta_key( $client->slug() ), true ) === $this->problem_fingerprint() ) {
			return;
		}
		$state   = $client->texts()->state( $record );
		$dismiss = wp_nonce_url( admin_url( 'admin-post.php?action=wps_licence_dismiss_' . $client->slug() ), 'wps_licence_dismiss_' . $client->slug() );
		self::notice(
			array(
				'tone' => 'error' === $state['tone'] ? 'error' : 'warning',
				'html' => '<p><strong>' . esc_html( $client->name() ) . '</strong></p>' . $state['html']
					. '<p><a href="' . esc_url( $client->screen_url() ) . '">' . esc_html__( 'Manage licence', 'wps-licence-client' ) . '</a> | '
					. '<a href="' . esc_url( $dismiss ) . '">' . esc_html__( 'Dismiss', 'wps-licence-client' ) . '</a></p>',
			),
			''
		);
	}

	/**
	 * @return string What the problem notice is about; a change shows a dismissed notice again.
	 */
	private function problem_fingerprint() {
		$record = $this->client->store()->get();
		return md5( $this->client->state( $record ) . '|' . $record['expires_at'] . '|' . $this->client->site_url() );
	}

	/**
	 * Dies unless the current user manages the licence and the form's nonce is valid.
	 *
	 * @param string $action activate, deactivate or dismiss.
	 */
	private function check_request( $action ) {
		if ( ! current_user_can( $this->client->capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage this licence.', 'wps-licence-client' ), 403 );
		}
		check_admin_referer( 'wps_licence_' . $action . '_' . $this->client->slug() );
	}

	/**
	 * Back to the screen, which shows the result once.
	 *
	 * @param array $result See Client::activate().
	 */
	private function finish( array $result ) {
		$this->client->store()->set_flash( get_current_user_id(), $result );
		// Our own admin URL: wp_safe_redirect() would refuse it where wp-admin's host differs from
		// the home URL's (WordPress in its own domain or on a CDN'd front end) and go to the dashboard.
		wp_redirect( $this->client->screen_url() ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
		exit;
	}

	/**
	 * @param array  $message `tone` and `html` from Texts.
	 * @param string $classes Extra classes.
	 */
	private static function notice( array $message, $classes ) {
		printf(
			'<div class="%s" role="%s">%s</div>',
			esc_attr( trim( 'notice notice-' . $message['tone'] . ' ' . $classes ) ),
			'error' === $message['tone'] ? 'alert' : 'status',
			$message['html'] // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Texts returns escaped HTML.
		);
	}
}
