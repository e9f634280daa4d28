import { useId, useState } from "react";
import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { hrefOf } from "../../../i18n/paths.ts";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { UnlimitedCheckbox } from "./license-detail-screen.tsx";
import type { GrantableOption } from "./license-grant.server.ts";
import { maxMonths, maxNoteLength, maxSiteLimit } from "./license-limits.ts";

/** Options grouped under their plugin, in the order the server gave them. */
function byPlugin(options: GrantableOption[]): [string, GrantableOption[]][] {
  const groups = new Map<string, GrantableOption[]>();
  for (const option of options) groups.set(option.pluginName, [...(groups.get(option.pluginName) ?? []), option]);
  return [...groups];
}

function OptionSelect({
  options,
  value,
  onChange,
  error,
}: {
  options: GrantableOption[];
  value: string;
  onChange: (value: string) => void;
  error: MessageKey | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t("admin.licenses.grant.option")}
      </label>
      <select
        id={id}
        name="pricingOptionId"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700"
      >
        <option value="">{t("admin.licenses.grant.optionPlaceholder")}</option>
        {byPlugin(options).map(([pluginName, pluginOptions]) => (
          <optgroup key={pluginName} label={pluginName}>
            {pluginOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {`${pluginName} – ${option.optionName}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The complimentary licence form. Choosing an option fills in its site limit and months (the
 * fields are remounted with the option's values); without JavaScript, empty fields take them on
 * the server.
 */
export function LicenseGrantScreen({ options, email, errors }: { options: GrantableOption[]; email: string; errors: Record<string, MessageKey> }) {
  const { t, language } = useI18n();
  const [optionId, setOptionId] = useState("");
  const option = options.find((candidate) => String(candidate.id) === optionId);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <DetailHeading backHref={hrefOf("adminLicenses", language)} backLabel={t("admin.licenses.backToList")} title={t("admin.licenses.grant.title")} />
      <p className="mt-3 max-w-3xl text-muted">{t("admin.licenses.grant.intro")}</p>
      <ActionNotice error={hasErrors ? (errors.form ?? "admin.error.form") : undefined} />
      <Form method="post" className="mt-6 grid max-w-3xl gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            name="email"
            type="email"
            label={t("admin.licenses.grant.email")}
            defaultValue={email}
            error={errors.email}
            hint={t("admin.licenses.grant.emailHint")}
            required
            maxLength={320}
          />
        </div>
        <div className="sm:col-span-2">
          <OptionSelect options={options} value={optionId} onChange={setOptionId} error={errors.pricingOptionId} />
        </div>
        <div key={`limit-${optionId}`} className="space-y-3">
          <FormField
            name="siteLimit"
            type="number"
            label={t("admin.licenses.field.siteLimit")}
            defaultValue={option?.siteLimit}
            error={errors.siteLimit}
            hint={t("admin.licenses.grant.siteLimitHint", { max: maxSiteLimit })}
          />
          <UnlimitedCheckbox id="grant-unlimited" defaultChecked={option !== undefined && option.siteLimit === null} />
        </div>
        <div key={`months-${optionId}`}>
          <FormField
            name="months"
            type="number"
            label={t("admin.licenses.field.months")}
            defaultValue={option?.updateMonths}
            error={errors.months}
            hint={t("admin.licenses.grant.monthsHint", { max: maxMonths })}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField name="until" type="day" label={t("admin.licenses.field.until")} error={errors.until} hint={t("admin.licenses.grant.untilHint")} />
        </div>
        <div className="sm:col-span-2">
          <FormField
            name="note"
            rows={3}
            label={t("admin.licenses.grant.note")}
            error={errors.note}
            hint={t("admin.licenses.grant.noteHint")}
            required
            maxLength={maxNoteLength}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary}>
            {t("admin.licenses.grant.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
