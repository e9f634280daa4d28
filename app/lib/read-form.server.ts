/** Page forms carry a few short fields; file uploads have their own, larger limits (admin plugins). */
export const formBodyLimitBytes = 1024 * 1024;

const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** True for the two content types an HTML form sends. */
export function isFormContentType(contentType: string | null): boolean {
  return formTypes.test(contentType ?? "");
}

/** Past this much, a body over the limit is no longer read; Node then closes the connection after the answer. */
const discardCapBytes = 16 * 1024 * 1024;

/**
 * The body's bytes, or null once they pass `limit`. The rest of such a body is read and thrown
 * away (a browser only shows an answer once it has sent everything), but never cancelled: on a
 * request from Node's HTTP server, cancelling the stream destroys the socket, and the client
 * would get no answer at all.
 */
async function bytesWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > discardCapBytes) return null;
      if (received <= limit) chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return received > limit ? null : new Uint8Array(Buffer.concat(chunks));
}

/**
 * The form a page action was sent. A body that is not a form (JSON, XML, plain text, no content
 * type, multipart without or with a broken boundary) or is larger than `limit` counts as an empty
 * form: the page's own validation then answers 400 and re-renders the form with its messages in
 * the visitor's language, and nothing changes. Browsers never send such bodies, so only scripts
 * meet this; it must not become an error page with a stack trace in the log (issue #15).
 */
export async function readForm(request: Request, limit = formBodyLimitBytes): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  // The unread body of another type is left to Node, which discards it after the answer.
  if (!isFormContentType(contentType) || !request.body) return new FormData();
  try {
    const bytes = await bytesWithin(request.body, limit);
    if (!bytes) return new FormData();
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    // Undici's parser throws a TypeError for every malformed body; there is nothing else to tell.
    return new FormData();
  }
}
