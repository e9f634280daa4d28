import { z } from "../../zod.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { postedText, fieldErrorsOf } from "../../lib/form-fields.ts";

/** The visible fields in the order the form shows them, which is also the order focus looks for errors. */
export const contactFields = ["name", "email", "company", "subject", "message", "consent"] as const;
export type ContactField = (typeof contactFields)[number];

/** Bots fill every field; people never see this one. */
export const honeypotField = "website";

export const contactLimits = {
  name: 100,
  email: 320,
  company: 100,
  subjectMin: 3,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
}

export const emptyContactForm: ContactFormValues = { name: "", email: "", company: "", subject: "", message: "", consent: false };

const errorKeys = [
  "contact.error.nameRequired",
  "contact.error.nameTooLong",
  "contact.error.emailRequired",
  "contact.error.emailTooLong",
  "contact.error.emailInvalid",
  "contact.error.companyTooLong",
  "contact.error.subjectRequired",
  "contact.error.subjectTooShort",
  "contact.error.subjectTooLong",
  "contact.error.messageRequired",
  "contact.error.messageTooShort",
  "contact.error.messageTooLong",
  "contact.error.consentRequired",
] as const satisfies readonly MessageKey[];
export type ContactErrorKey = (typeof errorKeys)[number];

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** Names, subjects and companies go into mail headers and table cells: one line each. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

const error = (key: ContactErrorKey) => ({ error: key });

const contactSchema = z.object({
  name: z
    .string()
    .transform(singleLine)
    .pipe(z.string().min(1, error("contact.error.nameRequired")).max(contactLimits.name, error("contact.error.nameTooLong"))),
  email: z
    .string()
    .trim()
    .min(1, error("contact.error.emailRequired"))
    .max(contactLimits.email, error("contact.error.emailTooLong"))
    .pipe(z.email(error("contact.error.emailInvalid"))),
  company: z
    .string()
    .transform(singleLine)
    .pipe(z.string().max(contactLimits.company, error("contact.error.companyTooLong"))),
  subject: z
    .string()
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, error("contact.error.subjectRequired"))
        .min(contactLimits.subjectMin, error("contact.error.subjectTooShort"))
        .max(contactLimits.subject, error("contact.error.subjectTooLong")),
    ),
  message: z
    .string()
    .trim()
    .min(1, error("contact.error.messageRequired"))
    .min(contactLimits.messageMin, error("contact.error.messageTooShort"))
    .max(contactLimits.message, error("contact.error.messageTooLong")),
  consent: z.literal(true, error("contact.error.consentRequired")),
});

export type ContactMessageInput = z.output<typeof contactSchema>;

/** What the contact action answers; the form shows the entered values again unless it was sent. */
export type ContactResult =
  { status: "invalid"; values: ContactFormValues; errors: ContactErrors } | { status: "rateLimited"; values: ContactFormValues } | { status: "sent" };

/** The form as posted: every field a string (files and absent fields count as empty). */
export function readContactForm(form: FormData): { values: ContactFormValues; honeypot: string } {
  const text = (name: string) => postedText(form, name);
  return {
    values: {
      name: text("name"),
      email: text("email"),
      company: text("company"),
      subject: text("subject"),
      message: text("message"),
      consent: text("consent") === "yes",
    },
    honeypot: text(honeypotField),
  };
}

/** The cleaned message, or the first problem of each field as a text key. */
export function validateContactForm(values: ContactFormValues): { ok: true; message: ContactMessageInput } | { ok: false; errors: ContactErrors } {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error, errorKeys) };
}
