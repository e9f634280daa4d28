import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { Fact, FactList } from "../../admin-kit/fact-list.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { LicenseActionResult } from "./license-actions.server.ts";
import type { LicenseDetail, LicenseHistoryEntry } from "./license-detail.server.ts";
import { maxMonths, maxSiteLimit } from "./license-limits.ts";
import { CopyableKey, LicenseStateBadge, sitesOfLimit } from "./license-parts.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { hrefOf, localizeHref } from "../../../i18n/paths.ts";

type ActivationView = LicenseDetail["activations"]["items"][number];

const environmentLabels: Record<ActivationView["environment"], MessageKey> = {
  production: "admin.licenses.environment.production",
  staging: "admin.licenses.environment.staging",
  development: "admin.licenses.environment.development",
  local: "admin.licenses.environment.local",
};

const orderKindLabels: Record<Extract<LicenseHistoryEntry, { kind: "order" }>["orderKind"], MessageKey> = {
  purchase: "admin.licenses.history.purchase",
  renewal: "admin.licenses.history.renewal",
  upgrade: "admin.licenses.history.upgrade",
};

const orderStatusLabels: Record<Extract<LicenseHistoryEntry, { kind: "order" }>["orderStatus"], MessageKey> = {
  pending: "admin.licenses.orderStatus.pending",
  paid: "admin.licenses.orderStatus.paid",
  cancelled: "admin.licenses.orderStatus.cancelled",
  failed: "admin.licenses.orderStatus.failed",
  refunded: "admin.licenses.orderStatus.refunded",
};

/** The errors of the form that was submitted last, if it is this one. */
function errorsFor(result: LicenseActionResult | undefined, intent: string): Record<string, MessageKey> {
  return result && !result.ok && result.intent === intent ? result.errors : {};
}

/** One box of the actions section: a heading, what the step does, and its form. */
function ActionPanel({ id, heading, hint, children }: { id: string; heading: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-300 p-4">
      <h3 id={id} className="text-lg font-semibold">
        {heading}
      </h3>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      {children}
    </section>
  );
}

function FormError({ error }: { error: MessageKey | undefined }) {
  const { t } = useI18n();
  return error ? <p className="mt-2 text-sm font-medium text-red-800">{t(error)}</p> : null;
}

function Overview({ license }: { license: LicenseDetail }) {
  const { t, language } = useI18n();
  return (
    <FactList>
      <Fact label={t("admin.licenses.field.key")}>
        <CopyableKey licenseKey={license.key} />
      </Fact>
      <Fact label={t("admin.licenses.field.state")}>
        <LicenseStateBadge status={license.status} />
        {license.storedStatus === "disabled" ? <p className="mt-1 text-sm text-muted">{t("admin.licenses.disabledHint")}</p> : null}
      </Fact>
      <Fact label={t("admin.licenses.field.owner")}>
        <Link to={localizeHref(`/admin/customers/${license.owner.id}`, language)} className={linkClass}>
          {license.owner.email}
        </Link>
        {license.owner.name ? <span className="block text-muted">{license.owner.name}</span> : null}
      </Fact>
      <Fact label={t("admin.licenses.field.plugin")}>
        {license.pluginName} · {license.optionName}
      </Fact>
      <Fact label={t("admin.licenses.field.order")}>
        {license.order ? (
          <Link to={localizeHref(`/admin/orders/${license.order.id}`, language)} className={linkClass}>
            {license.order.number}
          </Link>
        ) : (
          <>
            <span>{t("admin.licenses.noOrder")}</span>
            {license.note ? <span className="block text-muted">{t("admin.licenses.note", { note: license.note })}</span> : null}
          </>
        )}
      </Fact>
      <Fact label={t("admin.licenses.field.expires")}>{license.expiresOn}</Fact>
      <Fact label={t("admin.licenses.field.sites")}>{sitesOfLimit(license.sitesUsed, license.siteLimit, t)}</Fact>
      <Fact label={t("admin.licenses.field.created")}>{license.createdAt}</Fact>
    </FactList>
  );
}

