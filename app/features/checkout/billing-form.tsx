import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type BillingErrorKey, type BillingErrors, type BillingField, type BillingFormValues, billingFields, billingLimits } from "./billing-form.ts";
import { pluginLicenseTermsAnchor } from "../legal/terms.ts";
import { type Buyer, vatIdExample } from "../orders/vat.ts";
import type { CountryOption } from "./countries.ts";
import { withdrawalWaiverField, withdrawalWaiverTicked } from "./withdrawal-waiver-field.ts";

const inputId = (field: BillingField) => `billing-${field}`;
const errorId = (field: BillingField) => `billing-${field}-error`;
const hintId = (field: BillingField) => `billing-${field}-hint`;

const inputClass = "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-600";

/** What error texts may name: the country and the VAT ID format of the details that were sent. */
interface ErrorValues {
  country: string;
  example: string;
}

function FieldError({ field, error, values }: { field: BillingField; error: BillingErrorKey | undefined; values: ErrorValues }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
      {t(error, { ...values })}
    </p>
  );
}

interface FieldProps {
  field: BillingField;
  label: ReactNode;
  error: BillingErrorKey | undefined;
  errorValues: ErrorValues;
  hint?: string;
  required?: boolean;
  children: (common: {
    id: string;
    name: BillingField;
    required: boolean;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
}

/** A labelled control whose hint and error are announced with it. */
function Field({ field, label, error, errorValues, hint, required = true, children }: FieldProps) {
  const describedBy = [hint ? hintId(field) : undefined, error ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputId(field)} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id: inputId(field),
        name: field,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `${inputClass} ${error ? "border-red-700" : "border-gray-500"}`,
      })}
      {hint ? (
        <p id={hintId(field)} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} error={error} values={errorValues} />
    </div>
  );
}

function TermsNote() {
  const { t, language } = useI18n();
  const [before, after] = t("checkout.form.terms").split("{terms}");
  return (
    <p className="text-sm text-muted">
      {before}
      <Link to={`${hrefOf("imprint", language)}#${pluginLicenseTermsAnchor}`} className="font-medium text-brand-700 underline hover:text-brand-800">
        {t("checkout.form.termsLink")}
      </Link>
      {after}
    </p>
  );
}

const waiverId = "checkout-withdrawal-waiver";
const waiverErrorId = `${waiverId}-error`;
const waiverLinksId = `${waiverId}-links`;

/**
 * The consent to delivery before the withdrawal period ends, with the acknowledgement that the
 * right of withdrawal is lost by it: never ticked in advance, and the server places no order
 * without it. The withdrawal policy and the model form are linked beside it.
 */
function WithdrawalWaiverConsent({ ticked, missing }: { ticked: boolean; missing: boolean }) {
  const { t, language } = useI18n();
  const describedBy = [waiverLinksId, missing ? waiverErrorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={`rounded-md border p-4 ${missing ? "border-red-700" : "border-gray-300"}`} data-testid="withdrawal-waiver">
      <div className="flex items-start gap-3">
        <input
          id={waiverId}
          type="checkbox"
          name={withdrawalWaiverField}
          value={withdrawalWaiverTicked}
          defaultChecked={ticked}
          required
          aria-invalid={missing ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={waiverId} className="text-sm">
          {t("checkout.waiver.consent")}
        </label>
      </div>
      <p id={waiverLinksId} className="mt-2 pl-8 text-sm text-muted">
        {t("checkout.waiver.links")}{" "}
        <Link to={hrefOf("withdrawalPolicy", language)} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("checkout.waiver.policyLink")}
        </Link>
        {" · "}
        <Link to={hrefOf("withdrawalForm", language)} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("checkout.waiver.formLink")}
        </Link>
      </p>
      {missing ? (
        <p id={waiverErrorId} className="mt-2 pl-8 text-sm font-medium text-red-700">
          {t("checkout.error.withdrawalWaiverRequired")}
        </p>
      ) : null}
    </div>
  );
}

export interface BillingFormProps {
  /** What the form starts with: the prefill, or what was sent when the server refused it. */
  values: BillingFormValues;
  errors: BillingErrors;
  /** Whether the consent to early delivery is ticked: false at first, as sent after a refusal. */
  withdrawalWaiver: boolean;
  /** The answer of the last submission, to move focus to what it needs. */
  answer: "invalid" | "paymentUnavailable" | undefined;
  countries: CountryOption[];
  buyer: Buyer;
  onBuyerChange: (buyer: Buyer) => void;
}

