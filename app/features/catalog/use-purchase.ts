import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast-store.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { checkoutHandOverKey, checkoutHandOverOf } from "./checkout-hand-over.ts";
import type { BannerPlugin, PricingOption } from "./plugin.ts";

/** Purchase Now: store the hand-over record, say so, and go to the checkout of the page's language. */
export function usePurchase(): (plugin: BannerPlugin, selected: PricingOption | undefined) => void {
  const navigate = useNavigate();
  const { t, language } = useI18n();
  return useCallback(
    (plugin, selected) => {
      try {
        window.sessionStorage.setItem(checkoutHandOverKey, JSON.stringify(checkoutHandOverOf(plugin, selected)));
      } catch {
        // Storage can be disabled; the checkout then asks which plugin to buy.
      }
      toast({ title: t("catalog.toast.checkout") });
      navigate(hrefOf("checkout", language));
    },
    [navigate, t, language],
  );
}
