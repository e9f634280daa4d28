import { describe, expect, it } from "vitest";
import { excerptOf, readingMinutesOf } from "./blog-text.ts";

describe("excerptOf", () => {
  it("keeps a short text whole, whitespace collapsed", () => {
    expect(excerptOf("  Kurz\n und   gut. ")).toBe("Kurz und gut.");
  });

  it("cuts a long text after a whole word, drops trailing punctuation and adds an ellipsis", () => {
    const text = "Ein Satz, der lang genug ist. ".repeat(10);
    const excerpt = excerptOf(text, 40);
    expect(excerpt).toBe("Ein Satz, der lang genug ist. Ein Satz…");
  });

  it("cuts inside a single word that is longer than half the excerpt", () => {
    expect(excerptOf(`ab ${"x".repeat(100)}`, 20)).toBe(`ab ${"x".repeat(17)}…`);
  });
});

describe("readingMinutesOf", () => {
  it("counts 200 words a minute, rounded, at least one", () => {
    const words = (count: number) => Array.from({ length: count }, () => "Wort").join(" ");
    expect(readingMinutesOf("")).toBe(1);
    expect(readingMinutesOf(words(120))).toBe(1);
    expect(readingMinutesOf(words(700))).toBe(4);
    expect(readingMinutesOf(words(1000))).toBe(5);
  });
});
