import type { AddressInfo } from "node:net";
import { constants as zlibConstants, deflateRawSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspReportEndpoint, cspReportPath } from "./csp-reports.ts";
import { createLogger } from "../app/lib/logger.ts";

describe("CSP violation reports", () => {
  const lines: Record<string, unknown>[] = [];
  let base = "";
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use(cspReportEndpoint(createLogger("debug", (line) => lines.push(JSON.parse(line) as Record<string, unknown>))));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });

  afterAll(() => close());

  const post = (body: string, type: string) => fetch(`${base}${cspReportPath}`, { method: "POST", headers: { "Content-Type": type }, body });

  it("logs a report-uri violation with the fields a reader needs", async () => {
    const report = {
      "csp-report": {
        "document-uri": "https://shop.example/plugins",
        "blocked-uri": "eval",
        "effective-directive": "script-src",
        "source-file": "https://shop.example/assets/app.js",
        "line-number": 12,
        "column-number": 7,
        "script-sample": "x".repeat(500),
      },
    };
    const response = await post(JSON.stringify(report), "application/csp-report");
    expect(response.status).toBe(204);
    expect(lines.at(-1)).toMatchObject({
      level: "warn",
      message: "csp violation",
      documentUrl: "https://shop.example/plugins",
      blockedUrl: "eval",
      directive: "script-src",
      line: 12,
      column: 7,
      sample: "x".repeat(80),
    });
  });

  it("logs each violation of a Reporting API batch and ignores other report types", async () => {
    const before = lines.length;
    const batch = [
      {
        type: "csp-violation",
        body: { documentURL: "https://shop.example/", blockedURL: "https://evil.example/x.js", effectiveDirective: "script-src-elem", disposition: "enforce" },
      },
      { type: "deprecation", body: { id: "something" } },
    ];
    expect((await post(JSON.stringify(batch), "application/reports+json")).status).toBe(204);
    expect(lines.slice(before)).toEqual([
      expect.objectContaining({ message: "csp violation", blockedUrl: "https://evil.example/x.js", directive: "script-src-elem", disposition: "enforce" }),
    ]);
  });

  it("logs nothing for a body that is not a report and refuses one over 16 KiB", async () => {
    const before = lines.length;
    expect((await post("not json at all", "text/plain")).status).toBe(204);
    expect((await post(JSON.stringify({ "csp-report": { "document-uri": "x".repeat(20_000) } }), "application/csp-report")).status).toBe(413);
    expect(lines.slice(before).filter((line) => line.message === "csp violation")).toEqual([]);
  });

  it("refuses a gzip bomb under 16 KiB that inflates to 8 MiB: the limit counts inflated bytes", async () => {
    const before = lines.length;
    // A gzip member of 8 flushed MiBs of zeros, about 1 KiB each; its trailer is never reached.
    const mebibyteOfZeros = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlibConstants.Z_FULL_FLUSH });
    const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
    const bomb = Buffer.concat([header, ...Array.from({ length: 8 }, () => mebibyteOfZeros), Buffer.from([0x03, 0x00]), Buffer.alloc(8)]);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await fetch(`${base}${cspReportPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report", "Content-Encoding": "gzip" },
      body: bomb,
    });
    expect(response.status).toBe(413);
    expect(lines.slice(before).filter((line) => line.message === "csp violation")).toEqual([]);
  });

  it("answers 429 once an address has sent 30 reports in a minute", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await post("{}", "application/json")).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await post("{}", "application/json")).status).toBe(429);
  });
});
