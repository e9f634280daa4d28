import { useState } from "react";
import { type DataStrategyResult, type MiddlewareFunction, redirectDocument, useMatches } from "react-router";
import { carryToastsToNextDocument } from "../../components/ui/toast-store.ts";
import { isPrivateRouteId } from "./private-pages.ts";

/**
 * The headers of a private page's document (decision 038): a browsing context group of its own, so
 * no window of another site keeps a reference to it, and a process of its own where phones allow.
 * Public pages go without them: a new renderer process for every public page cost Lighthouse's
 * phone more blocking time than the whole page's own work.
 */
export const isolationHeaders: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
];

/** Whether a document for these route matches is a private page's (and so sent with isolationHeaders). */
export function isIsolatedDocument(matches: readonly { id: string }[]): boolean {
  return matches.some((match) => isPrivateRouteId(match.id));
}

/** Set on `<html>` of a document that was sent with isolationHeaders, for as long as it lives. */
export const isolatedDocumentAttribute = "data-isolated";

/** Whether this document was sent with isolationHeaders: decided by its first page and kept through client-side navigation. */
export function useIsolatedDocument(): boolean {
  const matches = useMatches();
  const [isolated] = useState(() => isIsolatedDocument(matches));
  return isolated;
}

/**
 * Client middleware of every private page. A client-side navigation keeps the document it starts
 * in, so one that starts in a public page's document loads the private page as a new document
 * instead, which arrives with isolationHeaders. From a private page's document it goes on as usual.
 */
export const openInIsolatedDocument: MiddlewareFunction<Record<string, DataStrategyResult>> = ({ request }) => {
  if (document.documentElement.hasAttribute(isolatedDocumentAttribute)) return;
  carryToastsToNextDocument();
  throw redirectDocument(request.url);
};
