import { describe, expect, it } from "vitest";
import { isWellFormedVatId, memberStates, normaliseVatId, priceOf, standardRateOn, standardVatRates, vatFor, vatIdExample } from "./vat.ts";

const today = new Date("2026-03-15T10:00:00Z");

function vatOf(country: string, vatId?: string, date = today) {
  const outcome = vatFor({ country, vatId }, date);
  if (!outcome.ok) throw new Error(`unexpected problem ${outcome.problem}`);
  return outcome.vat;
}

describe("vatFor", () => {
  it("charges an Austrian consumer the catalogue price with 20 % VAT included", () => {
    const vat = vatOf("AT");
    expect(vat).toEqual({ treatment: "domestic", vatCountry: "AT", rateBasisPoints: 2000, vatId: null });
    expect(priceOf(4900, vat)).toEqual({ net: 4083, vat: 817, gross: 4900 });
  });

  it("charges a German consumer German VAT on the same net price", () => {
    const vat = vatOf("DE");
    expect(vat).toEqual({ treatment: "eu_consumer", vatCountry: "DE", rateBasisPoints: 1900, vatId: null });
    // 4083 × 19 % = 775.77
    expect(priceOf(4900, vat)).toEqual({ net: 4083, vat: 776, gross: 4859 });
  });

  it("charges a Finnish consumer 25.5 % since 2024-09-01", () => {
    const vat = vatOf("FI");
    expect(vat.rateBasisPoints).toBe(2550);
    // 4083 × 25.5 % = 1041.165
    expect(priceOf(4900, vat)).toEqual({ net: 4083, vat: 1041, gross: 5124 });
    expect(vatOf("FI", undefined, new Date("2024-08-31T21:59:59Z")).rateBasisPoints).toBe(2400);
  });

  it("keeps an Austrian business domestic: 20 % and the VAT ID on the order", () => {
    const vat = vatOf("AT", "atu 123.456-78");
    expect(vat).toEqual({ treatment: "domestic", vatCountry: "AT", rateBasisPoints: 2000, vatId: "ATU12345678" });
    expect(priceOf(11900, vat)).toEqual({ net: 9917, vat: 1983, gross: 11900 });
  });

  it("charges a German business with a well-formed VAT ID no VAT (reverse charge)", () => {
    const vat = vatOf("DE", "DE 123 456 789");
    expect(vat).toEqual({ treatment: "reverse_charge", vatCountry: "DE", rateBasisPoints: 0, vatId: "DE123456789" });
    expect(priceOf(4900, vat)).toEqual({ net: 4083, vat: 0, gross: 4083 });
  });

  it("uses EL for Greece", () => {
    expect(vatOf("GR", "EL123456789").treatment).toBe("reverse_charge");
    expect(vatFor({ country: "GR", vatId: "GR123456789" }, today)).toEqual({ ok: false, problem: "malformed" });
    expect(vatOf("GR").rateBasisPoints).toBe(2400);
  });

  it("refuses a malformed VAT ID", () => {
    expect(vatFor({ country: "DE", vatId: "DE12345" }, today)).toEqual({ ok: false, problem: "malformed" });
    expect(vatFor({ country: "AT", vatId: "ATU1234567" }, today)).toEqual({ ok: false, problem: "malformed" });
    expect(vatFor({ country: "DE", vatId: "123456789" }, today)).toEqual({ ok: false, problem: "malformed" });
  });

  it("refuses the VAT ID of another member state than the billing country", () => {
    expect(vatFor({ country: "AT", vatId: "DE123456789" }, today)).toEqual({ ok: false, problem: "otherCountry" });
    expect(vatFor({ country: "DE", vatId: "ATU12345678" }, today)).toEqual({ ok: false, problem: "otherCountry" });
  });

  it("treats buyers outside the EU as export, and refuses an EU VAT ID there", () => {
    for (const country of ["CH", "US", "GB", "NO"]) {
      const vat = vatOf(country);
      expect(vat).toEqual({ treatment: "export", vatCountry: country, rateBasisPoints: 0, vatId: null });
      expect(priceOf(4900, vat)).toEqual({ net: 4083, vat: 0, gross: 4083 });
    }
    expect(vatFor({ country: "CH", vatId: "CHE-123.456.789 MWST" }, today)).toEqual({ ok: false, problem: "outsideEu" });
  });

  it("treats Monaco as part of the French VAT territory", () => {
    expect(vatOf("MC")).toEqual({ treatment: "eu_consumer", vatCountry: "FR", rateBasisPoints: 2000, vatId: null });
    expect(vatOf("MC", "FR12345678901").treatment).toBe("reverse_charge");
  });

  it("ignores an empty VAT ID", () => {
    expect(vatOf("DE", "   ").treatment).toBe("eu_consumer");
  });
});

