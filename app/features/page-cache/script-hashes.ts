import { createHash } from "node:crypto";

// React renders every inline script as `<script …>body</script>`; an external one has a src attribute.
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source of every inline script of a finished page (`'sha256-…'`), each once, in page
 * order. A script with a `src` is left out: `'self'` allows it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The response's CSP with the nonce source of `script-src` replaced by the page's script hashes:
 * exactly those inline scripts may run, on every request that gets these bytes.
 */
export function scriptSrcWithHashes(csp: string, hashes: string[]): string {
  return csp
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      return [name, ...sources.filter((source) => !source.startsWith("'nonce-")), ...hashes].join(" ");
    })
    .join(";");
}
