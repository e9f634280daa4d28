import { useId } from "react";
import { Form, useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatLongDate } from "../../catalog/format.ts";
import { ActionNotice, FormField } from "../form-field.tsx";
import type { PluginActionData } from "./plugin-pages.server.ts";
import type { AdminRelease } from "./releases.server.ts";

export function formatMegabytes(bytes: number, language: Language): string {
  const megabytes = new Intl.NumberFormat(language === "de" ? "de-AT" : "en-US", { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return `${megabytes} MB`;
}

function ReleasesTable({ releases }: { releases: AdminRelease[] }) {
  const { t, language } = useI18n();
  const headerClass = "px-3 py-2 font-semibold";
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-gray-300 bg-white" tabIndex={0} role="region" aria-label={t("admin.plugins.releases.region")}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t("admin.plugins.releases.caption")}</caption>
        <thead className="border-b border-gray-300 bg-gray-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.release.version")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.release.date")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.release.requirements")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.release.changes")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.release.zip")}
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.id} className="border-b border-gray-200 align-top last:border-b-0" data-testid="admin-release-row">
              <td className="px-3 py-2 font-semibold">{release.version}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(release.released_on, language)}</td>
              <td className="px-3 py-2">
                {t("admin.plugins.release.requirementsText", { wordpress: release.requires_wordpress, tested: release.tested_up_to, php: release.requires_php })}
              </td>
              <td className="px-3 py-2">
                <ul className="list-disc pl-4">
                  {release[`changelog_${language}`].split("\n").map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2">
                {release.zip_sha256 && release.zip_bytes !== null ? (
                  <>
                    {formatMegabytes(release.zip_bytes, language)}
                    <span className="block text-muted">{t("admin.plugins.release.checksum")}</span>
                    <code className="block font-mono text-xs break-all" data-testid="release-sha256">
                      {release.zip_sha256}
                    </code>
                  </>
                ) : (
                  t("admin.plugins.release.noZip")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Releases newest first, and the form that adds the next one with its zip. */
export function ReleasesPanel({
  releases,
  hostedOnWordPressOrg,
  zipLimitBytes,
  actionData,
}: {
  releases: AdminRelease[];
  hostedOnWordPressOrg: boolean;
  zipLimitBytes: number;
  actionData: PluginActionData | undefined;
}) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const zipId = useId();
  const adding = actionData?.intent === "addRelease" ? actionData : undefined;
  const newest = releases[0];
  const today = new Date().toISOString().slice(0, 10);
  const zipError = adding?.errors?.zip;
  return (
    <section aria-labelledby="plugin-releases" className="mt-10">
      <h2 id="plugin-releases" className="text-xl font-semibold">
        {t("admin.plugins.releases.title")}
      </h2>
      {releases.length === 0 ? <p className="mt-4">{t("admin.plugins.releases.none")}</p> : <ReleasesTable releases={releases} />}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${pathname}?upload=release`}
        noValidate
        className="mt-6 space-y-4 rounded-lg border border-gray-300 bg-white p-4"
        aria-labelledby="plugin-release-add"
        key={releases.length}
      >
        <h3 id="plugin-release-add" className="font-semibold">
          {t("admin.plugins.releases.add")}
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            name="version"
            label={t("admin.plugins.release.version")}
            hint={newest ? t("admin.plugins.release.versionHintAfter", { version: newest.version }) : t("admin.plugins.release.versionHint")}
            error={adding?.errors?.version}
            required
            maxLength={32}
          />
          <FormField name="released_on" type="date" label={t("admin.plugins.release.date")} defaultValue={today} error={adding?.errors?.released_on} required />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div lang="de">
            <FormField name="changelog_de" label={t("admin.plugins.release.changelogDe")} hint={t("admin.plugins.field.linesHint")} error={adding?.errors?.changelog_de} required rows={4} />
          </div>
          <div lang="en">
            <FormField name="changelog_en" label={t("admin.plugins.release.changelogEn")} hint={t("admin.plugins.field.linesHint")} error={adding?.errors?.changelog_en} required rows={4} />
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField name="requires_wordpress" label={t("admin.plugins.release.requiresWordPress")} defaultValue={newest?.requires_wordpress} error={adding?.errors?.requires_wordpress} required maxLength={16} />
          <FormField name="tested_up_to" label={t("admin.plugins.release.testedUpTo")} defaultValue={newest?.tested_up_to} error={adding?.errors?.tested_up_to} required maxLength={16} />
          <FormField name="requires_php" label={t("admin.plugins.release.requiresPhp")} defaultValue={newest?.requires_php} error={adding?.errors?.requires_php} required maxLength={16} />
        </div>
        <div>
          <label htmlFor={zipId} className="block font-medium">
            {t("admin.plugins.release.zipFile")}
          </label>
          <input
            id={zipId}
            type="file"
            name="zip"
            accept=".zip,application/zip"
            required={!hostedOnWordPressOrg}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={`${zipId}-hint${zipError ? ` ${zipId}-error` : ""}`}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-2 file:font-medium"
          />
          <p id={`${zipId}-hint`} className="mt-1 text-sm text-muted">
            {t(hostedOnWordPressOrg ? "admin.plugins.release.zipHintOptional" : "admin.plugins.release.zipHint", { size: formatMegabytes(zipLimitBytes, language) })}
          </p>
          {zipError ? (
            <p id={`${zipId}-error`} className="mt-1 text-sm font-medium text-red-800">
              {t(zipError, { size: formatMegabytes(zipLimitBytes, language) })}
            </p>
          ) : null}
        </div>
        <ActionNotice success={adding?.notice} error={adding?.errors?.form} />
        <button type="submit" name="intent" value="addRelease" className={buttonStyles.primary}>
          {t("admin.plugins.releases.addSubmit")}
        </button>
      </Form>
    </section>
  );
}
