import type { creditRefundsEn } from "../en/credit-refunds.ts";

export const creditRefundsDe = {
  "credits.refund.heading": "Ungenutztes Guthaben auszahlen",
  "credits.refund.intro":
    "Guthaben, das Sie nicht verwendet haben, zahlen wir auf Wunsch in seiner Währung zurück, über das Zahlungsmittel Ihrer eigenen Aufladungen (die jüngste zuerst).",
  "credits.refund.reservedNote": "{amount} ist für einen laufenden Auftrag reserviert und kann erst ausgezahlt werden, wenn er geliefert oder freigegeben ist.",
  "credits.refund.nothingAvailable": "In {currency} ist nichts zum Auszahlen verfügbar.",
  "credits.refund.amount": "Auszuzahlender Betrag in {currency}",
  "credits.refund.amountHint": "Höchstens {amount}, z. B. 120 oder 120,50.",
  "credits.refund.submit": "{currency}-Guthaben auszahlen",
  "credits.refund.problem": "Es wurde nichts ausgezahlt. Bitte prüfen Sie den Betrag.",
  "credits.refund.error.amountMissing": "Geben Sie den auszuzahlenden Betrag ein.",
  "credits.refund.error.amountFormat": "Geben Sie den Betrag als Zahl ein, z. B. 120 oder 120,50 (ohne Tausendertrennzeichen).",
  "credits.refund.error.exceedsAvailable":
    "Sie können höchstens die verfügbaren {amount} auszahlen lassen; reserviertes Guthaben ist nicht erstattbar, solange sein Auftrag läuft. Es wurde nichts ausgezahlt.",
  "credits.refund.error.currency": "Wählen Sie Euro oder US-Dollar.",
  "credits.refund.done": "{amount} wird auf Ihr Zahlungsmittel zurückgezahlt. Ihren Beleg finden Sie unten, er kommt auch per E-Mail.",
  "credits.refund.alreadyDone": "Diese Auszahlung wurde bereits beantragt; sie erfolgt einmal.",
  "credits.refund.pending":
    "{amount} ist als erstattet verbucht; der Zahlungsdienstleister hat es noch nicht bestätigt. Wir versuchen es erneut, bis er es hat.",
  "credits.refund.retry": "Erneut versuchen",
  "credits.refund.receipts": "Auszahlungsbelege",
  "credits.refund.receipt.caption": "Auszahlung {number}",
  "credits.refund.receipt.number": "Auszahlungsnummer",
  "credits.refund.receipt.date": "Datum",
  "credits.refund.receipt.amount": "Ausgezahlt",
  "credits.refund.receipt.status": "Status",
  "credits.refund.receipt.status.pending": "Wartet auf den Zahlungsdienstleister",
  "credits.refund.receipt.status.completed": "Ausgezahlt",
  "credits.refund.receipt.reason.account_closure": "Konto geschlossen",
  "credits.refund.receipt.means":
    "Der Betrag geht über den Zahlungsdienstleister an das Zahlungsmittel zurück, mit dem Sie aufgeladen haben. Guthaben trägt keine Umsatzsteuer, daher auch die Auszahlung nicht.",
  "credits.reference.creditRefund": "Auszahlung {number}",
  "credits.mail.refund.subject": "Auszahlungsbeleg: {amount} zurückgezahlt",
  "credits.mail.refund.text": "wie gewünscht haben wir {amount} Ihres ungenutzten Guthabens zurückgezahlt.",
  "credits.mail.refund.textClosure": "Ihr Konto ist geschlossen. Wir haben Ihr ungenutztes Guthaben von {amount} zurückgezahlt.",
} satisfies Record<keyof typeof creditRefundsEn, string>;
