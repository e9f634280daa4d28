import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatViennaDateTime } from "../../i18n/vienna-time.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { AttachmentsField, inputClass } from "../tasks/task-fields.tsx";
import type { CancellationFigures } from "./delivery-figures.ts";
import type { DeliveryAction } from "./delivery-paths.ts";
import { taskInvoiceHref } from "./delivery-paths.ts";
import type { DeliveryItemView, DeliveryView } from "./delivery-view.server.ts";

export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The refusal of one of the panel's forms, shown at that form. */
export type DeliveryProblemView = { action: DeliveryAction; error: MessageKey } | undefined;

export function ProblemAt({ problem, action, id }: { problem: DeliveryProblemView; action: DeliveryAction; id: string }) {
  const { t } = useI18n();
  if (problem?.action !== action) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
      {t(problem.error)}
    </p>
  );
}

function GuaranteeState({ item, side, problem }: { item: DeliveryItemView; side: "client" | "company"; problem: DeliveryProblemView }) {
  const { t, language } = useI18n();
  const { acceptance } = item;
  if (!acceptance) return null;
  const until = formatLongDate(acceptance.guaranteeUntil, language);
  return (
    <div className="mt-2 space-y-2" data-testid="guarantee">
      <p>
        {t("delivery.accepted", { date: formatViennaDateTime(acceptance.acceptedAt, language) })}{" "}
        {acceptance.lapsed ? null : t("delivery.guarantee.until", { date: until })}
      </p>
      {acceptance.lapsed ? (
        <p>
          {t("delivery.guarantee.lapsed", { date: until })}{" "}
          {side === "client" ? (
            <Link to={hrefOf("newTask", language)} className={linkClass}>
              {t("delivery.guarantee.newTask")}
            </Link>
          ) : null}
        </p>
      ) : side === "client" ? (
        <details className="rounded-md border border-gray-300 p-3" open={problem?.action === "defect" || undefined}>
          <summary className="cursor-pointer font-semibold">{t("delivery.defect.open")}</summary>
          <Form method="post" action="?delivery=defect" encType="multipart/form-data" className="mt-3 space-y-3">
            <input type="hidden" name="deliveryId" value={item.id} />
            <ProblemAt problem={problem} action="defect" id={`defect-error-${item.id}`} />
            <div>
              <label htmlFor={`defect-${item.id}`} className="block font-medium">
                {t("delivery.defect.description")}
              </label>
              <textarea id={`defect-${item.id}`} name="description" rows={4} required maxLength={10_000} className={inputClass} />
            </div>
            <AttachmentsField />
            <button type="submit" className={buttonStyles.primary}>
              {t("delivery.defect.submit")}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

function DeliveryItem({
  item,
  side,
  currency,
  problem,
}: {
  item: DeliveryItemView;
  side: "client" | "company";
  currency: "EUR" | "USD";
  problem: DeliveryProblemView;
}) {
  const { t, language } = useI18n();
  return (
    <li className="rounded-md border border-gray-300 bg-white p-4" data-testid="delivery">
      <h3 className="font-semibold">{item.partName ? t("delivery.item.part", { name: item.partName, share: item.sharePercent }) : t("delivery.wholeOffer")}</h3>
      <p className="text-sm text-muted">{t("delivery.item.deliveredAt", { date: formatViennaDateTime(item.deliveredAt, language) })}</p>
      <p>{t("delivery.item.debited", { amount: formatCredits(item.grossCents, currency, language) })}</p>
      {item.repositoryUrl ? (
        <p>
          <a href={item.repositoryUrl} className={linkClass} rel="noopener noreferrer">
            {t("delivery.item.repository")}
          </a>
        </p>
      ) : null}
      {item.installedNote ? <p>{t("delivery.item.installed", { note: item.installedNote })}</p> : null}
      {item.invoice ? (
        <p>
          <a href={taskInvoiceHref(item.invoice.id, side)} className={linkClass} download>
            {t("delivery.invoice.download", { number: item.invoice.number })}
          </a>
        </p>
      ) : null}
      {item.acceptance ? null : side === "client" ? (
        <Form method="post" action="?delivery=accept" encType="multipart/form-data" className="mt-3 space-y-2">
          <input type="hidden" name="deliveryId" value={item.id} />
          <ProblemAt problem={problem} action="accept" id={`accept-error-${item.id}`} />
          <button type="submit" className={buttonStyles.primary}>
            {t("delivery.accept.button")}
          </button>
          <p className="text-sm text-muted">{t("delivery.accept.hint")}</p>
        </Form>
      ) : (
        <p className="mt-2 font-medium">{t("delivery.awaitingAcceptance")}</p>
      )}
      <GuaranteeState item={item} side={side} problem={problem} />
      {item.defects.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="defects">
          {item.defects.map((defect) => (
            <li key={defect.id}>
              {t("delivery.defect.reported", { date: formatViennaDateTime(defect.reportedAt, language), description: defect.description })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The cancellation's figures as a table: U, W, the fee, the charge and the release, net, VAT and total. */
export function CancellationTable({ figures, currency }: { figures: CancellationFigures; currency: "EUR" | "USD" }) {
  const { t, language } = useI18n();
  const amount = (cents: number) => formatCredits(cents, currency, language);
  const rows: [string, string, string, string, string][] = [
    ["uninvoiced", t("delivery.cancel.row.uninvoiced"), amount(figures.uninvoicedNetCents), "", ""],
    ["work", t("delivery.cancel.row.work"), amount(figures.workPerformedCents), "", ""],
    ["fee", t("delivery.cancel.row.fee"), amount(figures.feeNetCents), "", ""],
    ["charge", t("delivery.cancel.row.charge"), amount(figures.charge.netCents), amount(figures.charge.vatCents), amount(figures.charge.grossCents)],
    ["released", t("delivery.cancel.row.released"), amount(figures.released.netCents), amount(figures.released.vatCents), amount(figures.released.grossCents)],
  ];
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("delivery.cancel.caption")}>
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="cancellation-figures">
        <caption className="sr-only">{t("delivery.cancel.caption")}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-3">
              {t("delivery.cancel.column.item")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("delivery.cancel.column.net")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("delivery.cancel.column.vat")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("delivery.cancel.column.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label, net, vat, total]) => (
            <tr key={key} className="border-b border-gray-200" data-testid={`cancellation-${key}`}>
              <th scope="row" className="py-2 pr-3 font-medium">
                {label}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{net}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{vat}</td>
              <td className="py-2 text-right tabular-nums">{total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CancellationState({ view, side }: { view: DeliveryView; side: "client" | "company" }) {
  const { t, language } = useI18n();
  const { cancellation } = view;
  if (!cancellation || !view.currency) return null;
  const date = formatInvoiceDate(cancellation.cancelledAt, language);
  const amount = (cents: number) => formatCredits(cents, view.currency ?? "EUR", language);
  return (
    <div role="status" className="rounded-md border border-gray-400 bg-gray-50 p-4" data-testid="cancellation">
      <p className="font-semibold">
        {cancellation.by === "company"
          ? t("delivery.cancelled.byCompany", { date, reason: cancellation.reason ?? "" })
          : t(side === "client" ? "delivery.cancelled.byClient" : "delivery.cancelled.byClientForCompany", { date })}
      </p>
      <p>{t("delivery.cancelled.figures", { charge: amount(cancellation.chargeCents), released: amount(cancellation.releasedCents) })}</p>
    </div>
  );
}

function ClientCancelForm({ view, problem }: { view: DeliveryView; problem: DeliveryProblemView }) {
  const { t } = useI18n();
  if (!view.preview || !view.currency) return null;
  return (
    <section aria-labelledby="task-cancel" className="space-y-3 rounded-md border border-gray-300 p-4">
      <h3 id="task-cancel" className="text-lg font-semibold">
        {t("delivery.cancel.title")}
      </h3>
      <p>{t("delivery.cancel.intro")}</p>
      <CancellationTable figures={view.preview} currency={view.currency} />
      <Form method="post" action="?delivery=cancel" encType="multipart/form-data" className="space-y-2">
        <input type="hidden" name="confirmedCharge" value={view.preview.charge.grossCents} />
        <ProblemAt problem={problem} action="cancel" id="cancel-error" />
        <button type="submit" className={buttonStyles.secondary}>
          {t("delivery.cancel.button")}
        </button>
      </Form>
    </section>
  );
}

/**
 * The workroom's deliveries for either side: each delivery with its invoice, acceptance and
 * guarantee, defect reports, the cancellation; the client's forms (accept, report a defect,
 * cancel) or, in `children`, the company's.
 */
export function DeliveryPanel({
  view,
  side,
  problem,
  children,
}: {
  view: DeliveryView;
  side: "client" | "company";
  problem: DeliveryProblemView;
  children?: ReactNode;
}) {
  const { t, language } = useI18n();
  if (!view.currency) return null;
  const currency = view.currency;
  return (
    <section aria-labelledby="task-deliveries" className="space-y-5 rounded-lg border border-gray-300 p-5" data-testid="task-deliveries">
      <h2 id="task-deliveries" className="text-xl font-bold">
        {t("delivery.title")}
      </h2>
      <CancellationState view={view} side={side} />
      {view.deliveries.length === 0 ? (
        <p className="text-muted">{t("delivery.none")}</p>
      ) : (
        <ol className="space-y-4">
          {view.deliveries.map((item) => (
            <DeliveryItem key={item.id} item={item} side={side} currency={currency} problem={problem} />
          ))}
        </ol>
      )}
      {view.invoices.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("delivery.invoices.title")}</h3>
          <ul className="mt-2 space-y-1" data-testid="task-invoices">
            {view.invoices.map((invoice) => (
              <li key={invoice.id}>
                <a href={taskInvoiceHref(invoice.id, side)} className={linkClass} download>
                  {t(invoice.kind === "delivery" ? "delivery.invoices.delivery" : "delivery.invoices.cancellation", {
                    number: invoice.number,
                    date: formatInvoiceDate(invoice.issuedAt, language),
                    amount: formatCredits(invoice.grossCents, invoice.currency, language),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {side === "client" ? <ClientCancelForm view={view} problem={problem} /> : children}
    </section>
  );
}
