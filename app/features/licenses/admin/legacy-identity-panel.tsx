import { useId } from "react";
import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PluginEditorSection } from "../../catalog/admin/plugin-editor-screen.tsx";
import type { PluginActionData } from "../../catalog/admin/plugin-outcome.ts";
import type { LegacyIdentityValues, LegacyIdentityView } from "./legacy-identity.server.ts";

function Field({
  name,
  label,
  hint,
  value,
  error,
  rows,
}: {
  name: keyof LegacyIdentityValues;
  label: string;
  hint: string;
  value: string;
  error?: MessageKey;
  rows?: number;
}) {
  const { t } = useI18n();
  const id = useId();
  const shared = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-hint ${id}-error` : `${id}-hint`,
    className: "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 font-mono aria-invalid:border-red-700",
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...shared} /> : <input type="text" {...shared} />}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The plugin's names under the vendor's old licence server (decision 049), which protocols its
 * installed copies may use, and the last request seen per protocol. Saved with the intent `saveLegacy`.
 */
export function LegacyIdentityPanel({ view, errors, notice }: { view: LegacyIdentityView; errors?: Record<string, MessageKey>; notice?: MessageKey }) {
  const { t, language } = useI18n();
  const dateTime = new Intl.DateTimeFormat(language === "de" ? "de-AT" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Vienna" });
  const { values } = view;
  return (
    <section aria-labelledby="plugin-legacy" className="mt-10">
      <h2 id="plugin-legacy" className="text-xl font-semibold">
        {t("admin.plugins.legacy.title")}
      </h2>
      <p className="mt-2">{t("admin.plugins.legacy.intro")}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6" data-testid="legacy-protocols">
        {(["edd", "puc"] as const).map((protocol) => {
          const seen = view.lastSeen.find((entry) => entry.protocol === protocol);
          return (
            <li key={protocol}>
              <span className="font-medium">{t(`admin.plugins.legacy.protocol.${protocol}`)}</span>
              {": "}
              {view.protocols.includes(protocol) ? t("admin.plugins.legacy.enabled") : t("admin.plugins.legacy.disabled")}
              {". "}
              {seen
                ? t("admin.plugins.legacy.lastSeen", { action: seen.action, when: dateTime.format(new Date(seen.seenAt)) })
                : t("admin.plugins.legacy.neverSeen")}
            </li>
          );
        })}
      </ul>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2">
        <Field
          name="eddItemIds"
          rows={3}
          label={t("admin.plugins.legacy.eddItemIds")}
          hint={t("admin.plugins.legacy.eddItemIdsHint")}
          value={values.eddItemIds}
          error={errors?.eddItemIds}
        />
        <Field
          name="eddItemNames"
          rows={3}
          label={t("admin.plugins.legacy.eddItemNames")}
          hint={t("admin.plugins.legacy.eddItemNamesHint")}
          value={values.eddItemNames}
          error={errors?.eddItemNames}
        />
        <Field
          name="eddPath"
          label={t("admin.plugins.legacy.eddPath")}
          hint={t("admin.plugins.legacy.eddPathHint")}
          value={values.eddPath}
          error={errors?.eddPath}
        />
        <Field
          name="pucMetadataPath"
          label={t("admin.plugins.legacy.pucMetadataPath")}
          hint={t("admin.plugins.legacy.pucMetadataPathHint")}
          value={values.pucMetadataPath}
          error={errors?.pucMetadataPath}
        />
        <Field
          name="pucSlug"
          label={t("admin.plugins.legacy.pucSlug")}
          hint={t("admin.plugins.legacy.pucSlugHint")}
          value={values.pucSlug}
          error={errors?.pucSlug}
        />
        <Field
          name="pucLicenseParameter"
          label={t("admin.plugins.legacy.pucLicenseParameter")}
          hint={t("admin.plugins.legacy.pucLicenseParameterHint")}
          value={values.pucLicenseParameter}
          error={errors?.pucLicenseParameter}
        />
        <div className="md:col-span-2">
          <div role="status" className="empty:hidden">
            {notice ? <p className="mb-3 rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900">{t(notice)}</p> : null}
            {errors ? <p className="mb-3 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900">{t("admin.error.form")}</p> : null}
          </div>
          <button type="submit" name="intent" value="saveLegacy" className={buttonStyles.primary}>
            {t("admin.plugins.legacy.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The panel as a section of the plugin editor, with the answer of its `saveLegacy` intent. */
export function legacyIdentityEditorSection(view: LegacyIdentityView, actionData: PluginActionData | undefined): PluginEditorSection {
  const mine = actionData?.intent === "saveLegacy" ? actionData : undefined;
  return {
    id: "plugin-legacy",
    title: "admin.plugins.legacy.title",
    panel: <LegacyIdentityPanel key={JSON.stringify(view.values)} view={view} errors={mine?.errors} notice={mine?.notice} />,
  };
}
