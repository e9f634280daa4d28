import { describe, expect, it } from "vitest";
import { displayNameOf } from "./current-user.ts";

describe("displayNameOf", () => {
  const full = { displayName: "Anna B.", firstName: "Anna", lastName: "Berger", username: "anna", email: "anna@example.com" };

  it("prefers the display name", () => {
    expect(displayNameOf(full)).toBe("Anna B.");
  });

  it("falls back to first plus last name", () => {
    expect(displayNameOf({ ...full, displayName: null })).toBe("Anna Berger");
    expect(displayNameOf({ ...full, displayName: "  ", lastName: null })).toBe("Anna");
  });

  it("then to the username, then the e-mail", () => {
    expect(displayNameOf({ ...full, displayName: null, firstName: null, lastName: null })).toBe("anna");
    expect(displayNameOf({ email: "anna@example.com", username: "" })).toBe("anna@example.com");
  });

  it("ends with 'User' or the given fallback", () => {
    expect(displayNameOf({})).toBe("User");
    expect(displayNameOf({}, "Benutzer")).toBe("Benutzer");
  });
});
