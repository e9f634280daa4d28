/**
 * The content pipeline: raw source as authors write it in WordPress (HTML, `[video]` shortcodes,
 * plain text with blank-line paragraphs) becomes safe, prepared HTML that pages render with
 * `dangerouslySetInnerHTML`. It runs when content is saved or imported, never per request
 * (docs/decisions/009-content-pipeline.md).
 *
 * Decisions worth knowing when reading the output:
 * - Sanitising is DOMPurify on one lazily created jsdom window (renewed now and then, see
 *   getSanitizer), with an explicit allowlist of tags and, per tag, of attributes. Everything else is removed; removed wrappers such as `div` keep
 *   their text, while script, style, svg, math, iframe, template and the like lose their content.
 * - URLs (`href`, `src`, `poster`) survive only as http(s) or site-relative (`/…`, `#…`, `?…`);
 *   `href` may also be `mailto:`. `data:` is dropped everywhere, images included; protocol-relative
 *   `//host/…` is upgraded to `https://host/…`. An image or video left without a source is removed.
 * - No `id`, `name`, `style` or `class` from the source (DOM clobbering, layout breakage); the only
 *   class is the pipeline's own `content-video`.
 * - `h1` becomes `h2`: the page owns the one `h1`.
 * - Links: `target` only as `_blank`; absolute and `_blank` links get `rel="noopener noreferrer"`;
 *   `nofollow`, `ugc` and `sponsored` from the source are kept.
 * - Every `[video]` shortcode and `<video>` element becomes one player,
 *   `<figure class="content-video"><video controls preload="metadata" …><source …>…</video></figure>`,
 *   hoisted out of paragraphs (a figure may not sit in a `p`). Its fallback link, shown only by
 *   browsers without video support, uses the file name as text because the pipeline does not know
 *   the page's language. `poster` is kept when its URL is safe; autoplay, loop and muted are
 *   dropped so nothing moves or sounds without the visitor starting it. A shortcode without a
 *   playable, safe source is removed rather than shown as text.
 * - Text outside block elements (at the top level or in a blockquote) is split into paragraphs at
 *   blank lines, single newlines become `<br>`, as WordPress's wpautop does; explicit block
 *   elements keep their content as written.
 * - The output is idempotent: preparing prepared HTML returns it unchanged.
 */
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { JSDOM, type DOMWindow } from "jsdom";

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const VIDEO_CLASS = "content-video";

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "pre",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "small",
  "mark",
  "sub",
  "sup",
  "code",
  "kbd",
  "samp",
  "abbr",
  "span",
  "a",
  "img",
  "figure",
  "figcaption",
  "video",
  "source",
  "track",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const GLOBAL_ATTRIBUTES = ["title", "lang", "dir"];

/** Attributes per tag on top of the global ones; an attribute not listed here is removed. */
const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = {
  a: ["href", "rel", "target"],
  img: ["src", "alt", "width", "height", "loading"],
  ol: ["start", "reversed"],
  figure: ["class"],
  video: ["src", "poster", "width", "height", "controls", "preload"],
  source: ["src", "type"],
  track: ["src", "kind", "srclang", "label", "default"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

const URL_ATTRIBUTES = new Set(["href", "src", "poster"]);

const NON_URL_ATTRIBUTES = [
  ...new Set(
    Object.values(ATTRIBUTES_BY_TAG)
      .flat()
      .filter((name) => !URL_ATTRIBUTES.has(name)),
  ),
  ...GLOBAL_ATTRIBUTES,
];

/** Attribute values must match these exactly, else the attribute is removed. */
const ATTRIBUTE_VALUE_PATTERNS: Record<string, RegExp> = {
  width: /^[1-9]\d{0,4}$/,
  height: /^[1-9]\d{0,4}$/,
  colspan: /^[1-9]\d{0,2}$/,
  rowspan: /^[1-9]\d{0,2}$/,
  start: /^-?\d{1,6}$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
  loading: /^(?:lazy|eager)$/,
  target: /^_blank$/,
  dir: /^(?:ltr|rtl|auto)$/,
  lang: /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{1,8})*$/,
  srclang: /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{1,8})*$/,
  kind: /^(?:captions|subtitles|descriptions|chapters)$/,
  preload: /^metadata$/,
  controls: /^$/,
  default: /^$/,
  reversed: /^$/,
  type: /^video\/(?:mp4|webm|ogg)$/,
  class: new RegExp(`^${VIDEO_CLASS}$`),
};

const KEPT_REL_TOKENS = ["nofollow", "ugc", "sponsored"];
const SAFE_REL_TOKENS = ["noopener", "noreferrer"];

