import type { consentEn } from "../en/consent.ts";

export const consentDe = {
} as const satisfies Record<keyof typeof consentEn, string>;
