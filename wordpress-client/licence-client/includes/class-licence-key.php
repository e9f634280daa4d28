<?php
/**
 * Licence keys as the shop issues them.
 *
 * @package WPStudio\LicenceClient
 */

namespace WPStudio\LicenceClient\V1;

defined( 'ABSPATH' ) || exit;

/**
 * A key is `WPS-` and five groups of five symbols of Crockford's base 32, e.g.
 * `WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA`.
 */
final class Licence_Key {

	const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
	const PREFIX   = 'WPS';
	const GROUPS   = 5;
	const GROUP    = 5;

	/**
	 * The key in the form the shop stores, or null when the input cannot be a key of ours.
	 *
	 * Tolerates what the shop tolerates (app/features/licenses/license-key.ts: case, spaces,
	 * missing or extra dashes, a missing prefix, O for 0 and I or L for 1) and also what e-mail
	 * programs and word processors put into copied text: typographic dashes and invisible or
	 * non-breaking spaces.
	 *
	 * @param string $input What the site owner typed or pasted.
	 * @return string|null
	 */
	public static function normalise( $input ) {
		$separators = '/[\s\x{00A0}\x{2000}-\x{200D}\x{2010}-\x{2015}\x{202F}\x{205F}\x{2060}\x{2212}\x{3000}\x{FEFF}_-]+/u';
		$compact    = strtoupper( (string) preg_replace( $separators, '', (string) $input ) );
		$length     = self::GROUPS * self::GROUP;
		if ( strlen( $compact ) === strlen( self::PREFIX ) + $length && 0 === strpos( $compact, self::PREFIX ) ) {
			$compact = substr( $compact, strlen( self::PREFIX ) );
		}
		$compact = strtr( $compact, array( 'O' => '0', 'I' => '1', 'L' => '1' ) );
		if ( strlen( $compact ) !== $length || strspn( $compact, self::ALPHABET ) !== $length ) {
			return null;
		}
		return self::PREFIX . '-' . implode( '-', str_split( $compact, self::GROUP ) );
	}

	/**
	 * The key with only its first and last group visible, for showing which key is stored
	 * without printing it: `WPS-7K2QD-•••••-•••••-•••••-S3JWA`.
	 *
	 * @param string $key A normalised key.
	 * @return string
	 */
	public static function mask( $key ) {
		$groups = explode( '-', $key );
		$count  = count( $groups );
		foreach ( $groups as $index => $group ) {
			if ( $index > 1 && $index < $count - 1 ) {
				$groups[ $index ] = str_repeat( '•', self::GROUP );
			}
		}
		return implode( '-', $groups );
	}
}
