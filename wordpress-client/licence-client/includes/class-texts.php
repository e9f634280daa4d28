<?php
/**
 * The client's language and the sentences that explain a licence to the site owner.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

defined( 'ABSPATH' ) || exit;

/**
 * Own texts keyed by the API's codes, not the server's English messages, so the owner reads the
 * same words in the admin's language whatever the server says; the server's message is shown
 * only for a code this client does not know. Every method returns escaped HTML unless it says
 * otherwise.
 */
final class Texts {

	const DOMAIN = 'wps-licence-client';

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
	 * Loads the client's translation for the current locale from the first copy of the client
	 * WordPress loaded (hooked on init and change_locale).
	 */
	public static function load_textdomain() {
		unload_textdomain( self::DOMAIN );
		foreach ( self::locale_candidates( determine_locale() ) as $locale ) {
			$file = dirname( __DIR__ ) . '/languages/' . self::DOMAIN . '-' . $locale . '.mo';
			if ( is_readable( $file ) ) {
				load_textdomain( self::DOMAIN, $file );
				return;
			}
		}
	}

	/**
	 * The translation files to try for a locale, best first: every German locale (de_AT, de_CH,
	 * de_DE_formal, de_CH_informal …) falls back to the one German translation, de_DE.
	 *
	 * @param string $locale A WordPress locale.
	 * @return string[]
	 */
	public static function locale_candidates( $locale ) {
		$candidates = array( $locale );
		if ( self::is_german( $locale ) && 'de_DE' !== $locale ) {
			$candidates[] = 'de_DE';
		}
		return $candidates;
	}

	/**
	 * @param string|null $locale A locale; the current one when null.
	 * @return bool Whether it is a German locale.
	 */
	public static function is_german( $locale = null ) {
		return 1 === preg_match( '/^de(_|$)/', null === $locale ? determine_locale() : $locale );
	}

	/** @return string My licenses on the shop, in the admin's language. */
	public function my_licenses_url() {
		return $this->client->api_url() . ( self::is_german() ? '/meine-lizenzen' : '/my-licenses' );
	}

	/** @return string The shop's contact page, in the admin's language. */
	private function contact_url() {
		return $this->client->api_url() . ( self::is_german() ? '/kontakt' : '/contact' );
	}

	/**
	 * The stored licence in plain words.
	 *
	 * @param array $record A stored record.
	 * @return array `tone` (success, warning, error or info) and `html`.
	 */
	public function state( array $record ) {
		$state = $this->client->state( $record );
		switch ( $state ) {
			case 'none':
				return self::message( 'info', esc_html__( 'No licence is activated on this site yet. Activate your licence key to receive updates and support.', 'wps-licence-client' ) );
			case 'active':
				return self::message( 'success', $this->active( $record ) );
			case 'expired':
				return self::message(
					'warning',
					/* translators: %s: date, e.g. 14 March 2027. */
					sprintf( esc_html__( 'Updates and support for your licence ended on %s. The plugin keeps working as it is.', 'wps-licence-client' ), esc_html( $this->date( $record['expires_at'] ) ) )
					. ' ' . sprintf(
						/* translators: 1: opening link tag (My licenses on our website), 2: closing link tag. */
						esc_html__( '%1$sRenew your licence%2$s to receive updates again.', 'wps-licence-client' ),
						self::open_link( $this->my_licenses_url() ),
						'</a>'
					)
				);
			case 'site_moved':
				return self::message(
					'warning',
					sprintf(
						/* translators: 1: the address the licence was activated for, 2: the site's address now. */
						esc_html__( 'This site’s address has changed since the licence was activated (from %1$s to %2$s). Press “Activate licence” to activate it for the new address; with the key field left empty, the stored key is used.', 'wps-licence-client' ),
						esc_html( $record['site_url'] ),
						esc_html( $this->client->site_url() )
					)
				);
			default:
				return self::message( 'error', $this->refusal( $state, $record['message'] ) );
		}
	}