/** Elements that may be children of a paragraph; any other element counts as a block. */
const PHRASING_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "br",
  "code",
  "del",
  "em",
  "i",
  "img",
  "ins",
  "kbd",
  "mark",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
]);

/** Where a figure may stand as it is; inside anything else it is hoisted out. */
const FLOW_CONTAINERS = new Set(["body", "blockquote", "li", "dd", "td", "th", "figcaption"]);

/** Text in these is shown literally: shortcodes are not expanded there. */
const LITERAL_TAGS = new Set(["pre", "code", "kbd", "samp"]);

/** Not part of the visible text. */
const INVISIBLE_TAGS = new Set(["script", "style", "template", "noscript", "video", "audio", "iframe", "object", "svg", "math", "head", "title"]);

const SHORTCODE_PATTERN = /\[video(?=[\s\]/])([^\]]*)\](?:\s*\[\/video\])?/gi;
const SHORTCODE_ATTRIBUTE_PATTERN = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))/g;

/** WordPress's video shortcode sources in its order of preference, less wmv and flv, which no current browser plays. */
const SHORTCODE_SOURCES: readonly { attribute: string; type: string }[] = [
  { attribute: "mp4", type: "video/mp4" },
  { attribute: "m4v", type: "video/mp4" },
  { attribute: "webm", type: "video/webm" },
  { attribute: "ogv", type: "video/ogg" },
  { attribute: "src", type: "" },
];

const SANITIZE_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...NON_URL_ATTRIBUTES, ...URL_ATTRIBUTES],
  ADD_URI_SAFE_ATTR: NON_URL_ATTRIBUTES,
  // A first, coarse filter; safeUrl decides precisely.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|\/|[#?])/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
} satisfies Config;

interface Sanitizer {
  window: DOMWindow;
  purify: DOMPurify;
  document: Document;
  passes: number;
}

/**
 * jsdom registers event listeners on the window for every document a selector query runs on, and
 * DOMPurify queries each document it parses, so a window used forever keeps every parsed document
 * alive. Renewing it after this many passes bounds memory at about 7 ms per renewal.
 */
const PASSES_PER_WINDOW = 100;

let sanitizer: Sanitizer | undefined;

/** One window and one DOMPurify at a time, created lazily: a window costs far more than a pass. */
function getSanitizer(): Sanitizer {
  if (!sanitizer || sanitizer.passes >= PASSES_PER_WINDOW) {
    sanitizer?.window.close();
    const { window } = new JSDOM("<!doctype html><html><body></body></html>");
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("afterSanitizeAttributes", restrictAttributes);
    sanitizer = { window, purify, document: window.document as unknown as Document, passes: 0 };
  }
  return sanitizer;
}

/** Parse-sensitive leftovers of broken markup settle within one or two more passes; this is a backstop. */
const MAX_EXTRA_PASSES = 4;

/** Raw source (WordPress HTML, shortcodes, or plain text) → safe, prepared HTML. Idempotent. */
export function prepareContent(source: string): string {
  // Repeating the pass until its output no longer changes makes idempotence a guarantee and proves
  // the result survives sanitising once more. Ordinary content is stable after the first pass;
  // markup the HTML parser rebuilds differently on every parse (such as `<dd>` nested by foster
  // parenting) needs another.
  let prepared = preparePass(source);
  for (let round = 0; round < MAX_EXTRA_PASSES; round++) {
    const again = preparePass(prepared);
    if (again === prepared) return prepared;
    prepared = again;
  }
  return prepared;
}

function preparePass(source: string): string {
  const current = getSanitizer();
  current.passes++;
  const normalized = source.replace(/\r\n?/g, "\n").replaceAll("\0", "").trim();
  if (!normalized) return "";
  // A source that opens with <frameset> parses into a document without a body: nothing to keep.
  const body = current.purify.sanitize(normalized, { ...SANITIZE_CONFIG, RETURN_DOM: true }) as Element | null;
  if (!body) return "";
  removeImagesWithoutSource(body);
  // Removed elements leave neighbouring text nodes apart that the next parse would join.
  body.normalize();
  renameHeadings(body);
  expandShortcodes(body);
  buildVideoPlayers(body);
  removeEmptyParagraphs(body);
  body.normalize();
  addParagraphs(body);
  stripLeadingNewlinesOfPre(body);
  separateTopLevelBlocks(body);
  return body.innerHTML.trim();
}

