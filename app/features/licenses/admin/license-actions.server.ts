import { z } from "../../../zod.ts";
import type { Db } from "../../../../db/client.ts";
import type { StoredLicenseStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { addCalendarMonthsUtc } from "../calendar-months.ts";
import { maskLicenseKey } from "../license-key.ts";
import { adminFieldErrorsOf, intentOf } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { checkboxField, dayField, formFields, monthsField, refineOneTerm, siteLimitField } from "./license-form-fields.ts";
import { endOfViennaDay, viennaDayOf } from "../../../i18n/vienna-time.ts";

export const licenseIntents = ["revoke", "enable", "extend", "siteLimit", "resetActivations", "deactivateSite"] as const;
export type LicenseIntent = (typeof licenseIntents)[number];

/** Steps that take something away from the customer: only the confirm button of their dialog sends them. */
const destructiveIntents: ReadonlySet<LicenseIntent> = new Set(["revoke", "resetActivations"]);

export type LicenseActionResult =
  { ok: true; intent: LicenseIntent; notice: MessageKey } | { ok: false; intent: string; status: 400 | 404; errors: Record<string, MessageKey> };

interface LockedLicense {
  id: number;
  license_key: string;
  status: StoredLicenseStatus;
  expires_at: string;
  site_limit: number | null;
}

/**
 * The licence row, locked for the rest of the transaction by a no-op update (as activateSite
 * does), so an activation arriving meanwhile waits: a new site limit is checked against the sites
 * that really hold a seat.
 */
async function lockLicense(trx: Db, licenseId: number): Promise<LockedLicense | undefined> {
  await trx
    .updateTable("licenses")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", licenseId)
    .execute();
  return trx.selectFrom("licenses").select(["id", "license_key", "status", "expires_at", "site_limit"]).where("id", "=", licenseId).executeTakeFirst();
}

async function activeSites(trx: Db, licenseId: number) {
  return trx
    .selectFrom("license_activations")
    .select(["id", "site_url", "counts_toward_limit"])
    .where("license_id", "=", licenseId)
    .where("deactivated_at", "is", null)
    .orderBy("id")
    .execute();
}

class Refusal extends Error {
  readonly errors: Record<string, MessageKey>;
  readonly status: 400 | 404;
  constructor(errors: Record<string, MessageKey>, status: 400 | 404 = 400) {
    super("refused");
    this.errors = errors;
    this.status = status;
  }
}

const extendSchema = z.object({ months: monthsField, until: dayField }).superRefine((value, context) => refineOneTerm(value, context, true));
const siteLimitSchema = z
  .object({ siteLimit: siteLimitField, unlimited: checkboxField })
  .refine((value) => value.unlimited || value.siteLimit !== undefined, { path: ["siteLimit"], message: "admin.licenses.error.siteLimit" });
const deactivateSiteSchema = z.object({ activationId: z.coerce.number().int().positive() });

type Change = { before: Record<string, unknown>; after: Record<string, unknown>; notice: MessageKey };

/** Each step changes the locked licence and tells what it changed, for the audit log. */
async function applyIntent(trx: Db, intent: LicenseIntent, license: LockedLicense, form: FormData, now: Date): Promise<Change> {
  const timestamp = now.toISOString();
  switch (intent) {
    case "revoke":
    case "enable": {
      const status = intent === "revoke" ? "revoked" : "active";
      if (license.status === status)
        throw new Refusal({ form: intent === "revoke" ? "admin.licenses.error.alreadyRevoked" : "admin.licenses.error.alreadyActive" });
      await trx.updateTable("licenses").set({ status, updated_at: timestamp }).where("id", "=", license.id).execute();
      return {
        before: { status: license.status },
        after: { status },
        notice: intent === "revoke" ? "admin.licenses.notice.revoked" : "admin.licenses.notice.enabled",
      };
    }
    case "extend": {
      const parsed = extendSchema.safeParse(formFields(form, ["months", "until"]));
      if (!parsed.success) throw new Refusal(adminFieldErrorsOf(parsed.error));
      // Extending adds time; an expiry already past is extended from today, so no days are granted that lie behind us.
      const from = new Date(Math.max(now.getTime(), Date.parse(license.expires_at)));
      const { months, until } = parsed.data;
      // A last day counts in whole days: the day of the current end (or today) is no extension.
      if (until !== undefined && until <= viennaDayOf(from)) throw new Refusal({ until: "admin.licenses.error.untilNotLater" });
      const expiresAt = until !== undefined ? endOfViennaDay(until) : addCalendarMonthsUtc(from, months ?? 0);
      await trx.updateTable("licenses").set({ expires_at: expiresAt.toISOString(), updated_at: timestamp }).where("id", "=", license.id).execute();
      return {
        before: { expires_at: viennaDayOf(license.expires_at) },
        after: { expires_at: viennaDayOf(expiresAt) },
        notice: "admin.licenses.notice.extended",
      };
    }
    case "siteLimit": {
      const parsed = siteLimitSchema.safeParse(formFields(form, ["siteLimit", "unlimited"]));
      if (!parsed.success) throw new Refusal(adminFieldErrorsOf(parsed.error));
      const siteLimit = parsed.data.unlimited ? null : (parsed.data.siteLimit ?? null);
      if (siteLimit === license.site_limit) throw new Refusal({ siteLimit: "admin.licenses.error.siteLimitUnchanged" });
      const counted = (await activeSites(trx, license.id)).filter((site) => site.counts_toward_limit === 1).length;
      if (siteLimit !== null && siteLimit < counted) throw new Refusal({ siteLimit: "admin.licenses.error.siteLimitBelowUsed" });
      await trx.updateTable("licenses").set({ site_limit: siteLimit, updated_at: timestamp }).where("id", "=", license.id).execute();
      return { before: { site_limit: license.site_limit }, after: { site_limit: siteLimit }, notice: "admin.licenses.notice.siteLimitChanged" };
    }
    case "resetActivations": {
      const sites = await activeSites(trx, license.id);
      if (sites.length === 0) throw new Refusal({ form: "admin.licenses.error.noActiveSites" });
      // The rows stay, marked deactivated: the history keeps where the licence ran, and a site that activates again reuses its row.
      await trx
        .updateTable("license_activations")
        .set({ deactivated_at: timestamp })
        .where("license_id", "=", license.id)
        .where("deactivated_at", "is", null)
        .execute();
      return { before: { active_sites: sites.map((site) => site.site_url) }, after: { active_sites: [] }, notice: "admin.licenses.notice.activationsReset" };
    }
    case "deactivateSite": {
      const parsed = deactivateSiteSchema.safeParse(formFields(form, ["activationId"]));
      const site = parsed.success ? (await activeSites(trx, license.id)).find((candidate) => candidate.id === parsed.data.activationId) : undefined;
      if (!site) throw new Refusal({ form: "admin.licenses.error.siteNotActive" });
      await trx.updateTable("license_activations").set({ deactivated_at: timestamp }).where("id", "=", site.id).execute();
      return { before: { site: site.site_url, active: true }, after: { site: site.site_url, active: false }, notice: "admin.licenses.notice.siteDeactivated" };
    }
  }
}

const auditActions: Record<LicenseIntent, string> = {
  revoke: "license.revoke",
  enable: "license.enable",
  extend: "license.extend",
  siteLimit: "license.site_limit",
  resetActivations: "license.reset_activations",
  deactivateSite: "license.deactivate_site",
};

function isLicenseIntent(value: string): value is LicenseIntent {
  return (licenseIntents as readonly string[]).includes(value);
}

/**
 * One admin step on a licence, from the submitted form: validated, applied to the locked licence
 * and written to the audit log in one transaction, or refused with nothing changed.
 */
export async function runLicenseAction(db: Db, actor: CurrentUser, licenseId: number, form: FormData, now = new Date()): Promise<LicenseActionResult> {
  const intent = intentOf(form);
  if (!isLicenseIntent(intent.name)) return { ok: false, intent: intent.name, status: 400, errors: { form: "admin.error.unknownIntent" } };
  const name = intent.name;
  if (destructiveIntents.has(name) && !intent.confirmed) return { ok: false, intent: name, status: 400, errors: { form: "admin.error.notConfirmed" } };
  try {
    return await db.transaction().execute(async (trx) => {
      const license = await lockLicense(trx, licenseId);
      if (!license) throw new Refusal({ form: "admin.error.notFound" }, 404);
      const change = await applyIntent(trx, name, license, form, now);
      await recordAudit(
        trx,
        {
          actor,
          action: auditActions[name],
          record: { type: "license", id: license.id, label: maskLicenseKey(license.license_key) },
          before: change.before,
          after: change.after,
        },
        now,
      );
      return { ok: true as const, intent: name, notice: change.notice };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, intent: name, status: error.status, errors: error.errors };
    throw error;
  }
}
