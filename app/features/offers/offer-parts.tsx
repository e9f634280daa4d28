import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatInvoiceDate, formatVatRate } from "../invoices/invoice-format.ts";
import { formatCredits } from "../credits/credit-format.ts";
import type { OfferQuote, StoredOffer } from "./offers.server.ts";

/** Scope, partial deliveries, validity and fingerprint of one offer version. */
export function OfferTerms({ offer }: { offer: StoredOffer }) {
  const { t, language } = useI18n();
  const { snapshot } = offer;
  return (
    <div className="space-y-3">
      <h4 className="font-semibold">{t("offers.scope")}</h4>
      <p className="whitespace-pre-line">{snapshot.scope}</p>
      {snapshot.parts.length > 0 ? (
        <>
          <h4 className="font-semibold">{t("offers.parts")}</h4>
          <ul className="list-disc pl-6">
            {snapshot.parts.map((part) => (
              <li key={part.name}>{t("offers.part", { name: part.name, share: part.sharePercent })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t("offers.validUntil", { date: formatInvoiceDate(`${snapshot.validUntil}T12:00:00Z`, language) })}</p>
      <p className="text-sm break-all text-muted">{t("offers.hash", { hash: offer.hash })}</p>
    </div>
  );
}

/** Net, VAT and total of each delivery option for the viewer's billing details. */
export function OfferPrices({ offer, quote }: { offer: StoredOffer; quote: OfferQuote }) {
  const { t, language } = useI18n();
  const amount = (cents: number) => formatCredits(cents, offer.snapshot.currency, language);
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("offers.title")}>
      <table className="w-full min-w-[32rem] text-left" data-testid="offer-prices">
        <thead>
          <tr className="border-b border-gray-300 text-sm text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("offers.column.option")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("offers.column.delivery")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t("offers.column.net")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t("offers.column.vat", { rate: formatVatRate(quote.rateBasisPoints, language) })}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("offers.column.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.options.map((price) => (
            <tr key={price.option} className="border-b border-gray-200" data-testid={`offer-option-${price.option}`}>
              <th scope="row" className="py-2 pr-3 font-semibold">
                {t(`offers.option.${price.option}`)}
              </th>
              <td className="py-2 pr-3">{formatInvoiceDate(`${price.deliveryDate}T12:00:00Z`, language)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{amount(price.netCents)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{amount(price.vatCents)}</td>
              <td className="py-2 text-right font-semibold whitespace-nowrap">{amount(price.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
