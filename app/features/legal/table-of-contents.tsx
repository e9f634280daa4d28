import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

export interface TocEntry {
  href: string;
  label: string;
  children?: readonly TocEntry[];
}

function Entries({ entries, nested = false }: { entries: readonly TocEntry[]; nested?: boolean }) {
  return (
    <ol className={nested ? "mt-1 space-y-1 border-l border-gray-200 pl-3" : "space-y-2"}>
      {entries.map((entry) => (
        <li key={entry.href}>
          {/* Inline, so a label that wraps is a link only where its words are (not over the line's empty end). */}
          <a href={entry.href} className="py-0.5 text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
            {entry.label}
          </a>
          {entry.children ? <Entries entries={entry.children} nested /> : null}
        </li>
      ))}
    </ol>
  );
}

/** In-page links to the numbered sections of a legal text. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    // On phones the floating chat button sits at the screen's right edge: the links keep clear of it.
    <nav aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-gray-50 p-5 pr-12 text-sm sm:pr-5">
      <h2 id={headingId} className="text-base font-bold">
        {t("legal.toc.title")}
      </h2>
      <div className="mt-3">
        <Entries entries={entries} />
      </div>
    </nav>
  );
}
