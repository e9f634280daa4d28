<?php
/**
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use MO;
use WPStudio\LicenceClient\V1\Texts;

require_once __DIR__ . '/support/class-gettext.php';
require_once ABSPATH . WPINC . '/pomo/mo.php';

final class TranslationTest extends WPS_Test_Case {

	const PO = __DIR__ . '/../licence-client/languages/wps-licence-client-de_DE.po';
	const MO = __DIR__ . '/../licence-client/languages/wps-licence-client-de_DE.mo';

	/**
	 * @return array[] Every gettext call in the client's PHP files.
	 */
	private static function calls() {
		$calls = array();
		foreach ( glob( __DIR__ . '/../licence-client/{,*/}*.php', GLOB_BRACE ) as $file ) {
			foreach ( Gettext::calls( $file ) as $call ) {
				$call['where'] = basename( $file ) . ':' . $call['line'];
				$calls[]       = $call;
			}
		}
		return $calls;
	}

	/**
	 * @param array $call A gettext call.
	 * @return string Its key in a .po or .mo file.
	 */
	private static function key( array $call ) {
		return ( null === $call['context'] ? '' : $call['context'] . "\4" ) . $call['singular'];
	}

	public function test_the_source_has_strings_to_translate() {
		$this->assertGreaterThan( 30, count( self::calls() ) );
	}

	public function test_every_gettext_call_passes_literals_and_the_clients_text_domain() {
		foreach ( self::calls() as $call ) {
			$this->assertNotNull( $call['singular'], $call['where'] . ': the text must be one single-quoted literal' );
			if ( in_array( $call['function'], array( '_n', '_nx' ), true ) ) {
				$this->assertNotNull( $call['plural'], $call['where'] . ': the plural must be one single-quoted literal' );
			}
			$this->assertSame( 'wps-licence-client', $call['domain'], $call['where'] . ': text domain' );
		}
	}

	public function test_every_string_has_a_german_translation() {
		$entries = Gettext::po_entries( self::PO );
		foreach ( self::calls() as $call ) {
			$key = self::key( $call );
			$this->assertArrayHasKey( $key, $entries, $call['where'] . ': no German translation for "' . $call['singular'] . '" (add it to the .po and run bin/build-translations.sh)' );
			$entry = $entries[ $key ];
			$this->assertFalse( $entry['fuzzy'], 'Fuzzy translation of "' . $call['singular'] . '"' );
			$this->assertSame( $call['plural'], $entry['plural'], 'Plural of "' . $call['singular'] . '"' );
			$this->assertCount( null === $call['plural'] ? 1 : 2, $entry['translations'], '"' . $call['singular'] . '"' );
			foreach ( $entry['translations'] as $translation ) {
				$this->assertNotSame( '', $translation, 'Empty translation of "' . $call['singular'] . '"' );
			}
		}
	}

	public function test_the_po_holds_no_strings_the_source_no_longer_uses() {
		$used = array_map( array( self::class, 'key' ), self::calls() );
		$this->assertSame( array(), array_values( array_diff( array_keys( Gettext::po_entries( self::PO ) ), $used ) ) );
	}

	public function test_translations_keep_every_placeholder() {
		foreach ( Gettext::po_entries( self::PO ) as $key => $entry ) {
			$original = substr( $key, (int) strpos( $key, "\4" ) );
			foreach ( $entry['translations'] as $index => $translation ) {
				$source = $index > 0 && null !== $entry['plural'] ? $entry['plural'] : $original;
				$this->assertSame( Gettext::placeholders( $source ), Gettext::placeholders( $translation ), 'Placeholders of "' . $original . '"' );
			}
		}
	}

	public function test_the_mo_is_compiled_from_the_current_po() {
		$mo = new MO();
		$this->assertTrue( $mo->import_from_file( self::MO ) );
		$po = Gettext::po_entries( self::PO );
		$this->assertSameSize( $po, $mo->entries, 'Run bin/build-translations.sh' );
		foreach ( $po as $key => $entry ) {
			$this->assertArrayHasKey( $key, $mo->entries, 'Run bin/build-translations.sh' );
			$this->assertSame( $entry['translations'], $mo->entries[ $key ]->translations, 'Run bin/build-translations.sh' );
		}
	}

	/**
	 * @dataProvider german_locales
	 *
	 * @param string $locale A German locale.
	 */
	public function test_german_locales_get_the_german_translation( $locale ) {
		$this->use_locale( $locale );
		$this->assertSame( 'Lizenz aktivieren', __( 'Activate licence', 'wps-licence-client' ) );
		$this->assertTrue( Texts::is_german() );
	}

	public function german_locales() {
		return array( array( 'de_DE' ), array( 'de_AT' ), array( 'de_CH' ), array( 'de_DE_formal' ), array( 'de_CH_informal' ), array( 'de_LU' ), array( 'de' ) );
	}

	/**
	 * @dataProvider other_locales
	 *
	 * @param string $locale A locale that is not German.
	 */
	public function test_other_locales_stay_english( $locale ) {
		$this->use_locale( $locale );
		$this->assertSame( 'Activate licence', __( 'Activate licence', 'wps-licence-client' ) );
		$this->assertFalse( Texts::is_german() );
	}

	public function other_locales() {
		return array( array( 'en_US' ), array( 'en_GB' ), array( 'fr_FR' ), array( 'dsb' ), array( 'nl_NL' ) );
	}

	public function test_tries_the_exact_locale_before_german() {
		$this->assertSame( array( 'de_AT', 'de_DE' ), Texts::locale_candidates( 'de_AT' ) );
		$this->assertSame( array( 'de_DE' ), Texts::locale_candidates( 'de_DE' ) );
		$this->assertSame( array( 'fr_FR' ), Texts::locale_candidates( 'fr_FR' ) );
	}

	public function test_plurals_follow_german_rules() {
		$this->use_locale( 'de_AT' );
		$this->assertSame( '%1$s von %2$s Website belegt.', _n( '%1$s of %2$s site used.', '%1$s of %2$s sites used.', 1, 'wps-licence-client' ) );
		$this->assertSame( '%1$s von %2$s Websites belegt.', _n( '%1$s of %2$s site used.', '%1$s of %2$s sites used.', 5, 'wps-licence-client' ) );
	}
}
