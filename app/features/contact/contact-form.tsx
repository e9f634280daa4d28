import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { company } from "../../company.ts";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import {
  type ContactErrorKey,
  type ContactField,
  type ContactFormValues,
  type ContactResult,
  contactFields,
  contactLimits,
  emptyContactForm,
  honeypotField,
} from "./contact-form.ts";

const inputId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

const inputClass = "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-600";

function FieldError({ field, error }: { field: ContactField; error: ContactErrorKey | undefined }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
      {t(error)}
    </p>
  );
}

interface TextFieldProps {
  field: Exclude<ContactField, "consent">;
  label: ReactNode;
  error: ContactErrorKey | undefined;
  defaultValue: string;
  autoFocus: boolean;
  required?: boolean;
  maxLength: number;
  type?: "text" | "email";
  autoComplete: string;
  hint?: { id: string; text: string };
  multiline?: boolean;
}

function TextField({ field, label, error, defaultValue, autoFocus, required = true, maxLength, type = "text", autoComplete, hint, multiline }: TextFieldProps) {
  const describedBy = [hint?.id, error ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  const common = {
    id: inputId(field),
    name: field,
    defaultValue,
    autoFocus,
    required,
    maxLength,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${inputClass} ${error ? "border-red-700" : "border-gray-500"}`,
  };
  return (
    <div>
      <label htmlFor={inputId(field)} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={8} /> : <input {...common} type={type} />}
      {hint ? (
        <p id={hint.id} className="mt-1 text-sm text-muted">
          {hint.text}
        </p>
      ) : null}
      <FieldError field={field} error={error} />
    </div>
  );
}

/** The consent text names the privacy policy, which becomes a link to it in the page's language. */
function ConsentLabel() {
  const { t, language } = useI18n();
  const [before, after] = t("contact.form.consent").split("{privacyPolicy}");
  return (
    <>
      {before}
      <Link to={hrefOf("privacy", language)} className="font-medium text-brand-700 underline hover:text-brand-800">
        {t("contact.form.privacyPolicy")}
      </Link>
      {after}
    </>
  );
}

function SentNotice() {
  const { t, language } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-lg border border-green-700 bg-green-50 p-6" data-testid="contact-success">
      <h2 ref={heading} tabIndex={-1} autoFocus className="text-xl font-semibold text-green-900">
        {t("contact.success.title")}
      </h2>
      <p className="mt-2">{t("contact.success.text")}</p>
      <Link to={hrefOf("contact", language)} className="mt-4 inline-block font-medium text-brand-700 underline hover:text-brand-800">
        {t("contact.success.another")}
      </Link>
    </div>
  );
}

/**
 * The contact form. Posted as a plain form it works without JavaScript; with it, React Router
 * submits in the background, shows the busy state and moves focus to what the answer needs.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const rateLimitNotice = useRef<HTMLParagraphElement>(null);
  const busy = navigation.formData !== undefined;

  const values: ContactFormValues = result && result.status !== "sent" ? result.values : emptyContactForm;
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = contactFields.find((field) => errors[field]);

  useEffect(() => {
    if (result?.status === "invalid" && firstInvalid) document.getElementById(inputId(firstInvalid))?.focus();
    if (result?.status === "rateLimited") rateLimitNotice.current?.focus();
  }, [result, firstInvalid]);

  if (result?.status === "sent") return <SentNotice />;

  const optional = (
    <>
      {t("contact.form.company")} <span className="font-normal text-muted">{t("contact.form.optional")}</span>
    </>
  );

  return (
    <Form method="post" noValidate aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        {t("contact.form.heading")}
      </h2>
      {firstInvalid ? <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">{t("contact.form.invalid")}</p> : null}
      {result?.status === "rateLimited" ? (
        <p ref={rateLimitNotice} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {t("contact.form.rateLimited", { email: company.email })}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field="name"
          label={t("contact.form.name")}
          error={errors.name}
          defaultValue={values.name}
          autoFocus={firstInvalid === "name"}
          maxLength={contactLimits.name}
          autoComplete="name"
        />
        <TextField
          field="email"
          type="email"
          label={t("contact.form.email")}
          error={errors.email}
          defaultValue={values.email}
          autoFocus={firstInvalid === "email"}
          maxLength={contactLimits.email}
          autoComplete="email"
        />
      </div>
      <TextField
        field="company"
        label={optional}
        error={errors.company}
        defaultValue={values.company}
        autoFocus={firstInvalid === "company"}
        required={false}
        maxLength={contactLimits.company}
        autoComplete="organization"
      />
      <TextField
        field="subject"
        label={t("contact.form.subject")}
        error={errors.subject}
        defaultValue={values.subject}
        autoFocus={firstInvalid === "subject"}
        maxLength={contactLimits.subject}
        autoComplete="off"
      />
      <TextField
        field="message"
        multiline
        label={t("contact.form.message")}
        error={errors.message}
        defaultValue={values.message}
        autoFocus={firstInvalid === "message"}
        maxLength={contactLimits.message}
        autoComplete="off"
        hint={{ id: "contact-message-hint", text: t("contact.form.messageHint") }}
      />

      <div>
        <div className="flex items-start gap-3">
          <input
            id={inputId("consent")}
            name="consent"
            type="checkbox"
            value="yes"
            required
            defaultChecked={values.consent}
            autoFocus={firstInvalid === "consent"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? errorId("consent") : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={inputId("consent")} className="text-sm">
            <ConsentLabel />
          </label>
        </div>
        <FieldError field="consent" error={errors.consent} />
      </div>

      {/* Off screen rather than display:none, which many bots skip. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${honeypotField}`}>{t("contact.form.honeypot")}</label>
        <input id={`contact-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <button type="submit" disabled={busy} className={buttonStyles.primaryLarge}>
        {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
        {busy ? t("contact.form.submitting") : t("contact.form.submit")}
      </button>
    </Form>
  );
}
