import { describe, expect, it } from "vitest";
import { prepareContent, textOfHtml } from "./content-pipeline.server.ts";

const player = (attributes: string, source: string, type = "video/mp4", name = source.slice(source.lastIndexOf("/") + 1)) =>
  `<figure class="content-video"><video controls="" preload="metadata"${attributes}><source src="${source}" type="${type}"><a href="${source}">${name}</a></video></figure>`;

const normalCases: { name: string; source: string; prepared: string }[] = [
  {
    name: "plain text paragraphs and line breaks",
    source: "First line\nsecond line\n\nNext paragraph\n\n\n   \nLast one",
    prepared: "<p>First line<br>second line</p>\n<p>Next paragraph</p>\n<p>Last one</p>",
  },
  {
    name: "Windows line endings",
    source: "One\r\ntwo\r\n\r\nThree",
    prepared: "<p>One<br>two</p>\n<p>Three</p>",
  },
  {
    name: "text with inline markup, like wpautop",
    source: 'Install <strong>WP Studio SEO</strong> from the\n<a href="/plugins">catalogue</a>.\n\nThen <em>activate</em> it.',
    prepared: '<p>Install <strong>WP Studio SEO</strong> from the<br><a href="/plugins">catalogue</a>.</p>\n<p>Then <em>activate</em> it.</p>',
  },
  {
    name: "HTML blocks mixed with loose text",
    source: "<h2>Requirements</h2>\nYou need:\n\n<ul>\n  <li>PHP 8.1</li>\n  <li>WordPress 6.4</li>\n</ul>\nThat is all.",
    prepared: "<h2>Requirements</h2>\n<p>You need:</p>\n<ul>\n  <li>PHP 8.1</li>\n  <li>WordPress 6.4</li>\n</ul>\n<p>That is all.</p>",
  },
  {
    name: "explicit paragraphs keep their content as written",
    source: "<p>A paragraph\nwrapped in the source.</p>\n<p>Second</p>",
    prepared: "<p>A paragraph\nwrapped in the source.</p>\n<p>Second</p>",
  },
  {
    name: "h1 demoted, other headings kept",
    source: "<h1>Title</h1><h2>Section</h2><h3>Sub</h3><h4>Detail</h4>",
    prepared: "<h2>Title</h2>\n<h2>Section</h2>\n<h3>Sub</h3>\n<h4>Detail</h4>",
  },
  {
    name: "ordered and nested lists",
    source: '<ol start="3"><li>Three<ul><li>Nested</li></ul></li><li>Four</li></ol>',
    prepared: '<ol start="3"><li>Three<ul><li>Nested</li></ul></li><li>Four</li></ol>',
  },
  {
    name: "links: external isolated, target only _blank, internal untouched",
    source:
      '<a href="https://wordpress.org/" target="_blank">WordPress</a> <a href="/docs" target="_self" rel="author">Docs</a> ' +
      '<a href="https://example.com" rel="nofollow ugc">Forum</a> <a href="mailto:office@wp-studio.example">Mail</a> <a href="#top">Top</a>',
    prepared:
      '<p><a href="https://wordpress.org/" target="_blank" rel="noopener noreferrer">WordPress</a> <a href="/docs">Docs</a> ' +
      '<a href="https://example.com" rel="nofollow ugc noopener noreferrer">Forum</a> <a href="mailto:office@wp-studio.example">Mail</a> <a href="#top">Top</a></p>',
  },
  {
    name: "protocol-relative URLs become https",
    source: '<img src="//cdn.example.com/a.png" alt="Diagram">',
    prepared: '<p><img src="https://cdn.example.com/a.png" alt="Diagram"></p>',
  },
  {
    name: "images keep alt, size and loading; class, style and id go",
    source:
      '<p><img class="wp-image-12 aligncenter" style="border:0" id="i12" src="/uploads/a.png" alt="Settings screen" width="800" height="450" loading="lazy"></p>',
    prepared: '<p><img src="/uploads/a.png" alt="Settings screen" width="800" height="450" loading="lazy"></p>',
  },
  {
    name: "tables with header scope and spans",
    source: '<table><caption>Limits</caption><tr><th scope="col">Plan</th><th scope="bogus">Sites</th></tr><tr><td colspan="2">Agency</td></tr></table>',
    prepared: '<table><caption>Limits</caption><tbody><tr><th scope="col">Plan</th><th>Sites</th></tr><tr><td colspan="2">Agency</td></tr></tbody></table>',
  },
  {
    name: "code blocks keep their whitespace and shortcodes inside stay text",
    source: "<pre><code>function hello() {\n    return 'hi';\n}\n\n[video mp4=\"/v.mp4\"]</code></pre>\nUse <code>[video]</code> inline.",
    prepared: "<pre><code>function hello() {\n    return 'hi';\n}\n\n[video mp4=\"/v.mp4\"]</code></pre>\n<p>Use <code>[video]</code> inline.</p>",
  },
  {
    name: "leading blank lines in pre",
    source: "<pre>\n\n  indented</pre>",
    prepared: "<pre>  indented</pre>",
  },
  {
    name: "blockquote text becomes paragraphs",
    source: "<blockquote>Quoted line\nsecond\n\nAnother paragraph</blockquote>",
    prepared: "<blockquote><p>Quoted line<br>second</p><p>Another paragraph</p></blockquote>",
  },
  {
    name: "div wrappers and spacers disappear, their text stays",
    source: '<div class="wp-block-group"><p>&nbsp;</p><div>Inside</div></div><!-- wp:paragraph --><p>After</p><!-- /wp:paragraph -->',
    prepared: "<p>Inside</p>\n<p>After</p>",
  },
  {
    name: "definition lists, inline semantics",
    source: "<dl><dt>Key</dt><dd>Value with <kbd>Ctrl</kbd>+<kbd>S</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark>marked</mark></dd></dl>",
    prepared: "<dl><dt>Key</dt><dd>Value with <kbd>Ctrl</kbd>+<kbd>S</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark>marked</mark></dd></dl>",
  },
  {
    name: "shortcode with double quotes",
    source: '[video width="1280" height="720" mp4="/videos/setup.mp4"]',
    prepared: player(' width="1280" height="720"', "/videos/setup.mp4"),
  },
  {
    name: "shortcode with single quotes and closing tag",
    source: "[video width='640' height='360' mp4='/videos/a.mp4'][/video]",
    prepared: player(' width="640" height="360"', "/videos/a.mp4"),
  },
  {
    name: "shortcode unquoted with src, poster, loop and autoplay",
    source: "[video width=640 height=360 src=https://media.example.com/clip.webm poster=/images/clip.jpg loop=on autoplay=on preload=auto]",
    prepared: player(' width="640" height="360" poster="/images/clip.jpg"', "https://media.example.com/clip.webm", "video/webm").replace(
      '<a href="https://media.example.com/clip.webm">',
      '<a href="https://media.example.com/clip.webm" rel="noopener noreferrer">',
    ),
  },
  {
    name: "shortcode inside a paragraph is hoisted out",
    source: '<p>Watch this: [video mp4="/v.mp4"] and enjoy.</p>',
    prepared: `<p>Watch this:</p>\n${player("", "/v.mp4")}\n<p>and enjoy.</p>`,
  },
  {
    name: "shortcode between text lines",
    source: 'Intro\n[video mp4="/v.mp4" width="640" height="360"]\nOutro',
    prepared: `<p>Intro</p>\n${player(' width="640" height="360"', "/v.mp4")}\n<p>Outro</p>`,
  },
  {
    name: "shortcode with several sources and an encoded space",
    source: '[video mp4="/v/my clip.mp4" webm="/v/clip.webm" flv="/v/clip.flv"]',
    prepared:
      '<figure class="content-video"><video controls="" preload="metadata"><source src="/v/my%20clip.mp4" type="video/mp4">' +
      '<source src="/v/clip.webm" type="video/webm"><a href="/v/my%20clip.mp4">my clip.mp4</a></video></figure>',
  },
  {
    name: "video element with src attribute",
    source: '<video src="/videos/demo.mp4" width="1280" height="720" autoplay muted></video>',
    prepared: player(' width="1280" height="720"', "/videos/demo.mp4"),
  },
  {
    name: "WordPress-rendered video with source children",
    source:
      '<div style="width: 640px;" class="wp-video"><video class="wp-video-shortcode" id="video-1-1" width="640" height="360" preload="metadata" controls="controls">' +
      '<source type="video/mp4" src="/videos/demo.mp4?_=1" /><a href="/videos/demo.mp4">/videos/demo.mp4</a></video></div>',
    prepared: player(' width="640" height="360"', "/videos/demo.mp4?_=1", "video/mp4", "demo.mp4"),
  },
  {
    name: "video keeps caption tracks",
    source: '<video src="/v.mp4"><track kind="captions" src="/v.de.vtt" srclang="de" label="Deutsch"></video>',
    prepared:
      '<figure class="content-video"><video controls="" preload="metadata"><source src="/v.mp4" type="video/mp4">' +
      '<track kind="captions" src="/v.de.vtt" srclang="de" label="Deutsch"><a href="/v.mp4">v.mp4</a></video></figure>',
  },
  {
    name: "video inside a link is hoisted out of it",
    source: '<p><a href="/x">See <video src="/v.mp4"></video> here</a></p>',
    prepared: `<p><a href="/x">See</a></p>\n${player("", "/v.mp4")}\n<p><a href="/x">here</a></p>`,
  },
  {
    name: "a figure around a video keeps its caption",
    source: '<figure><video src="/v.mp4" width="640" height="360"></video><figcaption>Setting up the plugin</figcaption></figure>',
    prepared:
      '<figure class="content-video"><video controls="" preload="metadata" width="640" height="360"><source src="/v.mp4" type="video/mp4">' +
      '<a href="/v.mp4">v.mp4</a></video><figcaption>Setting up the plugin</figcaption></figure>',
  },
  {
    name: "markup the parser nests differently on every parse settles",
    source: "<dd><table><p>Fostered</p><dd>Inner</dd></table>",
    prepared: "<dd><p>Fostered</p></dd>\n<dd>Inner</dd>\n<table></table>",
  },
  {
    name: "a source opening with frameset",
    source: "<frameset onload=alert(1)><frame src=/x></frameset>",
    prepared: "",
  },
  {
    name: "empty input",
    source: "  \n\n ",
    prepared: "",
  },
];

