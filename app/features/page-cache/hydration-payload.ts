/**
 * A page that hydrates on interaction (decision 022) holds React Router's scripts in
 * `<noscript id="deferred-scripts">`, and the loader data follows as inline stream scripts. A
 * reader needs neither; on the home page they were half of the compressed HTML. The page cache
 * therefore stores such a page without them and serves them apart, as the page's hydration
 * payload, which the inline loader fetches on the visitor's first interaction (decision 028).
 */
export const heldScriptsId = "deferred-scripts";

/** Where a stored page's payload is served: `?page=<path and query>&v=<hash of the payload>`. */
export const hydrationPath = "/_hydration";

export function hydrationPayloadHref(pagePathAndQuery: string, hash: string): string {
  return `${hydrationPath}?${new URLSearchParams({ page: pagePathAndQuery, v: hash })}`;
}
