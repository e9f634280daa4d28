/** Shared looks of the marketing pages, so both pages' buttons and sections match. */
export const container = "mx-auto max-w-6xl px-4";
export const sectionSpacing = "py-16 md:py-20";
export const sectionTitle = "text-2xl font-bold tracking-tight md:text-3xl";
export const sectionLead = "mt-3 max-w-2xl text-lg text-muted";
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50";
