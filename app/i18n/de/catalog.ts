import type { catalogEn } from "../en/catalog.ts";

export const catalogDe = {
} satisfies Record<keyof typeof catalogEn, string>;
