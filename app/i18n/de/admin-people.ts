import type { adminPeopleEn } from "../en/admin-people.ts";

export const adminPeopleDe = {
  "admin.people.area": "Kundinnen, Kunden und Nachrichten",
} satisfies Record<keyof typeof adminPeopleEn, string>;
