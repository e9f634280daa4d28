/**
 * The value of one cookie. A value that is not valid percent-encoding (`sid=%ZZ`) counts as absent:
 * a browser keeps sending a bad cookie, and every page read on each request must not fail for it.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
