import { useId } from "react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { priceCueCurrencies, priceCueKinds } from "../price-cue.ts";
import type { ServiceType } from "../service-types.ts";
import type { PriceCueFormValues } from "./price-cue-form.ts";

/** One service as the admin form shows it. */
export interface PriceCueRow {
  type: ServiceType;
  /** The cue as the public page words it, or null when it shows none. */
  shownNow: string | null;
  publicHref: string;
  values: PriceCueFormValues;
}

/** What the last save answered, for the form of the service it was about. */
export interface PriceCueActionData {
  service: string;
  notice?: MessageKey;
  errors?: Partial<Record<keyof PriceCueFormValues | "service", MessageKey>>;
  values?: PriceCueFormValues;
}

const fieldClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700";

function FieldError({ id, error }: { id: string; error?: MessageKey }) {
  const { t } = useI18n();
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {t(error)}
    </p>
  ) : null;
}

function PriceCueForm({ row, answer }: { row: PriceCueRow; answer?: PriceCueActionData }) {
  const { t } = useI18n();
  const id = useId();
  const name = t(`admin.services.type.${row.type}`);
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? row.values;
  const described = (field: keyof PriceCueFormValues, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 p-6" data-testid={`price-cue-${row.type}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {name}
        </h2>
        <Link to={row.publicHref} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.services.publicPage")}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
      <p className="mt-2">
        <span className="font-semibold">{t("admin.services.shownNow")}:</span>{" "}
        <span data-testid="shown-now">{row.shownNow ?? t("admin.services.noneShown")}</span>
      </p>
      <div role="status" className="empty:hidden">
        {answer?.notice ? (
          <p className="mt-4 rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900">{t(answer.notice, { service: name })}</p>
        ) : null}
        {errors.service ? <p className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900">{t(errors.service)}</p> : null}
      </div>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_8rem_auto] md:items-start">
        <input type="hidden" name="service" value={row.type} />
        <div>
          <label htmlFor={`${id}-kind`} className="block font-medium">
            {t("admin.services.field.kind")}
          </label>
          <select
            id={`${id}-kind`}
            name="kind"
            defaultValue={values.kind}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={described("kind")}
            className={fieldClass}
          >
            <option value="none">{t("admin.services.kind.none")}</option>
            {priceCueKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.services.kind.${kind}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-kind-error`} error={errors.kind} />
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className="block font-medium">
            {t("admin.services.field.amount")}
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            maxLength={40}
            defaultValue={values.amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={described("amount", `${id}-amount-hint`)}
            className={fieldClass}
          />
          <p id={`${id}-amount-hint`} className="mt-1 text-sm text-muted">
            {t("admin.services.field.amountHint")}
          </p>
          <FieldError id={`${id}-amount-error`} error={errors.amount} />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="block font-medium">
            {t("admin.services.field.currency")}
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            defaultValue={values.currency}
            aria-invalid={errors.currency ? true : undefined}
            aria-describedby={described("currency")}
            className={fieldClass}
          >
            {priceCueCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-currency-error`} error={errors.currency} />
        </div>
        <button type="submit" className={`${buttonStyles.primary} md:mt-7`}>
          {t("admin.services.save")}
          <span className="sr-only">: {name}</span>
        </button>
      </Form>
    </section>
  );
}

/** Admin → Services: one form per service for the price cue its public page shows. */
export function PriceCueForms({ rows, answer }: { rows: PriceCueRow[]; answer?: PriceCueActionData }) {
  return (
    <div className="mt-8 flex flex-col gap-6">
      {rows.map((row) => (
        // A saved form starts again from the stored values, so its key changes with them.
        <PriceCueForm
          key={`${row.type}-${row.values.kind}-${row.values.amount}-${row.values.currency}`}
          row={row}
          answer={answer?.service === row.type ? answer : undefined}
        />
      ))}
    </div>
  );
}
