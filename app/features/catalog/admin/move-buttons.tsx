import { ArrowDown, ArrowUp } from "lucide-react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { smallButtonClass } from "../../admin-kit/admin-styles.ts";

/**
 * The up and down buttons of one entry of an ordered list (plugins, pricing options, screenshots,
 * FAQ), submitting `up` or `down` as the intent of the form they sit in. Their labels name the
 * entry, since a screen reader hears many alike.
 */
export function MoveButtons({ name, first, last, intents }: { name: string; first: boolean; last: boolean; intents: { up: string; down: string } }) {
  const { t } = useI18n();
  return (
    <>
      <button type="submit" name="intent" value={intents.up} disabled={first} className={smallButtonClass} aria-label={t("admin.plugins.move.up", { name })}>
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="submit" name="intent" value={intents.down} disabled={last} className={smallButtonClass} aria-label={t("admin.plugins.move.down", { name })}>
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </>
  );
}
