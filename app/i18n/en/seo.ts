export const seoEn = {
} as const;
