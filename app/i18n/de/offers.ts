import type { offersEn } from "../en/offers.ts";

export const offersDe = {
  "offers.error.scopeMissing": "Beschreiben Sie den Leistungsumfang.",
  "offers.error.scopeTooLong": "Der Leistungsumfang darf höchstens 20.000 Zeichen haben.",
  "offers.error.currency": "Wählen Sie Euro oder US-Dollar.",
  "offers.error.price": "Geben Sie einen Nettopreis in Credits über 0 ein, z. B. 2400 oder 2400,50.",
  "offers.error.date": "Geben Sie ein Lieferdatum ab heute ein (JJJJ-MM-TT).",
  "offers.error.validUntil": "Geben Sie den letzten Tag ein, an dem das Angebot angenommen werden kann, ab heute (JJJJ-MM-TT).",
  "offers.error.part": "Jede Teillieferung braucht einen Namen (höchstens 200 Zeichen) und einen Anteil von 1 bis 100 %.",
  "offers.error.tooManyParts": "Ein Angebot hat höchstens 20 Teillieferungen.",
  "offers.error.shares": "Die Anteile der Teillieferungen müssen zusammen 100 % ergeben.",
} satisfies Record<keyof typeof offersEn, string>;
