import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatInvoiceDate } from "../../invoices/invoice-format.ts";
import { offerFields, type OfferFormValues } from "../offer-form.ts";
import { OfferPrices, OfferTerms } from "../offer-parts.tsx";
import { OfferHistory } from "../offers-panel.tsx";
import type { OfferEditorProblem, TaskOffersView } from "../offers-view.server.ts";

const inputClass = "mt-1 block w-full rounded-md border border-gray-500 px-3 py-2";
const partRows = 4;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: MessageKey | undefined;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const { t } = useI18n();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** "Create offer" in the admin workroom: a new version that replaces the open one (decision 046). */
export function OfferEditor({ view, problem }: { view: TaskOffersView; problem: OfferEditorProblem["offerEditor"] | undefined }) {
  const { t, language } = useI18n();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);
  const current = view.current?.offer;
  const values: OfferFormValues = problem?.values ?? {
    scope: current?.snapshot.scope ?? "",
    currency: current?.snapshot.currency ?? "EUR",
    normalPrice: current ? String(current.snapshot.options.normal.netCents / 100) : "",
    normalDate: current?.snapshot.options.normal.deliveryDate ?? "",
    fastPrice: current?.snapshot.options.fast ? String(current.snapshot.options.fast.netCents / 100) : "",
    fastDate: current?.snapshot.options.fast?.deliveryDate ?? "",
    validUntil: current?.snapshot.validUntil ?? "",
    parts: current?.snapshot.parts.map((part) => ({ name: part.name, share: String(part.sharePercent) })) ?? [],
  };
  const errors = problem?.errors ?? {};
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <section aria-labelledby="offer-editor" className="space-y-5 rounded-lg border border-gray-300 p-5" data-testid="offer-editor">
      {current && view.current?.quote ? (
        <div className="space-y-3">
          <h2 className="text-xl font-bold">{t("offers.version", { version: current.version, date: formatInvoiceDate(current.createdAt, language) })}</h2>
          <OfferTerms offer={current} />
          <OfferPrices offer={current} quote={view.current.quote} />
          <OfferHistory view={view} />
        </div>
      ) : null}
      <h2 id="offer-editor" className="text-xl font-bold">
        {current ? t("offers.editor.amendHeading", { version: current.version }) : t("offers.editor.heading")}
      </h2>
      {problem ? (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {t(problem.notice ?? "offers.editor.problem")}
        </p>
      ) : null}
      {view.acceptance ? null : (
        <Form method="post" action="?offer=create" noValidate className="space-y-4">
          <Field id="offer-scope" label={t("offers.editor.scope")} error={errors.scope}>
            {(describedBy) => (
              <textarea
                id="offer-scope"
                name={offerFields.scope}
                rows={6}
                defaultValue={values.scope}
                aria-invalid={invalid("scope")}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </Field>
          <fieldset>
            <legend className="font-medium">{t("offers.editor.currency")}</legend>
            <div className="mt-1 flex gap-6">
              {(["EUR", "USD"] as const).map((currency) => (
                <label key={currency} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name={offerFields.currency} value={currency} defaultChecked={values.currency === currency} className="h-5 w-5" />
                  {t(`offers.currency.${currency}`)}
                </label>
              ))}
            </div>
            {errors.currency ? <p className="mt-1 text-sm font-medium text-red-800">{t(errors.currency)}</p> : null}
          </fieldset>
          {(["normal", "fast"] as const).map((option) => {
            const priceField = option === "normal" ? "normalPrice" : "fastPrice";
            const dateField = option === "normal" ? "normalDate" : "fastDate";
            return (
              <fieldset key={option} className="grid gap-4 rounded-md border border-gray-300 p-4 sm:grid-cols-2">
                <legend className="px-1 font-semibold">{t(option === "normal" ? "offers.editor.normal" : "offers.editor.fast")}</legend>
                <Field id={`offer-${option}-price`} label={t("offers.editor.price")} error={errors[priceField]}>
                  {(describedBy) => (
                    <input
                      id={`offer-${option}-price`}
                      name={offerFields[priceField]}
                      inputMode="decimal"
                      defaultValue={values[priceField]}
                      aria-invalid={invalid(priceField)}
                      aria-describedby={describedBy}
                      className={inputClass}
                    />
                  )}
                </Field>
                <Field id={`offer-${option}-date`} label={t("offers.editor.date")} error={errors[dateField]}>
                  {(describedBy) => (
                    <input
                      id={`offer-${option}-date`}
                      name={offerFields[dateField]}
                      type="date"
                      defaultValue={values[dateField]}
                      aria-invalid={invalid(dateField)}
                      aria-describedby={describedBy}
                      className={inputClass}
                    />
                  )}
                </Field>
              </fieldset>
            );
          })}
          <fieldset className="space-y-3 rounded-md border border-gray-300 p-4" aria-describedby={errors.parts ? "offer-parts-error" : undefined}>
            <legend className="px-1 font-semibold">{t("offers.editor.parts")}</legend>
            {Array.from({ length: partRows }, (_, index) => (
              <div key={index} className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <div>
                  <label htmlFor={`offer-part-name-${index}`} className="block text-sm font-medium">
                    {t("offers.editor.partName", { number: index + 1 })}
                  </label>
                  <input id={`offer-part-name-${index}`} name={offerFields.partName} defaultValue={values.parts[index]?.name ?? ""} className={inputClass} />
                </div>
                <div>
                  <label htmlFor={`offer-part-share-${index}`} className="block text-sm font-medium">
                    {t("offers.editor.partShare", { number: index + 1 })}
                  </label>
                  <input
                    id={`offer-part-share-${index}`}
                    name={offerFields.partShare}
                    inputMode="numeric"
                    defaultValue={values.parts[index]?.share ?? ""}
                    className={inputClass}
                  />
                </div>
              </div>
            ))}
            {errors.parts ? (
              <p id="offer-parts-error" className="text-sm font-medium text-red-800">
                {t(errors.parts)}
              </p>
            ) : null}
          </fieldset>
          <Field id="offer-valid-until" label={t("offers.editor.validUntil")} error={errors.validUntil}>
            {(describedBy) => (
              <input
                id="offer-valid-until"
                name={offerFields.validUntil}
                type="date"
                defaultValue={values.validUntil}
                aria-invalid={invalid("validUntil")}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" className={buttonStyles.primary}>
            {t("offers.editor.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
