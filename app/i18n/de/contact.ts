import type { contactEn } from "../en/contact.ts";

export const contactDe = {
} satisfies Record<keyof typeof contactEn, string>;
