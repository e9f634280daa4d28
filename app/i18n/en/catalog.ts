export const catalogEn = {
} as const;
