/** One look for text links across the admin pages. */
export const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

/** Compact buttons for actions repeated on every row of a list (move up, move down, retire). */
export const smallButtonClass =
  "inline-flex min-h-9 items-center justify-center gap-1 rounded-md border border-gray-400 bg-white px-2.5 py-1 text-sm font-medium text-ink hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";
