<?php
/**
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use InvalidArgumentException;
use ReflectionClass;
use WPStudio\LicenceClient\V1\Client;

final class LoaderTest extends WPS_Test_Case {

	/**
	 * @return string[] Every PHP file of the client and its tests.
	 */
	private static function php_files() {
		$root  = dirname( __DIR__ );
		$files = array();
		$walk  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $walk as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	public function test_the_first_copy_loaded_declares_the_classes_and_both_plugins_use_them() {
		$first = is_multisite() ? 'invoice-forge' : 'booking-desk';
		$this->assertSame( WP_PLUGIN_DIR . '/' . $first . '/licence-client/includes/class-client.php', ( new ReflectionClass( Client::class ) )->getFileName() );
		$this->assertSame( 'invoice-forge', $this->client( self::INVOICE_FORGE )->slug() );
		$this->assertSame( 'booking-desk', $this->client( self::BOOKING_DESK )->slug() );
	}

	public function test_loading_another_copy_declares_nothing_twice() {
		$classes = get_declared_classes();
		require WP_PLUGIN_DIR . '/invoice-forge/licence-client/load.php';
		require WP_PLUGIN_DIR . '/booking-desk/licence-client/load.php';
		$this->assertSame( $classes, get_declared_classes() );
	}

	public function test_registering_a_plugin_again_returns_its_client() {
		$client = $this->client();
		$again  = Client::register(
			array(
				'api_url' => 'https://elsewhere.example',
				'slug'    => 'invoice-forge',
				'file'    => WP_PLUGIN_DIR . '/invoice-forge/invoice-forge.php',
				'version' => '9.9.9',
			)
		);
		$this->assertSame( $client, $again );
		$this->assertSame( WPS_TEST_API_URL, $again->api_url() );
	}

	public function test_a_missing_argument_is_refused() {
		$this->expectException( InvalidArgumentException::class );
		Client::register(
			array(
				'api_url' => 'https://www.wp-studio.example',
				'file'    => WP_PLUGIN_DIR . '/invoice-forge/invoice-forge.php',
				'version' => '1.0.0',
			)
		);
	}

	public function test_every_php_file_passes_php_lint() {
		$files = self::php_files();
		$this->assertGreaterThan( 10, count( $files ) );
		foreach ( $files as $file ) {
			// -n: no php.ini, so no extensions to load; the syntax check needs none.
			exec( escapeshellarg( PHP_BINARY ) . ' -n -l ' . escapeshellarg( $file ) . ' 2>&1', $output, $status );
			$this->assertSame( 0, $status, implode( "\n", $output ) );
		}
	}

	/**
	 * The client must run on PHP 7.4, and php -l of a newer PHP accepts newer syntax: this looks
	 * for the PHP 8 constructs and functions that are easy to write by habit.
	 */
	public function test_the_client_uses_no_syntax_or_functions_newer_than_php_7_4() {
		$newer_tokens    = array( 'T_MATCH', 'T_NULLSAFE_OBJECT_OPERATOR', 'T_ATTRIBUTE', 'T_READONLY', 'T_ENUM' );
		$newer_functions = array( 'str_contains', 'str_starts_with', 'str_ends_with', 'get_debug_type', 'array_is_list', 'fdiv', 'get_resource_id' );
		foreach ( glob( dirname( __DIR__ ) . '/licence-client/{,*/}*.php', GLOB_BRACE ) as $file ) {
			$tokens = array_values(
				array_filter(
					token_get_all( file_get_contents( $file ) ),
					static function ( $token ) {
						return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
					}
				)
			);
			foreach ( $tokens as $index => $token ) {
				if ( ! is_array( $token ) || 0 === $index ) {
					continue;
				}
				$where = basename( $file ) . ':' . $token[2];
				$name  = token_name( $token[0] );
				$this->assertNotContains( $name, $newer_tokens, $where . ': ' . $token[1] );
				if ( T_STRING === $token[0] && '(' === $tokens[ $index + 1 ] ) {
					$this->assertNotContains( strtolower( $token[1] ), $newer_functions, $where );
					$this->assertNotSame( 'mixed', strtolower( $token[1] ), $where );
				}
				// Named arguments: "name:" right after "(" or "," (a ternary's ":" follows a value, a case label follows "case").
				$previous = $tokens[ $index - 1 ];
				if ( T_STRING === $token[0] && ':' === $tokens[ $index + 1 ] && in_array( $previous, array( '(', ',' ), true ) ) {
					$this->fail( $where . ': named argument ' . $token[1] );
				}
				// Constructor promotion: a visibility keyword inside a parameter list.
				if ( in_array( $token[0], array( T_PUBLIC, T_PROTECTED, T_PRIVATE ), true ) && in_array( $previous, array( '(', ',' ), true ) ) {
					$this->fail( $where . ': constructor property promotion' );
				}
			}
			// Union types and mixed/static return types in declarations.
			$this->assertDoesNotMatchRegularExpression( '/function\s+\w+\s*\([^)]*\b\w+\s*\|\s*\w+\s+\$/', file_get_contents( $file ), basename( $file ) . ': union type' );
			$this->assertDoesNotMatchRegularExpression( '/\)\s*:\s*\??(mixed|static|never)\b/', file_get_contents( $file ), basename( $file ) . ': PHP 8 return type' );
		}
	}
}
