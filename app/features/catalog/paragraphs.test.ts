import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./paragraphs.ts";

describe("paragraphsOf", () => {
  it("splits at blank lines", () => {
    expect(paragraphsOf("First.\n\nSecond.\n\n\nThird.")).toEqual(["First.", "Second.", "Third."]);
  });

  it("treats whitespace-only lines and Windows line ends as blank lines", () => {
    expect(paragraphsOf("One.\r\n  \r\nTwo.")).toEqual(["One.", "Two."]);
  });

  it("joins the lines of one paragraph", () => {
    expect(paragraphsOf("A sentence\n  that wraps.\n\nNext.")).toEqual(["A sentence that wraps.", "Next."]);
  });

  it("gives nothing for empty text", () => {
    expect(paragraphsOf("")).toEqual([]);
    expect(paragraphsOf("\n\n  \n")).toEqual([]);
  });
});
