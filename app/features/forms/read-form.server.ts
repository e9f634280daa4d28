/** Page forms carry a few short fields; file uploads have their own, larger limits (admin plugins). */
export const formBodyLimitBytes = 1024 * 1024;

const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** True for the two content types an HTML form sends. */
export function isFormContentType(contentType: string | null): boolean {
  return formTypes.test(contentType ?? "");
}

async function bytesWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
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
  if (!isFormContentType(contentType) || !request.body) {
    await request.body?.cancel().catch(() => {});
    return new FormData();
  }
  try {
    const bytes = await bytesWithin(request.body, limit);
    if (!bytes) return new FormData();
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    // Undici's parser throws a TypeError for every malformed body; there is nothing else to tell.
    return new FormData();
  }
}
