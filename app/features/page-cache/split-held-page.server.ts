import { createHash } from "node:crypto";
import { heldScriptsId, hydrationPayloadHref } from "./hydration-payload.ts";

const heldScripts = new RegExp(`<noscript id="${heldScriptsId}">([\\s\\S]*?)</noscript>`);
// React Router's stream transfer: the loader data enqueued into the context script's stream, then closed.
const streamScript = /<script\b[^>]*>window\.__reactRouterContext\.streamController\.[\s\S]*?<\/script>/g;

export interface SplitPage {
  /** The page a reader gets: the held scripts' element is empty and names its payload in `data-src`. */
  html: string;
  /** The held scripts followed by the stream scripts, in page order, as HTML. */
  payload: string;
  /** Names the payload's bytes; part of its URL, so the payload can be cached for good. */
  hash: string;
}

/** Splits a held page; undefined for a page that hydrates at load. `pagePathAndQuery` is the page's own URL path and query, `language` the one it is rendered in. */
export function splitHeldPage(html: string, pagePathAndQuery: string, language: string): SplitPage | undefined {
  const held = heldScripts.exec(html);
  if (!held) return undefined;
  const streamed = html.slice(held.index).match(streamScript) ?? [];
  const payload = (held[1] ?? "") + streamed.join("");
  const hash = createHash("sha256").update(payload).digest("base64url").slice(0, 32);
  const href = hydrationPayloadHref(pagePathAndQuery, language, hash).replaceAll("&", "&amp;");
  let rest = html.slice(held.index + held[0].length);
  for (const script of streamed) rest = rest.replace(script, "");
  return { html: `${html.slice(0, held.index)}<noscript id="${heldScriptsId}" data-src="${href}"></noscript>${rest}`, payload, hash };
}
