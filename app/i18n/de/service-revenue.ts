import type { serviceRevenueEn } from "../en/service-revenue.ts";

export const serviceRevenueDe = {
  "admin.serviceRevenue.heading": "Leistungen und Plugins: Nettoumsatz nach Monaten",
  "admin.serviceRevenue.definition":
    "Leistungsumsatz ist die Nettosumme der im Monat ausgestellten Aufgaben-Rechnungen: das für Lieferungen und Stornogebühren abgebuchte Guthaben, ohne Umsatzsteuer. Plugin-Umsatz ist der Nettoumsatz des Shops wie im Diagramm oben. Aufladungen und Guthaben-Auszahlungen sind Vorauszahlungen und deren Rückgabe, kein Umsatz. Dollar werden getrennt gezeigt und nicht umgerechnet.",
  "admin.serviceRevenue.tableLabel": "Nettoumsatz von Leistungen und Plugins nach Monaten",
  "admin.serviceRevenue.caption": "Nettoumsatz von Leistungen und Plugins nach Monaten, neuester zuerst",
  "admin.serviceRevenue.plugins": "Plugins (netto)",
  "admin.serviceRevenue.servicesEur": "Leistungen EUR (netto)",
  "admin.serviceRevenue.totalEur": "Gesamt EUR (netto)",
  "admin.serviceRevenue.servicesUsd": "Leistungen USD (netto)",
} satisfies Record<keyof typeof serviceRevenueEn, string>;
