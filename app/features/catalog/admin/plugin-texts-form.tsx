import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { pluginCategories } from "../catalogue-filter.ts";

/** What the form shows: a stored plugin's columns, or nothing yet for a new one. */
export interface PluginFormValues {
  slug: string;
  name_de: string;
  name_en: string;
  description_de: string;
  description_en: string;
  body_de: string;
  body_en: string;
  features_de: string;
  features_en: string;
  released_on: string;
  is_free: 0 | 1;
  wordpress_org_url: string | null;
  rating_tenths: number | null;
  rating_count: number;
  category: string | null;
}

type Errors = Record<string, MessageKey> | undefined;

function LanguageTexts({ language, values, errors }: { language: Language; values: PluginFormValues | undefined; errors: Errors }) {
  const { t } = useI18n();
  const field = (name: "name" | "description" | "body" | "features") => `${name}_${language}` as const;
  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t(language === "de" ? "admin.plugins.texts.german" : "admin.plugins.texts.english")}</legend>
      <div lang={language} className="space-y-4">
        <FormField
          name={field("name")}
          label={t("admin.plugins.field.name")}
          defaultValue={values?.[field("name")]}
          error={errors?.[field("name")]}
          required
          maxLength={120}
        />
        <FormField
          name={field("description")}
          label={t("admin.plugins.field.description")}
          hint={t("admin.plugins.field.descriptionHint")}
          defaultValue={values?.[field("description")]}
          error={errors?.[field("description")]}
          required
          rows={3}
          maxLength={400}
        />
        <FormField
          name={field("body")}
          label={t("admin.plugins.field.body")}
          hint={t("admin.plugins.field.bodyHint")}
          defaultValue={values?.[field("body")]}
          error={errors?.[field("body")]}
          rows={8}
        />
        <FormField
          name={field("features")}
          label={t("admin.plugins.field.features")}
          hint={t("admin.plugins.field.linesHint")}
          defaultValue={values?.[field("features")]}
          error={errors?.[field("features")]}
          rows={5}
        />
      </div>
    </fieldset>
  );
}

function OriginChoice({ values, errors }: { values: PluginFormValues | undefined; errors: Errors }) {
  const { t } = useI18n();
  const id = useId();
  const hosted = Boolean(values?.wordpress_org_url);
  const radioClass = "h-4 w-4 accent-brand-700";
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{t("admin.plugins.field.origin")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2" htmlFor={`${id}-own`}>
          <input id={`${id}-own`} type="radio" name="origin" value="own" defaultChecked={!hosted} className={radioClass} />
          {t("admin.plugins.origin.own")}
        </label>
        <label className="inline-flex items-center gap-2" htmlFor={`${id}-org`}>
          <input id={`${id}-org`} type="radio" name="origin" value="wordpress_org" defaultChecked={hosted} className={radioClass} />
          {t("admin.plugins.origin.wordpressOrg")}
        </label>
      </div>
      <FormField
        name="wordpress_org_url"
        type="url"
        label={t("admin.plugins.field.wordpressOrgUrl")}
        hint={t("admin.plugins.field.wordpressOrgUrlHint")}
        defaultValue={values?.wordpress_org_url}
        error={errors?.wordpress_org_url}
        maxLength={300}
      />
    </fieldset>
  );
}

function ratingText(values: PluginFormValues | undefined, language: Language): string {
  if (values?.rating_tenths === null || values?.rating_tenths === undefined) return "";
  const rating = (values.rating_tenths / 10).toFixed(1);
  return language === "de" ? rating.replace(".", ",") : rating;
}

/**
 * The plugin's texts in both languages and its facts. Creating and editing share it; the slug is
 * fixed once the plugin was sold, since licensed sites ask for updates under it.
 */
export function PluginTextsForm({
  values,
  errors,
  notice,
  slugLocked,
}: {
  values?: PluginFormValues;
  errors: Errors;
  notice?: MessageKey;
  slugLocked: boolean;
}) {
  const { t, language } = useI18n();
  const busy = useNavigation().state === "submitting";
  const freeId = useId();
  return (
    <Form method="post" className="space-y-6" noValidate>
      <ActionNotice success={notice} error={errors?.form} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageTexts language="de" values={values} errors={errors} />
        <LanguageTexts language="en" values={values} errors={errors} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {slugLocked && values ? (
          <div>
            <p className="font-medium">{t("admin.plugins.field.slug")}</p>
            <p className="mt-1 font-mono">{values.slug}</p>
            <p className="mt-1 text-sm text-muted">{t("admin.plugins.field.slugLocked")}</p>
            <input type="hidden" name="slug" value={values.slug} />
          </div>
        ) : (
          <FormField
            name="slug"
            label={t("admin.plugins.field.slug")}
            hint={t("admin.plugins.field.slugHint")}
            defaultValue={values?.slug}
            error={errors?.slug}
            required
            maxLength={100}
          />
        )}
        <FormField
          name="category"
          label={t("admin.plugins.field.category")}
          hint={t("admin.plugins.field.categoryHint")}
          defaultValue={values?.category}
          error={errors?.category}
          options={[
            { value: "", label: t("admin.plugins.category.none") },
            ...pluginCategories.map((key) => ({ value: key, label: t(`catalog.category.${key}`) })),
          ]}
        />
        <FormField
          name="released_on"
          type="day"
          label={t("admin.plugins.field.releasedOn")}
          defaultValue={values?.released_on}
          error={errors?.released_on}
          required
        />
        <FormField
          name="rating"
          label={t("admin.plugins.field.rating")}
          hint={t("admin.plugins.field.ratingHint")}
          defaultValue={ratingText(values, language)}
          error={errors?.rating}
          maxLength={3}
        />
        <FormField
          name="rating_count"
          type="number"
          label={t("admin.plugins.field.ratingCount")}
          defaultValue={values?.rating_tenths === null || values === undefined ? "" : values.rating_count}
          error={errors?.rating_count}
        />
      </div>
      <div className="flex items-start gap-2">
        <input
          id={freeId}
          type="checkbox"
          name="is_free"
          defaultChecked={values?.is_free === 1}
          className="mt-1 h-4 w-4 accent-brand-700"
          aria-describedby={`${freeId}-hint`}
        />
        <div>
          <label htmlFor={freeId} className="font-medium">
            {t("admin.plugins.field.free")}
          </label>
          <p id={`${freeId}-hint`} className="text-sm text-muted">
            {t("admin.plugins.field.freeHint")}
          </p>
        </div>
      </div>
      <OriginChoice values={values} errors={errors} />
      <button type="submit" name="intent" value={values ? "save" : "create"} className={buttonStyles.primary} aria-disabled={busy || undefined}>
        {t(values ? "admin.plugins.save" : "admin.plugins.create")}
      </button>
    </Form>
  );
}
