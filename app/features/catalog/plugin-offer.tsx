import { ExternalLink } from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { BannerPlugin, PricingOption, PricingTier } from "./plugin.ts";
import { PricingOptions } from "./pricing-options.tsx";
import { useFreeDownload } from "./use-free-download.ts";
import { usePurchase } from "./use-purchase.ts";

export interface PluginOfferProps {
  plugin: BannerPlugin;
  slug: string;
  /** The plugin's pricing options; the detail page passes its tiers so that each says what it grants. */
  options: readonly (PricingOption | PricingTier)[];
  onDownloaded: () => void;
  /** Shown first in the row of actions (the card's Learn more). */
  leadingAction?: ReactNode;
  /**
   * The actions one under the other at full width (cards): side by side, a long label wrapped on
   * some cards and not others, so the buttons of a row of cards no longer lined up.
   */
  equalActions?: boolean;
}

/**
 * The pricing radio list with Purchase Now (only with pricing options; the first is chosen from
 * the start) and Download Free (only for a free plugin with a download link). Their accessible
 * names start with the visible text and add the plugin's name, as they repeat on every card.
 */
export function PluginOffer({ plugin, slug, options, onDownloaded, leadingAction, equalActions = false }: PluginOfferProps) {
  const { t } = useI18n();
  const [selectedIndex, setSelectedIndex] = useState(options.length ? "0" : "");
  const selected = selectedIndex === "" ? undefined : options[Number(selectedIndex)];
  const purchase = usePurchase();
  const download = useFreeDownload(plugin, slug, onDownloaded);
  const downloadLink = plugin.isFreePlugin ? plugin.freeDownloadLink : null;

  return (
    <div className="grid gap-4">
      {options.length ? (
        <div className="grid gap-1.5">
          <PricingOptions options={options} value={selectedIndex} onValueChange={setSelectedIndex} label={t("catalog.pricingLabel", { name: plugin.name })} />
          <p className="text-xs text-muted">{t("catalog.prices.inclVat")}</p>
        </div>
      ) : null}
      <div className={equalActions ? "grid gap-3" : "flex flex-wrap gap-3"}>
        {leadingAction}
        {options.length ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={!selected}
            aria-label={t("catalog.purchaseNamed", { name: plugin.name })}
            onClick={() => purchase(plugin, selected)}
          >
            {t("catalog.purchase")}
          </button>
        ) : null}
        {downloadLink ? (
          // A real link, so the download works before the page's script has loaded.
          <a
            href={downloadLink}
            {...(plugin.isWordPressOrg ? { target: "_blank", rel: "noopener" } : {})}
            className={buttonStyles.primary}
            aria-disabled={download.pending || undefined}
            aria-label={t(plugin.isWordPressOrg ? "catalog.downloadWordPressOrgNamed" : "catalog.downloadFreeNamed", { name: plugin.name })}
            onClick={(event) => {
              event.preventDefault();
              void download.start();
            }}
          >
            {t("catalog.downloadFree")}
            {plugin.isWordPressOrg ? <ExternalLink aria-hidden="true" className="h-4 w-4" /> : null}
          </a>
        ) : null}
      </div>
    </div>
  );
}
