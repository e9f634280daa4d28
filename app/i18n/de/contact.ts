import type { contactEn } from "../en/contact.ts";

export const contactDe = {
  "contact.intro":
    "Erzählen Sie uns von Ihrem Projekt oder fragen Sie uns zu unseren Plugins. Wir beantworten jede Nachricht innerhalb eines Werktags.",

  "contact.form.heading": "Schreiben Sie uns",
  "contact.form.name": "Name",
  "contact.form.email": "E-Mail-Adresse",
  "contact.form.company": "Unternehmen",
  "contact.form.optional": "(optional)",
  "contact.form.subject": "Betreff",
  "contact.form.message": "Nachricht",
  "contact.form.messageHint": "Mindestens 10 und höchstens 5.000 Zeichen.",
  "contact.form.consent":
    "Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage verarbeitet werden, wie in der {privacyPolicy} beschrieben.",
  "contact.form.privacyPolicy": "Datenschutzerklärung",
  "contact.form.honeypot": "Bitte lassen Sie dieses Feld leer",
  "contact.form.submit": "Nachricht senden",
  "contact.form.submitting": "Wird gesendet …",
  "contact.form.invalid": "Ihre Nachricht wurde noch nicht gesendet. Bitte prüfen Sie die markierten Felder.",
  "contact.form.rateLimited":
    "Sie haben uns in der letzten Stunde bereits mehrere Nachrichten geschickt. Bitte versuchen Sie es später noch einmal oder schreiben Sie uns direkt an {email}.",

  "contact.error.nameRequired": "Bitte geben Sie Ihren Namen an.",
  "contact.error.nameTooLong": "Ihr Name darf höchstens 100 Zeichen lang sein.",
  "contact.error.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse an.",
  "contact.error.emailTooLong": "Die E-Mail-Adresse darf höchstens 320 Zeichen lang sein.",
  "contact.error.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.at.",
  "contact.error.companyTooLong": "Der Name des Unternehmens darf höchstens 100 Zeichen lang sein.",
  "contact.error.subjectRequired": "Bitte geben Sie einen Betreff an.",
  "contact.error.subjectTooShort": "Der Betreff muss mindestens 3 Zeichen lang sein.",
  "contact.error.subjectTooLong": "Der Betreff darf höchstens 150 Zeichen lang sein.",
  "contact.error.messageRequired": "Bitte schreiben Sie uns Ihre Nachricht.",
  "contact.error.messageTooShort": "Ihre Nachricht muss mindestens 10 Zeichen lang sein.",
  "contact.error.messageTooLong": "Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.",
  "contact.error.consentRequired": "Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu, damit wir Ihnen antworten können.",

  "contact.success.title": "Vielen Dank für Ihre Nachricht!",
  "contact.success.text":
    "Wir melden uns innerhalb eines Werktags bei Ihnen. Eine Bestätigung haben wir an Ihre E-Mail-Adresse geschickt.",
  "contact.success.another": "Weitere Nachricht schreiben",

  "contact.details.heading": "Direkter Kontakt",
  "contact.details.address": "Adresse",
  "contact.details.country": "Österreich",
  "contact.details.phone": "Telefon",
  "contact.details.email": "E-Mail",
  "contact.details.whatsapp": "WhatsApp",
  "contact.details.whatsappLink": "WhatsApp-Chat starten",
  "contact.details.newTab": "(öffnet in neuem Tab)",

  "contact.mail.company.subject": "Kontaktformular: {subject}",
  "contact.mail.company.intro": "Über das Kontaktformular auf {site} ist eine neue Nachricht eingegangen.",
  "contact.mail.company.replyHint": "Antworten Sie auf diese E-Mail, um {name} direkt zu antworten.",
  "contact.mail.field.name": "Name",
  "contact.mail.field.email": "E-Mail",
  "contact.mail.field.company": "Unternehmen",
  "contact.mail.field.subject": "Betreff",
  "contact.mail.field.language": "Sprache",
  "contact.mail.field.receivedAt": "Eingegangen",
  "contact.mail.field.message": "Nachricht",
  "contact.mail.notGiven": "nicht angegeben",
  "contact.mail.language.de": "Deutsch",
  "contact.mail.language.en": "Englisch",
  "contact.mail.confirmation.subject": "Ihre Nachricht an {company}: {subject}",
  "contact.mail.confirmation.greeting": "Guten Tag {name},",
  "contact.mail.confirmation.text":
    "vielen Dank für Ihre Nachricht. Wir haben sie erhalten und melden uns innerhalb eines Werktags bei Ihnen.",
  "contact.mail.confirmation.quoteIntro": "Ihre Nachricht:",
  "contact.mail.confirmation.notYou": "Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.",
  "contact.mail.confirmation.signature": "Freundliche Grüße\nIhr Team von {company}",
} satisfies Record<keyof typeof contactEn, string>;
