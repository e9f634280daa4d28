<?php
/**
 * Test harness (tests/wordpress/wordpress-site.ts): runs the PHP file argv[2] inside the
 * WordPress in argv[1], with everything loaded as for a front-end request (no logged-in user).
 */

[ , $abspath, $file ] = $argv;

// Code that builds URLs or reads the host expects a request; make it look like one to the site.
$_SERVER['HTTP_HOST']   = getenv( 'WPS_SITE_HOST' );
$_SERVER['REQUEST_URI'] = '/';

require $abspath . '/wp-load.php';

// WP_DEBUG_DISPLAY switched display off; the test's own mistakes belong on stderr (and debug.log).
ini_set( 'display_errors', 'stderr' );

require $file;
