import { type Translate, translator } from "../../i18n/catalogues.ts";
import { isLanguage, type Language } from "../../i18n/paths.ts";

/**
 * Shared plumbing of the licence and update API: its language, uncached JSON answers, and reading
 * a bounded request body into fields.
 */

/**
 * The API answers in English unless asked otherwise: `?lang=de|en` first, then the best of de and
 * en in Accept-Language (a plugin can pass the site's locale there).
 */
export function apiLanguage(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.headers.get("accept-language");
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

export function apiContext(request: Request): ApiContext {
  const language = apiLanguage(request);
  return { language, t: translator(language) };
}

/** A JSON answer that is never cached (licence states change). */
export function jsonAnswer(body: unknown, status: number, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** Limits an API request body: a licence call carries three short fields. */
export const maxBodyBytes = 16 * 1024;

export class BodyTooLargeError extends Error {}

/** The body as bytes, refusing more than maxBodyBytes however it is sent (Content-Length or chunked). */
export async function readBoundedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBodyBytes) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of request.body) {
    total += chunk.byteLength;
    if (total > maxBodyBytes) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The fields of a JSON object body or of form fields (urlencoded or multipart), as strings.
 * Null when the body cannot be read as either; non-string values are left out (and then reported
 * as missing or invalid by the schema).
 */
export async function readFields(request: Request, body: Uint8Array<ArrayBuffer>): Promise<Record<string, unknown> | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("json")) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  if (contentType.includes("multipart/form-data")) {
    try {
      const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
    } catch {
      return null;
    }
  }
  // WordPress's wp_remote_post sends an array body urlencoded, also when it names no content type.
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));
}

export function retryAfterHeaders(decision: { retryAfterSeconds: number }): HeadersInit {
  return { "Retry-After": String(decision.retryAfterSeconds) };
}
