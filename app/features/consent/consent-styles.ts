// Accept and Reject share one style so neither is the easier choice; only the secondary actions differ.
export const choiceButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand-700 bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:border-brand-800 hover:bg-brand-800 cursor-pointer";
export const secondaryButton =
  "col-span-2 inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 cursor-pointer";
// On narrow screens Accept and Reject share the first row, side by side at equal width.
export const actions = "mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center";
