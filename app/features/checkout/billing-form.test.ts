import { describe, expect, it } from "vitest";
import { de, en } from "../../i18n/catalogues.ts";
import { type BillingFormValues, readBillingForm, validateBillingForm } from "./billing-form.ts";
import { countryCodes, countryOptions, isCountryCode } from "./countries.ts";

const today = new Date("2026-03-15T10:00:00Z");

const valid: BillingFormValues = {
  firstName: " Anna ",
  lastName: "Berger",
  email: " anna@example.com ",
  company: "",
  address: "Ringstraße  1",
  postalCode: "1010",
  city: "Wien",
  country: "AT",
  vatId: "",
};

function errorsOf(values: Partial<BillingFormValues>) {
  const result = validateBillingForm({ ...valid, ...values }, today);
  return result.ok ? {} : result.errors;
}

describe("validateBillingForm", () => {
  it("cleans valid details and prices them for an Austrian consumer", () => {
    const result = validateBillingForm(valid, today);
    expect(result).toEqual({
      ok: true,
      billing: {
        firstName: "Anna",
        lastName: "Berger",
        email: "anna@example.com",
        company: null,
        address: "Ringstraße 1",
        postalCode: "1010",
        city: "Wien",
        country: "AT",
        vatId: null,
      },
      vat: { treatment: "domestic", vatCountry: "AT", rateBasisPoints: 2000, vatId: null },
    });
  });

  it("names every missing required field at once, company and VAT ID being optional", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((field) => [field, ""])) as unknown as BillingFormValues;
    const result = validateBillingForm(empty, today);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      firstName: "checkout.error.firstNameRequired",
      lastName: "checkout.error.lastNameRequired",
      email: "checkout.error.emailRequired",
      address: "checkout.error.addressRequired",
      postalCode: "checkout.error.postalCodeRequired",
      city: "checkout.error.cityRequired",
      country: "checkout.error.countryRequired",
    });
  });

  it("keeps the bounds of the order columns", () => {
    expect(errorsOf({ firstName: "x".repeat(101), company: "x".repeat(151), address: "x".repeat(201), city: "x".repeat(101) })).toEqual({
      firstName: "checkout.error.firstNameTooLong",
      company: "checkout.error.companyTooLong",
      address: "checkout.error.addressTooLong",
      city: "checkout.error.cityTooLong",
    });
    expect(errorsOf({ email: `${"x".repeat(320)}@example.com` })).toEqual({ email: "checkout.error.emailTooLong" });
    expect(errorsOf({ email: "anna@" })).toEqual({ email: "checkout.error.emailInvalid" });
    expect(errorsOf({ vatId: "A".repeat(31) })).toEqual({ vatId: "checkout.error.vatIdTooLong" });
  });

  it("checks postal codes of Austria and Germany, and the shape elsewhere", () => {
    expect(errorsOf({ postalCode: "101" })).toEqual({ postalCode: "checkout.error.postalCodeInvalidFor" });
    expect(errorsOf({ postalCode: "0100" })).toEqual({ postalCode: "checkout.error.postalCodeInvalidFor" });
    expect(errorsOf({ country: "DE", postalCode: "1010" })).toEqual({ postalCode: "checkout.error.postalCodeInvalidFor" });
    expect(errorsOf({ country: "DE", postalCode: "10115" })).toEqual({});
    expect(errorsOf({ country: "NL", postalCode: "1012 ab" })).toEqual({});
    expect(errorsOf({ country: "JP", postalCode: "100-0001" })).toEqual({});
    expect(errorsOf({ country: "JP", postalCode: "<script>" })).toEqual({ postalCode: "checkout.error.postalCodeInvalid" });
  });

  it("refuses an unknown country", () => {
    expect(errorsOf({ country: "XX" })).toEqual({ country: "checkout.error.countryRequired" });
    expect(errorsOf({ country: "EU" })).toEqual({ country: "checkout.error.countryRequired" });
  });

  it("needs a company name for a VAT ID", () => {
    expect(errorsOf({ country: "DE", postalCode: "10115", vatId: "DE123456789" })).toEqual({ company: "checkout.error.companyRequiredForVatId" });
    const result = validateBillingForm({ ...valid, country: "DE", postalCode: "10115", company: "Muster GmbH", vatId: "de 123456789" }, today);
    expect(result.ok && result.billing.vatId).toBe("DE123456789");
    expect(result.ok && result.vat.treatment).toBe("reverse_charge");
  });

  it("refuses malformed VAT IDs and those of another country or outside the EU", () => {
    expect(errorsOf({ company: "Firma", vatId: "ATU123" })).toEqual({ vatId: "checkout.error.vatIdMalformed" });
    expect(errorsOf({ company: "Firma", vatId: "DE123456789" })).toEqual({ vatId: "checkout.error.vatIdOtherCountry" });
    expect(errorsOf({ company: "Firma", country: "CH", postalCode: "8001", vatId: "CHE-123.456.789" })).toEqual({ vatId: "checkout.error.vatIdOutsideEu" });
  });

  it("reads absent fields and files as empty", () => {
    const form = new FormData();
    form.set("firstName", "Anna");
    form.set("company", new Blob(["x"]));
    expect(readBillingForm(form)).toEqual({ ...Object.fromEntries(Object.keys(valid).map((field) => [field, ""])), firstName: "Anna" });
  });

  it("has every error text in both languages", () => {
    const result = validateBillingForm({ ...valid, firstName: "", vatId: "DE1" }, today);
    for (const key of Object.values(result.ok ? {} : result.errors)) {
      expect(en[key]).toBeTruthy();
      expect(de[key]).toBeTruthy();
    }
  });
});

describe("countryOptions", () => {
  it("lists all 249 ISO 3166-1 countries, named and sorted in the language", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    const german = countryOptions("de");
    expect(german).toHaveLength(249);
    expect(german.find((option) => option.code === "AT")?.name).toBe("Österreich");
    expect(countryOptions("en").find((option) => option.code === "AT")?.name).toBe("Austria");
    const names = german.map((option) => option.name);
    expect([...names].sort(new Intl.Collator("de").compare)).toEqual(names);
    // German collation puts Ö with O, not after Z.
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Pakistan"));
    expect(names.indexOf("Österreich")).toBeGreaterThan(names.indexOf("Oman"));
  });

  it("knows real codes only", () => {
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("de")).toBe(false);
    expect(isCountryCode("UK")).toBe(false);
  });
});
