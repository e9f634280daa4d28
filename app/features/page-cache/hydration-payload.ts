/**
 * A page that hydrates on interaction (decision 022) holds React Router's scripts in
 * `<noscript id="deferred-scripts">`, and the loader data follows as inline stream scripts. A
 * reader needs neither; on the home page they were half of the compressed HTML. The page cache
 * therefore stores such a page without them and serves them apart, as the page's hydration
 * payload, which the inline loader fetches on the visitor's first interaction (decision 028).
 */
export const heldScriptsId = "deferred-scripts";

/**
 * Where a stored page's payload is served: `?page=<path and query>&lang=<its language>&v=<hash of
 * the payload>`. The language is the page's, not the visitor's cookie: a click on EN before
 * hydration writes the cookie while the German page's payload is still to be fetched.
 */
export const hydrationPath = "/_hydration";

export function hydrationPayloadHref(pagePathAndQuery: string, language: string, hash: string): string {
  return `${hydrationPath}?${new URLSearchParams({ page: pagePathAndQuery, lang: language, v: hash })}`;
}