/** Visible text of prepared HTML, whitespace collapsed: for search indexes, excerpts, reading time. */
export function textOfHtml(html: string): string {
  const template = getSanitizer().document.createElement("template");
  template.innerHTML = html;
  const parts: string[] = [];
  collectText(template.content, parts);
  return parts.join("").replace(/\s+/g, " ").trim();
}

function collectText(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      parts.push(child.nodeValue ?? "");
    } else if (child.nodeType === ELEMENT_NODE) {
      const tag = (child as Element).localName;
      if (INVISIBLE_TAGS.has(tag)) continue;
      const isBlock = !PHRASING_TAGS.has(tag) || tag === "br";
      if (isBlock) parts.push(" ");
      collectText(child, parts);
      if (isBlock) parts.push(" ");
    }
  }
}

function restrictAttributes(node: Element): void {
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = node.localName;
  const allowed = new Set([...GLOBAL_ATTRIBUTES, ...(ATTRIBUTES_BY_TAG[tag] ?? [])]);
  for (const { name, value } of Array.from(node.attributes)) {
    if (!allowed.has(name)) {
      node.removeAttribute(name);
    } else if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(value, name === "href");
      if (url === null) node.removeAttribute(name);
      else if (url !== value) node.setAttribute(name, url);
    } else {
      const pattern = ATTRIBUTE_VALUE_PATTERNS[name];
      if (pattern && !pattern.test(value)) node.removeAttribute(name);
    }
  }
  if (tag === "a") setLinkRel(node);
}

