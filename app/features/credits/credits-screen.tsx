import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { CreditCurrency } from "../../../db/schema.ts";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { formatCount } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { formatCredits } from "./credit-format.ts";
import type { CreditsView, TopUpNotice } from "./credits-page.server.ts";
import type { CreditBalance, StatementLine } from "./ledger.server.ts";
import type { RefundView } from "./refund-page.server.ts";
import { type RefundProblem, RefundSection } from "./refund-section.tsx";
import { referenceLabel } from "./statement-labels.ts";
import { topUpFields, type TopUpFormResult, topUpLimits } from "./top-up-form.ts";

export type TopUpFormProblem = Extract<TopUpFormResult, { ok: false }>;

const currencies: readonly CreditCurrency[] = ["EUR", "USD"];

export function BalanceCards({ balances }: { balances: readonly CreditBalance[] }) {
  const { t, language } = useI18n();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {balances.map((balance) => (
        <li key={balance.currency} className="rounded-lg border border-gray-300 bg-white p-5" data-testid={`credit-balance-${balance.currency}`}>
          <h3 className="font-semibold">{t("credits.balance.heading", { currency: balance.currency })}</h3>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
            <dt className="text-muted">{t("credits.available")}</dt>
            <dd className="text-right text-2xl font-bold" data-testid="credit-available">
              {formatCredits(balance.availableCents, balance.currency, language)}
            </dd>
            <dt className="text-muted">{t("credits.reserved")}</dt>
            <dd className="text-right font-medium" data-testid="credit-reserved">
              {formatCredits(balance.reservedCents, balance.currency, language)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function signed(cents: number, currency: CreditCurrency, language: "de" | "en"): string {
  if (cents === 0) return "–";
  return `${cents > 0 ? "+" : "−"}${formatCredits(Math.abs(cents), currency, language)}`;
}

/** One table per currency: every movement with date, reference and the balances after it. */
export function StatementTables({ statement, headingLevel = 3 }: { statement: readonly StatementLine[]; headingLevel?: 3 | 4 }) {
  const { t, language } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const used = currencies.filter((currency) => statement.some((line) => line.currency === currency));
  if (used.length === 0) return <p className="text-muted">{t("credits.statement.empty")}</p>;
  return (
    <div className="space-y-8">
      {used.map((currency) => (
        <div key={currency}>
          <Heading className="font-semibold">{t("credits.balance.heading", { currency })}</Heading>
          <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t("credits.statement.caption", { currency })}>
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid={`credit-statement-${currency}`}>
              <caption className="sr-only">{t("credits.statement.caption", { currency })}</caption>
              <thead>
                <tr className="border-b border-gray-300 text-muted">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("credits.column.date")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("credits.column.reference")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("credits.column.available")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("credits.column.reserved")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("credits.column.availableAfter")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("credits.column.reservedAfter")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement
                  .filter((line) => line.currency === currency)
                  .map((line) => (
                    <tr key={line.id} className="border-b border-gray-200" data-testid="credit-statement-line">
                      <td className="py-2 pr-3 whitespace-nowrap">{formatInvoiceDate(line.at, language)}</td>
                      <th scope="row" className="py-2 pr-3 font-normal">
                        {referenceLabel(line, t)}
                      </th>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{signed(line.availableDeltaCents, currency, language)}</td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{signed(line.reservedDeltaCents, currency, language)}</td>
                      <td className="py-2 pr-3 text-right font-medium whitespace-nowrap">{formatCredits(line.availableAfterCents, currency, language)}</td>
                      <td className="py-2 text-right whitespace-nowrap">{formatCredits(line.reservedAfterCents, currency, language)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}

const amountId = "top-up-amount";
const amountHintId = "top-up-amount-hint";
const amountErrorId = "top-up-amount-error";
const currencyErrorId = "top-up-currency-error";

/** Currency and amount; a plain POST form, so it works before (and without) JavaScript. */
function TopUpForm({ problem }: { problem: TopUpFormProblem | undefined }) {
  const { t, language } = useI18n();
  const submitting = useNavigation().formData;
  const busy = submitting?.has(topUpFields.amount) === true && !submitting.has("intent");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);
  const chosen = problem?.values.currency ?? "EUR";
  return (
    <Form method="post" noValidate className="space-y-5 rounded-lg border border-gray-300 bg-gray-50 p-5 sm:p-6">
      {problem ? (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {t("credits.topUp.problem")}
        </p>
      ) : null}
      <fieldset aria-describedby={problem?.errors.currency ? currencyErrorId : undefined}>
        <legend className="font-semibold">{t("credits.topUp.currency")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {currencies.map((currency) => (
            <label key={currency} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={topUpFields.currency} value={currency} defaultChecked={chosen === currency} className="h-5 w-5" />
              {t(`credits.topUp.currency.${currency}`)}
            </label>
          ))}
        </div>
        {problem?.errors.currency ? (
          <p id={currencyErrorId} className="mt-1 text-sm font-medium text-red-800">
            {t(problem.errors.currency)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={amountId} className="block font-semibold">
          {t("credits.topUp.amount")}
        </label>
        <p id={amountHintId} className="text-sm text-muted">
          {t("credits.topUp.amountHint", { min: formatCount(topUpLimits.minCredits, language), max: formatCount(topUpLimits.maxCredits, language) })}
        </p>
        <input
          id={amountId}
          name={topUpFields.amount}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={problem?.values.amount ?? ""}
          aria-invalid={problem?.errors.amount ? true : undefined}
          aria-describedby={problem?.errors.amount ? `${amountHintId} ${amountErrorId}` : amountHintId}
          className="mt-2 block w-full max-w-xs rounded-md border border-gray-500 px-3 py-2"
        />
        {problem?.errors.amount ? (
          <p id={amountErrorId} className="mt-1 text-sm font-medium text-red-800">
            {t(problem.errors.amount)}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t("credits.noVat")}</p>
      <button type="submit" className={buttonStyles.primary} disabled={busy} aria-disabled={busy ? true : undefined}>
        {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
        {t("credits.topUp.submit")}
      </button>
    </Form>
  );
}

function Notice({ notice }: { notice: TopUpNotice }) {
  const { t, language } = useI18n();
  if (!notice) return null;
  if (notice.status === "received") {
    return (
      <p role="status" className="rounded-md border border-green-700 bg-green-50 p-3 font-medium text-green-900">
        {t("credits.topUp.received", { amount: formatCredits(notice.amountCents, notice.currency, language) })}
      </p>
    );
  }
  return (
    <p role="status" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">
      {t("credits.topUp.pending")}
    </p>
  );
}

/** /guthaben, /credits: balances per currency, the top-up form, refunds of unused credits and the statement. */
export function CreditsScreen({
  view,
  notice,
  refunds,
  problem,
  refundProblem,
  statementHref,
}: {
  view: CreditsView;
  notice: TopUpNotice;
  refunds: RefundView;
  problem: TopUpFormProblem | undefined;
  refundProblem: RefundProblem | undefined;
  statementHref: string;
}) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("credits.title")}</h1>
        <p className="max-w-prose text-lg">{t("credits.intro")}</p>
        <Notice notice={notice} />
      </div>
      <section aria-labelledby="credit-balances" className="space-y-4">
        <h2 id="credit-balances" className="text-2xl font-semibold">
          {t("credits.balances")}
        </h2>
        <BalanceCards balances={view.balances} />
      </section>
      <section aria-labelledby="credit-top-up" className="space-y-4">
        <h2 id="credit-top-up" className="text-2xl font-semibold">
          {t("credits.topUp.heading")}
        </h2>
        <TopUpForm problem={problem} />
      </section>
      <RefundSection balances={view.balances} refunds={refunds} problem={refundProblem} />
      <section aria-labelledby="credit-statement" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="credit-statement" className="text-2xl font-semibold">
            {t("credits.statement.heading")}
          </h2>
          {view.statement.length > 0 ? (
            <a href={statementHref} className={buttonStyles.secondary} download>
              {t("credits.statement.download")}
            </a>
          ) : null}
        </div>
        <StatementTables statement={view.statement} />
      </section>
    </div>
  );
}
