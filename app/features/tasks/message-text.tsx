import { Fragment } from "react";

const linkPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the link it follows. */
const trailingPunctuation = /[.,;:!?)\]'"]+$/;

/** A line cut into plain text and web addresses; nothing of it is ever read as HTML. */
function piecesOf(line: string): { text: string; href?: string }[] {
  const pieces: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of line.matchAll(linkPattern)) {
    const start = match.index ?? 0;
    const trailing = trailingPunctuation.exec(match[0])?.[0] ?? "";
    const href = match[0].slice(0, match[0].length - trailing.length);
    if (start > last) pieces.push({ text: line.slice(last, start) });
    pieces.push({ text: href, href });
    last = start + href.length;
  }
  if (last < line.length) pieces.push({ text: line.slice(last) });
  return pieces;
}

/**
 * A chat message as its writer typed it: line breaks kept, web addresses (http and https only, so
 * no `javascript:`) made into links that tell the linked site nothing about the workroom.
 */
export function MessageText({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <p className="break-words whitespace-pre-wrap">
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? "\n" : null}
          {piecesOf(line).map((piece, pieceIndex) =>
            piece.href ? (
              <a key={pieceIndex} href={piece.href} rel="noopener noreferrer nofollow ugc" className="font-medium text-brand-700 underline underline-offset-2">
                {piece.text}
              </a>
            ) : (
              <Fragment key={pieceIndex}>{piece.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}
