import type { accountClosureEn } from "../en/account-closure.ts";

export const accountClosureDe = {
  "accountClosure.title": "Ihr Konto",
  "accountClosure.signedInAs": "Angemeldet als {email}.",
  "accountClosure.password": "Passwort ändern",
  "accountClosure.credits": "Guthaben und Auszahlungen",
  "accountClosure.heading": "Konto schließen",
  "accountClosure.intro":
    "Wenn Sie Ihr Konto schließen, werden Sie überall abgemeldet und wir löschen Ihre personenbezogenen Daten, die wir nicht gesetzlich aufbewahren müssen. Das kann nicht rückgängig gemacht werden.",
  "accountClosure.refunds": "Ihr ungenutztes Guthaben zahlen wir über den Zahlungsdienstleister an das Zahlungsmittel Ihrer Aufladungen zurück:",
  "accountClosure.noRefunds": "Sie haben kein ungenutztes Guthaben, das auszuzahlen wäre.",
  "accountClosure.reserved":
    "{amount} ist für einen laufenden Auftrag reserviert. Reserviertes Guthaben ist nicht erstattbar, solange der Auftrag läuft; das Konto kann geschlossen werden, sobald er geliefert oder freigegeben ist.",
  "accountClosure.removed":
    "Gelöscht werden: Ihre E-Mail-Adresse und Ihr Benutzername für die Anmeldung, Ihr Name, Ihr Passwort, die Zwei-Faktor-Einstellungen, Wiederherstellungscodes und alle Sitzungen.",
  "accountClosure.kept":
    "Sieben Jahre aufbewahrt, wie es die Bundesabgabenordnung (BAO § 132) verlangt: Rechnungen, Bestellungen mit ihren Rechnungsdaten, Erstattungen und der Guthaben-Kontoauszug sowie die Aufgaben und Angebote, auf die sich Rechnungen beziehen. Nach Ablauf dieser Frist löschen wir sie.",
  "accountClosure.confirm": "Ich möchte mein Konto schließen; mein ungenutztes Guthaben wird ausgezahlt.",
  "accountClosure.submit": "Konto schließen",
  "accountClosure.error.confirm": "Bestätigen Sie mit dem Häkchen, dass Sie Ihr Konto schließen möchten. Es wurde nichts geändert.",
  "accountClosure.error.admin":
    "Das Konto eines Administrators kann hier nicht geschlossen werden; ein anderer Administrator muss ihm zuerst die Rolle entziehen. Es wurde nichts geändert.",
  "accountClosure.error.reservedCredits": "Für einen laufenden Auftrag ist Guthaben reserviert, daher bleibt das Konto offen. Es wurde nichts geschlossen.",
  "accountClosure.error.refundPending":
    "Der Zahlungsdienstleister hat die Auszahlung noch nicht bestätigt, daher bleibt Ihr Konto offen. Bitte versuchen Sie es in einigen Minuten erneut; die Auszahlung erfolgt nicht doppelt.",
  "accountClosure.closed.title": "Ihr Konto ist geschlossen",
  "accountClosure.closed.text":
    "Sie sind überall abgemeldet und Ihre personenbezogenen Daten sind gelöscht. Ein Auszahlungsbeleg für ausgezahltes Guthaben ist per E-Mail unterwegs.",
} satisfies Record<keyof typeof accountClosureEn, string>;
