/**
 * The generic data read: a GET with the visitor's cookies and a JSON content type.
 * An empty body reads as null and 401 (not signed in) as null without an error; any other non-OK
 * answer is an `ApiError` "status: statusText - body". Failed reads are retried with a doubling
 * pause: once by default, the plugin list twice, the signed-in user never.
 */

export const defaultRetries = 1;

export interface ReadOptions<T> {
  /** Attempts after the first failed one. */
  retries?: number;
  /** Pause before the first retry; each further retry waits twice as long. */
  retryDelayMs?: number;
  signal?: AbortSignal;
  /** Checks and shapes the parsed JSON; a result of undefined is an error, not data. */
  parse?: (value: unknown) => T;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${statusText} - ${body}`);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
  }
}

/** A client error other than a timeout or rate limit answers the same the next time; asking again only delays the message. */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof DOMException && error.name === "AbortError") return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function readOnce<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
  const response = await fetch(path, {
    method: "GET",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    signal: options.signal,
  });
  if (response.status === 401) return null;
  const body = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  if (!body.trim()) return null;
  const value: unknown = JSON.parse(body);
  const data = options.parse ? options.parse(value) : (value as T);
  if (data === undefined) throw new Error(`The answer of ${path} holds no data`);
  return data;
}

export async function readJson<T = unknown>(path: string, options: ReadOptions<T> = {}): Promise<T | null> {
  const retries = options.retries ?? defaultRetries;
  const retryDelayMs = options.retryDelayMs ?? 500;
  for (let attempt = 0; ; attempt++) {
    try {
      return await readOnce(path, options);
    } catch (error) {
      if (attempt >= retries || options.signal?.aborted || !isWorthRetrying(error)) throw error;
      await pause(retryDelayMs * 2 ** attempt, options.signal);
    }
  }
}