/**
 * The billing form. Posted as a plain form it works without JavaScript; with it, the country
 * and VAT ID update the order summary as they change and the button reads "Processing" while
 * the order is placed and the payment starts.
 */
export function BillingForm({ values, errors, withdrawalWaiver, answer, countries, buyer, onBuyerChange }: BillingFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.formData !== undefined;
  const paymentProblem = useRef<HTMLParagraphElement>(null);
  const firstInvalid = billingFields.find((field) => errors[field]);
  const waiverMissing = answer === "invalid" && !withdrawalWaiver;

  useEffect(() => {
    if (answer === "invalid") document.getElementById(firstInvalid ? inputId(firstInvalid) : waiverId)?.focus();
    if (answer === "paymentUnavailable") paymentProblem.current?.focus();
  }, [answer, firstInvalid, errors]);

  const sentCountry = values.country.trim().toUpperCase();
  const errorValues: ErrorValues = {
    country: countries.find((country) => country.code === sentCountry)?.name ?? sentCountry,
    example: vatIdExample(sentCountry) ?? "",
  };
  const example = vatIdExample(buyer.country);
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-muted">{t("checkout.form.optional")}</span>
    </>
  );
  const field = (name: BillingField) => ({ field: name, error: errors[name], errorValues });

  return (
    <Form method="post" noValidate aria-labelledby="billing-heading" className="space-y-5" data-testid="billing-form">
      <h2 id="billing-heading" className="text-xl font-semibold">
        {t("checkout.form.heading")}
      </h2>
      {firstInvalid || waiverMissing ? (
        <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="billing-invalid">
          {t("checkout.form.invalid")}
        </p>
      ) : null}
      {answer === "paymentUnavailable" ? (
        <p ref={paymentProblem} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {t("checkout.form.paymentUnavailable")}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("firstName")} label={t("checkout.form.firstName")}>
          {(common) => <input {...common} type="text" defaultValue={values.firstName} maxLength={billingLimits.firstName} autoComplete="given-name" />}
        </Field>
        <Field {...field("lastName")} label={t("checkout.form.lastName")}>
          {(common) => <input {...common} type="text" defaultValue={values.lastName} maxLength={billingLimits.lastName} autoComplete="family-name" />}
        </Field>
      </div>
      <Field {...field("email")} label={t("checkout.form.email")} hint={t("checkout.form.emailHint")}>
        {(common) => <input {...common} type="email" defaultValue={values.email} maxLength={billingLimits.email} autoComplete="email" spellCheck={false} />}
      </Field>
      <Field {...field("company")} label={optional(t("checkout.form.company"))} required={false}>
        {(common) => <input {...common} type="text" defaultValue={values.company} maxLength={billingLimits.company} autoComplete="organization" />}
      </Field>
      <Field {...field("address")} label={t("checkout.form.address")}>
        {(common) => <input {...common} type="text" defaultValue={values.address} maxLength={billingLimits.address} autoComplete="address-line1" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Field {...field("postalCode")} label={t("checkout.form.postalCode")}>
          {(common) => <input {...common} type="text" defaultValue={values.postalCode} maxLength={billingLimits.postalCode} autoComplete="postal-code" />}
        </Field>
        <Field {...field("city")} label={t("checkout.form.city")}>
          {(common) => <input {...common} type="text" defaultValue={values.city} maxLength={billingLimits.city} autoComplete="address-level2" />}
        </Field>
      </div>
      <Field {...field("country")} label={t("checkout.form.country")}>
        {(common) => (
          <select {...common} defaultValue={sentCountry} autoComplete="country" onChange={(event) => onBuyerChange({ ...buyer, country: event.target.value })}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        {...field("vatId")}
        label={optional(t("checkout.form.vatId"))}
        required={false}
        hint={example ? `${t("checkout.form.vatIdHint")} ${t("checkout.form.vatIdExample", { example })}` : t("checkout.form.vatIdHint")}
      >
        {(common) => (
          <input
            {...common}
            type="text"
            defaultValue={values.vatId}
            maxLength={billingLimits.vatId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => onBuyerChange({ ...buyer, vatId: event.target.value })}
          />
        )}
      </Field>

      <WithdrawalWaiverConsent ticked={withdrawalWaiver} missing={waiverMissing} />
      <TermsNote />
      <button type="submit" disabled={busy} className={buttonStyles.primaryLarge} data-testid="complete-purchase">
        {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
        {busy ? t("checkout.form.submitting") : t("checkout.form.submit")}
      </button>
    </Form>
  );
}