	/**
	 * What a button press did, for the notice after the redirect.
	 *
	 * @param array $result See Client::activate() and Client::deactivate().
	 * @return array `tone` and `html`.
	 */
	public function result( array $result ) {
		switch ( $result['code'] ) {
			case 'activated':
				return self::message( 'success', esc_html__( 'Your licence has been activated on this site.', 'wps-licence-client' ) );
			case 'deactivated':
				return self::message( 'success', esc_html__( 'The licence has been deactivated on this site and the key removed. The plugin keeps working, without updates.', 'wps-licence-client' ) );
			case 'empty_key':
				return self::message( 'error', esc_html__( 'Please enter a licence key.', 'wps-licence-client' ) );
			case 'wrong_plugin':
				return self::message(
					'error',
					sprintf(
						/* translators: 1: the other plugin, 2: this plugin's name, 3: opening link tag (My licenses), 4: closing link tag. */
						esc_html__( 'This key belongs to another plugin (%1$s), not to %2$s. Please enter the key of your %2$s licence; you will find it in %3$sMy licenses%4$s.', 'wps-licence-client' ),
						esc_html( $result['plugin'] ),
						esc_html( $this->client->name() ),
						self::open_link( $this->my_licenses_url() ),
						'</a>'
					)
				);
			case 'unreachable':
				return self::message( 'error', $this->unreachable( $result['detail'] ) );
			case 'site_limit_reached':
				return array(
					'tone' => 'error',
					'html' => $this->site_limit_reached( (int) $result['site_limit'], $result['active_sites'] ),
				);
			default:
				return self::message( 'error', $this->refusal( $result['code'], isset( $result['message'] ) ? $result['message'] : '' ) );
		}
	}

	/**
	 * Why an update WordPress lists cannot be installed, keyed by the update answer's error code.
	 *
	 * @param string $code       The update answer's `error.code`.
	 * @param string $expires_at The licence's end of updates (for license_expired).
	 * @param bool   $links      False for no links (WordPress strips tags from upgrade notices).
	 * @return string
	 */
	public function update_blocked( $code, $expires_at, $links ) {
		$screen  = $links ? self::open_link( $this->client->screen_url() ) : '';
		$shop    = $links ? self::open_link( $this->my_licenses_url() ) : '';
		$contact = $links ? self::open_link( $this->contact_url() ) : '';
		$close   = $links ? '</a>' : '';
		switch ( $code ) {
			case 'license_required':
				/* translators: 1: opening link tag (licence screen), 2: closing link tag. */
				return sprintf( esc_html__( 'To install this update, %1$sactivate your licence%2$s.', 'wps-licence-client' ), $screen, $close );
			case 'license_expired':
				return sprintf(
					/* translators: 1: date, 2: opening link tag (My licenses), 3: closing link tag. */
					esc_html__( 'Updates for your licence ended on %1$s. %2$sRenew your licence%3$s to install this version; until then the plugin keeps working as it is.', 'wps-licence-client' ),
					esc_html( $this->date( $expires_at ) ),
					$shop,
					$close
				);
			case 'license_not_found':
			case 'wrong_plugin':
				/* translators: 1: opening link tag (licence screen), 2: closing link tag. */
				return sprintf( esc_html__( 'The licence key stored on this site is not valid for this plugin. Please %1$scheck your licence%2$s.', 'wps-licence-client' ), $screen, $close );
			case 'license_disabled':
			case 'license_revoked':
				/* translators: 1: opening link tag (contact page), 2: closing link tag. */
				return sprintf( esc_html__( 'Your licence is disabled or revoked and receives no updates. Please %1$scontact us%2$s if you think this is a mistake.', 'wps-licence-client' ), $contact, $close );
			case 'site_required':
			case 'site_not_activated':
				/* translators: 1: opening link tag (licence screen), 2: closing link tag. */
				return sprintf( esc_html__( 'Your licence is not activated on this site. %1$sActivate it%2$s to install this update.', 'wps-licence-client' ), $screen, $close );
			default:
				/* translators: 1: opening link tag (licence screen), 2: closing link tag. */
				return sprintf( esc_html__( 'This update cannot be installed automatically. Please %1$scheck your licence%2$s.', 'wps-licence-client' ), $screen, $close );
		}
	}

