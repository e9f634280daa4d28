import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast-store.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { checkoutHandOverKey, checkoutHandOverOf } from "./checkout-hand-over.ts";
import { purchaseHref } from "./checkout-selection.ts";
import type { BannerPlugin, PricingOption } from "./plugin.ts";

/**
 * Purchase Now: store the hand-over record, say so until the checkout arrives, and go to the
 * checkout of the page's language. The URL names the choice too, so it survives registering,
 * confirming the e-mail address in another browser and logging in (the record ends with the tab).
 */
export function usePurchase(): (plugin: BannerPlugin, selected: PricingOption | undefined) => void {
  const navigate = useNavigate();
  const { t, language } = useI18n();
  return useCallback(
    (plugin, selected) => {
      try {
        window.sessionStorage.setItem(checkoutHandOverKey, JSON.stringify(checkoutHandOverOf(plugin, selected)));
      } catch {
        // Storage can be disabled; the URL still names the choice.
      }
      toast({ title: t("catalog.toast.checkout"), announces: hrefOf("checkout", language) });
      navigate(purchaseHref(plugin.id, selected?.name, language));
    },
    [navigate, t, language],
  );
}
