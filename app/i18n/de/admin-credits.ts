import type { adminCreditsEn } from "../en/admin-credits.ts";

export const adminCreditsDe = {
  "admin.credits.title": "Guthaben",
  "admin.credits.held": "Gehaltenes Guthaben (Verbindlichkeit)",
  "admin.credits.heldIntro":
    "Von Kundinnen und Kunden vorausbezahlt und ihnen geschuldet, bis die Arbeit verrechnet oder das Guthaben ausgezahlt ist, daher eine Verbindlichkeit und kein Umsatz: verfügbares Guthaben und das für angenommene Angebote reservierte.",
  "admin.credits.heldIn": "In {currency}",
  "admin.credits.split": "{available} verfügbar · {reserved} reserviert",
} satisfies Record<keyof typeof adminCreditsEn, string>;
