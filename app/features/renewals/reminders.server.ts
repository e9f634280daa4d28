import type { Db } from "../../../db/client.ts";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { displayNameOf } from "../accounts/current-user.ts";
import { checkoutHref } from "../catalog/checkout-selection.ts";
import { maskLicenseKey } from "../licenses/license-key.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import { type EmailMessage, enqueueEmail } from "../mail/outbox.server.ts";

const day = 24 * 60 * 60_000;

/**
 * Reminders stop this long after the expiry: a licence that expired long before (before the
 * reminders existed, or while no process ran) gets no late mail about it.
 */
export const reminderLateLimitMs = 7 * day;

/**
 * The stage a licence expiring at `expiresAt` is in at `now`: the last stage whose day has come,
 * so a licence that reaches the reminders late (bought with a short term, or the site was down)
 * gets the one that fits now rather than every stage it missed. Null before the first stage and
 * from `reminderLateLimitMs` after the expiry.
 */
export function reminderStageAt(expiresAt: Date, now: Date, stages: readonly number[]): number | null {
  if (now.getTime() >= expiresAt.getTime() + reminderLateLimitMs) return null;
  const reached = stages.filter((stage) => now.getTime() >= expiresAt.getTime() - stage * day);
  return reached.length > 0 ? Math.min(...reached) : null;
}

interface ReminderCandidate {
  licenseId: number;
  licenseKey: string;
  expiresAt: string;
  pluginName: string;
  language: Language;
  email: string;
  name: string;
}

/**
 * Active licences of enabled accounts whose expiry lies within reach of the earliest stage.
 * Revoked and disabled (refunded) licences get nothing; a renewed one has its later expiry here.
 */
async function candidates(db: Db, now: Date, stages: readonly number[]): Promise<ReminderCandidate[]> {
  const earliest = Math.max(...stages);
  const rows = await db
    .selectFrom("licenses as l")
    .innerJoin("users as u", "u.id", "l.user_id")
    .innerJoin("plugins as p", "p.id", "l.plugin_id")
    .select([
      "l.id",
      "l.license_key",
      "l.expires_at",
      "p.name_de",
      "p.name_en",
      "u.language",
      "u.email",
      "u.username",
      "u.display_name",
      "u.first_name",
      "u.last_name",
    ])
    .where("l.status", "=", "active")
    .where("u.disabled_at", "is", null)
    .where("l.expires_at", "<=", new Date(now.getTime() + earliest * day).toISOString())
    .where("l.expires_at", ">", new Date(now.getTime() - reminderLateLimitMs).toISOString())
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({
    licenseId: row.id,
    licenseKey: row.license_key,
    expiresAt: row.expires_at,
    pluginName: inLanguage(row, "name", row.language),
    language: row.language,
    email: row.email,
    name: displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username, email: row.email }),
  }));
}

/** The reminder of one stage, in the customer's language, with the renewal link that keeps the key. */
export function reminderMail(candidate: ReminderCandidate, stage: number, publicUrl: string): EmailMessage {
  const { language } = candidate;
  const t = translator(language);
  const date = formatLongDate(candidate.expiresAt, language);
  const values = { plugin: candidate.pluginName, date, company: company.name };
  const expired = stage === 0;
  const renewUrl = new URL(checkoutHref({ kind: "renewal", licenseId: candidate.licenseId }, language), publicUrl).toString();
  const myLicensesUrl = new URL(hrefOf("myLicenses", language), publicUrl).toString();
  const subject = t(expired ? "renewals.mail.subject.expired" : "renewals.mail.subject.expiring", values);
  const rendered = renderMail(
    {
      language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("renewals.mail.greeting", { name: candidate.name }) },
        { kind: "paragraph", text: t(expired ? "renewals.mail.text.expired" : "renewals.mail.text.expiring", values) },
        {
          kind: "fields",
          rows: [
            { label: t("renewals.mail.plugin"), value: candidate.pluginName },
            { label: t("renewals.mail.key"), value: maskLicenseKey(candidate.licenseKey) },
            { label: t("renewals.mail.expires"), value: date },
          ],
        },
        { kind: "paragraph", text: `${t("renewals.mail.renew")}\n${renewUrl}` },
        { kind: "paragraph", text: `${t("renewals.mail.myLicenses")}\n${myLicensesUrl}` },
        { kind: "paragraph", text: t("renewals.mail.signature", values) },
      ],
    },
    publicUrl,
  );
  return { to: candidate.email, language, ...rendered };
}

export interface ReminderSettings {
  stages: readonly number[];
  publicUrl: string;
}

/**
 * Queues the reminder each licence is due for, exactly once per licence, stage and expiry: the row
 * in `license_reminders` and the mail are written in one transaction, and the row's unique
 * constraint lets only one writer in, whichever process or round comes first. Answers how many
 * mails were queued.
 */
export async function queueRenewalReminders(db: Db, now: Date, settings: ReminderSettings): Promise<number> {
  if (settings.stages.length === 0) return 0;
  let queued = 0;
  for (const candidate of await candidates(db, now, settings.stages)) {
    const stage = reminderStageAt(new Date(candidate.expiresAt), now, settings.stages);
    if (stage === null) continue;
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("license_reminders")
        .values({ license_id: candidate.licenseId, stage, expires_at: candidate.expiresAt, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(["license_id", "stage", "expires_at"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await enqueueEmail(trx, reminderMail(candidate, stage, settings.publicUrl), now);
      return true;
    });
    if (inserted) queued += 1;
  }
  return queued;
}
