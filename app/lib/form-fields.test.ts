import { describe, expect, it } from "vitest";
import { z } from "../zod.ts";
import { fieldErrorsOf, postedText } from "./form-fields.ts";

describe("form fields", () => {
  it("reads a posted text; files and absent fields are empty", () => {
    const form = new FormData();
    form.set("name", "Anna");
    form.set("upload", new Blob(["x"]), "x.txt");
    expect(postedText(form, "name")).toBe("Anna");
    expect(postedText(form, "upload")).toBe("");
    expect(postedText(form, "missing")).toBe("");
  });

  const keys = ["error.nameRequired", "error.emailInvalid"] as const;
  const schema = z.object({
    name: z.string().min(1, "error.nameRequired").max(3, "not a key"),
    email: z.string().email("not a key").endsWith(".at", "error.emailInvalid"),
  });

  it("keeps the first catalogue-key problem of each field and drops other messages", () => {
    const parsed = schema.safeParse({ name: "", email: "x" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error, keys)).toEqual({ name: "error.nameRequired", email: "error.emailInvalid" });
    const tooLong = schema.safeParse({ name: "Annabel", email: "a@b.at" });
    expect(tooLong.success || fieldErrorsOf(tooLong.error, keys)).toEqual({});
  });

  it("puts the fallback where a problem has no catalogue key", () => {
    const parsed = schema.safeParse({ name: "Annabel", email: "a@b.at" });
    expect(parsed.success || fieldErrorsOf(parsed.error, keys, "error.nameRequired")).toEqual({ name: "error.nameRequired" });
  });
});
