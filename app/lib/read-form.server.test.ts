import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server.ts";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://localhost/login", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("login=anna&password=x", "application/x-www-form-urlencoded"))).get("login")).toBe("anna");
    const multipart = new FormData();
    multipart.set("login", "anna");
    expect((await readForm(new Request("http://localhost/login", { method: "POST", body: multipart }))).get("login")).toBe("anna");
  });

  it.each([
    ["JSON", '{"login":"anna"}', "application/json"],
    ["plain text", "login=anna", "text/plain"],
    ["XML", "<login>anna</login>", "application/xml"],
    ["bytes", "\u0000\u00ff", "application/octet-stream"],
    ["no content type", "login=anna", undefined],
    ["multipart without a boundary", "--x\r\n", "multipart/form-data"],
    ["multipart with a broken boundary", '--x\r\nContent-Disposition: form-data; name="login"\r\n\r\nanna', "multipart/form-data; boundary=x"],
  ])("answers an empty form for %s", async (_name, body, contentType) => {
    expect([...(await readForm(post(body, contentType))).keys()]).toEqual([]);
  });

  it("answers an empty form for a body over the limit", async () => {
    expect([...(await readForm(post(`login=${"a".repeat(2000)}`, "application/x-www-form-urlencoded"), 1000)).keys()]).toEqual([]);
  });

  it("answers an empty form for a request without a body", async () => {
    expect([...(await readForm(post(null, "application/x-www-form-urlencoded"))).keys()]).toEqual([]);
  });
});
