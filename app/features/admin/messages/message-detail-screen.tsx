import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { Fact, FactList } from "../../admin-kit/fact-list.tsx";
import { RecordHistory } from "../../admin-kit/record-history.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { MessageStateBadge } from "./message-badges.tsx";
import type { MessageDetail } from "./message-detail.server.ts";

/** What the action answered; `body` brings a refused reply back into its field. */
export interface MessageActionOutcome {
  success?: MessageKey;
  error?: MessageKey;
  fieldErrors?: Record<string, MessageKey>;
  body?: string;
}

function SenderDetails({ message }: { message: MessageDetail }) {
  const { t } = useI18n();
  return (
    <FactList>
      <Fact label={t("admin.messages.field.name")}>{message.name}</Fact>
      <Fact label={t("admin.messages.field.email")}>
        <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:text-brand-800">
          {message.email}
        </a>
      </Fact>
      <Fact label={t("admin.messages.field.company")}>{message.company || <span className="text-muted">{t("admin.people.notGiven")}</span>}</Fact>
      <Fact label={t("admin.messages.field.language")}>{t(`admin.people.language.${message.language}`)}</Fact>
      <Fact label={t("admin.messages.field.received")}>
        <AdminDate instant={message.receivedAt} />
      </Fact>
      <Fact label={t("admin.messages.field.state")}>
        <MessageStateBadge read={message.readAt !== null} handled={message.handledAt !== null} />
        {message.handledAt ? (
          <span className="ml-2 text-sm text-muted">
            <AdminDate instant={message.handledAt} />
          </span>
        ) : null}
      </Fact>
    </FactList>
  );
}

function Replies({ message }: { message: MessageDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="message-replies" className="mt-10">
      <h2 id="message-replies" className="text-xl font-semibold">
        {t("admin.messages.replies.title", { count: message.replies.length })}
      </h2>
      {message.replies.length === 0 ? (
        <p className="mt-3 text-muted">{t("admin.messages.replies.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {message.replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-gray-300 p-4" data-testid="contact-reply">
              <p className="text-sm text-muted">
                {t("admin.messages.replies.meta", { author: reply.author })} · <AdminDate instant={reply.createdAt} />
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReplyForm({ message, outcome }: { message: MessageDetail; outcome: MessageActionOutcome | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().formData?.get("intent") === "reply";
  return (
    <section aria-labelledby="message-reply" className="mt-10">
      <h2 id="message-reply" className="text-xl font-semibold">
        {t("admin.messages.reply.title")}
      </h2>
      {/* A new key after each sent reply empties the field. */}
      <Form key={message.replies.length} method="post" className="mt-3 space-y-4">
        <p className="text-sm text-muted">{t("admin.messages.reply.recipient", { email: message.email, subject: `Re: ${message.subject}` })}</p>
        <FormField
          name="body"
          label={t("admin.messages.reply.body")}
          rows={8}
          maxLength={5000}
          required
          defaultValue={outcome?.body}
          error={outcome?.fieldErrors?.body}
          hint={t("admin.messages.reply.hint", { language: t(`admin.people.language.${message.language}`) })}
        />
        <button type="submit" name="intent" value="reply" className={buttonStyles.primary} aria-disabled={busy || undefined}>
          {t("admin.messages.reply.submit")}
        </button>
      </Form>
    </section>
  );
}

function HandlingForm({ message }: { message: MessageDetail }) {
  const { t } = useI18n();
  const handled = message.handledAt !== null;
  return (
    <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value={handled ? "reopen" : "handled"} className={buttonStyles.secondary}>
        {t(handled ? "admin.messages.reopen.button" : "admin.messages.handled.button")}
      </button>
      <span className="text-sm text-muted">{t(handled ? "admin.messages.reopen.hint" : "admin.messages.handled.hint")}</span>
    </Form>
  );
}

export function MessageDetailScreen({ message, outcome }: { message: MessageDetail; outcome: MessageActionOutcome | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <DetailHeading backHref="/admin/messages" backLabel={t("admin.messages.back")} title={message.subject} />
      <ActionNotice success={outcome?.success} error={outcome?.error} />
      <SenderDetails message={message} />
      <section aria-labelledby="message-text" className="mt-8">
        <h2 id="message-text" className="text-xl font-semibold">
          {t("admin.messages.field.message")}
        </h2>
        <div className="mt-3 rounded-lg border border-gray-300 bg-gray-50 p-4 whitespace-pre-wrap break-words" data-testid="message-text">
          {message.message}
        </div>
      </section>
      <HandlingForm message={message} />
      <Replies message={message} />
      <ReplyForm message={message} outcome={outcome} />
      <RecordHistory entries={message.history} headingId="message-history" />
    </>
  );
}
