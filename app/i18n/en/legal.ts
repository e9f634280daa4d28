export const legalEn = {
} as const;
