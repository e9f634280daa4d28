import { describe, expect, it } from "vitest";
import { company } from "../../company.ts";
import { countryName, postalAddressLines } from "./postal-address.ts";

describe("countryName", () => {
  it("names the country in the page's language", () => {
    expect(countryName("AT", "de")).toBe("Österreich");
    expect(countryName("AT", "en")).toBe("Austria");
    expect(countryName("DE", "de")).toBe("Deutschland");
  });
});

describe("postalAddressLines", () => {
  it("writes street, postcode with town and country on separate lines", () => {
    const address = { street: "Barichgasse 40–42", postalCode: "1030", city: "Wien", country: "AT" };
    expect(postalAddressLines(address, "de")).toEqual(["Barichgasse 40–42", "1030 Wien", "Österreich"]);
    expect(postalAddressLines(address, "en")).toEqual(["Barichgasse 40–42", "1030 Wien", "Austria"]);
  });

  it("takes the company's address as it is configured", () => {
    expect(postalAddressLines(company, "de")).toEqual([company.street, `${company.postalCode} ${company.city}`, "Österreich"]);
  });
});
