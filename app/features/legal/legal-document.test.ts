import { describe, expect, it } from "vitest";
import { clauseNumber, numberSections } from "./legal-document.ts";

describe("numberSections", () => {
  it("numbers sections from 1 in their order and links each to its anchor", () => {
    const sections = [
      { id: "terms-scope", title: "legal.terms.scope.title" },
      { id: "terms-contract", title: "legal.terms.contract.title" },
    ] as const;
    expect(numberSections(sections)).toEqual([
      { section: sections[0], number: 1, href: "#terms-scope" },
      { section: sections[1], number: 2, href: "#terms-contract" },
    ]);
  });

  it("gives nothing for no sections", () => {
    expect(numberSections([])).toEqual([]);
  });
});

describe("clauseNumber", () => {
  it("joins the section number and the clause's position from 1", () => {
    expect(clauseNumber(1, 0)).toBe("1.1");
    expect(clauseNumber(3, 1)).toBe("3.2");
    expect(clauseNumber(14, 9)).toBe("14.10");
  });
});
