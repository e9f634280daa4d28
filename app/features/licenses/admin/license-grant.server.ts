import { sql } from "kysely";
import { z } from "../../../zod.ts";
import type { Db } from "../../../../db/client.ts";
import { company } from "../../../company.ts";
import { type MessageKey, translator } from "../../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../../i18n/paths.ts";
import { type CurrentUser, displayNameOf } from "../../accounts/current-user.ts";
import { addCalendarMonthsUtc } from "../calendar-months.ts";
import { generateLicenseKey, maskLicenseKey } from "../license-key.ts";
import { renderMail } from "../../mail/mail-layout.server.ts";
import { enqueueEmail } from "../../mail/outbox.server.ts";
import { adminFieldErrorsOf } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { maxNoteLength } from "./license-limits.ts";
import { checkboxField, dayField, formFields, monthsField, refineOneTerm, siteLimitField } from "./license-form-fields.ts";
import { endOfViennaDay, formatViennaDate, viennaDayOf } from "../../../i18n/vienna-time.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";

/** A pricing option the grant form offers, with the terms it prefills. */
export interface GrantableOption {
  id: number;
  pluginName: string;
  optionName: string;
  /** Null for unlimited. */
  siteLimit: number | null;
  updateMonths: number;
}

/**
 * Every active pricing option of every plugin (published or not: a beta tester may get one), by
 * plugin. The choices of one select rather than a list to page: the shop's few plugins with a
 * handful of options each.
 */
export async function grantableOptions(db: Db, language: Language): Promise<GrantableOption[]> {
  const rows = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .select([
      "pricing_options.id",
      "pricing_options.site_limit",
      "pricing_options.update_months",
      "pricing_options.name_de",
      "pricing_options.name_en",
      "plugins.name_de as plugin_name_de",
      "plugins.name_en as plugin_name_en",
    ])
    .where("pricing_options.active", "=", 1)
    .orderBy(language === "de" ? "plugins.name_de" : "plugins.name_en")
    .orderBy("pricing_options.position")
    .orderBy("pricing_options.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    pluginName: inLanguage(row, "plugin_name", language),
    optionName: inLanguage(row, "name", language),
    siteLimit: row.site_limit,
    updateMonths: row.update_months,
  }));
}

export const grantFieldNames = ["email", "pricingOptionId", "siteLimit", "unlimited", "months", "until", "note"] as const;

const grantSchema = z
  .object({
    email: z.string("admin.licenses.grant.error.email").max(320, "admin.licenses.grant.error.email").pipe(z.email("admin.licenses.grant.error.email")),
    pricingOptionId: z.coerce
      .number({ error: "admin.licenses.grant.error.option" })
      .int("admin.licenses.grant.error.option")
      .positive("admin.licenses.grant.error.option"),
    siteLimit: siteLimitField,
    unlimited: checkboxField,
    months: monthsField,
    until: dayField,
    note: z.string("admin.licenses.grant.error.note").min(1, "admin.licenses.grant.error.note").max(maxNoteLength, "admin.licenses.grant.error.noteLength"),
  })
  .superRefine((value, context) => refineOneTerm(value, context, false));

export type GrantResult = { ok: true; licenseId: number } | { ok: false; errors: Record<string, MessageKey> };

class GrantRefusal extends Error {
  readonly errors: Record<string, MessageKey>;
  constructor(errors: Record<string, MessageKey>) {
    super("grant refused");
    this.errors = errors;
  }
}

function sitesText(siteLimit: number | null, language: Language): string {
  const t = translator(language);
  return siteLimit === null ? t("admin.licenses.grantMail.sitesUnlimited") : String(siteLimit);
}

/**
 * Gives a customer a licence without an order (`order_id` null, the reason in `note`): a new key
 * like a purchased one, the option's terms unless the admin set others, the key mailed to the
 * customer in their language, and the grant in the audit log, all in one transaction. The
 * customer must already have an account.
 */
