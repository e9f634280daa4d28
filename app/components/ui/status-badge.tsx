import type { ReactNode } from "react";

export type BadgeTone = "positive" | "caution" | "neutral" | "danger" | "brand" | "outline" | "strong";

const toneClasses: Record<BadgeTone, string> = {
  positive: "border-green-700 bg-green-50 text-green-900",
  caution: "border-amber-700 bg-amber-50 text-amber-900",
  neutral: "border-gray-600 bg-gray-100 text-gray-900",
  danger: "border-red-700 bg-red-50 text-red-900",
  brand: "border-brand-700 bg-brand-50 text-brand-800",
  outline: "border-gray-400 bg-white text-ink",
  strong: "border-brand-700 bg-brand-700 text-white",
};

/** A state as a word in a coloured frame; the colour only repeats the word, so nobody depends on telling colours apart. */
export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}
