const base =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70";

/** One look for buttons and for links that act as buttons. */
export const buttonStyles = {
  primary: `${base} border-brand-700 bg-brand-700 text-white hover:border-brand-800 hover:bg-brand-800`,
  secondary: `${base} border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
} as const;
