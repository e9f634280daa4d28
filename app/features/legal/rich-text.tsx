import { Fragment, type ReactNode } from "react";
import { splitPlaceholders } from "./rich-text.ts";

/**
 * A catalogue text whose `{name}` placeholders become the given nodes (links, addresses); like
 * `interpolate`, an unknown placeholder stays visible rather than vanishing.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) =>
        "text" in part ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Fragment key={index}>{part.placeholder in values ? values[part.placeholder] : `{${part.placeholder}}`}</Fragment>
        ),
      )}
    </>
  );
}
