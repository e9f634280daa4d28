<?php
/**
 * Reads the client's translatable strings from its PHP source and from a .po file.
 *
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

/**
 * A small, strict reader: every gettext call in the client must pass its strings and its text
 * domain as single-quoted literals, which is also what WordPress's translation tools need.
 */
final class Gettext {

	/**
	 * For each gettext function: the argument positions of the original(s), the context and
	 * the text domain.
	 */
	const FUNCTIONS = array(
		'__'          => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'_e'          => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'esc_html__'  => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'esc_html_e'  => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'esc_attr__'  => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'esc_attr_e'  => array( 'msgid' => array( 0 ), 'domain' => 1 ),
		'_x'          => array( 'msgid' => array( 0 ), 'context' => 1, 'domain' => 2 ),
		'_ex'         => array( 'msgid' => array( 0 ), 'context' => 1, 'domain' => 2 ),
		'esc_html_x'  => array( 'msgid' => array( 0 ), 'context' => 1, 'domain' => 2 ),
		'esc_attr_x'  => array( 'msgid' => array( 0 ), 'context' => 1, 'domain' => 2 ),
		'_n'          => array( 'msgid' => array( 0, 1 ), 'domain' => 3 ),
		'_nx'         => array( 'msgid' => array( 0, 1 ), 'context' => 3, 'domain' => 4 ),
	);

	/**
	 * The gettext calls in a PHP file.
	 *
	 * @param string $file A PHP file.
	 * @return array[] Each with `function`, `line`, `singular`, `plural` (or null), `context`
	 *                 (or null) and `domain`; a non-literal argument is null.
	 */
	public static function calls( $file ) {
		$tokens = array_values(
			array_filter(
				token_get_all( file_get_contents( $file ) ),
				static function ( $token ) {
					return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
				}
			)
		);
		$calls = array();
		foreach ( $tokens as $index => $token ) {
			if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( self::FUNCTIONS[ $token[1] ] ) ) {
				continue;
			}
			$previous = $tokens[ $index - 1 ];
			if ( is_array( $previous ) && in_array( $previous[0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
				continue;
			}
			if ( '(' !== $tokens[ $index + 1 ] ) {
				continue;
			}
			$arguments = self::arguments( $tokens, $index + 2 );
			$spec      = self::FUNCTIONS[ $token[1] ];
			$calls[]   = array(
				'function' => $token[1],
				'line'     => $token[2],
				'singular' => self::literal( $arguments, $spec['msgid'][0] ),
				'plural'   => isset( $spec['msgid'][1] ) ? self::literal( $arguments, $spec['msgid'][1] ) : null,
				'context'  => isset( $spec['context'] ) ? self::literal( $arguments, $spec['context'] ) : null,
				'domain'   => self::literal( $arguments, $spec['domain'] ),
			);
		}
		return $calls;
	}

	/**
	 * The entries of a .po file, keyed by context "\4" original (as .mo files key them).
	 *
	 * @param string $file A .po file.
	 * @return array[] Each with `plural` (or null), `translations` and `fuzzy`.
	 */
	public static function po_entries( $file ) {
		$entries = array();
		foreach ( preg_split( '/\n\s*\n/', trim( file_get_contents( $file ) ) ) as $block ) {
			$fields = array();
			$field  = null;
			$fuzzy  = false;
			foreach ( explode( "\n", $block ) as $line ) {
				if ( 0 === strpos( $line, '#,' ) && false !== strpos( $line, 'fuzzy' ) ) {
					$fuzzy = true;
				} elseif ( preg_match( '/^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$/', $line, $match ) ) {
					$field            = $match[1];
					$fields[ $field ] = stripcslashes( $match[2] );
				} elseif ( null !== $field && preg_match( '/^"(.*)"$/', $line, $match ) ) {
					$fields[ $field ] .= stripcslashes( $match[1] );
				}
			}
			if ( ! isset( $fields['msgid'] ) || '' === $fields['msgid'] ) {
				continue;
			}
			$translations = array();
			foreach ( $fields as $name => $value ) {
				if ( 0 === strpos( $name, 'msgstr' ) ) {
					$translations[] = $value;
				}
			}
			$key             = ( isset( $fields['msgctxt'] ) ? $fields['msgctxt'] . "\4" : '' ) . $fields['msgid'];
			$entries[ $key ] = array(
				'plural'       => isset( $fields['msgid_plural'] ) ? $fields['msgid_plural'] : null,
				'translations' => $translations,
				'fuzzy'        => $fuzzy,
			);
		}
		return $entries;
	}

	/**
	 * @param string $text A format string.
	 * @return string[] Its printf placeholders, sorted (%s, %1$s, %d …).
	 */
	public static function placeholders( $text ) {
		preg_match_all( '/%(?:\d+\$)?[sdf]/', str_replace( '%%', '', $text ), $matches );
		$found = $matches[0];
		sort( $found );
		return array_values( array_unique( $found ) );
	}

	/**
	 * Splits a call's arguments at the commas of its own level.
	 *
	 * @param array $tokens Tokens without whitespace and comments.
	 * @param int   $start  The index after the call's "(".
	 * @return array[] The tokens of each argument.
	 */
	private static function arguments( array $tokens, $start ) {
		$arguments = array( array() );
		$depth     = 0;
		for ( $index = $start; $index < count( $tokens ); $index++ ) {
			$token = $tokens[ $index ];
			if ( in_array( $token, array( '(', '[', '{' ), true ) || ( is_array( $token ) && in_array( $token[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( in_array( $token, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					return $arguments;
				}
				--$depth;
			} elseif ( ',' === $token && 0 === $depth ) {
				$arguments[] = array();
				continue;
			}
			$arguments[ count( $arguments ) - 1 ][] = $token;
		}
		return $arguments;
	}

	/**
	 * @param array $arguments See arguments().
	 * @param int   $position  An argument's position.
	 * @return string|null The argument's value when it is one single-quoted literal.
	 */
	private static function literal( array $arguments, $position ) {
		if ( ! isset( $arguments[ $position ] ) || 1 !== count( $arguments[ $position ] ) ) {
			return null;
		}
		$token = $arguments[ $position ][0];
		if ( ! is_array( $token ) || T_CONSTANT_ENCAPSED_STRING !== $token[0] || "'" !== $token[1][0] ) {
			return null;
		}
		return str_replace( array( "\\\\", "\\'" ), array( '\\', "'" ), substr( $token[1], 1, -1 ) );
	}
}
