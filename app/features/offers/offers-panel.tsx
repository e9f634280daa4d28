import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { OfferPrices, OfferTerms } from "./offer-parts.tsx";
import type { CurrentOfferView, TaskOffersView } from "./offers-view.server.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Country and VAT ID the prices are made for: a GET form, so it works without JavaScript. */
function BillingForm({ view }: { view: TaskOffersView }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-md border border-gray-300 bg-gray-50 p-4">
      <h4 className="w-full font-semibold">{t("offers.billing.heading")}</h4>
      <div>
        <label htmlFor="offer-country" className="block text-sm font-medium">
          {t("offers.billing.country")}
        </label>
        <select id="offer-country" name="country" defaultValue={view.buyer.country} className="mt-1 rounded-md border border-gray-500 px-3 py-2">
          {view.countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="offer-vat-id" className="block text-sm font-medium">
          {t("offers.billing.vatId")}
        </label>
        <input
          id="offer-vat-id"
          name="vatId"
          defaultValue={view.buyer.vatId ?? ""}
          maxLength={20}
          className="mt-1 rounded-md border border-gray-500 px-3 py-2"
        />
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("offers.billing.apply")}
      </button>
    </Form>
  );
}

/** One "Accept offer" per option, each under the exact sentence it confirms. */
function AcceptForms({ current, view }: { current: CurrentOfferView; view: TaskOffersView }) {
  const { t, language } = useI18n();
  const { offer, quote } = current;
  if (!quote) return null;
  return (
    <div className="space-y-4">
      <h4 className="font-semibold">{t("offers.accept.choose")}</h4>
      {quote.options.map((price) => {
        const wordingId = `offer-wording-${price.option}`;
        return (
          <Form key={price.option} method="post" action="?offer=accept" className="rounded-md border border-brand-700 p-4">
            <input type="hidden" name="offerId" value={offer.id} />
            <input type="hidden" name="offerHash" value={offer.hash} />
            <input type="hidden" name="currency" value={offer.snapshot.currency} />
            <input type="hidden" name="option" value={price.option} />
            <input type="hidden" name="country" value={view.buyer.country} />
            <input type="hidden" name="vatId" value={view.buyer.vatId ?? ""} />
            <p id={wordingId}>{current.wordings[price.option]}</p>
            <p className="mt-2 text-sm">
              <Link to={`${hrefOf("imprint", language)}#terms-contract`} className={linkClass}>
                {t("offers.accept.terms")}
              </Link>
            </p>
            <button type="submit" className={`${buttonStyles.primary} mt-3`} aria-describedby={wordingId} data-testid={`accept-${price.option}`}>
              {t("offers.accept.button")}
            </button>
          </Form>
        );
      })}
    </div>
  );
}

function AcceptanceState({ view }: { view: TaskOffersView }) {
  const { t, language } = useI18n();
  const { acceptance } = view;
  if (!acceptance) return null;
  const amount = (cents: number) => formatCredits(cents, acceptance.currency, language);
  return (
    <div className="space-y-2 rounded-md border border-gray-300 bg-white p-4" data-testid="offer-acceptance">
      <p className="font-semibold">
        {t("offers.accepted", {
          date: formatInvoiceDate(acceptance.acceptedAt, language),
          option: t(`offers.option.${acceptance.option}`),
          total: amount(acceptance.totalCents),
        })}
      </p>
      {acceptance.reserved ? (
        <p>{t("offers.reserved", { total: amount(acceptance.totalCents) })}</p>
      ) : (
        <p role="status" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">
          {t("offers.missing", { currency: acceptance.currency, missing: amount(acceptance.missingCents) })}{" "}
          <Link to={hrefOf("credits", language)} className={linkClass}>
            {t("offers.topUpLink")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Earlier versions, unchanged, for the record. */
export function OfferHistory({ view }: { view: TaskOffersView }) {
  const { t, language } = useI18n();
  if (view.history.length === 0) return null;
  return (
    <details className="rounded-md border border-gray-300 p-4">
      <summary className="cursor-pointer font-semibold">{t("offers.history")}</summary>
      <div className="mt-3 space-y-6">
        {view.history.map((offer) => (
          <div key={offer.id}>
            <h4 className="font-semibold">{t("offers.version", { version: offer.version, date: formatInvoiceDate(offer.createdAt, language) })}</h4>
            <OfferTerms offer={offer} />
          </div>
        ))}
      </div>
    </details>
  );
}

/** The workroom's offer for the client: terms, prices for their billing details, and "Accept offer". */
export function OffersPanel({ view, problem, canAccept }: { view: TaskOffersView; problem: MessageKey | undefined; canAccept: boolean }) {
  const { t, language } = useI18n();
  const { current } = view;
  if (!current) return null;
  const accepted = view.acceptance !== null;
  return (
    <section aria-labelledby="task-offer" className="space-y-5 rounded-lg border-2 border-brand-700 p-5" data-testid="task-offer">
      <h2 id="task-offer" className="text-xl font-bold">
        {t("offers.title")}
      </h2>
      <h3 className="font-semibold">{t("offers.version", { version: current.offer.version, date: formatInvoiceDate(current.offer.createdAt, language) })}</h3>
      {problem ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {t(problem)}
        </p>
      ) : null}
      <OfferTerms offer={current.offer} />
      {current.quote ? <OfferPrices offer={current.offer} quote={current.quote} /> : null}
      {current.quote?.treatment === "reverse_charge" ? <p className="text-sm">{t("offers.vat.reverse_charge", { vatId: view.buyer.vatId ?? "" })}</p> : null}
      {current.quote?.treatment === "export" ? <p className="text-sm">{t("offers.vat.export")}</p> : null}
      {current.vatProblem ? <p className="font-medium text-red-800">{t("offers.problem.vatId")}</p> : null}
      <AcceptanceState view={view} />
      {!accepted && canAccept && current.expired ? (
        <p>{t("offers.expired", { date: formatInvoiceDate(`${current.offer.snapshot.validUntil}T12:00:00Z`, language) })}</p>
      ) : null}
      {!accepted && canAccept && !current.expired ? (
        <>
          <BillingForm view={view} />
          <AcceptForms current={current} view={view} />
        </>
      ) : null}
      <OfferHistory view={view} />
    </section>
  );
}
