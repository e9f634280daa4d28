import type { legalEn } from "../en/legal.ts";

export const legalDe = {
} satisfies Record<keyof typeof legalEn, string>;
