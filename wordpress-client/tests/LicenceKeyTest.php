<?php
/**
 * @package WPStudio\LicenceClient\Tests
 */

namespace WPStudio\LicenceClient\Tests;

use WPStudio\LicenceClient\V1\Licence_Key;

final class LicenceKeyTest extends WPS_Test_Case {

	/**
	 * @dataProvider typed_keys
	 *
	 * @param string $typed What a site owner may type or paste.
	 */
	public function test_normalises_what_people_type( $typed ) {
		$this->assertSame( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA', Licence_Key::normalise( $typed ) );
	}

	public function typed_keys() {
		return array(
			'as issued'              => array( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA' ),
			'lower case, spaces'     => array( '  wps 7k2qd m9xrt 0hcvb yp4ne s3jwa ' ),
			'no dashes, no prefix'   => array( '7K2QDM9XRT0HCVBYP4NES3JWA' ),
			'extra dashes'           => array( 'WPS--7K2QD--M9XRT-0HCVB-YP4NE-S3JWA-' ),
			'O for zero'             => array( 'WPS-7K2QD-M9XRT-OHCVB-YP4NE-S3JWA' ),
			'typographic dashes'     => array( "WPS\u{2013}7K2QD\u{2014}M9XRT\u{2011}0HCVB\u{2212}YP4NE-S3JWA" ),
			'no-break, zero width'   => array( "WPS-7K2QD\u{00A0}M9XRT\u{200B}0HCVB-YP4NE-S3JWA\u{FEFF}" ),
			'underscores'            => array( 'WPS_7K2QD_M9XRT_0HCVB_YP4NE_S3JWA' ),
		);
	}

	public function test_reads_i_and_l_as_one() {
		$this->assertSame( 'WPS-11111-00000-00000-00000-00000', Licence_Key::normalise( 'wps-IiLl1-00000-00000-00000-00000' ) );
	}

	/**
	 * @dataProvider impossible_keys
	 *
	 * @param string $typed Something that cannot be a key of ours.
	 */
	public function test_refuses_what_cannot_be_a_key( $typed ) {
		$this->assertNull( Licence_Key::normalise( $typed ) );
	}

	public function impossible_keys() {
		return array(
			'empty'         => array( '' ),
			'too short'     => array( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JW' ),
			'too long'      => array( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA-A' ),
			'letter U'      => array( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWU' ),
			'symbol'        => array( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JW!' ),
			'other prefix'  => array( 'ABC-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA' ),
			'broken UTF-8'  => array( "WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA\xC3" ),
		);
	}

	public function test_masks_all_but_the_first_and_last_group() {
		$this->assertSame( 'WPS-7K2QD-•••••-•••••-•••••-S3JWA', Licence_Key::mask( 'WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA' ) );
	}
}
