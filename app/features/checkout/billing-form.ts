import { z } from "../../zod.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { isCountryCode } from "./countries.ts";
import type { OrderBilling } from "../invoices/billing-details.ts";
import { type Vat, type VatIdProblem, vatFor } from "../orders/vat.ts";
import { postedText, fieldErrorsOf } from "../../lib/form-fields.ts";

/**
 * The billing form of the checkout (the customer's billing fields plus an optional EU VAT ID):
 * fields, bounds and validation, shared by the action and the form component.
 */
export const billingFields = ["firstName", "lastName", "email", "company", "address", "postalCode", "city", "country", "vatId"] as const;
export type BillingField = (typeof billingFields)[number];

/** Bounds of the orders table's billing columns (migration 008). */
export const billingLimits = {
  firstName: 100,
  lastName: 100,
  email: 320,
  company: 150,
  address: 200,
  city: 100,
  postalCode: 20,
  /** As typed, with spaces or dots; the normalised ID is at most 14 characters. */
  vatId: 30,
} as const;

export type BillingFormValues = Record<BillingField, string>;

const errorKeys = [
  "checkout.error.firstNameRequired",
  "checkout.error.firstNameTooLong",
  "checkout.error.lastNameRequired",
  "checkout.error.lastNameTooLong",
  "checkout.error.emailRequired",
  "checkout.error.emailTooLong",
  "checkout.error.emailInvalid",
  "checkout.error.companyTooLong",
  "checkout.error.companyRequiredForVatId",
  "checkout.error.addressRequired",
  "checkout.error.addressTooLong",
  "checkout.error.postalCodeRequired",
  "checkout.error.postalCodeInvalid",
  "checkout.error.postalCodeInvalidFor",
  "checkout.error.cityRequired",
  "checkout.error.cityTooLong",
  "checkout.error.countryRequired",
  "checkout.error.vatIdTooLong",
  "checkout.error.vatIdMalformed",
  "checkout.error.vatIdOtherCountry",
  "checkout.error.vatIdOutsideEu",
] as const satisfies readonly MessageKey[];
export type BillingErrorKey = (typeof errorKeys)[number];
export type BillingErrors = Partial<Record<BillingField, BillingErrorKey>>;

const vatIdProblemKeys: Record<VatIdProblem, BillingErrorKey> = {
  malformed: "checkout.error.vatIdMalformed",
  otherCountry: "checkout.error.vatIdOtherCountry",
  outsideEu: "checkout.error.vatIdOutsideEu",
};

/**
 * Postal codes of the countries most orders come from (the DACH region, the neighbours and the
 * larger EU markets, the US). Elsewhere any short code of letters, digits, spaces and dashes.
 */
const postalCodeFormats: Record<string, RegExp> = {
  AT: /^[1-9]\d{3}$/,
  DE: /^\d{5}$/,
  CH: /^[1-9]\d{3}$/,
  LI: /^94(?:8[5-9]|9[0-8])$/,
  IT: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  BE: /^[1-9]\d{3}$/,
  LU: /^(?:L-)?\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  HU: /^[1-9]\d{3}$/,
  SI: /^(?:SI-)?\d{4}$/,
  HR: /^\d{5}$/,
  DK: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
};
const anyPostalCode = /^[A-Z0-9][A-Z0-9 -]{0,9}$/;

/** True when the postal code fits the country (already trimmed and upper case). */
export function isPostalCodeOf(postalCode: string, country: string): boolean {
  return (postalCodeFormats[country] ?? anyPostalCode).test(postalCode);
}

/** Whether the country has a postal code format of its own, so the message can name it. */
export function hasPostalCodeFormat(country: string): boolean {
  return Object.hasOwn(postalCodeFormats, country);
}

/** Names and addresses go onto invoices and into table cells: one line each. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

const error = (key: BillingErrorKey) => ({ error: key });

function requiredLine(max: number, required: BillingErrorKey, tooLong: BillingErrorKey) {
  return z
    .string()
    .transform(singleLine)
    .pipe(z.string().min(1, error(required)).max(max, error(tooLong)));
}

const billingSchema = z.object({
  firstName: requiredLine(billingLimits.firstName, "checkout.error.firstNameRequired", "checkout.error.firstNameTooLong"),
  lastName: requiredLine(billingLimits.lastName, "checkout.error.lastNameRequired", "checkout.error.lastNameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, error("checkout.error.emailRequired"))
    .max(billingLimits.email, error("checkout.error.emailTooLong"))
    .pipe(z.email(error("checkout.error.emailInvalid"))),
  company: z
    .string()
    .transform(singleLine)
    .pipe(z.string().max(billingLimits.company, error("checkout.error.companyTooLong"))),
  address: requiredLine(billingLimits.address, "checkout.error.addressRequired", "checkout.error.addressTooLong"),
  postalCode: z
    .string()
    .transform((value) => singleLine(value).toUpperCase())
    .pipe(z.string().min(1, error("checkout.error.postalCodeRequired")).max(billingLimits.postalCode, error("checkout.error.postalCodeInvalid"))),
  city: requiredLine(billingLimits.city, "checkout.error.cityRequired", "checkout.error.cityTooLong"),
  country: z.string().trim().toUpperCase().refine(isCountryCode, error("checkout.error.countryRequired")),
  vatId: z.string().trim().max(billingLimits.vatId, error("checkout.error.vatIdTooLong")),
});

/** The form as posted: every field a string (files and absent fields count as empty). */
export function readBillingForm(form: FormData): BillingFormValues {
  return Object.fromEntries(billingFields.map((field) => [field, postedText(form, field)])) as BillingFormValues;
}

/**
 * The cleaned billing details and how VAT applies to them on `date`, or the first problem of
 * each field as a text key. Beyond each field's own rules: the postal code must fit the country,
 * a VAT ID needs a company name and must be a well-formed one of the billing country.
 */
export function validateBillingForm(
  values: BillingFormValues,
  date: Date,
): { ok: true; billing: OrderBilling; vat: Vat } | { ok: false; errors: BillingErrors } {
  const parsed = billingSchema.safeParse(values);
  const errors: BillingErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, errorKeys);
  const country = errors.country ? undefined : values.country.trim().toUpperCase();

  const postalCode = singleLine(values.postalCode).toUpperCase();
  if (country && !errors.postalCode && !isPostalCodeOf(postalCode, country)) {
    errors.postalCode = hasPostalCodeFormat(country) ? "checkout.error.postalCodeInvalidFor" : "checkout.error.postalCodeInvalid";
  }
  let vat: Vat | undefined;
  if (country && !errors.vatId) {
    const outcome = vatFor({ country, vatId: values.vatId }, date);
    if (outcome.ok) vat = outcome.vat;
    else errors.vatId = vatIdProblemKeys[outcome.problem];
  }
  if (vat?.vatId && !errors.company && singleLine(values.company) === "") errors.company = "checkout.error.companyRequiredForVatId";

  const fields = parsed.success ? parsed.data : undefined;
  if (!fields || !vat || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    billing: {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      company: fields.company || null,
      address: fields.address,
      postalCode: fields.postalCode,
      city: fields.city,
      country: fields.country,
      vatId: vat.vatId,
    },
    vat,
  };
}
