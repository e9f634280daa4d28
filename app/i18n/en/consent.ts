export const consentEn = {
} as const;
