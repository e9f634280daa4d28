import type { ReactNode } from "react";

/** The label and value pairs at the top of a detail page; labels share a column so values line up. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="mt-6 divide-y divide-gray-200 border-y border-gray-200">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <dt className="font-medium">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
