import { createContext } from "react";
import type { Messages } from "./i18n/catalogues.ts";
import type { Language } from "./i18n/paths.ts";
import type { CurrentUser } from "./features/accounts/current-user.ts";

/** What the root loader hands every page: its language, that language's texts and the visitor. */
export interface RootData {
  language: Language;
  /** The layout texts; pages add their own area with `PageMessages`. */
  messages: Messages;
  user: CurrentUser | null;
  /** Origin for canonical and alternate URLs, from PUBLIC_URL (never from the Host header). */
  origin: string;
}

/**
 * The id of the request (X-Request-Id), shown on its 500 page as a reference. entry.server.tsx
 * provides it only while rendering a 5xx answer, so every other page is the same bytes for every
 * visitor and may be cached (decision 020).
 */
export const ErrorReferenceContext = createContext<string | null>(null);

export function rootDataOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return root?.loaderData as RootData | undefined;
}
