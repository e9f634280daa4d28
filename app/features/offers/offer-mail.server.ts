import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf } from "../../i18n/paths.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { formatInvoiceDate } from "../invoices/invoice-format.ts";
import { type MailBlock, renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { taskRecipients } from "../tasks/task-mail.server.ts";
import { taskNumber } from "../tasks/task-rules.ts";
import { adminWorkroomHref, workroomHref } from "../tasks/task-paths.ts";
import type { OfferOption } from "./offer-form.ts";

/*
 * The mails of an offer's steps (issue #32): each queued in the transaction of the step it tells
 * of, so a step that rolls back mails nothing, in the language each recipient chose.
 */

async function taskOf(trx: Db, taskId: number) {
  return trx.selectFrom("tasks").select(["id", "title", "user_id", "assigned_admin_id"]).where("id", "=", taskId).executeTakeFirstOrThrow();
}

/** The client hears of a new offer or a new version of it. */
export async function mailNewOffer(trx: Db, offer: { taskId: number; version: number; validUntil: string }, publicUrl: string, now: Date): Promise<void> {
  const task = await taskOf(trx, offer.taskId);
  for (const { email, language } of await taskRecipients(trx, task, "client")) {
    const t = translator(language);
    const values = { number: taskNumber(task.id), title: task.title };
    const rendered = renderMail(
      {
        language,
        subject: t(offer.version === 1 ? "offers.mail.new.subject" : "offers.mail.amended.subject", values),
        blocks: [
          { kind: "paragraph", text: t(offer.version === 1 ? "offers.mail.new.text" : "offers.mail.amended.text", values) },
          { kind: "paragraph", text: t("offers.validUntil", { date: formatInvoiceDate(`${offer.validUntil}T12:00:00Z`, language) }) },
          { kind: "paragraph", text: t("offers.mail.readLink", { url: new URL(workroomHref(task.id, language), publicUrl).toString() }) },
        ],
      },
      publicUrl,
    );
    await enqueueEmail(trx, { to: email, language, ...rendered }, now);
  }
}

export interface AcceptedOffer {
  taskId: number;
  option: OfferOption;
  totalCents: number;
  currency: CreditCurrency;
  /** What the client's credits lacked when accepting; 0 when the total was reserved. */
  missingCents: number;
}

/**
 * The company hears of an acceptance (the task's admin, or every admin while nobody has it), and
 * a client whose credits fall short hears what is missing and where to top up.
 */
export async function mailAcceptance(trx: Db, accepted: AcceptedOffer, publicUrl: string, now: Date): Promise<void> {
  const task = await taskOf(trx, accepted.taskId);
  for (const { email, language } of await taskRecipients(trx, task, "company")) {
    const t = translator(language);
    const values = { number: taskNumber(task.id), title: task.title };
    const total = formatCredits(accepted.totalCents, accepted.currency, language);
    const credits: MailBlock =
      accepted.missingCents === 0
        ? { kind: "paragraph", text: t("offers.mail.accepted.reserved", { total }) }
        : { kind: "paragraph", text: t("offers.mail.accepted.waiting", { missing: formatCredits(accepted.missingCents, accepted.currency, language) }) };
    const rendered = renderMail(
      {
        language,
        subject: t("offers.mail.accepted.subject", values),
        blocks: [
          { kind: "paragraph", text: t("offers.mail.accepted.text", values) },
          {
            kind: "fields",
            rows: [
              { label: t("offers.column.option"), value: t(`offers.option.${accepted.option}`) },
              { label: t("offers.column.total"), value: total },
            ],
          },
          credits,
          { kind: "paragraph", text: t("offers.mail.readLink", { url: new URL(adminWorkroomHref(task.id, language), publicUrl).toString() }) },
        ],
      },
      publicUrl,
    );
    await enqueueEmail(trx, { to: email, language, ...rendered }, now);
  }
  if (accepted.missingCents === 0) return;
  for (const { email, language } of await taskRecipients(trx, task, "client")) {
    const t = translator(language);
    const values = { number: taskNumber(task.id), title: task.title, missing: formatCredits(accepted.missingCents, accepted.currency, language) };
    const rendered = renderMail(
      {
        language,
        subject: t("offers.mail.missing.subject", values),
        blocks: [
          { kind: "paragraph", text: t("offers.mail.missing.text", values) },
          { kind: "paragraph", text: t("offers.mail.topUpLink", { url: new URL(hrefOf("credits", language), publicUrl).toString() }) },
          { kind: "paragraph", text: t("offers.mail.readLink", { url: new URL(workroomHref(task.id, language), publicUrl).toString() }) },
        ],
      },
      publicUrl,
    );
    await enqueueEmail(trx, { to: email, language, ...rendered }, now);
  }
}
