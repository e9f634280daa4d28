import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type CheckoutHandOver, checkoutHandOverKey } from "../catalog/checkout-hand-over.ts";
import { formatEuro } from "../catalog/format.ts";
import { withReturnTo } from "./account-links.ts";

/** The stored record as a string: a stable snapshot for useSyncExternalStore. */
function storedHandOver(): string | null {
  try {
    return window.sessionStorage.getItem(checkoutHandOverKey);
  } catch {
    return null;
  }
}

/** Session storage only changes in this tab when Purchase Now runs, which navigates here anew. */
const subscribeToNothing = () => () => {};

/** The plugin Purchase Now left in session storage; it stays there for the checkout after login. */
function parseHandOver(stored: string | null): CheckoutHandOver | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<CheckoutHandOver>;
    return typeof parsed.name === "string" && typeof parsed.price === "number" ? (parsed as CheckoutHandOver) : null;
  } catch {
    return null;
  }
}

function ChosenPlugin() {
  const { t, language } = useI18n();
  const chosen = parseHandOver(useSyncExternalStore(subscribeToNothing, storedHandOver, () => null));
  if (!chosen) return null;
  return (
    <section aria-labelledby="checkout-selection" className="mt-8 rounded-lg border border-gray-300 bg-white p-5" data-testid="checkout-selection">
      <h2 id="checkout-selection" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t("auth.checkout.selection")}
      </h2>
      <p className="mt-2 text-lg font-semibold">{chosen.name}</p>
      {chosen.selectedPricing ? <p className="text-sm text-muted">{t("auth.checkout.option", { option: chosen.selectedPricing.name })}</p> : null}
      <p className="mt-1 text-lg">{formatEuro(chosen.price, language)}</p>
    </section>
  );
}

/** SPEC: signed out, the checkout asks to log in or register and comes back here afterwards. */
export function CheckoutGate() {
  const { t, language } = useI18n();
  const checkoutPath = hrefOf("checkout", language);
  return (
    <div data-testid="checkout-gate">
      <p className="text-lg">{t("auth.checkout.gate")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={withReturnTo(hrefOf("login", language), checkoutPath)} className={buttonStyles.primaryLarge}>
          {t("auth.checkout.login")}
        </Link>
        <Link to={withReturnTo(hrefOf("register", language), checkoutPath)} className={buttonStyles.secondaryLarge}>
          {t("auth.checkout.register")}
        </Link>
      </div>
      <ChosenPlugin />
    </div>
  );
}
