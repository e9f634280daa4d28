import type { ReactNode } from "react";
import { TableOfContents, type TocEntry } from "./table-of-contents.tsx";

/**
 * The frame of a long legal page: title, the table of contents (beside the text on wide screens,
 * above it on narrow ones) and the text itself.
 */
export function LegalPage({ title, intro, toc, children }: { title: string; intro?: ReactNode; toc: readonly TocEntry[]; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 max-w-3xl text-muted">{intro}</div> : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents entries={toc} />
        </div>
        <div className="min-w-0 max-w-3xl space-y-12 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
