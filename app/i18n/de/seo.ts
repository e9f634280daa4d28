import type { seoEn } from "../en/seo.ts";

export const seoDe = {
} as const satisfies Record<keyof typeof seoEn, string>;
