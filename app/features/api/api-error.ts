/** The result code of each answer that names one (an error's code, a webhook's outcome), for the metrics. */
const answerCodes = new WeakMap<Response, string>();

/** Remembers `code` as what `response` answers (see answerCodeOf); returns the response. */
export function withAnswerCode(response: Response, code: string): Response {
  answerCodes.set(response, code);
  return response;
}

/** The code withAnswerCode or apiError gave this response, if any. */
export function answerCodeOf(response: Response): string | undefined {
  return answerCodes.get(response);
}

/**
 * Runs a handler and reports its result to `record`: the answer's code, else `ok` for a 2xx answer
 * or `http_<status>`; `internal_error` when it throws.
 */
export async function reportingResult(record: (result: string) => void, handle: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    record("internal_error");
    throw error;
  }
  record(answerCodeOf(response) ?? (response.ok ? "ok" : `http_${response.status}`));
  return response;
}

/** Every API error answers `{ "error": { "code", "message" } }`, so clients read one shape (docs/api.md). */
export function apiError(status: number, code: string, message: string, headers?: HeadersInit): Response {
  const response = Response.json({ error: { code, message } }, { status, headers });
  response.headers.set("Cache-Control", "private, no-store");
  return withAnswerCode(response, code);
}
