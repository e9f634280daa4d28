<?php
/**
 * A real HTTP server on 127.0.0.1 for the tests: PHP's built-in server with a router script.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use RuntimeException;

/**
 * Starts `php -S 127.0.0.1:<free port> <router>` and waits until the port answers.
 */
final class Local_Server {

	/** @var resource */
	private $process;

	/** @var int */
	private $port;

	/**
	 * @param string $router The router script.
	 * @param array  $env    Extra environment variables for it.
	 * @return Local_Server
	 */
	public static function start( $router, array $env ) {
		// A port the kernel just handed out can be taken by someone else before php -S binds it:
		// then the server exits at once and another port is tried.
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$server = new self( $router, $env, self::free_port() );
			if ( $server->wait_until_listening() ) {
				return $server;
			}
			$server->stop();
		}
		throw new RuntimeException( 'Could not start php -S for ' . $router );
	}

	/**
	 * @param string $router The router script.
	 * @param array  $env    Extra environment variables.
	 * @param int    $port   The port to listen on.
	 */
	private function __construct( $router, array $env, $port ) {
		$this->port    = $port;
		$this->process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, $router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			dirname( $router ),
			array_merge( getenv(), $env )
		);
		if ( ! is_resource( $this->process ) ) {
			throw new RuntimeException( 'proc_open failed for php -S' );
		}
	}

	/** @return string http://127.0.0.1:<port> */
	public function url() {
		return 'http://127.0.0.1:' . $this->port;
	}

	public function stop() {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
	}

	/**
	 * @return int A port nobody listens on right now.
	 */
	private static function free_port() {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $error );
		if ( ! $socket ) {
			throw new RuntimeException( 'No free port: ' . $error );
		}
		$name = stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}

	/**
	 * Polls the port until it accepts a connection, or the server has exited, or 10 s passed.
	 *
	 * @return bool Whether the server listens.
	 */
	private function wait_until_listening() {
		$deadline = microtime( true ) + 10;
		while ( microtime( true ) < $deadline ) {
			$status = proc_get_status( $this->process );
			if ( ! $status['running'] ) {
				return false;
			}
			$connection = @fsockopen( '127.0.0.1', $this->port, $errno, $error, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused while starting.
			if ( $connection ) {
				fclose( $connection );
				return true;
			}
			usleep( 20000 );
		}
		return false;
	}
}