function StateActions({ license, result }: { license: LicenseDetail; result: LicenseActionResult | undefined }) {
  const { t } = useI18n();
  const errors = { ...errorsFor(result, "revoke"), ...errorsFor(result, "enable") };
  return (
    <ActionPanel id="license-state-heading" heading={t("admin.licenses.action.stateHeading")} hint={t("admin.licenses.action.stateHint")}>
      <div className="mt-3 flex flex-wrap gap-3">
        {license.storedStatus !== "revoked" ? (
          <>
            <Form method="post" id="license-revoke" />
            <ConfirmSubmit
              form="license-revoke"
              intent="revoke"
              label={t("admin.licenses.action.revoke")}
              title={t("admin.licenses.action.revokeTitle")}
              description={t("admin.licenses.action.revokeDescription", { key: license.maskedKey, owner: license.owner.email })}
              confirmLabel={t("admin.licenses.action.revokeConfirm")}
            />
          </>
        ) : null}
        {license.storedStatus !== "active" ? (
          <Form method="post">
            <button type="submit" name="intent" value="enable" className={buttonStyles.secondary}>
              {t("admin.licenses.action.enable")}
            </button>
          </Form>
        ) : null}
      </div>
      <FormError error={errors.form} />
    </ActionPanel>
  );
}

function ExtendForm({ license, result }: { license: LicenseDetail; result: LicenseActionResult | undefined }) {
  const { t } = useI18n();
  const errors = errorsFor(result, "extend");
  return (
    <ActionPanel
      id="license-extend-heading"
      heading={t("admin.licenses.action.extendHeading")}
      hint={t("admin.licenses.action.extendHint", { expires: license.expiresOn })}
    >
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <FormField
          name="months"
          type="number"
          label={t("admin.licenses.field.months")}
          error={errors.months}
          hint={t("admin.licenses.field.monthsHint", { max: maxMonths })}
        />
        <FormField name="until" type="day" label={t("admin.licenses.field.until")} error={errors.until} hint={t("admin.licenses.field.untilHint")} />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="extend" className={buttonStyles.primary}>
            {t("admin.licenses.action.extend")}
          </button>
        </div>
      </Form>
    </ActionPanel>
  );
}

function SiteLimitForm({ license, result }: { license: LicenseDetail; result: LicenseActionResult | undefined }) {
  const { t } = useI18n();
  const errors = errorsFor(result, "siteLimit");
  return (
    <ActionPanel id="license-limit-heading" heading={t("admin.licenses.action.siteLimitHeading")}>
      <Form method="post" className="mt-3 space-y-4">
        <FormField
          name="siteLimit"
          type="number"
          label={t("admin.licenses.field.siteLimit")}
          defaultValue={license.siteLimit}
          error={errors.siteLimit}
          hint={t("admin.licenses.field.siteLimitHint", { used: license.sitesUsed, max: maxSiteLimit })}
        />
        <UnlimitedCheckbox id="license-unlimited" defaultChecked={license.siteLimit === null} />
        <button type="submit" name="intent" value="siteLimit" className={buttonStyles.primary}>
          {t("admin.licenses.action.siteLimit")}
        </button>
      </Form>
    </ActionPanel>
  );
}

export function UnlimitedCheckbox({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name="unlimited" defaultChecked={defaultChecked} className="h-5 w-5 accent-brand-700" />
      <label htmlFor={id} className="font-medium">
        {t("admin.licenses.field.unlimited")}
      </label>
    </div>
  );
}

