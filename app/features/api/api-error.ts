/** DESIGN §6: every API error answers `{ "error": { "code", "message" } }`. */
export function apiError(status: number, code: string, message: string, headers?: HeadersInit): Response {
  const response = Response.json({ error: { code, message } }, { status, headers });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
