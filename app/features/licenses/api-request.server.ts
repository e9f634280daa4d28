import type { Readable } from "node:stream";
import { type Translate, translator } from "../../i18n/catalogues.ts";
import { isLanguage, type Language } from "../../i18n/paths.ts";
import type { SplicedJson } from "./spliced-json.server.ts";

/**
 * Shared plumbing of the licence and update API: what it reads of a request, its language, its
 * uncached JSON answers, and reading a bounded request body into fields.
 *
 * The calls WordPress sites make on their own schedule are served by plain Express handlers
 * (api-routes.server.ts), so a request is described by the few parts the API reads rather than by a
 * Fetch Request, and an answer is a status, headers and the JSON text: building and reading Fetch
 * objects cost more per call than the rest of a cached answer.
 */
export interface ApiRequest {
  method: string;
  query: URLSearchParams;
  /** A header's value by its lower-case name. */
  header(name: string): string | undefined;
  /** The body as it arrives (the Node request itself); read it with readBoundedBody. */
  body: Readable;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body: JSON text, or a cached start and the rest (which may go out gzip-compressed, see gzipOf). */
  json: string | SplicedJson;
  /** The error code or outcome the answer reports, for the metrics; absent for a plain success. */
  code?: string;
}

/**
 * The API answers in English unless asked otherwise: `?lang=de|en` first, then the best of de and
 * en in Accept-Language (a plugin can pass the site's locale there).
 */
export function apiLanguage(request: Pick<ApiRequest, "query" | "header">): Language {
  const fromQuery = request.query.get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.header("accept-language");
  if (!header) return "en";
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(",")) {
    const [range = "", ...parameters] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qualityParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) best = { language: primary, quality };
  }
  return best?.language ?? "en";
}

export interface ApiContext {
  language: Language;
  t: Translate;
}

export function apiContext(request: Pick<ApiRequest, "query" | "header">): ApiContext {
  const language = apiLanguage(request);
  return { language, t: translator(language) };
}

/** A JSON answer that is never cached (licence states change). `json` is the body already serialised. */
export function jsonText(json: string | SplicedJson, status: number, headers?: Record<string, string>, code?: string): ApiAnswer {
  const answer: ApiAnswer = { status, headers: { ...headers, "cache-control": "private, no-store" }, json };
  if (code !== undefined) answer.code = code;
  return answer;
}

/** A JSON answer that is never cached (licence states change). */
export function jsonAnswer(body: unknown, status: number, headers?: Record<string, string>, code?: string): ApiAnswer {
  return jsonText(JSON.stringify(body), status, headers, code);
}

/** Every API error answers `{ "error": { "code", "message" } }`, so clients read one shape (docs/api.md). */
export function apiErrorAnswer(status: number, code: string, message: string, headers?: Record<string, string>): ApiAnswer {
  return jsonAnswer({ error: { code, message } }, status, headers, code);
}

/** The result the metrics count for an answer: its code, else `ok` for a 2xx answer or `http_<status>`. */
export function resultOf(answer: ApiAnswer): string {
  return answer.code ?? (answer.status >= 200 && answer.status < 300 ? "ok" : `http_${answer.status}`);
}

/** Runs a handler and reports its result to `record` (resultOf), `internal_error` when it throws. */
export async function reportingAnswer(record: (result: string) => void, handle: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
  let answer: ApiAnswer;
  try {
    answer = await handle();
  } catch (error) {
    record("internal_error");
    throw error;
  }
  record(resultOf(answer));
  return answer;
}

/** Limits an API request body: a licence call carries three short fields. */
export const maxBodyBytes = 16 * 1024;

export class BodyTooLargeError extends Error {}

/**
 * The body as bytes, refusing more than maxBodyBytes however it is sent (Content-Length or chunked).
 * Read through the stream's events: an async iterator over it cost a few per cent of a validation.
 * A body over the limit is not read further: the stream is destroyed, as leaving a loop over it did.
 */
export function readBoundedBody(request: Pick<ApiRequest, "header" | "body">): Promise<Buffer> {
  const declared = Number(request.header("content-length"));
  if (declared > maxBodyBytes) return Promise.reject(new BodyTooLargeError());
  const stream = request.body;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("close", onClose);
    };
    function onData(chunk: Buffer) {
      total += chunk.byteLength;
      if (total > maxBodyBytes) {
        stop();
        stream.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, total));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    // A client that goes away mid-body: closed without an end.
    function onClose() {
      stop();
      reject(new Error("request body incomplete: the connection closed"));
    }
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("close", onClose);
  });
}

const utf8 = new TextDecoder();

/**
 * The fields of a JSON object body or of form fields (urlencoded or multipart), as strings.
 * Null when the body cannot be read as either; non-string values are left out (and then reported
 * as missing or invalid by the schema).
 */
export async function readFields(contentType: string, body: Uint8Array): Promise<Record<string, unknown> | null> {
  if (contentType.includes("json")) {
    try {
      const parsed: unknown = JSON.parse(utf8.decode(body));
      return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  if (contentType.includes("multipart/form-data")) {
    try {
      const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
    } catch {
      return null;
    }
  }
  // WordPress's wp_remote_post sends an array body urlencoded, also when it names no content type.
  return Object.fromEntries(new URLSearchParams(utf8.decode(body)));
}

export function retryAfterHeaders(decision: { retryAfterSeconds: number }): Record<string, string> {
  return { "retry-after": String(decision.retryAfterSeconds) };
}