	/**
	 * Why WordPress could not download our package link, for the updater's error (WordPress shows
	 * it as HTML on the Plugins and Updates screens).
	 *
	 * @param string $code   The package link's `error.code`, '' for any other failure.
	 * @param string $detail What went wrong, for the other failures.
	 * @return string
	 */
	public function download_refused( $code, $detail ) {
		// Dashboard → Updates, where "Check again" is (the network admin's on multisite).
		$check = self::open_link( is_multisite() ? network_admin_url( 'update-core.php?force-check=1' ) : admin_url( 'update-core.php?force-check=1' ) );
		switch ( $code ) {
			case 'invalid_signature':
				/* translators: 1: opening link tag (Dashboard → Updates), 2: closing link tag. */
				return sprintf( esc_html__( 'The download link was refused by our server because it is not valid. Please check for updates again (%1$sDashboard → Updates → Check again%2$s) and retry.', 'wps-licence-client' ), $check, '</a>' );
			case 'link_expired':
				/* translators: 1: opening link tag (Dashboard → Updates), 2: closing link tag. */
				return sprintf( esc_html__( 'The download link has expired. Please check for updates again (%1$sDashboard → Updates → Check again%2$s) and retry.', 'wps-licence-client' ), $check, '</a>' );
			case 'license_not_active':
				/* translators: 1: opening link tag (licence screen), 2: closing link tag. */
				return sprintf( esc_html__( 'Our server refused the download because your licence is no longer active: it has expired, or it was disabled or revoked. Please %1$scheck your licence%2$s and renew it if needed.', 'wps-licence-client' ), self::open_link( $this->client->screen_url() ), '</a>' );
			case 'package_missing':
				/* translators: 1: opening link tag (contact page), 2: closing link tag. */
				return sprintf( esc_html__( 'The file of this update is missing on our server. Please %1$scontact us%2$s so that we can fix it.', 'wps-licence-client' ), self::open_link( $this->contact_url() ), '</a>' );
			case 'rate_limited':
				return esc_html__( 'Our server has received too many download requests. Please try again in a minute.', 'wps-licence-client' );
			default:
				/* translators: %s: technical detail, e.g. "cURL error 28: Operation timed out" or "HTTP status 503". */
				return sprintf( esc_html__( 'The update could not be downloaded from our server (%s). Please try again later.', 'wps-licence-client' ), esc_html( $detail ) );
		}
	}

	/**
	 * @param string $detail What went wrong (a WP_Error message).
	 * @return string
	 */
	private function unreachable( $detail ) {
		/* translators: %s: technical detail, e.g. "cURL error 28: Operation timed out". */
		return sprintf( esc_html__( 'Our licence server could not be reached (%s). Your plugin keeps working; try again later.', 'wps-licence-client' ), esc_html( $detail ) );
	}

	/**
	 * For the "View details" dialog, which prints a WP_Error's message as HTML.
	 *
	 * @param string $detail What went wrong.
	 * @return string
	 */
	public function details_failed( $detail ) {
		return sprintf(
			/* translators: 1: plugin name, 2: technical detail. */
			esc_html__( 'The details of %1$s could not be loaded (%2$s). Please try again later.', 'wps-licence-client' ),
			esc_html( $this->client->name() ),
			esc_html( $detail )
		);
	}

	/**
	 * @param string $iso An ISO 8601 time.
	 * @return string The date in the site's date format (plain text).
	 */
	private function date( $iso ) {
		$time = strtotime( $iso );
		return false === $time ? $iso : wp_date( get_option( 'date_format' ), $time );
	}

	/**
	 * @param int $time A Unix time.
	 * @return string Date and time in the site's formats (plain text).
	 */
	public function date_time( $time ) {
		/* translators: 1: date, 2: time. */
		return sprintf( __( '%1$s at %2$s', 'wps-licence-client' ), wp_date( get_option( 'date_format' ), $time ), wp_date( get_option( 'time_format' ), $time ) );
	}

	/**
	 * @param array $record An active licence's record.
	 * @return string
	 */
	private function active( array $record ) {
		$count = (int) $record['activation_count'];
		$limit = $record['site_limit'];
		/* translators: %s: date, e.g. 14 March 2027. */
		$text = sprintf( esc_html__( 'Your licence is active. Updates and support until %s.', 'wps-licence-client' ), esc_html( $this->date( $record['expires_at'] ) ) );
		if ( null === $limit ) {
			/* translators: %s: number of sites. */
			$seats = sprintf( _n( '%s site uses it; this licence has no site limit.', '%s sites use it; this licence has no site limit.', $count, 'wps-licence-client' ), number_format_i18n( $count ) );
		} else {
			/* translators: 1: sites using the licence, 2: sites it allows. */
			$seats = sprintf( _n( '%1$s of %2$s site used.', '%1$s of %2$s sites used.', (int) $limit, 'wps-licence-client' ), number_format_i18n( $count ), number_format_i18n( (int) $limit ) );
		}
		return $text . ' ' . esc_html( $seats ) . ' ' . esc_html__( 'Staging and local sites do not count.', 'wps-licence-client' );
	}

