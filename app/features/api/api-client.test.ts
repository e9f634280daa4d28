import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, readJson } from "./api-client.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let origin: string;
const requests: IncomingMessage[] = [];
let handle: Handler = (_request, response) => response.end();

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

function answer(status: number, body = "", contentType = "application/json"): Handler {
  return (_request, response) => {
    response.writeHead(status, { "Content-Type": contentType });
    response.end(body);
  };
}

/** Answers with each handler in turn, then keeps the last one. */
function sequence(...handlers: Handler[]): Handler {
  let index = 0;
  return (request, response) => handlers[Math.min(index++, handlers.length - 1)]!(request, response);
}

const fast = { retryDelayMs: 1 };

describe("readJson", () => {
  it("GETs the path with a JSON content type and returns the parsed body", async () => {
    handle = answer(200, JSON.stringify([{ id: 1, name: "Forms Pro" }]));
    await expect(readJson(`${origin}/api/banner-plugins?lang=en`, fast)).resolves.toEqual([{ id: 1, name: "Forms Pro" }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url).toBe("/api/banner-plugins?lang=en");
    expect(requests[0]?.headers["content-type"]).toBe("application/json");
  });

  it.each([
    ["an empty body", answer(200, "")],
    ["a blank body", answer(200, "  \n")],
    ["204 No Content", answer(204)],
  ])("reads %s as null", async (_name, handler) => {
    handle = handler;
    await expect(readJson(`${origin}/empty`, fast)).resolves.toBeNull();
  });

  it("reads 401 as null without an error and without retrying", async () => {
    handle = answer(401, JSON.stringify({ error: { code: "unauthenticated", message: "Not signed in." } }));
    await expect(readJson(`${origin}/api/auth/user`, { ...fast, retries: 3 })).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it("fails a non-OK answer with 'status: statusText - body'", async () => {
    handle = answer(404, '{"error":{"code":"not_found","message":"No such plugin."}}');
    const error = await readJson(`${origin}/missing`, fast).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Not Found - {"error":{"code":"not_found","message":"No such plugin."}}');
    expect((error as ApiError).status).toBe(404);
  });

  it("does not ask again after a client error that would answer the same", async () => {
    handle = answer(404, "gone");
    await expect(readJson(`${origin}/missing`, { ...fast, retries: 2 })).rejects.toThrow("404: Not Found - gone");
    expect(requests).toHaveLength(1);
  });

  it("retries once by default, then succeeds", async () => {
    handle = sequence(answer(503, "busy", "text/plain"), answer(200, '{"ok":true}'));
    await expect(readJson(`${origin}/flaky`, fast)).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it("gives up after the configured number of retries with the last error", async () => {
    handle = answer(500, "boom", "text/plain");
    await expect(readJson(`${origin}/broken`, { ...fast, retries: 2 })).rejects.toThrow("500: Internal Server Error - boom");
    expect(requests).toHaveLength(3);
  });

  it("does not retry at all with retries: 0", async () => {
    handle = answer(500, "boom", "text/plain");
    await expect(readJson(`${origin}/broken`, { ...fast, retries: 0 })).rejects.toThrow("500: Internal Server Error - boom");
    expect(requests).toHaveLength(1);
  });

  it("waits longer before each retry", async () => {
    const times: number[] = [];
    handle = (request, response) => {
      times.push(performance.now());
      answer(500, "boom")(request, response);
    };
    await expect(readJson(`${origin}/broken`, { retries: 2, retryDelayMs: 40 })).rejects.toThrow(ApiError);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(35);
    expect(third - second).toBeGreaterThanOrEqual(75);
  });

  it("retries when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const started = performance.now();
    await expect(readJson(`http://127.0.0.1:${port}/`, { retries: 1, retryDelayMs: 30 })).rejects.toThrow(TypeError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("fails on a body that is not JSON", async () => {
    handle = answer(200, "<html>", "text/html");
    await expect(readJson(`${origin}/html`, { ...fast, retries: 0 })).rejects.toThrow(SyntaxError);
  });

  it("applies parse and treats undefined data as an error", async () => {
    handle = answer(200, JSON.stringify({ docs: [1, 2] }));
    await expect(readJson(`${origin}/docs`, { ...fast, parse: (value) => (value as { docs: number[] }).docs })).resolves.toEqual([1, 2]);
    await expect(readJson(`${origin}/docs`, { ...fast, retries: 0, parse: (value) => (value as { other?: number }).other })).rejects.toThrow("holds no data");
  });

  it("stops when the signal aborts, also while waiting to retry", async () => {
    handle = answer(500, "boom");
    const controller = new AbortController();
    const reading = readJson(`${origin}/broken`, { retries: 5, retryDelayMs: 10_000, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(reading).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});
