import { LoaderCircle } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { BillingForm } from "./billing-form.tsx";
import type { BillingErrors, BillingFormValues } from "./billing-form.ts";
import type { CountryOption } from "./countries.ts";
import { parseHandOver, storedHandOver, subscribeToNothing, useHandOverInUrl } from "./hand-over-record.ts";
import type { CheckoutOffer } from "../orders/offer.ts";
import type { UnavailableReason } from "./unavailable-reason.ts";
import { OrderSummary } from "./order-summary.tsx";
import type { Buyer } from "../orders/vat.ts";
import type { PaymentMethod } from "../payments/payment-methods.ts";

const noticeClass = "rounded-lg border border-gray-300 bg-white p-6";

function EmptyNotice() {
  const { t, language } = useI18n();
  return (
    <div className={noticeClass} data-testid="checkout-empty">
      <h2 className="text-xl font-semibold">{t("checkout.empty.title")}</h2>
      <p className="mt-2">{t("checkout.empty.text")}</p>
      <Link to={hrefOf("plugins", language)} className={`${buttonStyles.primaryLarge} mt-5`}>
        {t("checkout.empty.link")}
      </Link>
    </div>
  );
}

/** The checkout URL named nothing that can be bought: say why and where to go instead. */
export function UnavailableNotice({ reason }: { reason: UnavailableReason }) {
  const { t, language } = useI18n();
  const aboutLicense = reason === "licenseNotFound" || reason === "licenseInactive" || reason === "notAnUpgrade";
  return (
    <div className={noticeClass} data-testid="checkout-unavailable">
      <h2 className="text-xl font-semibold">{t("checkout.invalid.title")}</h2>
      <p className="mt-2">{t(`checkout.invalid.${reason}`)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {aboutLicense ? (
          <Link to={hrefOf("myLicenses", language)} className={buttonStyles.primaryLarge}>
            {t("checkout.invalid.licensesLink")}
          </Link>
        ) : null}
        <Link to={hrefOf("plugins", language)} className={aboutLicense ? buttonStyles.secondaryLarge : buttonStyles.primaryLarge}>
          {t("checkout.invalid.pluginsLink")}
        </Link>
      </div>
    </div>
  );
}

/**
 * A checkout URL without a selection: a record Purchase Now left in session storage, which only
 * the browser can read, becomes the URL's hand-over query (useHandOverInUrl). Without a record
 * (or without JavaScript, which reading it needs) the page says how to choose a plugin.
 */
export function HandOverSelection() {
  const { t } = useI18n();
  // undefined while rendering on the server and hydrating: nothing is known about the record yet.
  const stored = useSyncExternalStore(subscribeToNothing, storedHandOver, () => undefined);
  const record = stored === undefined ? undefined : parseHandOver(stored);
  useHandOverInUrl(record);

  // The server cannot read the record: without JavaScript nothing ever will, so say how to choose.
  if (record === undefined) {
    return (
      <noscript>
        <EmptyNotice />
      </noscript>
    );
  }
  if (record === null) return <EmptyNotice />;
  return (
    <p role="status" className="flex items-center gap-2 text-muted" data-testid="checkout-loading">
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
      {t("checkout.selection.loading")}
    </p>
  );
}

export interface OfferCheckoutProps {
  offer: CheckoutOffer;
  prefill: BillingFormValues;
  countries: CountryOption[];
  paymentMethods: readonly PaymentMethod[];
  pricedAt: string;
  /** The action's answer when it refused the details or could not start the payment. */
  submission:
    | { status: "invalid"; values: BillingFormValues; errors: BillingErrors; withdrawalWaiver: boolean }
    | { status: "paymentUnavailable"; values: BillingFormValues }
    | undefined;
}

/** The order summary beside the billing form; the summary follows the country and VAT ID as they are typed. */
export function OfferCheckout({ offer, prefill, countries, paymentMethods, pricedAt, submission }: OfferCheckoutProps) {
  const values = submission ? submission.values : prefill;
  const [buyer, setBuyer] = useState<Buyer>({ country: values.country.trim().toUpperCase(), vatId: values.vatId });
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary offer={offer} buyer={buyer} pricedAt={pricedAt} countries={countries} paymentMethods={paymentMethods} />
      </div>
      <div className="lg:col-start-1 lg:row-start-1">
        <BillingForm
          values={values}
          errors={submission?.status === "invalid" ? submission.errors : {}}
          // Ticked only by the buyer: after a refusal as it was sent; after a failed payment start it was ticked.
          withdrawalWaiver={submission ? submission.status === "paymentUnavailable" || submission.withdrawalWaiver : false}
          answer={submission?.status}
          countries={countries}
          buyer={buyer}
          onBuyerChange={setBuyer}
        />
      </div>
    </div>
  );
}
