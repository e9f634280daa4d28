import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatEuro } from "../../i18n/format.ts";
import { withReturnTo } from "../accounts/account-links.ts";
import type { RegisterResult } from "../accounts/auth-forms.ts";
import { RegisterForm } from "../accounts/register-form.tsx";
import { parseHandOver, storedHandOver, subscribeToNothing, useHandOverInUrl } from "./hand-over-record.ts";

/** The purchase a signed-out visitor chose, as the gate repeats it, priced from the database. */
export interface GateChoice {
  pluginName: string;
  optionName: string;
  priceCents: number;
}

function ChosenPlugin({ chosen }: { chosen: GateChoice }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="checkout-selection" className="mt-8 rounded-lg border border-gray-300 bg-white p-5" data-testid="checkout-selection">
      <h2 id="checkout-selection" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t("auth.checkout.selection")}
      </h2>
      <p className="mt-2 text-lg font-semibold">{chosen.pluginName}</p>
      <p className="text-sm text-muted">{t("auth.checkout.option", { option: chosen.optionName })}</p>
      <p className="mt-1 text-lg">{formatEuro(chosen.priceCents / 100, language)}</p>
    </section>
  );
}

/** A URL without a selection: a record this tab still holds goes into the URL, and the server repeats its choice. */
function StoredChoice() {
  useHandOverInUrl(parseHandOver(useSyncExternalStore(subscribeToNothing, storedHandOver, () => null)));
  return null;
}

/** What the checkout's action posts for the registration form inside the gate. */
export const registerIntent = "register";

/**
 * Only signed-in customers buy: signed out, the checkout asks to log in or register and comes back
 * here afterwards, with the selection the URL names (a renewal or upgrade link keeps its licence).
 * A new customer can create the account right here; the confirmation link leads back to this URL.
 * `chosen`: the purchase the URL names, read by the server; `registration`: the action's answer.
 */
export function CheckoutGate({ chosen, registration }: { chosen: GateChoice | null; registration: RegisterResult | undefined }) {
  const { t, language } = useI18n();
  const { search } = useLocation();
  const checkoutPath = `${hrefOf("checkout", language)}${search}`;
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
      {chosen ? <ChosenPlugin chosen={chosen} /> : search ? null : <StoredChoice />}
      <section aria-labelledby="checkout-register" className="mt-10 border-t border-gray-200 pt-8" data-testid="checkout-register">
        <h2 id="checkout-register" className="text-xl font-semibold">
          {t("auth.checkout.registerHere")}
        </h2>
        <p className="mt-2 text-muted">{t("auth.checkout.registerHereText")}</p>
        <div className="mt-6">
          <RegisterForm result={registration} returnTo={checkoutPath} intent={registerIntent} />
        </div>
      </section>
    </div>
  );
}
