import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatCredits } from "../../credits/credit-format.ts";
import { AttachmentsField, inputClass } from "../../tasks/task-fields.tsx";
import { CancellationTable, type DeliveryProblemView, ProblemAt } from "../delivery-panel.tsx";
import type { DeliveryView } from "../delivery-view.server.ts";

/** Cents as the amount field shows them: `250.50`. */
const centsText = (cents: number) => (cents / 100).toFixed(2);

function DeliverForm({ view, problem }: { view: DeliveryView; problem: DeliveryProblemView }) {
  const { t } = useI18n();
  if (view.openParts.length === 0) return view.deliveries.length > 0 && !view.cancellation ? <p>{t("delivery.admin.allDelivered")}</p> : null;
  if (!view.reserved) return <p>{t("delivery.admin.notReady")}</p>;
  return (
    <Form
      method="post"
      action="?delivery=deliver"
      encType="multipart/form-data"
      className="space-y-4 rounded-md border border-brand-700 p-4"
      aria-labelledby="deliver-heading"
    >
      <h3 id="deliver-heading" className="text-lg font-semibold">
        {t("delivery.admin.title")}
      </h3>
      <ProblemAt problem={problem} action="deliver" id="deliver-error" />
      <div>
        <label htmlFor="deliver-part" className="block font-medium">
          {t("delivery.admin.part")}
        </label>
        <select id="deliver-part" name="part" className={inputClass}>
          {view.openParts.map((part) => (
            <option key={part.number} value={part.number}>
              {part.name ? t("delivery.item.part", { name: part.name, share: part.sharePercent }) : t("delivery.wholeOffer")}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="deliver-note" className="block font-medium">
          {t("delivery.admin.note")}
        </label>
        <textarea id="deliver-note" name="note" rows={4} required maxLength={10_000} className={inputClass} />
      </div>
      <div>
        <label htmlFor="deliver-repository" className="block font-medium">
          {t("delivery.admin.repository")}
        </label>
        <input id="deliver-repository" name="repositoryUrl" type="url" maxLength={500} className={inputClass} />
      </div>
      <div>
        <label htmlFor="deliver-installed" className="block font-medium">
          {t("delivery.admin.installed")}
        </label>
        <input id="deliver-installed" name="installedNote" maxLength={1000} className={inputClass} />
      </div>
      <AttachmentsField />
      <button type="submit" className={buttonStyles.primary}>
        {t("delivery.admin.submit")}
      </button>
    </Form>
  );
}

function FiguresForm({ view, problem }: { view: DeliveryView; problem: DeliveryProblemView }) {
  const { t, language } = useI18n();
  if (!view.currency || view.cancellation || view.openParts.length === 0) return null;
  return (
    <Form
      method="post"
      action="?delivery=figures"
      encType="multipart/form-data"
      className="space-y-4 rounded-md border border-gray-300 p-4"
      aria-labelledby="figures-heading"
    >
      <h3 id="figures-heading" className="text-lg font-semibold">
        {t("delivery.admin.figures")}
      </h3>
      <ProblemAt problem={problem} action="figures" id="figures-error" />
      <div>
        <label htmlFor="work-performed" className="block font-medium">
          {t("delivery.admin.work", { max: formatCredits(view.uninvoicedNetCents, view.currency, language) })}
        </label>
        <input id="work-performed" name="workPerformed" inputMode="decimal" required defaultValue={centsText(view.workPerformedCents)} className={inputClass} />
      </div>
      {view.currency === "USD" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="usd-per-eur" className="block font-medium">
              {t("delivery.admin.rate")}
            </label>
            <input id="usd-per-eur" name="usdPerEur" inputMode="decimal" defaultValue={view.usdRate?.usdPerEur ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor="usd-rate-source" className="block font-medium">
              {t("delivery.admin.rateSource")}
            </label>
            <input id="usd-rate-source" name="usdRateSource" maxLength={200} defaultValue={view.usdRate?.source ?? ""} className={inputClass} />
          </div>
        </div>
      ) : null}
      <button type="submit" className={buttonStyles.secondary}>
        {t("delivery.admin.saveFigures")}
      </button>
    </Form>
  );
}

function CancelForCauseForm({ view, problem }: { view: DeliveryView; problem: DeliveryProblemView }) {
  const { t } = useI18n();
  if (!view.preview || !view.currency) return null;
  return (
    <Form
      method="post"
      action="?delivery=cancelForCause"
      encType="multipart/form-data"
      className="space-y-4 rounded-md border border-gray-300 p-4"
      aria-labelledby="cancel-cause-heading"
    >
      <h3 id="cancel-cause-heading" className="text-lg font-semibold">
        {t("delivery.admin.cancel")}
      </h3>
      <p>{t("delivery.admin.cancelIntro")}</p>
      <CancellationTable figures={view.preview} currency={view.currency} />
      <ProblemAt problem={problem} action="cancelForCause" id="cancel-cause-error" />
      <div>
        <label htmlFor="cancel-reason" className="block font-medium">
          {t("delivery.admin.reason")}
        </label>
        <textarea id="cancel-reason" name="reason" rows={3} required maxLength={2000} className={inputClass} />
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("delivery.admin.cancelButton")}
      </button>
    </Form>
  );
}

/** The company's forms below a task's deliveries: deliver a part, record W (and the USD rate), cancel for good cause. */
export function DeliveryControls({ view, problem }: { view: DeliveryView; problem: DeliveryProblemView }) {
  return (
    <div className="space-y-5">
      <DeliverForm view={view} problem={problem} />
      <FiguresForm view={view} problem={problem} />
      <CancelForCauseForm view={view} problem={problem} />
    </div>
  );
}
