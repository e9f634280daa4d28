import { describe, expect, it } from "vitest";
import { maxRecordId, recordIdOf, requireRecordId } from "./ids.ts";

describe("record ids", () => {
  it("accepts whole numbers from 1 up to the integer columns' limit", () => {
    expect(recordIdOf("1")).toBe(1);
    expect(recordIdOf("42")).toBe(42);
    expect(recordIdOf(String(maxRecordId))).toBe(maxRecordId);
  });

  it("refuses everything else", () => {
    for (const value of ["0", "007", "-1", "1.5", "1e3", " 1", "", String(maxRecordId + 1), "99999999999", null, undefined, 3]) {
      expect(recordIdOf(value)).toBeNull();
    }
  });

  it("answers 404 for a route parameter that names no record", () => {
    expect(requireRecordId("12")).toBe(12);
    expect(() => requireRecordId("x")).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }));
    expect(() => requireRecordId(undefined)).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }));
  });
});