describe("standard rate table", () => {
  it("has one entry per member state, all 27, with dates in order", () => {
    expect(memberStates).toHaveLength(27);
    for (const memberState of memberStates) {
      const dates = standardVatRates[memberState].map((entry) => entry.from);
      expect([...dates].sort()).toEqual(dates);
      expect(dates[0]).toBe("2024-01-01");
    }
  });

  it("switches rates on the day a change takes effect", () => {
    const on = (memberState: "EE" | "SK" | "RO" | "FI", day: string) => standardRateOn(memberState, new Date(`${day}T12:00:00Z`));
    expect(on("EE", "2025-06-30")).toBe(2200);
    expect(on("EE", "2025-07-01")).toBe(2400);
    expect(on("SK", "2024-12-31")).toBe(2000);
    expect(on("SK", "2025-01-01")).toBe(2300);
    expect(on("RO", "2025-07-31")).toBe(1900);
    expect(on("RO", "2025-08-01")).toBe(2100);
    expect(on("FI", "2024-09-01")).toBe(2550);
  });

  it("knows no rate before the table starts", () => {
    expect(() => standardRateOn("AT", new Date("2023-12-31T12:00:00Z"))).toThrow(RangeError);
  });

  it("has the rates in force in 2026", () => {
    const rates = Object.fromEntries(memberStates.map((memberState) => [memberState, standardRateOn(memberState, today)]));
    expect(rates).toEqual({
      AT: 2000,
      BE: 2100,
      BG: 2000,
      CY: 1900,
      CZ: 2100,
      DE: 1900,
      DK: 2500,
      EE: 2400,
      ES: 2100,
      FI: 2550,
      FR: 2000,
      GR: 2400,
      HR: 2500,
      HU: 2700,
      IE: 2300,
      IT: 2200,
      LT: 2100,
      LU: 1700,
      LV: 2100,
      MT: 1800,
      NL: 2100,
      PL: 2300,
      PT: 2300,
      RO: 2100,
      SE: 2500,
      SI: 2200,
      SK: 2300,
    });
  });
});

describe("isWellFormedVatId", () => {
  it("accepts each member state's example and refuses it for any other country", () => {
    for (const memberState of memberStates) {
      const example = vatIdExample(memberState);
      expect(example).toBeDefined();
      expect(isWellFormedVatId(example ?? "", memberState)).toBe(true);
      expect(isWellFormedVatId(example ?? "", memberState === "AT" ? "DE" : "AT")).toBe(false);
    }
  });

  it("checks the formats that differ from plain digits", () => {
    expect(isWellFormedVatId("NL123456789B01", "NL")).toBe(true);
    expect(isWellFormedVatId("NL123456789C01", "NL")).toBe(false);
    expect(isWellFormedVatId("ESX1234567B", "ES")).toBe(true);
    expect(isWellFormedVatId("ES123456789", "ES")).toBe(false);
    expect(isWellFormedVatId("FRAB123456789", "FR")).toBe(true);
    expect(isWellFormedVatId("FRIO123456789", "FR")).toBe(false);
    expect(isWellFormedVatId("IE1234567WA", "IE")).toBe(true);
    expect(isWellFormedVatId("IE1A23456B", "IE")).toBe(true);
    expect(isWellFormedVatId("BE0123456789", "BE")).toBe(true);
    expect(isWellFormedVatId("BE2123456789", "BE")).toBe(false);
    expect(isWellFormedVatId("SE123456789001", "SE")).toBe(true);
    expect(isWellFormedVatId("SE123456789002", "SE")).toBe(false);
    expect(isWellFormedVatId("CY12345678L", "CY")).toBe(true);
  });

  it("normalises spaces, dots, dashes and case", () => {
    expect(normaliseVatId(" atu-123.456 78 ")).toBe("ATU12345678");
    expect(isWellFormedVatId("de 123.456.789", "DE")).toBe(true);
  });

  it("knows no EU VAT ID outside the EU", () => {
    expect(isWellFormedVatId("CHE123456789", "CH")).toBe(false);
  });
});

describe("priceOf", () => {
  it("rounds half up in integers, without binary fractions", () => {
    // 12345 / 1.2 = 10287.5 → 10288; 10288 × 25.5 % = 2623.44 → 2623
    expect(priceOf(12345, { treatment: "eu_consumer", rateBasisPoints: 2550 })).toEqual({ net: 10288, vat: 2623, gross: 12911 });
    // 1234 / 1.2 = 1028.33 → 1028; 1028 × 19 % = 195.32 → 195
    expect(priceOf(1234, { treatment: "eu_consumer", rateBasisPoints: 1900 })).toEqual({ net: 1028, vat: 195, gross: 1223 });
  });

  it("charges an Austrian sale exactly the catalogue price for every amount", () => {
    for (let cents = 1; cents <= 5000; cents++) expect(priceOf(cents, { treatment: "domestic", rateBasisPoints: 2000 }).gross).toBe(cents);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => priceOf(49.5, { treatment: "export", rateBasisPoints: 0 })).toThrow(RangeError);
    expect(() => priceOf(-100, { treatment: "export", rateBasisPoints: 0 })).toThrow(RangeError);
  });
});
