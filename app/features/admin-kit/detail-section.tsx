import type { ReactNode } from "react";

/** A titled part of a detail page, named by its h2 for screen readers' landmarks. */
export function DetailSection({ id, title, className = "mt-10", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