export async function grantLicense(
  db: Db,
  actor: CurrentUser,
  form: FormData,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<GrantResult> {
  const parsed = grantSchema.safeParse(formFields(form, grantFieldNames));
  if (!parsed.success) return { ok: false, errors: adminFieldErrorsOf(parsed.error) };
  const input = parsed.data;
  try {
    const licenseId = await db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom("users")
        .select(["id", "email", "language", "display_name", "first_name", "last_name", "username"])
        .where(sql<string>`lower(email)`, "=", input.email.toLowerCase())
        .executeTakeFirst();
      const option = await trx
        .selectFrom("pricing_options")
        .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
        .select([
          "pricing_options.id",
          "pricing_options.plugin_id",
          "pricing_options.site_limit",
          "pricing_options.update_months",
          "plugins.slug",
          "plugins.name_de",
          "plugins.name_en",
        ])
        .where("pricing_options.id", "=", input.pricingOptionId)
        .executeTakeFirst();
      const problems: Record<string, MessageKey> = {};
      if (!customer) problems.email = "admin.licenses.grant.error.noCustomer";
      if (!option) problems.pricingOptionId = "admin.licenses.grant.error.option";
      if (!customer || !option) throw new GrantRefusal(problems);

      const expiresAt = input.until !== undefined ? endOfViennaDay(input.until) : addCalendarMonthsUtc(now, input.months ?? option.update_months);
      if (expiresAt.getTime() <= now.getTime()) throw new GrantRefusal({ until: "admin.licenses.grant.error.untilPast" });
      const siteLimit = input.unlimited ? null : (input.siteLimit ?? option.site_limit);
      const key = generateLicenseKey();
      const timestamp = now.toISOString();
      const { id } = await trx
        .insertInto("licenses")
        .values({
          license_key: key,
          user_id: customer.id,
          order_id: null,
          plugin_id: option.plugin_id,
          pricing_option_id: option.id,
          site_limit: siteLimit,
          status: "active",
          expires_at: expiresAt.toISOString(),
          note: input.note,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const language = customer.language;
      const t = translator(language);
      const pluginName = inLanguage(option, "name", language);
      const name = displayNameOf(
        {
          displayName: customer.display_name,
          firstName: customer.first_name,
          lastName: customer.last_name,
          username: customer.username,
          email: customer.email,
        },
        customer.email,
      );
      const subject = t("admin.licenses.grantMail.subject", { plugin: pluginName });
      const mail = renderMail(
        {
          language,
          subject,
          blocks: [
            { kind: "paragraph", text: t("admin.licenses.grantMail.greeting", { name }) },
            { kind: "paragraph", text: t("admin.licenses.grantMail.text", { company: company.name, plugin: pluginName }) },
            {
              kind: "fields",
              rows: [
                { label: t("admin.licenses.grantMail.plugin"), value: pluginName },
                { label: t("admin.licenses.grantMail.key"), value: key },
                { label: t("admin.licenses.grantMail.sites"), value: sitesText(siteLimit, language) },
                { label: t("admin.licenses.grantMail.updatesUntil"), value: formatViennaDate(expiresAt.toISOString(), language) },
              ],
            },
            { kind: "paragraph", text: t("admin.licenses.grantMail.nextSteps") },
            { kind: "paragraph", text: `${t("admin.licenses.grantMail.myLicenses")}\n${new URL(hrefOf("myLicenses", language), publicUrl).toString()}` },
            { kind: "paragraph", text: t("admin.licenses.grantMail.signature", { company: company.name }) },
          ],
        },
        publicUrl,
      );
      await enqueueEmail(trx, { to: customer.email, language, ...mail, replyTo: company.email }, now);
      await recordAudit(
        trx,
        {
          actor,
          action: "license.grant",
          record: { type: "license", id, label: maskLicenseKey(key) },
          after: {
            owner: customer.email,
            plugin: option.slug,
            pricing_option_id: option.id,
            site_limit: siteLimit,
            expires_at: viennaDayOf(expiresAt),
            note: input.note,
          },
        },
        now,
      );
      return id;
    });
    return { ok: true, licenseId };
  } catch (error) {
    if (error instanceof GrantRefusal) return { ok: false, errors: error.errors };
    throw error;
  }
}
