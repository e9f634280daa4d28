import { isFormContentType } from "./read-form.server.ts";

export class RequestTooLarge extends Error {
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/** Past this much, a refused body is not read to its end: the connection is dropped instead. */
const discardCapBytes = 128 * 1024 * 1024;

/**
 * Reads a refused body and throws it away chunk by chunk. A browser only shows the answer once it
 * has sent the whole upload; an answer before that looks like a broken connection to it.
 */
async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
    if (read > discardCapBytes) return reader.cancel();
  }
}

/**
 * The form of a request, refused with RequestTooLarge once its body passes `limit`: at once when
 * Content-Length says so (the body is then discarded unread), otherwise as soon as that many
 * bytes have arrived, so an oversized upload is never held in memory.
 */
export async function readFormWithin(request: Request, limit: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) {
    await discardBody(request);
    throw new RequestTooLarge(limit);
  }
  // Not a form at all (no body, JSON, text …): an empty form, which every admin action refuses with 400.
  if (!request.body || !isFormContentType(request.headers.get("content-type"))) return new FormData();
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(new RequestTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
  } catch (error) {
    if (received > limit) throw new RequestTooLarge(limit);
    // A multipart body without or with a broken boundary: as above, not a server error (issue #15).
    if (error instanceof TypeError) return new FormData();
    throw error;
  }
}
