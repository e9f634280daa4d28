import type { Language } from "../../i18n/paths.ts";
import { ApiError, readJson } from "../api/api-client.ts";
import type { DocsParent, DocsTreeResponse } from "./docs.ts";

function asDocsTree(value: unknown): DocsTreeResponse {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { docs?: unknown }).docs)) {
    throw new Error("GET /api/docs did not answer an object with docs");
  }
  return value as DocsTreeResponse;
}

/**
 * The docs tree in a language, from the browser (client-side navigation). A non-OK answer fails
 * with the docs call's own message, 'HTTP {status}: {statusText}'.
 */
export async function fetchDocsTree(language: Language, signal?: AbortSignal): Promise<DocsParent[]> {
  try {
    const tree = await readJson(`/api/docs?lang=${language}`, { signal, parse: asDocsTree });
    return tree?.docs ?? [];
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP ${error.status}: ${error.statusText}`, { cause: error });
    throw error;
  }
}
