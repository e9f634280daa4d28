import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClamdTestDaemon, eicarSignatureName, eicarTestFile, startClamdTestDaemon } from "../../tests/support/clamd.ts";
import { freePort } from "../../tests/support/live-site.ts";
import { clamdAnswersPing, clamdScanner, verdictOf, VirusScanSizeLimitError, VirusScanUnavailableError } from "./virus-scan.server.ts";

const detected = { clean: false, signature: `${eicarSignatureName}.UNOFFICIAL` };
const megabyte = 1024 * 1024;

describe("clamdScanner against a real clamd", () => {
  let clamd: ClamdTestDaemon;
  beforeAll(async () => {
    clamd = await startClamdTestDaemon({ streamMaxLength: "1M" });
  });
  afterAll(async () => {
    await clamd?.stop();
  });

  it("finds the EICAR test file and passes clean bytes, over the Unix socket", async () => {
    const scanner = clamdScanner({ address: clamd.unix, timeoutMs: 20_000 });
    expect(await scanner.scan(new TextEncoder().encode("Booking plugin brief: three rooms, two languages.\n"))).toEqual({ clean: true });
    expect(await scanner.scan(eicarTestFile)).toEqual(detected);
    expect(await scanner.scan(new Uint8Array())).toEqual({ clean: true });
  });

  it("finds EICAR inside a file sent in many chunks, across chunk boundaries", async () => {
    const scanner = clamdScanner({ address: clamd.unix, timeoutMs: 20_000, chunkBytes: 7 });
    const padding = randomBytes(301).map((byte) => byte & 0x3f);
    const file = Buffer.concat([padding, eicarTestFile, padding]);
    expect(await scanner.scan(file)).toEqual(detected);
    expect(await scanner.scan(padding)).toEqual({ clean: true });
  });

  it("reaches clamd over TCP", async () => {
    const scanner = clamdScanner({ address: clamd.tcp, timeoutMs: 20_000 });
    expect(await scanner.scan(eicarTestFile)).toEqual(detected);
    expect(await scanner.scan(randomBytes(200_000).map((byte) => byte & 0x3f))).toEqual({ clean: true });
  });

  it("answers concurrent scans each with its own verdict", async () => {
    const scanner = clamdScanner({ address: clamd.tcp, timeoutMs: 20_000 });
    const files = Array.from({ length: 8 }, (_, index) => (index % 2 ? eicarTestFile : new TextEncoder().encode(`clean file ${index}`)));
    const verdicts = await Promise.all(files.map((file) => scanner.scan(file)));
    expect(verdicts).toEqual(files.map((_, index) => (index % 2 ? detected : { clean: true })));
  });

  it("scans a file of exactly StreamMaxLength and gives no verdict for one byte more", async () => {
    for (const address of [clamd.unix, clamd.tcp]) {
      const scanner = clamdScanner({ address, timeoutMs: 20_000 });
      expect(await scanner.scan(new Uint8Array(megabyte))).toEqual({ clean: true });
      // clamd answers "INSTREAM size limit exceeded. ERROR" and closes; whether that answer or
      // only the closed connection arrives depends on the kernel's timing, and both fail closed.
      await expect(scanner.scan(new Uint8Array(megabyte + 1))).rejects.toBeInstanceOf(VirusScanUnavailableError);
      await expect(scanner.scan(new Uint8Array(5 * megabyte))).rejects.toBeInstanceOf(VirusScanUnavailableError);
    }
    // clamd keeps serving after refusing.
    expect(await clamdScanner({ address: clamd.unix, timeoutMs: 20_000 }).scan(eicarTestFile)).toEqual(detected);
  });
});

describe("clamdScanner without a clamd to answer", () => {
  it("fails with VirusScanUnavailableError when nothing listens", async () => {
    const noSocket = clamdScanner({ address: { kind: "unix", path: "/nonexistent/clamd.sock" }, timeoutMs: 5_000 });
    await expect(noSocket.scan(eicarTestFile)).rejects.toBeInstanceOf(VirusScanUnavailableError);
    const noListener = clamdScanner({ address: { kind: "tcp", host: "127.0.0.1", port: await freePort() }, timeoutMs: 5_000 });
    await expect(noListener.scan(eicarTestFile)).rejects.toThrow(/clamd at 127\.0\.0\.1:\d+ cannot be reached \(Error: connect ECONNREFUSED/);
    expect(await clamdAnswersPing({ kind: "unix", path: "/nonexistent/clamd.sock" }, 1_000)).toBe(false);
  });

  it("gives up after its timeout when the peer accepts and never answers", async () => {
    const connections: Socket[] = [];
    const silent: Server = createServer((socket) => {
      connections.push(socket);
      socket.resume();
    });
    const port = await new Promise<number>((resolve) => silent.listen(0, "127.0.0.1", () => resolve((silent.address() as { port: number }).port)));
    try {
      const scanner = clamdScanner({ address: { kind: "tcp", host: "127.0.0.1", port }, timeoutMs: 300 });
      await expect(scanner.scan(eicarTestFile)).rejects.toThrow(`clamd at 127.0.0.1:${port} gave no answer within 300 ms`);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("fails with VirusScanUnavailableError when the peer closes without a verdict", async () => {
    const hangsUp = createServer((socket) => {
      // Reading on lets the socket see the client's end, so that the server can close.
      socket.resume();
      socket.end("UNKNOWN COMMAND\0");
    });
    const port = await new Promise<number>((resolve) => hangsUp.listen(0, "127.0.0.1", () => resolve((hangsUp.address() as { port: number }).port)));
    try {
      const scanner = clamdScanner({ address: { kind: "tcp", host: "127.0.0.1", port }, timeoutMs: 5_000 });
      await expect(scanner.scan(eicarTestFile)).rejects.toThrow("clamd answered without a verdict: UNKNOWN COMMAND");
    } finally {
      await new Promise((resolve) => hangsUp.close(resolve));
    }
  });
});

describe("verdictOf", () => {
  it("reads clamd's three kinds of answer", () => {
    expect(verdictOf("stream: OK")).toEqual({ clean: true });
    expect(verdictOf("stream: Win.Test.EICAR_HDB-1 FOUND")).toEqual({ clean: false, signature: "Win.Test.EICAR_HDB-1" });
    expect(() => verdictOf("INSTREAM size limit exceeded. ERROR")).toThrow(VirusScanSizeLimitError);
    expect(() => verdictOf("stream: Can't allocate memory ERROR")).toThrow(VirusScanUnavailableError);
    expect(() => verdictOf("stream: OK FOUND?")).toThrow(VirusScanUnavailableError);
  });
});
