import { describe, expect, it } from "vitest";
import { argon2idParameters, hashPassword, needsRehash, passwordLimits, passwordProblem, verifyPassword } from "./passwords.server.ts";

describe("passwordProblem", () => {
  it("asks for 12 to 256 characters, counted as characters rather than bytes", () => {
    expect(passwordProblem("amber kettle")).toBeNull();
    expect(passwordProblem("amber kettl")).toBe("tooShort");
    expect(passwordProblem("ä".repeat(6) + "ö".repeat(5) + "x")).toBeNull();
    expect(passwordProblem(`${"correct violet ".repeat(17)}x`.slice(0, passwordLimits.max))).toBeNull();
    expect(passwordProblem("v".repeat(passwordLimits.max + 1))).toBe("tooLong");
  });

  it("has no composition rules", () => {
    expect(passwordProblem("alllowercasewords but long")).toBeNull();
    expect(passwordProblem("839201746352")).toBeNull();
  });

  it("refuses common passwords, also dressed up with digits, symbols and case", () => {
    for (const common of [
      "password1234",
      "Passwort2024!",
      "qwertzuiop12",
      "iloveyou1234",
      "123456789012",
      "aaaaaaaaaaaa",
      "abcabcabcabc",
      "passwordpassword",
      "zyxwvutsrqpo",
      "!!Österreich1",
    ]) {
      expect(passwordProblem(common), common).toBe("common");
    }
  });

  it("refuses passwords containing the username or the e-mail address", () => {
    const identity = { username: "annaberger", email: "anna.b@example.com" };
    expect(passwordProblem("my name is AnnaBerger!", identity)).toBe("containsIdentity");
    expect(passwordProblem("anna.b is my secret x", identity)).toBe("containsIdentity");
    expect(passwordProblem("twelve green frogs", identity)).toBeNull();
  });
});

describe("hashPassword and verifyPassword", () => {
  it("make an Argon2id PHC string with the OWASP parameters and a fresh salt", async () => {
    const hash = await hashPassword("amber kettle sings");
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${argon2idParameters.memoryKiB},t=2,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`));
    expect(argon2idParameters.memoryKiB).toBe(19 * 1024);
    expect(await hashPassword("amber kettle sings")).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g")).toBe(true);
  });

  it("accept the right password only", async () => {
    const hash = await hashPassword("amber kettle sings");
    await expect(verifyPassword(hash, "amber kettle sings")).resolves.toBe(true);
    await expect(verifyPassword(hash, "amber kettle sing")).resolves.toBe(false);
    await expect(verifyPassword(hash, "Amber kettle sings")).resolves.toBe(false);
    await expect(verifyPassword("not a hash", "amber kettle sings")).resolves.toBe(false);
  });

  it("never truncate: passwords differing only after byte 72 or near 256 characters differ", async () => {
    const prefix = "ü".repeat(40); // 80 bytes in UTF-8
    const hash = await hashPassword(`${prefix}A`);
    await expect(verifyPassword(hash, `${prefix}B`)).resolves.toBe(false);
    const long = "w".repeat(passwordLimits.max - 1);
    const longHash = await hashPassword(`${long}1`);
    await expect(verifyPassword(longHash, `${long}2`)).resolves.toBe(false);
    await expect(verifyPassword(longHash, `${long}1`)).resolves.toBe(true);
  });

  it("treat composed and decomposed umlauts as the same password", async () => {
    const hash = await hashPassword("Grüße aus Österreich");
    await expect(verifyPassword(hash, "Grüße aus Österreich".normalize("NFD"))).resolves.toBe(true);
  });
});
