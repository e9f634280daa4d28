import { Form, useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatFileSize, formatLongDate } from "../../../i18n/format.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import type { PluginActionData } from "./plugin-outcome.ts";
import { Pager } from "../../admin-kit/pager.tsx";
import { releasePageParam } from "./plugin-schemas.ts";
import type { AdminRelease, AdminReleasePage } from "./releases.server.ts";
import { UploadField } from "./upload-field.tsx";

function ReleaseRow({ release }: { release: AdminRelease }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass} data-testid="admin-release-row">
      <td className={`${cellClass} font-semibold`}>{release.version}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatLongDate(release.released_on, language)}</td>
      <td className={cellClass}>
        {t("admin.plugins.release.requirementsText", { wordpress: release.requires_wordpress, tested: release.tested_up_to, php: release.requires_php })}
      </td>
      <td className={cellClass}>
        <ul className="list-disc pl-4">
          {release[`changelog_${language}`].split("\n").map((change, index) => (
            <li key={index}>{change}</li>
          ))}
        </ul>
      </td>
      <td className={cellClass}>
        {release.zip_sha256 && release.zip_bytes !== null ? (
          <>
            {formatFileSize(release.zip_bytes, language)}
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
  );
}

/** Releases newest first, and the form that adds the next one with its zip. */
export function ReleasesPanel({
  releases,
  hostedOnWordPressOrg,
  zipLimitBytes,
  actionData,
}: {
  releases: AdminReleasePage;
  hostedOnWordPressOrg: boolean;
  zipLimitBytes: number;
  actionData: PluginActionData | undefined;
}) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const adding = actionData?.intent === "addRelease" ? actionData : undefined;
  const { newest } = releases;
  const today = new Date().toISOString().slice(0, 10);
  const zipLimit = formatFileSize(zipLimitBytes, language);
  return (
    <section aria-labelledby="plugin-releases" className="mt-10">
      <h2 id="plugin-releases" className="text-xl font-semibold">
        {t("admin.plugins.releases.title")}
      </h2>
      <AdminTable
        className="mt-4"
        label={t("admin.plugins.releases.region")}
        caption={t("admin.plugins.releases.caption")}
        minWidth="min-w-[48rem]"
        empty={releases.items.length === 0}
        emptyText={t("admin.plugins.releases.none")}
        columns={[
          { label: t("admin.plugins.release.version") },
          { label: t("admin.plugins.release.date") },
          { label: t("admin.plugins.release.requirements") },
          { label: t("admin.plugins.release.changes") },
          { label: t("admin.plugins.release.zip") },
        ]}
      >
        {releases.items.map((release) => (
          <ReleaseRow key={release.id} release={release} />
        ))}
      </AdminTable>
      {releases.total > 0 ? (
        <Pager
          page={releases.page}
          pageCount={releases.pageCount}
          total={releases.total}
          param={releasePageParam}
          label={t("admin.plugins.releases.pages")}
          anchor="plugin-releases"
        />
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${pathname}?upload=release`}
        noValidate
        className="mt-6 space-y-4 rounded-lg border border-gray-300 bg-white p-4"
        aria-labelledby="plugin-release-add"
        key={releases.total}
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
          <FormField name="released_on" type="day" label={t("admin.plugins.release.date")} defaultValue={today} error={adding?.errors?.released_on} required />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div lang="de">
            <FormField
              name="changelog_de"
              label={t("admin.plugins.release.changelogDe")}
              hint={t("admin.plugins.field.linesHint")}
              error={adding?.errors?.changelog_de}
              required
              rows={4}
            />
          </div>
          <div lang="en">
            <FormField
              name="changelog_en"
              label={t("admin.plugins.release.changelogEn")}
              hint={t("admin.plugins.field.linesHint")}
              error={adding?.errors?.changelog_en}
              required
              rows={4}
            />
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField
            name="requires_wordpress"
            label={t("admin.plugins.release.requiresWordPress")}
            defaultValue={newest?.requires_wordpress}
            error={adding?.errors?.requires_wordpress}
            required
            maxLength={16}
          />
          <FormField
            name="tested_up_to"
            label={t("admin.plugins.release.testedUpTo")}
            defaultValue={newest?.tested_up_to}
            error={adding?.errors?.tested_up_to}
            required
            maxLength={16}
          />
          <FormField
            name="requires_php"
            label={t("admin.plugins.release.requiresPhp")}
            defaultValue={newest?.requires_php}
            error={adding?.errors?.requires_php}
            required
            maxLength={16}
          />
        </div>
        <UploadField
          name="zip"
          label={t("admin.plugins.release.zipFile")}
          accept=".zip,application/zip"
          required={!hostedOnWordPressOrg}
          hint={t(hostedOnWordPressOrg ? "admin.plugins.release.zipHintOptional" : "admin.plugins.release.zipHint", { size: zipLimit })}
          error={adding?.errors?.zip}
          size={zipLimit}
        />
        <ActionNotice success={adding?.notice} warnings={adding?.warnings} error={adding?.errors?.form} />
        <button type="submit" name="intent" value="addRelease" className={buttonStyles.primary}>
          {t("admin.plugins.releases.addSubmit")}
        </button>
      </Form>
    </section>
  );
}
