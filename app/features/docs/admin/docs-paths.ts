import type { DocsNodeKind } from "../docs.ts";

/** Where an admin edits a node. */
export function docsNodeEditPath(kind: DocsNodeKind, id: number): string {
  return `/admin/docs/${kind}/${id}`;
}