describe("prepareContent", () => {
  it.each(normalCases)("$name", ({ source, prepared }) => {
    expect(prepareContent(source)).toBe(prepared);
  });

  it.each(normalCases)("is idempotent: $name", ({ source }) => {
    const once = prepareContent(source);
    expect(prepareContent(once)).toBe(once);
  });

  it("turns a bracketed word that is no shortcode into nothing else", () => {
    expect(prepareContent("Use [videos] or [video-gallery] as you like.")).toBe("<p>Use [videos] or [video-gallery] as you like.</p>");
  });

  it("gives the same result before and after the window is renewed", () => {
    // Each call runs at least two passes; the window is renewed every 100 passes.
    const source = '<h1 onclick="x()">Title</h1>\nText <a href="https://wordpress.org/">link</a>\n\n[video mp4="/v.mp4"]';
    const first = prepareContent(source);
    for (let index = 0; index < 60; index++) expect(prepareContent(source)).toBe(first);
  });
});

describe("textOfHtml", () => {
  it("separates words at block boundaries", () => {
    expect(textOfHtml("<p>Intro</p><p>Next</p>")).toBe("Intro Next");
    expect(textOfHtml("Intro</p><p>Next")).toBe("Intro Next");
    expect(textOfHtml("<h2>Title</h2><ul><li>One</li><li>Two</li></ul><table><tr><td>a</td><td>b</td></tr></table>")).toBe("Title One Two a b");
    expect(textOfHtml("Line<br>break")).toBe("Line break");
  });

  it("keeps inline elements inside words", () => {
    expect(textOfHtml("<p>Word<strong>Press</strong> and H<sub>2</sub>O</p>")).toBe("WordPress and H2O");
  });

  it("collapses whitespace and decodes entities", () => {
    expect(textOfHtml("<p>  Tom &amp; Jerry&nbsp;&lt;3\n\n  &#8220;quoted&#8221; </p>")).toBe("Tom & Jerry <3 “quoted”");
  });

  it("leaves out video fallbacks and non-visible content", () => {
    expect(textOfHtml(prepareContent('Before\n\n[video mp4="/v.mp4"]\n\nAfter'))).toBe("Before After");
    expect(textOfHtml("<p>Shown</p><script>hidden()</script><style>p{}</style><template>x</template>")).toBe("Shown");
  });

  it("reads prepared plain text", () => {
    expect(textOfHtml(prepareContent("First line\nsecond\n\nThird"))).toBe("First line second Third");
  });
});
