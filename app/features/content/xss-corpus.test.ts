import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { prepareContent } from "./content-pipeline.server.ts";
import { xssVectors, type XssCategory } from "./xss-vectors.ts";

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** The tags prepared content may contain, written out independently of the pipeline's own list. */
const PERMITTED_TAGS = new Set([
  "p",
  "br",
  "hr",
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
]);

const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "poster",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "background",
  "srcset",
  "cite",
  "longdesc",
  "codebase",
  "dynsrc",
  "lowsrc",
  "ping",
  "manifest",
  "icon",
  "usemap",
  "archive",
  "classid",
]);

const SAFE_URL = /^(?:https?:\/\/[^\s/\\]|\/(?![/\\])|[#?])/i;

/** Every way the parsed output could still run code or clobber the page, as readable findings. */
function findingsOf(html: string): string[] {
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`);
  const { document } = window;
  const findings: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE) findings.push(`<${tag}> in namespace ${element.namespaceURI}`);
    if (!PERMITTED_TAGS.has(tag)) findings.push(`<${tag}> is not permitted`);
    for (const { name, value } of Array.from(element.attributes)) {
      const lowerName = name.toLowerCase();
      if (lowerName.startsWith("on")) findings.push(`<${tag}> has handler ${name}`);
      if (["id", "name", "style", "srcdoc", "is", "xmlns"].includes(lowerName) || lowerName.includes(":")) {
        findings.push(`<${tag}> has ${name}`);
      }
      if (lowerName === "class" && !(tag === "figure" && value === "content-video")) findings.push(`<${tag}> has class "${value}"`);
      const isMailLink = lowerName === "href" && /^mailto:/i.test(value);
      if (URL_ATTRIBUTES.has(lowerName) && !SAFE_URL.test(value) && !isMailLink) findings.push(`<${tag}> ${name}="${value}"`);
      const compact = Array.from(value)
        .filter((character) => character > " ")
        .join("")
        .toLowerCase();
      if (/(?:javascript|vbscript|data):/.test(compact)) findings.push(`<${tag}> ${name} holds a script or data URL`);
    }
  }
  window.close();
  return findings;
}

const TRAPPED_EVENTS = ["click", "error", "load", "mouseover", "focus", "toggle", "animationstart", "submit"];

/** Renders the HTML with scripts enabled, fires common events at every element, reports whether alert was called. */
function springsTrap(html: string): boolean {
  let sprung = false;
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`, {
    runScripts: "dangerously",
    beforeParse(window) {
      window.alert = () => {
        sprung = true;
      };
    },
  });
  for (const element of Array.from(window.document.querySelectorAll("*"))) {
    for (const type of TRAPPED_EVENTS) element.dispatchEvent(new window.Event(type));
  }
  window.close();
  return sprung;
}

describe("the checks themselves", () => {
  it("find handlers, foreign elements, bad URLs and clobbering names in raw attacks", () => {
    expect(findingsOf(`<img src=x onerror=alert(1)>`)).toContain("<img> has handler onerror");
    expect(findingsOf(`<svg><a xlink:href="javascript:alert(1)">x</a></svg>`).join()).toContain("namespace");
    expect(findingsOf(`<a href="jav&#x09;ascript:alert(1)">x</a>`).join()).toContain("script or data URL");
    expect(findingsOf(`<img name="cookie" src="/x.png">`)).toContain("<img> has name");
    expect(findingsOf(`<iframe src="/x"></iframe>`)).toContain("<iframe> is not permitted");
  });

  it("springs the trap for a raw handler and a raw script", () => {
    expect(springsTrap(`<img src=x onerror=alert(1)>`)).toBe(true);
    expect(springsTrap(`<script>alert(1)</script>`)).toBe(true);
  });
});

describe("the XSS corpus", () => {
  it("has at least 40 vectors with unique names covering every category", () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(xssVectors.map((vector) => vector.name)).size).toBe(xssVectors.length);
    const categories: XssCategory[] = [
      "mutation",
      "svg",
      "mathml",
      "scheme",
      "data-url",
      "embedding",
      "css",
      "document",
      "form",
      "clobbering",
      "template",
      "event-handler",
      "video",
      "shortcode",
      "parser",
    ];
    for (const category of categories) expect(xssVectors.some((vector) => vector.category === category)).toBe(true);
  });

  describe.each(xssVectors)("$category: $name", ({ payload }) => {
    const prepared = prepareContent(payload);

    it("leaves nothing that runs code or clobbers the page", () => {
      expect(findingsOf(prepared)).toEqual([]);
    });

    it("is idempotent", () => {
      expect(prepareContent(prepared)).toBe(prepared);
    });

    it("runs no code when rendered and poked", () => {
      expect(springsTrap(prepared)).toBe(false);
    });
  });
});

describe("what survives an attack", () => {
  it("keeps the harmless text around a removed script", () => {
    expect(prepareContent("Plain text\n\n<script>alert(1)</script>\n\nMore text")).toBe("<p>Plain text</p>\n<p>More text</p>");
  });

  it("keeps a link's text when its URL is removed", () => {
    expect(prepareContent(`<a href="jav&#x09;ascript:alert(1)">Click</a>`)).toBe("<p><a>Click</a></p>");
  });

  it("drops a shortcode whose only source is unsafe instead of showing it as text", () => {
    expect(prepareContent(`Before\n\n[video mp4="javascript:alert(1)"]\n\nAfter`)).toBe("<p>Before</p>\n<p>After</p>");
  });

  it("keeps a shortcode's safe source and ignores an injected attribute", () => {
    expect(prepareContent(`[video mp4="/v.mp4" onerror="alert(1)" poster="javascript:alert(1)"]`)).toBe(
      `<figure class="content-video"><video controls="" preload="metadata"><source src="/v.mp4" type="video/mp4"><a href="/v.mp4">v.mp4</a></video></figure>`,
    );
  });
});
