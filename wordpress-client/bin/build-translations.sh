#!/bin/sh
# Compiles licence-client/languages/*.po into the .mo files WordPress loads (needs GNU gettext).
#
#   bin/build-translations.sh           check every .po and write its .mo
#   bin/build-translations.sh --update  first merge new or changed strings from the PHP source
#                                       into every .po (new ones untranslated, changed ones fuzzy)
#
# The test TranslationTest fails while a string has no translation or a .mo is older than its .po.
set -eu
cd "$(dirname "$0")/../licence-client"

if [ "${1:-}" = "--update" ]; then
	pot=$(mktemp)
	xgettext --language=PHP --from-code=UTF-8 --add-comments=translators: --no-wrap --no-location \
		--package-name="WP Studio licence client" \
		-k -k__:1 -k_e:1 -k_x:1,2c -k_ex:1,2c -k_n:1,2 -k_nx:1,2,4c -kesc_html__:1 -kesc_html_e:1 \
		-kesc_attr__:1 -kesc_attr_e:1 -kesc_html_x:1,2c -kesc_attr_x:1,2c \
		-o "$pot" includes/*.php
	for po in languages/*.po; do
		msgmerge --quiet --update --backup=none --no-wrap "$po" "$pot"
	done
	rm -f "$pot"
fi

for po in languages/*.po; do
	mo="${po%.po}.mo"
	msgfmt --check --statistics --output-file="$mo" "$po"
done
