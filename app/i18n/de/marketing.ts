import type { marketingEn } from "../en/marketing.ts";

export const marketingDe = {
} satisfies Record<keyof typeof marketingEn, string>;
