const shape =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70";
const regular = "px-4 py-2 text-sm";
/** For the one or two calls to action of a marketing section. */
const large = "px-5 py-2.5";
const primary = "border-brand-700 bg-brand-700 text-white hover:border-brand-800 hover:bg-brand-800";
const secondary = "border-brand-700 bg-white text-brand-700 hover:bg-brand-50";

/** One look for buttons and for links that act as buttons. */
export const buttonStyles = {
  primary: `${shape} ${regular} ${primary}`,
  secondary: `${shape} ${regular} ${secondary}`,
  primaryLarge: `${shape} ${large} ${primary}`,
  secondaryLarge: `${shape} ${large} ${secondary}`,
} as const;
