export const textLinkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
