import { useId } from "react";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { serviceTypes } from "../service-types.ts";
import { type CaseStudyFormValues, caseStudyFieldNames } from "./case-study-form.ts";

/** The blog editor's case-study fieldset: the mark, the services it belongs to and the plugin it used. */
export function CaseStudyFields({
  values,
  plugins,
  errors,
}: {
  values: CaseStudyFormValues;
  plugins: { id: number; name: string }[];
  errors: Partial<Record<string, MessageKey>>;
}) {
  const { t } = useI18n();
  const id = useId();
  const servicesError = errors.caseStudyServices;
  const pluginError = errors.caseStudyPlugin;
  return (
    <fieldset className="rounded-md border border-gray-300 p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-medium">{t("admin.caseStudy.legend")}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("admin.caseStudy.hint")}
      </p>
      <label className="mt-3 flex min-h-11 items-center gap-2">
        <input type="checkbox" name={caseStudyFieldNames.marked} defaultChecked={values.marked} className="h-5 w-5" />
        {t("admin.caseStudy.mark")}
      </label>
      <fieldset className="mt-3" aria-describedby={servicesError ? `${id}-services-error` : undefined}>
        <legend className="font-medium">{t("admin.caseStudy.services")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {serviceTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={caseStudyFieldNames.services} value={type} defaultChecked={values.services.includes(type)} className="h-5 w-5" />
              {t(`admin.services.type.${type}`)}
            </label>
          ))}
        </div>
        {servicesError ? (
          <p id={`${id}-services-error`} className="mt-1 text-sm font-medium text-red-800">
            {t(servicesError)}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-3">
        <label htmlFor={`${id}-plugin`} className="block font-medium">
          {t("admin.caseStudy.plugin")}
        </label>
        <select
          id={`${id}-plugin`}
          name={caseStudyFieldNames.plugin}
          defaultValue={values.plugin}
          aria-invalid={pluginError ? true : undefined}
          aria-describedby={pluginError ? `${id}-plugin-error` : undefined}
          className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700"
        >
          <option value="">{t("admin.caseStudy.noPlugin")}</option>
          {plugins.map((plugin) => (
            <option key={plugin.id} value={String(plugin.id)}>
              {plugin.name}
            </option>
          ))}
        </select>
        {pluginError ? (
          <p id={`${id}-plugin-error`} className="mt-1 text-sm font-medium text-red-800">
            {t(pluginError)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