/** The URL if it is http(s), site-relative or (for links) mailto, else null. */
function safeUrl(value: string, isLink: boolean): string | null {
  let url = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
  // Browsers drop tabs and newlines anywhere in a URL and ignore other control characters, which
  // lets `java\tscript:` through naive checks; no genuine URL contains them.
  if (!url || hasControlCharacter(url)) return null;
  // Spaces, quotes and angle brackets are no URL code points; encoded they keep a sloppy but genuine
  // URL working and turn an attempt to break out of an attribute into a harmless path.
  url = url.replace(/[\s"'<>`]/g, (character) => encodeURIComponent(character).replace("'", "%27"));
  if (url.startsWith("//")) url = `https:${url}`;
  if (/^\/(?![/\\])/.test(url) || /^[#?]/.test(url)) return url;
  if (/^https?:\/\//i.test(url)) return URL.canParse(url) ? url : null;
  if (isLink && /^mailto:[^\s]/i.test(url)) return url;
  return null;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function setLinkRel(link: Element): void {
  const given = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
  const href = link.getAttribute("href") ?? "";
  const needsIsolation = /^https?:/i.test(href) || link.getAttribute("target") === "_blank";
  const tokens = [...KEPT_REL_TOKENS.filter((token) => given.includes(token)), ...SAFE_REL_TOKENS.filter((token) => needsIsolation || given.includes(token))];
  if (tokens.length > 0) link.setAttribute("rel", tokens.join(" "));
  else link.removeAttribute("rel");
}

function elementsOf(root: Element, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

function renameHeadings(root: Element): void {
  for (const heading of elementsOf(root, "h1")) {
    const replacement = root.ownerDocument.createElement("h2");
    for (const { name, value } of Array.from(heading.attributes)) replacement.setAttribute(name, value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

function isInsideLiteral(node: Node): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (LITERAL_TAGS.has(parent.localName)) return true;
  }
  return false;
}

function textNodesOf(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** `[video …]` shortcodes become bare `<video>` elements, made into players by buildVideoPlayers. */
function expandShortcodes(root: Element): void {
  for (const textNode of textNodesOf(root)) {
    const text = textNode.data;
    if (!/\[video[\s\]/]/i.test(text) || isInsideLiteral(textNode)) continue;
    const document = root.ownerDocument;
    const replacement: Node[] = [];
    let last = 0;
    for (const match of text.matchAll(SHORTCODE_PATTERN)) {
      replacement.push(document.createTextNode(text.slice(last, match.index)));
      const video = videoOfShortcode(document, parseShortcodeAttributes(match[1] ?? ""));
      if (video) replacement.push(video);
      last = match.index + match[0].length;
    }
    replacement.push(document.createTextNode(text.slice(last)));
    textNode.replaceWith(...replacement.filter((node) => node.nodeType !== TEXT_NODE || node.nodeValue));
  }
}

function parseShortcodeAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(SHORTCODE_ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function videoOfShortcode(document: Document, attributes: Map<string, string>): Element | null {
  const video = document.createElement("video");
  for (const name of ["width", "height", "poster"]) {
    const value = attributes.get(name);
    if (value !== undefined) video.setAttribute(name, value);
  }
  for (const { attribute, type } of SHORTCODE_SOURCES) {
    const src = attributes.get(attribute);
    if (src === undefined) continue;
    const source = document.createElement("source");
    source.setAttribute("src", src);
    if (type) source.setAttribute("type", type);
    video.append(source);
  }
  return video.firstChild ? video : null;
}

interface VideoSource {
  src: string;
  type: string;
}

function videoTypeOf(src: string, declared: string | null): string {
  if (declared && ATTRIBUTE_VALUE_PATTERNS.type?.test(declared)) return declared;
  const extension = /\.(\w+)(?:[?#]|$)/.exec(src)?.[1]?.toLowerCase();
  if (extension === "webm") return "video/webm";
  if (extension === "ogv" || extension === "ogg") return "video/ogg";
  return "video/mp4";
}

function fileNameOf(src: string): string {
  const path = src.replace(/[?#].*$/, "");
  const name = path.slice(path.lastIndexOf("/") + 1) || path;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Every `<video>` becomes `<figure class="content-video"><video controls preload="metadata">…`; a
 * figure around it already is reused, so its caption stays with it.
 */
function buildVideoPlayers(root: Element): void {
  for (const video of elementsOf(root, "video")) {
    // A video inside another one's fallback content went with the outer one.
    if (!root.contains(video)) continue;
    const player = playerOf(video);
    const wrapper = video.parentElement?.localName === "figure" ? video.parentElement : null;
    if (!player) {
      video.remove();
    } else if (wrapper) {
      wrapper.setAttribute("class", VIDEO_CLASS);
      video.replaceWith(player);
      hoistIntoFlow(wrapper);
    } else {
      const figure = root.ownerDocument.createElement("figure");
      figure.setAttribute("class", VIDEO_CLASS);
      video.replaceWith(figure);
      figure.append(player);
      hoistIntoFlow(figure);
    }
  }
  // Innermost first, so a figure that only held an empty figure goes as well.
  for (const figure of elementsOf(root, "figure").reverse()) {
    if (isEmptyPhrasing(figure)) figure.remove();
    else if (figure.getAttribute("class") === VIDEO_CLASS && !figure.querySelector("video")) figure.removeAttribute("class");
  }
}

/** The player for a video's safe sources and caption tracks; null when no source is safe. */
function playerOf(video: Element): Element | null {
  const document = video.ownerDocument;
  const children = Array.from(video.children);
  const sources: VideoSource[] = [];
  const addSource = (src: string | null, type: string | null) => {
    const url = src === null ? null : safeUrl(src, false);
    if (url && !sources.some((source) => source.src === url)) sources.push({ src: url, type: videoTypeOf(url, type) });
  };
  addSource(video.getAttribute("src"), null);
  for (const source of children.filter((child) => child.localName === "source")) {
    addSource(source.getAttribute("src"), source.getAttribute("type"));
  }
  const firstSource = sources[0];
  if (!firstSource) return null;

  const player = document.createElement("video");
  player.setAttribute("controls", "");
  player.setAttribute("preload", "metadata");
  for (const name of ["width", "height"]) {
    const value = video.getAttribute(name);
    if (value !== null && ATTRIBUTE_VALUE_PATTERNS[name]?.test(value)) player.setAttribute(name, value);
  }
  const poster = safeUrl(video.getAttribute("poster") ?? "", false);
  if (poster) player.setAttribute("poster", poster);
  for (const { src, type } of sources) {
    const source = document.createElement("source");
    source.setAttribute("src", src);
    source.setAttribute("type", type);
    player.append(source);
  }
  player.append(...children.filter((child) => child.localName === "track" && child.hasAttribute("src") && child.hasAttribute("kind")));
  const fallback = document.createElement("a");
  fallback.setAttribute("href", firstSource.src);
  fallback.textContent = fileNameOf(firstSource.src);
  setLinkRel(fallback);
  player.append(fallback);
  return player;
}

function isBlank(node: Node): boolean {
  if (node.nodeType === TEXT_NODE) return !(node.nodeValue ?? "").trim();
  return node.nodeType === ELEMENT_NODE && (node as Element).localName === "br";
}

function isEmptyPhrasing(element: Element): boolean {
  return !(element.textContent ?? "").trim() && !element.querySelector("img, video, figure");
}

function trimEdges(element: Element): void {
  while (element.firstChild && isBlank(element.firstChild)) element.firstChild.remove();
  while (element.lastChild && isBlank(element.lastChild)) element.lastChild.remove();
}

/** A figure inside a paragraph, heading or inline element splits it in two and stands between. */
function hoistIntoFlow(block: Element): void {
  for (let parent = block.parentElement; parent && !FLOW_CONTAINERS.has(parent.localName); parent = block.parentElement) {
    const rest = parent.cloneNode(false) as Element;
    while (block.nextSibling) rest.append(block.nextSibling);
    parent.after(block, rest);
    for (const half of [parent, rest]) {
      trimEdges(half);
      trimText(half);
      if (isEmptyPhrasing(half)) half.remove();
    }
  }
}

function removeImagesWithoutSource(root: Element): void {
  for (const image of elementsOf(root, "img:not([src])")) image.remove();
}

/** WordPress spacers (`<p>&nbsp;</p>`) and paragraphs whose content was removed. */
function removeEmptyParagraphs(root: Element): void {
  for (const paragraph of elementsOf(root, "p")) {
    if (isEmptyPhrasing(paragraph)) paragraph.remove();
  }
}

/** Text, or an inline element with only inline elements inside: what a paragraph may hold. */
function isPhrasing(node: Node): boolean {
  if (node.nodeType === TEXT_NODE) return true;
  if (node.nodeType !== ELEMENT_NODE) return false;
  const element = node as Element;
  return PHRASING_TAGS.has(element.localName) && elementsOf(element, "*").every((inner) => PHRASING_TAGS.has(inner.localName));
}

/** Loose text and inline elements in the body or a blockquote become paragraphs (wpautop). */
function addParagraphs(root: Element): void {
  for (const container of [root, ...elementsOf(root, "blockquote")]) {
    let run: Node[] = [];
    for (const child of [...Array.from(container.childNodes), null]) {
      if (child && isPhrasing(child)) {
        run.push(child);
        continue;
      }
      if (run.length > 0) paragraphsOfRun(run);
      run = [];
    }
  }
}

function paragraphsOfRun(run: Node[]): void {
  const first = run[0];
  if (!first) return;
  const document = first.ownerDocument;
  if (!document) return;
  const paragraphs: Node[][] = [[]];
  for (const node of run) {
    if (node.nodeType !== TEXT_NODE) {
      paragraphs.at(-1)?.push(node);
      continue;
    }
    const [head = "", ...tail] = (node.nodeValue ?? "").split(/\n[ \t]*\n\s*/);
    paragraphs.at(-1)?.push(document.createTextNode(head));
    for (const part of tail) paragraphs.push([document.createTextNode(part)]);
  }
  const marker = document.createTextNode("");
  first.parentNode?.insertBefore(marker, first);
  for (const node of run) node.parentNode?.removeChild(node);
  const built: Node[] = [];
  for (const nodes of paragraphs) {
    const paragraph = document.createElement("p");
    for (const node of nodes) {
      if (node.nodeType === TEXT_NODE) paragraph.append(...withLineBreaks(document, node.nodeValue ?? ""));
      else paragraph.append(node);
    }
    trimEdges(paragraph);
    trimText(paragraph);
    if (!isEmptyPhrasing(paragraph)) built.push(paragraph);
  }
  marker.replaceWith(...built);
}

function withLineBreaks(document: Document, text: string): Node[] {
  const nodes: Node[] = [];
  text.split(/[ \t]*\n[ \t]*/).forEach((line, index) => {
    if (index > 0) nodes.push(document.createElement("br"));
    if (line) nodes.push(document.createTextNode(line));
  });
  return nodes;
}

function trimText(paragraph: Element): void {
  const { firstChild, lastChild } = paragraph;
  if (firstChild?.nodeType === TEXT_NODE) firstChild.nodeValue = (firstChild.nodeValue ?? "").replace(/^\s+/, "");
  if (lastChild?.nodeType === TEXT_NODE) lastChild.nodeValue = (lastChild.nodeValue ?? "").replace(/\s+$/, "");
}

/** The HTML parser drops one newline right after `<pre>`; without this, a second pass would drop the next. */
function stripLeadingNewlinesOfPre(root: Element): void {
  for (const pre of elementsOf(root, "pre")) {
    const first = pre.firstChild;
    if (first?.nodeType === TEXT_NODE) first.nodeValue = (first.nodeValue ?? "").replace(/^\n+/, "");
  }
}

/** One newline between top-level blocks keeps the stored HTML readable in `?debug_docs=true`. */
function separateTopLevelBlocks(root: Element): void {
  for (const child of Array.from(root.childNodes)) {
    if (child.nodeType === TEXT_NODE && !(child.nodeValue ?? "").trim()) child.remove();
  }
  for (const child of Array.from(root.childNodes).slice(1)) child.before(root.ownerDocument.createTextNode("\n"));
}
