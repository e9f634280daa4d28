import { describe, expect, it } from "vitest";
import { splitPlaceholders } from "./rich-text.ts";

describe("splitPlaceholders", () => {
  it("keeps a text without placeholders whole", () => {
    expect(splitPlaceholders("Plain text.")).toEqual([{ text: "Plain text." }]);
  });

  it("cuts around placeholders in the middle, at the start and at the end", () => {
    expect(splitPlaceholders("{a} see {link} and {b}")).toEqual([
      { placeholder: "a" },
      { text: " see " },
      { placeholder: "link" },
      { text: " and " },
      { placeholder: "b" },
    ]);
  });

  it("handles placeholders next to each other", () => {
    expect(splitPlaceholders("{street}{city}.")).toEqual([{ placeholder: "street" }, { placeholder: "city" }, { text: "." }]);
  });

  it("leaves braces that are no placeholder as text", () => {
    expect(splitPlaceholders("a { b } {not-a-name} c")).toEqual([{ text: "a { b } {not-a-name} c" }]);
  });

  it("gives nothing for an empty text", () => {
    expect(splitPlaceholders("")).toEqual([]);
  });
});
