<?php
/**
 * Test harness (tests/wordpress/wordpress-site.ts): installs the WordPress in argv[1] the way
 * wp-admin/install.php does after its form is sent, without a browser.
 *
 * argv[2] is JSON: siteUrl, home, title, user, password, email, locale ('' for English).
 * Prints {"userId": …}.
 */

[ , $abspath, $json ] = $argv;
$site = json_decode( $json, true, 8, JSON_THROW_ON_ERROR );

define( 'WP_INSTALLING', true );
// wp_install() stores wp_guess_url() as siteurl and home; a CLI run has no request to guess from.
define( 'WP_SITEURL', $site['siteUrl'] );

require $abspath . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// As install.php does: the default content (first post, categories …) in the site's language.
if ( '' !== $site['locale'] && load_default_textdomain( $site['locale'] ) ) {
	$GLOBALS['wp_locale'] = new WP_Locale();
}

$result = wp_install( $site['title'], $site['user'], $site['email'], true, '', wp_slash( $site['password'] ), $site['locale'] );
update_option( 'home', $site['home'] );

echo wp_json_encode( array( 'userId' => $result['user_id'] ) );
