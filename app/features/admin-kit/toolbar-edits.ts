/**
 * The content editor's toolbar as text transformations of the HTML source (decision 034): each
 * takes the source and the textarea's selection and says which range to replace by what, and what
 * to select afterwards. Pure, so the browser part only applies the edit.
 */

/** What the textarea holds and where its selection is. */
export interface SourceSelection {
  value: string;
  start: number;
  end: number;
}

/** Replace `value.slice(from, to)` by `text`, then select `selectionStart`…`selectionEnd` of the new value. */
export interface SourceEdit {
  from: number;
  to: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type InlineFormat = "bold" | "italic" | "code";
export type BlockFormat = "heading2" | "heading3" | "quote" | "bulletList" | "numberedList";
export type ToolbarFormat = InlineFormat | BlockFormat;

const inlineTags: Record<InlineFormat, string> = { bold: "strong", italic: "em", code: "code" };
const blockTags: Record<Exclude<BlockFormat, "bulletList" | "numberedList">, string> = { heading2: "h2", heading3: "h3", quote: "blockquote" };
const listTags = { bulletList: "ul", numberedList: "ol" } as const;

/** Text shown as text: what the source holds between tags must not become markup. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A value inside a double-quoted attribute. */
export function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, "&quot;");
}

/** The selection, with a selection ending in a newline shortened so the newline stays outside the tags. */
function trimmedSelection({ value, start, end }: SourceSelection): { start: number; end: number } {
  let to = end;
  while (to > start && value[to - 1] === "\n") to -= 1;
  return { start, end: to };
}

/**
 * Wraps the selection in `<tag>…</tag>`, or removes the tags when the selection already sits
 * between (or contains exactly) them, so pressing Ctrl+B twice leaves the text as it was. Inline
 * code shows its text as text, so markup in it is escaped; several lines become a code block.
 */
export function toggleInline(selection: SourceSelection, format: InlineFormat): SourceEdit {
  const { value } = selection;
  const { start, end } = trimmedSelection(selection);
  const tag = inlineTags[format];
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const selected = value.slice(start, end);
  if (value.slice(start - open.length, start) === open && value.slice(end, end + close.length) === close) {
    return { from: start - open.length, to: end + close.length, text: selected, selectionStart: start - open.length, selectionEnd: end - open.length };
  }
  if (selected.length >= open.length + close.length && selected.startsWith(open) && selected.endsWith(close)) {
    const inner = selected.slice(open.length, selected.length - close.length);
    return { from: start, to: end, text: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  if (format === "code" && selected.includes("\n")) return codeBlock(selection);
  const inner = format === "code" ? escapeHtmlText(selected) : selected;
  return { from: start, to: end, text: `${open}${inner}${close}`, selectionStart: start + open.length, selectionEnd: start + open.length + inner.length };
}

/** The whole lines the selection touches (the cursor's line when nothing is selected). */
function lineRange({ value, start, end }: SourceSelection): { from: number; to: number } {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const newline = value.indexOf("\n", last);
  return { from, to: newline === -1 ? value.length : newline };
}

/**
 * Puts `block` on lines of its own, with a blank line before and after unless the source starts
 * or ends there: the content pipeline starts a new paragraph at a blank line (decision 009).
 */
function asBlock(value: string, from: number, to: number, block: string, selectInner: { offset: number; length: number }): SourceEdit {
  const before = value.slice(0, from);
  const after = value.slice(to);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const selectionStart = from + lead.length + selectInner.offset;
  return { from, to, text: `${lead}${block}${trail}`, selectionStart, selectionEnd: selectionStart + selectInner.length };
}

function codeBlock(selection: SourceSelection): SourceEdit {
  const { start, end } = trimmedSelection(selection);
  const code = escapeHtmlText(selection.value.slice(start, end));
  return asBlock(selection.value, start, end, `<pre><code>${code}</code></pre>`, { offset: "<pre><code>".length, length: code.length });
}

/**
 * Turns the lines of the selection into a heading, a quote or a list (one item per non-empty
 * line). A heading or quote applied to lines already wrapped in it unwraps them again.
 */
export function applyBlock(selection: SourceSelection, format: BlockFormat): SourceEdit {
  const { value } = selection;
  const { from, to } = lineRange(selection);
  const lines = value.slice(from, to);
  if (format === "bulletList" || format === "numberedList") {
    const tag = listTags[format];
    const items = lines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const itemLines = (items.length ? items : [""]).map((item) => `  <li>${item}</li>`);
    const block = `<${tag}>\n${itemLines.join("\n")}\n</${tag}>`;
    // An empty list puts the cursor into its first item, ready to type.
    const firstItem = block.indexOf("<li>") + "<li>".length;
    return asBlock(value, from, to, block, items.length ? { offset: 0, length: block.length } : { offset: firstItem, length: 0 });
  }
  const tag = blockTags[format];
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const trimmed = lines.trim();
  if (trimmed.startsWith(open) && trimmed.endsWith(close)) {
    const inner = trimmed.slice(open.length, trimmed.length - close.length);
    return { from, to, text: inner, selectionStart: from, selectionEnd: from + inner.length };
  }
  return asBlock(value, from, to, `${open}${trimmed}${close}`, { offset: open.length, length: trimmed.length });
}

/** A link around the selection; without a selection, the given text (or the address itself) becomes the link. */
export function insertLink(selection: SourceSelection, href: string, text: string): SourceEdit {
  const { start, end } = trimmedSelection(selection);
  const selected = selection.value.slice(start, end);
  const label = selected || escapeHtmlText(text.trim() || href);
  const open = `<a href="${escapeHtmlAttribute(href)}">`;
  return { from: start, to: end, text: `${open}${label}</a>`, selectionStart: start + open.length, selectionEnd: start + open.length + label.length };
}

export interface InsertedImage {
  src: string;
  /** Empty for a decorative image, which assistive technology then skips. */
  alt: string;
  width: number;
  height: number;
}

/** The image on a paragraph of its own at the cursor (replacing a selection); the cursor goes after it. */
export function insertImage(selection: SourceSelection, image: InsertedImage): SourceEdit {
  const tag = `<img src="${escapeHtmlAttribute(image.src)}" alt="${escapeHtmlAttribute(image.alt)}" width="${image.width}" height="${image.height}">`;
  return asBlock(selection.value, selection.start, selection.end, tag, { offset: tag.length, length: 0 });
}

/** The dispatcher the toolbar buttons and shortcuts share. */
export function applyFormat(selection: SourceSelection, format: ToolbarFormat): SourceEdit {
  return format === "bold" || format === "italic" || format === "code" ? toggleInline(selection, format) : applyBlock(selection, format);
}

/** The source after an edit: what the textarea shows once the browser applied it. */
export function appliedEdit(value: string, edit: SourceEdit): string {
  return value.slice(0, edit.from) + edit.text + value.slice(edit.to);
}
