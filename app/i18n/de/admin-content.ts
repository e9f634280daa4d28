import type { adminContentEn } from "../en/admin-content.ts";

export const adminContentDe = {
  "admin.content.area": "Dokumentation und Blog",
} satisfies Record<keyof typeof adminContentEn, string>;
