<?php
/**
 * Test harness (tests/wordpress/wordpress-site.ts): router for `php -S`.
 *
 * PHP's built-in server serves existing files and directory indexes (/wp-admin/ → index.php)
 * itself when the router returns false. It does not redirect /wp-admin to /wp-admin/, after which
 * relative links (such as "plugins.php") would point to the site root; Apache does, so do we.
 * Everything else goes to index.php, like WordPress's .htaccess.
 */

$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;

if ( is_dir( $file ) && ! str_ends_with( $path, '/' ) ) {
	$query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
	header( 'Location: ' . $path . '/' . ( null === $query ? '' : '?' . $query ), true, 301 );
	return true;
}
if ( file_exists( $file ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['SCRIPT_FILENAME'];
