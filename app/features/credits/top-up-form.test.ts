import { describe, expect, it } from "vitest";
import { readTopUpForm } from "./top-up-form.ts";

describe("the top-up form", () => {
  it("takes a currency and 50 to 20,000 credits, with a decimal comma or point", () => {
    expect(readTopUpForm("EUR", "50")).toEqual({ ok: true, request: { currency: "EUR", amountCents: 5_000 } });
    expect(readTopUpForm("USD", " 99,5 ")).toEqual({ ok: true, request: { currency: "USD", amountCents: 9_950 } });
    expect(readTopUpForm("EUR", "20000.00")).toEqual({ ok: true, request: { currency: "EUR", amountCents: 2_000_000 } });
  });

  it("names the wrong field and keeps what was typed", () => {
    expect(readTopUpForm("EUR", "49.99")).toEqual({
      ok: false,
      errors: { amount: "credits.topUp.error.amountRange" },
      values: { currency: "EUR", amount: "49.99" },
    });
    expect(readTopUpForm("EUR", "20000.01")).toMatchObject({ ok: false, errors: { amount: "credits.topUp.error.amountRange" } });
    expect(readTopUpForm("EUR", "-100")).toMatchObject({ ok: false, errors: { amount: "credits.topUp.error.amountFormat" } });
    expect(readTopUpForm("EUR", "1e4")).toMatchObject({ ok: false, errors: { amount: "credits.topUp.error.amountFormat" } });
    expect(readTopUpForm("EUR", "1.000,00")).toMatchObject({ ok: false, errors: { amount: "credits.topUp.error.amountFormat" } });
    expect(readTopUpForm("EUR", "")).toMatchObject({ ok: false, errors: { amount: "credits.topUp.error.amountMissing" } });
    expect(readTopUpForm("CHF", "100")).toMatchObject({ ok: false, errors: { currency: "credits.topUp.error.currency" } });
  });
});
