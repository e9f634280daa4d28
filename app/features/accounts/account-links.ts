/**
 * The longest path (with its query) a login remembers to return to. Encoded into a `Location`
 * header it stays far below the 8 KiB common clients accept for all headers (issue #15: a URL with
 * thousands of parameters once made the login redirect too large to follow).
 */
export const returnPathLimit = 1000;

/**
 * A same-origin path to return to after login, or null (rejects //host, schemes, backslashes).
 * Only paths starting with a single "/" qualify; browsers read "\\" like "/", so any backslash
 * or control character disqualifies the whole value.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > returnPathLimit) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const resolved = new URL(value, "http://same-origin.invalid");
    if (resolved.origin !== "http://same-origin.invalid") return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** The path and query of a page to come back to: without the query when that is too long, null when even the path is. */
export function returnPathOf(url: URL): string | null {
  const full = `${url.pathname}${url.search}`;
  if (full.length <= returnPathLimit) return full;
  return url.pathname.length <= returnPathLimit ? url.pathname : null;
}

/** A page path with `returnTo` added, so the login or register page sends the visitor back. */
export function withReturnTo(pagePath: string, returnTo: string | null): string {
  if (!returnTo) return pagePath;
  const [path, query = ""] = pagePath.split("?");
  const params = new URLSearchParams(query);
  params.set("returnTo", returnTo);
  return `${path}?${params.toString()}`;
}