	/**
	 * @param int      $limit The licence's site limit.
	 * @param string[] $sites The sites that hold its seats.
	 * @return string Paragraphs and a list.
	 */
	private function site_limit_reached( $limit, array $sites ) {
		$html = '<p>' . esc_html(
			sprintf(
				/* translators: %s: number of sites the licence allows. */
				_n(
					'This licence may be used on %s site, and it is in use there. To use it here, first free that seat: deactivate the licence on the site below, or in My licenses.',
					'This licence may be used on %s sites, and all of them are taken. To use it here, first free a seat: deactivate the licence on one of the sites below, or in My licenses.',
					$limit,
					'wps-licence-client'
				),
				number_format_i18n( $limit )
			)
		) . '</p>';
		if ( $sites ) {
			$html .= '<ul class="ul-disc">';
			foreach ( $sites as $site ) {
				$html .= '<li>' . esc_html( $site ) . '</li>';
			}
			$html .= '</ul>';
		}
		return $html . '<p>' . self::open_link( $this->my_licenses_url() ) . esc_html__( 'Manage your sites in My licenses', 'wps-licence-client' ) . '</a></p>';
	}

	/**
	 * A refusal in plain words, for the stored state and for a button's result alike.
	 *
	 * @param string $code    The API's error code.
	 * @param string $message The server's message, shown for codes this client does not know.
	 * @return string
	 */
	private function refusal( $code, $message ) {
		switch ( $code ) {
			case 'site_not_activated':
				return esc_html__( 'The licence is no longer activated on this site, for example because it was deactivated in My licenses. Press “Activate licence” to activate it again.', 'wps-licence-client' );
			case 'license_not_found':
				/* translators: 1: opening link tag (My licenses), 2: closing link tag. */
				return sprintf( esc_html__( 'There is no licence with this key. Please check it for typing errors, or copy it from %1$sMy licenses%2$s.', 'wps-licence-client' ), self::open_link( $this->my_licenses_url() ), '</a>' );
			case 'license_disabled':
				/* translators: 1: opening link tag (contact page), 2: closing link tag. */
				return sprintf( esc_html__( 'This licence is disabled, for example because its order was refunded. It cannot be activated and receives no updates. Please %1$scontact us%2$s if you think this is a mistake.', 'wps-licence-client' ), self::open_link( $this->contact_url() ), '</a>' );
			case 'license_revoked':
				/* translators: 1: opening link tag (contact page), 2: closing link tag. */
				return sprintf( esc_html__( 'This licence has been revoked and can no longer be used. Please %1$scontact us%2$s if you think this is a mistake.', 'wps-licence-client' ), self::open_link( $this->contact_url() ), '</a>' );
			case 'invalid_license_key':
				return esc_html__( 'This is not a valid licence key. Please check it for typing errors: a key looks like WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.', 'wps-licence-client' );
			case 'rate_limited':
				return esc_html__( 'Our licence server has received too many requests for this licence. Please try again in a minute.', 'wps-licence-client' );
			default:
				if ( '' !== $message ) {
					return esc_html( $message );
				}
				/* translators: %s: the server's error code. */
				return sprintf( esc_html__( 'The licence server refused the request (%s).', 'wps-licence-client' ), esc_html( $code ) );
		}
	}

	/**
	 * @param string $tone success, warning, error or info.
	 * @param string $html One paragraph's HTML.
	 * @return array
	 */
	private static function message( $tone, $html ) {
		return array(
			'tone' => $tone,
			'html' => '<p>' . $html . '</p>',
		);
	}

	/**
	 * @param string $url A link's target.
	 * @return string The opening tag.
	 */
	private static function open_link( $url ) {
		return '<a href="' . esc_url( $url ) . '">';
	}
}
