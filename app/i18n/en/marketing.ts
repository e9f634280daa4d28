export const marketingEn = {
} as const;
