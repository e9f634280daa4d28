import { ExternalLink } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { nativeAction } from "../../components/ui/native-action.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { handOverAttribute, checkoutHandOverOf } from "./checkout-hand-over.ts";
import { handOverParameters } from "./checkout-selection.ts";
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
  /**
   * Shown last in the row of actions (the card's Learn more): last on every card, it lines up
   * across a row of cards whether a card offers one action (buy or download) or both.
   */
  trailingAction?: ReactNode;
  /**
   * The actions one under the other at full width (cards): side by side, a long label wrapped on
   * some cards and not others, so the buttons of a row of cards no longer lined up.
   */
  equalActions?: boolean;
}

/**
 * The pricing radio list with Purchase Now (only with pricing options; the first is chosen from
 * the start) and Download Free (only for a free plugin with a download link), both for a free
 * plugin with a Pro version. Their accessible names start with the visible text and add the
 * plugin's name, as they repeat on every card.
 *
 * Both work before the page's script has loaded and without JavaScript: Purchase Now submits a
 * plain GET form to the checkout with the plugin and the checked option (Purchase Now's hand-over
 * parameters, which the checkout turns into its selection), Download Free is a real link. Once
 * hydrated, they store the hand-over record and show their toasts as the specification says.
 */
export function PluginOffer({ plugin, slug, options, onDownloaded, trailingAction, equalActions = false }: PluginOfferProps) {
  const { t, language } = useI18n();
  const [selectedIndex, setSelectedIndex] = useState(options.length ? "0" : "");
  const selected = selectedIndex === "" ? undefined : options[Number(selectedIndex)];
  const purchase = usePurchase();
  const download = useFreeDownload(plugin, slug, onDownloaded);
  const downloadLink = plugin.isFreePlugin ? plugin.freeDownloadLink : null;
  const purchasable = options.length > 0;

  // The form's checked radio is what the browser would send; React's state may not have seen a
  // choice made before hydration.
  const submitPurchase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checkedName = new FormData(event.currentTarget).get(handOverParameters.option);
    purchase(plugin, options.find((option) => option.name === checkedName) ?? selected);
  };

  const content = (
    <>
      {purchasable ? (
        <div className="grid gap-1.5">
          <input type="hidden" name={handOverParameters.plugin} value={plugin.id} />
          <PricingOptions
            options={options}
            value={selectedIndex}
            onValueChange={setSelectedIndex}
            fieldName={handOverParameters.option}
            label={t("catalog.pricingLabel", { name: plugin.name })}
          />
          <p className="text-xs text-muted">{t("catalog.prices.inclVat")}</p>
        </div>
      ) : null}
      <div className={equalActions ? "grid gap-3" : "flex flex-wrap gap-3"}>
        {purchasable ? (
          <button
            type="submit"
            {...nativeAction}
            className={buttonStyles.primary}
            disabled={!selected}
            aria-label={t("catalog.purchaseNamed", { name: plugin.name })}
          >
            {t("catalog.purchase")}
          </button>
        ) : null}
        {downloadLink ? (
          <a
            href={downloadLink}
            {...nativeAction}
            {...(plugin.isWordPressOrg ? { target: "_blank", rel: "noopener" } : {})}
            // One filled button per card: beside Purchase Now the free download is the second choice.
            className={purchasable ? buttonStyles.secondary : buttonStyles.primary}
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
        {trailingAction}
      </div>
    </>
  );

  if (!purchasable) return <div className="grid gap-4">{content}</div>;
  return (
    <form
      method="get"
      action={hrefOf("checkout", language)}
      {...nativeAction}
      {...{ [handOverAttribute]: JSON.stringify(checkoutHandOverOf(plugin, undefined)) }}
      data-purchase=""
      onSubmit={submitPurchase}
      className="grid gap-4"
    >
      {content}
    </form>
  );
}
