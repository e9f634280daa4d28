import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Language } from "../../i18n/paths.ts";
import { formatEuro, formatLongDate, pluralOf } from "../../i18n/format.ts";
import type { CountryOption } from "./countries.ts";
import type { CheckoutOffer } from "../orders/offer.ts";
import type { PaymentMethod } from "../payments/payment-methods.ts";
import { type Buyer, isWellFormedVatId, priceOf, type Vat, vatFor } from "../orders/vat.ts";

/**
 * How VAT applies to what the buyer has typed so far: a VAT ID counts once it is well-formed for
 * the chosen country; until then the summary shows the consumer price, which is what the buyer
 * would pay without one. The server decides again when the form is sent.
 */
export function previewVat(buyer: Buyer, date: Date): Vat {
  const vatId = buyer.vatId && isWellFormedVatId(buyer.vatId, buyer.country) ? buyer.vatId : null;
  const outcome = vatFor({ country: buyer.country, vatId }, date);
  if (outcome.ok) return outcome.vat;
  return { treatment: "export", vatCountry: buyer.country, rateBasisPoints: 0, vatId: null };
}

const percentFormats: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de-AT", { style: "percent", maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }),
};

/** 1900 → "19 %" in German, "19%" in English; 2550 → "25,5 %". */
function formatRate(basisPoints: number, language: Language): string {
  return percentFormats[language].format(basisPoints / 10_000);
}

function Grants({ offer }: { offer: CheckoutOffer }) {
  const { t, language } = useI18n();
  const { siteLimit, updateMonths } = offer.option;
  const sites = siteLimit === null ? t("checkout.summary.sites.unlimited") : t(`checkout.summary.sites.${pluralOf(siteLimit, language)}`, { count: siteLimit });
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
      <li>{sites}</li>
      {offer.kind === "upgrade" ? null : <li>{t("checkout.summary.updates", { months: updateMonths })}</li>}
    </ul>
  );
}

function KindNote({ offer }: { offer: CheckoutOffer }) {
  const { t, language } = useI18n();
  if (!offer.license) return null;
  const text =
    offer.kind === "renewal"
      ? t("checkout.summary.renewal", { months: offer.option.updateMonths, date: formatLongDate(offer.license.renewedUntil, language) })
      : t("checkout.summary.upgrade", { from: offer.license.currentOption.name, to: offer.option.name });
  return (
    <>
      <p className="mt-3 text-sm text-muted">{t("checkout.summary.license", { key: offer.license.maskedKey })}</p>
      <p className="mt-2 text-sm">{text}</p>
    </>
  );
}

/** The ways to pay on the provider's page, named before the buyer commits. */
function PaymentMethods({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useI18n();
  return (
    <div className="mt-5 border-t border-gray-300 pt-4" data-testid="payment-methods">
      <h3 className="text-sm font-semibold">{t("checkout.payment.heading")}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {methods.map((method) => (
          <li key={method} className="rounded border border-gray-300 bg-gray-50 px-2 py-1 text-sm">
            {t(`checkout.payment.method.${method}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The order summary: what the selection buys and its net, VAT and gross price for the buyer as
 * typed so far, recomputed in the browser with the same rules the server charges by.
 */
export function OrderSummary({
  offer,
  buyer,
  pricedAt,
  countries,
  paymentMethods,
}: {
  offer: CheckoutOffer;
  buyer: Buyer;
  pricedAt: string;
  countries: CountryOption[];
  paymentMethods: readonly PaymentMethod[];
}) {
  const { t, language } = useI18n();
  const vat = previewVat(buyer, new Date(pricedAt));
  const price = priceOf(offer.listPriceCents, vat);
  const countryName = countries.find((country) => country.code === vat.vatCountry)?.name ?? vat.vatCountry;
  const euro = (cents: number) => formatEuro(cents / 100, language);
  const charged = vat.treatment === "domestic" || vat.treatment === "eu_consumer";

  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-lg border border-gray-300 bg-white p-5 lg:sticky lg:top-6"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-semibold">
        {t("checkout.summary.heading")}
      </h2>
      {offer.kind === "purchase" ? null : (
        <p className="mt-3 inline-block rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{t(`checkout.summary.kind.${offer.kind}`)}</p>
      )}
      <p className="mt-3 text-lg font-semibold" data-testid="summary-plugin">
        {offer.plugin.name}
      </p>
      <p className="text-sm text-muted">{t("checkout.summary.option", { option: offer.option.name })}</p>
      <Grants offer={offer} />
      <KindNote offer={offer} />

      <div aria-live="polite" className="mt-5 border-t border-gray-300 pt-4">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t("checkout.summary.net")}</dt>
            <dd data-testid="summary-net">{euro(price.net)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt data-testid="summary-vat-label">
              {charged ? t("checkout.summary.vat", { rate: formatRate(vat.rateBasisPoints, language), country: countryName }) : t("checkout.summary.vatNone")}
            </dt>
            <dd data-testid="summary-vat">{euro(price.vat)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-gray-300 pt-2 text-base font-semibold">
            <dt>{t("checkout.summary.total")}</dt>
            <dd data-testid="summary-total">{euro(price.gross)}</dd>
          </div>
        </dl>
        {vat.treatment === "reverse_charge" ? (
          <p className="mt-3 text-sm text-muted" data-testid="summary-note">
            {t("checkout.summary.reverseCharge")}
          </p>
        ) : null}
        {vat.treatment === "export" ? (
          <p className="mt-3 text-sm text-muted" data-testid="summary-note">
            {t("checkout.summary.export")}
          </p>
        ) : null}
      </div>
      <PaymentMethods methods={paymentMethods} />
    </section>
  );
}
