import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatCredits } from "../credits/credit-format.ts";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { workroomHref } from "../tasks/task-paths.ts";
import { taskNumber } from "../tasks/task-rules.ts";
import { taskInvoiceHref } from "./delivery-paths.ts";
import { linkClass } from "./delivery-panel.tsx";
import type { TaskInvoiceSummary } from "./task-invoices.server.ts";

/** The purchase history's task invoices: deliveries and cancellations, paid with credits, newest first. */
export function TaskInvoicesList({ invoices }: { invoices: TaskInvoiceSummary[] }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="task-invoices-heading" className="mx-auto max-w-5xl px-4 pb-12">
      <h2 id="task-invoices-heading" className="text-2xl font-semibold">
        {t("delivery.history.title")}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-muted">{t("delivery.history.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="task-invoices-heading">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="task-invoice-history">
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  {t("delivery.history.column.number")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("delivery.history.column.date")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("delivery.history.column.task")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("delivery.history.column.kind")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("delivery.history.column.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-gray-200" data-testid="task-invoice-row">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <a href={taskInvoiceHref(invoice.id, "client")} className={linkClass} download>
                      {t("delivery.history.download", { number: invoice.number })}
                    </a>
                  </th>
                  <td className="py-2 pr-3">{formatInvoiceDate(invoice.issuedAt, language)}</td>
                  <td className="py-2 pr-3">
                    <Link to={workroomHref(invoice.taskId, language)} className={linkClass}>
                      {taskNumber(invoice.taskId)}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{t(invoice.kind === "delivery" ? "delivery.history.kind.delivery" : "delivery.history.kind.cancellation")}</td>
                  <td className="py-2 text-right tabular-nums">{formatCredits(invoice.grossCents, invoice.currency, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
