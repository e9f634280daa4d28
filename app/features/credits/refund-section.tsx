import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { formatCredits, formatRefundNumber } from "./credit-format.ts";
import type { CreditBalance } from "./ledger.server.ts";
import type { RefundFormProblem, RefundView } from "./refund-page.server.ts";
import type { CreditRefundReceipt } from "./refund.server.ts";
import { refundFields, refundIntent, retryRefundIntent } from "./refund-form.ts";

export type RefundProblem = RefundFormProblem["refundProblem"];

/** Amount in the form's own notation: "120,50" in German, "120.50" in English, no thousands separator. */
function plainAmount(cents: number, language: "de" | "en"): string {
  const text = (cents / 100).toFixed(2);
  return language === "de" ? text.replace(".", ",") : text;
}

/** One currency's refund form: the available amount to pay back, and why reserved credits are not. */
function RefundForm({ balance, requestKey, problem }: { balance: CreditBalance; requestKey: string; problem: RefundProblem | undefined }) {
  const { t, language } = useI18n();
  const { currency } = balance;
  const busy = useNavigation().formData?.get(refundFields.currency) === currency;
  const errorRef = useRef<HTMLParagraphElement>(null);
  const ownProblem = problem?.currency === currency ? problem : undefined;
  useEffect(() => {
    if (ownProblem) errorRef.current?.focus();
  }, [ownProblem]);
  const inputId = `refund-amount-${currency}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-3 rounded-lg border border-gray-300 bg-white p-5" data-testid={`credit-refund-${currency}`}>
      <h3 className="font-semibold">{t("credits.balance.heading", { currency })}</h3>
      {balance.reservedCents > 0 ? (
        <p className="text-sm">{t("credits.refund.reservedNote", { amount: formatCredits(balance.reservedCents, currency, language) })}</p>
      ) : null}
      {balance.availableCents === 0 ? (
        <p className="text-muted">{t("credits.refund.nothingAvailable", { currency })}</p>
      ) : (
        <Form method="post" noValidate className="space-y-3">
          <input type="hidden" name={refundFields.intent} value={refundIntent} />
          <input type="hidden" name={refundFields.currency} value={currency} />
          <input type="hidden" name={refundFields.key} value={requestKey} />
          {ownProblem ? (
            <p id={errorId} ref={errorRef} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
              {t(ownProblem.error, { amount: formatCredits(ownProblem.availableCents ?? balance.availableCents, currency, language) })}
            </p>
          ) : null}
          <div>
            <label htmlFor={inputId} className="block font-semibold">
              {t("credits.refund.amount", { currency })}
            </label>
            <p id={hintId} className="text-sm text-muted">
              {t("credits.refund.amountHint", { amount: formatCredits(balance.availableCents, currency, language) })}
            </p>
            <input
              id={inputId}
              name={refundFields.amount}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={ownProblem?.amount ?? plainAmount(balance.availableCents, language)}
              aria-invalid={ownProblem ? true : undefined}
              aria-describedby={ownProblem ? `${hintId} ${errorId}` : hintId}
              className="mt-2 block w-full max-w-xs rounded-md border border-gray-500 px-3 py-2"
            />
          </div>
          <button type="submit" className={buttonStyles.secondary} disabled={busy} aria-disabled={busy ? true : undefined}>
            {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
            {t("credits.refund.submit", { currency })}
          </button>
        </Form>
      )}
    </div>
  );
}

/** A refund's receipt: number, date, amount, the top-ups it went back to and whether the provider confirmed it. */
export function RefundReceipt({ receipt, headingLevel = 3 }: { receipt: CreditRefundReceipt; headingLevel?: 3 | 4 }) {
  const { t, language } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="rounded-lg border border-gray-300 bg-white p-5" data-testid="credit-refund-receipt">
      <Heading className="font-semibold">{t("credits.refund.receipt.caption", { number: formatRefundNumber(receipt.id) })}</Heading>
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t("credits.refund.receipt.date")}</dt>
        <dd className="text-right">{formatInvoiceDate(receipt.createdAt, language)}</dd>
        <dt className="text-muted">{t("credits.refund.receipt.amount")}</dt>
        <dd className="text-right font-semibold" data-testid="credit-refund-amount">
          {formatCredits(receipt.amountCents, receipt.currency, language)}
        </dd>
        {receipt.parts.map((part) => (
          <div key={part.orderId} className="contents">
            <dt className="text-muted">{t("credits.reference.topUp", { number: formatOrderNumber(part.orderId) })}</dt>
            <dd className="text-right">{formatCredits(part.amountCents, receipt.currency, language)}</dd>
          </div>
        ))}
        <dt className="text-muted">{t("credits.refund.receipt.status")}</dt>
        <dd className="text-right" data-testid="credit-refund-status">
          {t(`credits.refund.receipt.status.${receipt.status}`)}
          {receipt.reason === "account_closure" ? ` · ${t("credits.refund.receipt.reason.account_closure")}` : null}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-muted">{t("credits.refund.receipt.means")}</p>
      {receipt.status === "pending" ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name={refundFields.intent} value={retryRefundIntent} />
          <input type="hidden" name="refundId" value={receipt.id} />
          <button type="submit" className={buttonStyles.secondary}>
            {t("credits.refund.retry")}
          </button>
        </Form>
      ) : null}
    </article>
  );
}

/** The credits page's refund part: a form per currency, the notice of the refund just asked for, and the receipts. */
export function RefundSection({ balances, refunds, problem }: { balances: readonly CreditBalance[]; refunds: RefundView; problem: RefundProblem | undefined }) {
  const { t, language } = useI18n();
  const just = refunds.justRequested;
  return (
    <section aria-labelledby="credit-refund" className="space-y-4">
      <h2 id="credit-refund" className="text-2xl font-semibold">
        {t("credits.refund.heading")}
      </h2>
      <p className="max-w-prose">{t("credits.refund.intro")}</p>
      {just ? (
        <p
          role="status"
          className={
            just.status === "completed"
              ? "rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900"
              : "rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900"
          }
        >
          {t(just.status === "completed" ? "credits.refund.done" : "credits.refund.pending", {
            amount: formatCredits(just.amountCents, just.currency, language),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {balances.map((balance) => (
          <RefundForm key={balance.currency} balance={balance} requestKey={refunds.requestKey} problem={problem} />
        ))}
      </div>
      {refunds.receipts.length > 0 ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("credits.refund.receipts")}</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {refunds.receipts.map((receipt) => (
              <RefundReceipt key={receipt.id} receipt={receipt} headingLevel={4} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
