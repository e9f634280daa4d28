/**
 * A same-origin path to return to after login, or null (rejects //host, schemes, backslashes).
 * Only paths starting with a single "/" qualify; browsers read "\\" like "/", so any backslash
 * or control character disqualifies the whole value.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > 2000) return null;
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

/** A page path with `returnTo` added, so the login or register page sends the visitor back. */
export function withReturnTo(pagePath: string, returnTo: string | null): string {
  if (!returnTo) return pagePath;
  const [path, query = ""] = pagePath.split("?");
  const params = new URLSearchParams(query);
  params.set("returnTo", returnTo);
  return `${path}?${params.toString()}`;
}
