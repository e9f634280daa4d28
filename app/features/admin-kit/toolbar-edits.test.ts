import { describe, expect, it } from "vitest";
import { prepareContent } from "../content/content-pipeline.server.ts";
import { applyFormat, appliedEdit, insertImage, insertLink, type SourceEdit, type SourceSelection, type ToolbarFormat } from "./toolbar-edits.ts";

/** A selection written as text: `[` and `]` mark where it starts and ends, `|` a cursor. */
function marked(text: string): SourceSelection {
  const cursor = text.indexOf("|");
  if (cursor !== -1) return { value: text.replace("|", ""), start: cursor, end: cursor };
  const start = text.indexOf("[");
  const end = text.indexOf("]") - 1;
  return { value: text.replace("[", "").replace("]", ""), start, end };
}

/** The source after the edit, with the new selection marked the same way. */
function result(selection: SourceSelection, edit: SourceEdit): string {
  const value = appliedEdit(selection.value, edit);
  if (edit.selectionStart === edit.selectionEnd) return `${value.slice(0, edit.selectionStart)}|${value.slice(edit.selectionStart)}`;
  return `${value.slice(0, edit.selectionStart)}[${value.slice(edit.selectionStart, edit.selectionEnd)}]${value.slice(edit.selectionEnd)}`;
}

const format = (text: string, name: ToolbarFormat) => {
  const selection = marked(text);
  return result(selection, applyFormat(selection, name));
};

describe("inline formats", () => {
  it("wraps the selection and keeps it selected, so a second press removes the tags again", () => {
    expect(format("Ein [wichtiger] Satz.", "bold")).toBe("Ein <strong>[wichtiger]</strong> Satz.");
    expect(format("Ein <strong>[wichtiger]</strong> Satz.", "bold")).toBe("Ein [wichtiger] Satz.");
    expect(format("Ein [<em>schöner</em>] Satz.", "italic")).toBe("Ein [schöner] Satz.");
    expect(format("A [word]", "italic")).toBe("A <em>[word]</em>");
  });

  it("puts the cursor between empty tags when nothing is selected", () => {
    expect(format("Text |", "bold")).toBe("Text <strong>|</strong>");
  });

  it("leaves a trailing line break outside the tags", () => {
    expect(format("[line\n]next", "bold")).toBe("<strong>[line]</strong>\nnext");
  });

  it("shows code as text: markup in it is escaped, and several lines become a code block", () => {
    expect(format("Use [<br> & co] here", "code")).toBe("Use <code>[&lt;br&gt; &amp; co]</code> here");
    expect(format("Before\n[const a = 1;\nif (a < 2) run();]\nAfter", "code")).toBe(
      "Before\n\n<pre><code>[const a = 1;\nif (a &lt; 2) run();]</code></pre>\n\nAfter",
    );
  });
});

describe("block formats", () => {
  it("turns the cursor's line into a heading on a paragraph of its own, and back", () => {
    expect(format("Intro\nTi|tle\nMore", "heading2")).toBe("Intro\n\n<h2>[Title]</h2>\n\nMore");
    expect(format("<h2>Ti|tle</h2>", "heading2")).toBe("[Title]");
    expect(format("[Section]", "heading3")).toBe("<h3>[Section]</h3>");
  });

  it("quotes the selected lines", () => {
    expect(format("Er sagte:\n\n[Alles wird gut.]", "quote")).toBe("Er sagte:\n\n<blockquote>[Alles wird gut.]</blockquote>");
  });

  it("makes one list item of every non-empty selected line", () => {
    expect(format("[eins\n\nzwei\n drei ]", "bulletList")).toBe("[<ul>\n  <li>eins</li>\n  <li>zwei</li>\n  <li>drei</li>\n</ul>]");
    expect(format("Steps:\n[first\nsecond]", "numberedList")).toBe("Steps:\n\n[<ol>\n  <li>first</li>\n  <li>second</li>\n</ol>]");
  });

  it("starts an empty list with the cursor in its first item", () => {
    expect(format("Text\n\n|", "bulletList")).toBe("Text\n\n<ul>\n  <li>|</li>\n</ul>");
  });
});

describe("links and images", () => {
  it("links the selection, escaping the address for its attribute", () => {
    const selection = marked("See [the docs] now");
    expect(result(selection, insertLink(selection, 'https://example.com/?a=1&b="2"', ""))).toBe(
      'See <a href="https://example.com/?a=1&amp;b=&quot;2&quot;">[the docs]</a> now',
    );
  });

  it("uses the given text, or the address, when nothing is selected", () => {
    const selection = marked("Mehr: |");
    expect(result(selection, insertLink(selection, "/plugins", "Plugins & <mehr>"))).toBe('Mehr: <a href="/plugins">[Plugins &amp; &lt;mehr&gt;]</a>');
    expect(result(selection, insertLink(selection, "/plugins", " "))).toBe('Mehr: <a href="/plugins">[/plugins]</a>');
  });

  it("puts an image on a paragraph of its own at the cursor, alt text escaped, and the cursor after it", () => {
    const selection = marked("Erster Absatz.|\nZweiter.");
    const image = { src: "/media/content/abc.png", alt: 'Das "Dashboard" <neu>', width: 800, height: 600 };
    expect(result(selection, insertImage(selection, image))).toBe(
      'Erster Absatz.\n\n<img src="/media/content/abc.png" alt="Das &quot;Dashboard&quot; &lt;neu&gt;" width="800" height="600">|\n\nZweiter.',
    );
  });
});

describe("what the toolbar writes, after the content pipeline", () => {
  it("is the markup the public page shows, decorative images with their empty alt text", () => {
    const heading = appliedEdit("Neuigkeiten", applyFormat({ value: "Neuigkeiten", start: 0, end: 0 }, "heading2"));
    const list = appliedEdit("eins\nzwei", applyFormat({ value: "eins\nzwei", start: 0, end: 9 }, "bulletList"));
    const image = appliedEdit("", insertImage({ value: "", start: 0, end: 0 }, { src: "/media/content/abc.png", alt: "", width: 10, height: 5 }));
    const source = [heading, "Ein <strong>fetter</strong> und <em>schräger</em> Satz.", list, image].join("\n\n");
    expect(prepareContent(source)).toBe(
      '<h2>Neuigkeiten</h2>\n<p>Ein <strong>fetter</strong> und <em>schräger</em> Satz.</p>\n<ul>\n  <li>eins</li>\n  <li>zwei</li>\n</ul>\n<p><img src="/media/content/abc.png" alt="" width="10" height="5"></p>',
    );
  });
});