function ActivationRow({ activation }: { activation: ActivationView }) {
  const { t } = useI18n();
  return (
    <tr className={rowClass}>
      <td className={`${cellClass} break-all`}>{activation.siteUrl}</td>
      <td className={cellClass}>{t(environmentLabels[activation.environment])}</td>
      <td className={cellClass}>{t(activation.countsTowardLimit ? "admin.licenses.yes" : "admin.licenses.no")}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{activation.activatedAt}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{activation.lastSeenAt}</td>
      <td className={cellClass}>
        {activation.deactivatedAt ?? (
          <Form method="post">
            <input type="hidden" name="activationId" value={activation.id} />
            <button
              type="submit"
              name="intent"
              value="deactivateSite"
              aria-label={t("admin.licenses.action.deactivateSiteLabel", { site: activation.siteUrl })}
              className="rounded-md border border-gray-400 px-3 py-1 font-medium hover:bg-gray-100"
            >
              {t("admin.licenses.action.deactivateSite")}
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}

function Activations({ license, result }: { license: LicenseDetail; result: LicenseActionResult | undefined }) {
  const { t } = useI18n();
  const { activations } = license;
  const errors = { ...errorsFor(result, "resetActivations"), ...errorsFor(result, "deactivateSite") };
  return (
    <section aria-labelledby="license-activations-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="license-activations-heading" className="text-xl font-semibold">
          {t("admin.licenses.activations.heading")}
        </h2>
        {license.activeSites > 0 ? (
          <>
            <Form method="post" id="license-reset" />
            <ConfirmSubmit
              form="license-reset"
              intent="resetActivations"
              label={t("admin.licenses.action.reset")}
              title={t("admin.licenses.action.resetTitle")}
              description={t("admin.licenses.action.resetDescription", { count: license.activeSites })}
              confirmLabel={t("admin.licenses.action.resetConfirm")}
            />
          </>
        ) : null}
      </div>
      <FormError error={errors.form} />
      <AdminTable
        className="mt-3"
        label={t("admin.licenses.activations.heading")}
        minWidth="min-w-[52rem]"
        empty={activations.items.length === 0}
        emptyText={t("admin.licenses.activations.none")}
        columns={[
          { label: t("admin.licenses.activations.site") },
          { label: t("admin.licenses.activations.environment") },
          { label: t("admin.licenses.activations.counts") },
          { label: t("admin.licenses.activations.activated") },
          { label: t("admin.licenses.activations.lastSeen") },
          { label: t("admin.licenses.activations.deactivated") },
        ]}
      >
        {activations.items.map((activation) => (
          <ActivationRow key={activation.id} activation={activation} />
        ))}
      </AdminTable>
      {activations.total > 0 ? (
        <Pager
          page={activations.page}
          pageCount={activations.pageCount}
          total={activations.total}
          label={t("admin.licenses.activations.pages")}
          anchor="license-activations-heading"
        />
      ) : null}
    </section>
  );
}

function History({ entries }: { entries: LicenseHistoryEntry[] }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="license-history-heading" className="mt-10">
      <h2 id="license-history-heading" className="text-xl font-semibold">
        {t("admin.licenses.history.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3">{t("admin.licenses.history.none")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-300" data-testid="license-history">
          {entries.map((entry) => (
            <li key={entry.kind === "order" ? `order-${entry.orderId}` : `audit-${entry.id}`} className="px-4 py-3">
              <p className="text-sm text-muted">{entry.when}</p>
              {entry.kind === "order" ? (
                <p className="mt-1">
                  {t(orderKindLabels[entry.orderKind])}:{" "}
                  <Link to={localizeHref(`/admin/orders/${entry.orderId}`, language)} className={linkClass}>
                    {entry.orderNumber}
                  </Link>{" "}
                  · {entry.amount} · {t(orderStatusLabels[entry.orderStatus])}
                </p>
              ) : (
                <>
                  <p className="mt-1">{t("admin.licenses.history.byAdmin", { action: entry.label, actor: entry.actor })}</p>
                  {entry.changes ? <p className="mt-1 font-mono text-xs break-all text-muted">{entry.changes}</p> : null}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function LicenseDetailScreen({ license, result, granted }: { license: LicenseDetail; result: LicenseActionResult | undefined; granted: boolean }) {
  const { t, language } = useI18n();
  const success = result?.ok ? result.notice : granted ? "admin.licenses.notice.granted" : undefined;
  return (
    <>
      <DetailHeading
        backHref={hrefOf("adminLicenses", language)}
        backLabel={t("admin.licenses.backToList")}
        title={t("admin.licenses.detail.heading", { plugin: license.pluginName, key: license.maskedKey })}
      />
      <ActionNotice success={success} error={result && !result.ok && result.status === 404 ? "admin.error.notFound" : undefined} />
      <Overview license={license} />
      <section aria-labelledby="license-actions-heading" className="mt-10">
        <h2 id="license-actions-heading" className="text-xl font-semibold">
          {t("admin.licenses.action.heading")}
        </h2>
        <div className="mt-4 grid gap-4 xl:grid-cols-2">
          <StateActions license={license} result={result} />
          <SiteLimitForm license={license} result={result} />
          <ExtendForm license={license} result={result} />
        </div>
      </section>
      <Activations license={license} result={result} />
      <History entries={license.history} />
    </>
  );
}
