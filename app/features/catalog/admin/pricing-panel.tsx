import { useId } from "react";
import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import type { PluginActionData } from "./plugin-outcome.ts";
import type { AdminPricingOption } from "./pricing-options.server.ts";
import { smallButtonClass } from "../../admin-kit/admin-styles.ts";
import { MoveButtons } from "./move-buttons.tsx";

type Errors = Record<string, MessageKey> | undefined;

/** The intents an option's own form sends. */
const optionIntents = ["saveOption", "optionUp", "optionDown", "retireOption", "restoreOption", "deleteOption"];

function priceText(cents: number, language: Language): string {
  const euros = (cents / 100).toFixed(2);
  return language === "de" ? euros.replace(".", ",") : euros;
}

/** The fields of an option; a new one starts with one site and a year of updates. */
function OptionFields({ option, errors }: { option?: AdminPricingOption; errors: Errors }) {
  const { t, language } = useI18n();
  const unlimitedId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[2fr_2fr_1fr_1fr_1fr]">
      <div lang="de">
        <FormField name="name_de" label={t("admin.plugins.option.nameDe")} defaultValue={option?.name_de} error={errors?.name_de} required maxLength={80} />
      </div>
      <div lang="en">
        <FormField name="name_en" label={t("admin.plugins.option.nameEn")} defaultValue={option?.name_en} error={errors?.name_en} required maxLength={80} />
      </div>
      <FormField
        name="price"
        label={t("admin.plugins.option.price")}
        hint={t("admin.plugins.option.priceHint")}
        defaultValue={option ? priceText(option.amount_cents, language) : ""}
        error={errors?.price}
        required
      />
      <div>
        <FormField
          name="site_limit"
          type="number"
          label={t("admin.plugins.option.sites")}
          defaultValue={option ? option.site_limit : 1}
          error={errors?.site_limit}
        />
        <div className="mt-2 flex items-center gap-2">
          <input
            id={unlimitedId}
            type="checkbox"
            name="unlimited"
            defaultChecked={option ? option.site_limit === null : false}
            className="h-4 w-4 accent-brand-700"
          />
          <label htmlFor={unlimitedId} className="text-sm">
            {t("admin.plugins.option.unlimited")}
          </label>
        </div>
      </div>
      <FormField
        name="update_months"
        type="number"
        label={t("admin.plugins.option.months")}
        defaultValue={option ? option.update_months : 12}
        error={errors?.update_months}
        required
      />
    </div>
  );
}

function OptionCard({
  option,
  index,
  count,
  actionData,
}: {
  option: AdminPricingOption;
  index: number;
  count: number;
  actionData: PluginActionData | undefined;
}) {
  const { t, language } = useI18n();
  const formId = `pricing-option-${option.id}`;
  // Ids of pricing options and FAQ entries overlap: the intent tells whose answer it is.
  const mine = actionData?.target === option.id && optionIntents.includes(actionData.intent) ? actionData : undefined;
  const name = option[`name_${language}`];
  return (
    <li
      className={`rounded-lg border p-4 ${option.active ? "border-gray-300 bg-white" : "border-dashed border-gray-400 bg-gray-50"}`}
      data-testid="pricing-option"
    >
      <Form method="post" id={formId} noValidate aria-label={t("admin.plugins.option.formLabel", { name })}>
        <input type="hidden" name="optionId" value={option.id} />
        <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{formatEuro(option.amount_cents / 100, language)}</span>
          <span
            className={`rounded-full border px-2 py-0.5 font-semibold ${option.active ? "border-green-700 text-green-800" : "border-gray-600 text-gray-800"}`}
          >
            {t(option.active ? "admin.plugins.option.active" : "admin.plugins.option.retired")}
          </span>
          {option.referenced ? <span className="text-muted">{t("admin.plugins.option.referenced")}</span> : null}
        </div>
        <OptionFields option={option} errors={mine?.errors} />
        <ActionNotice success={mine?.notice} error={mine?.errors?.form} />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button type="submit" name="intent" value="saveOption" className={buttonStyles.secondary}>
            {t("admin.plugins.option.save")}
          </button>
          <MoveButtons name={name} first={index === 0} last={index === count - 1} intents={{ up: "optionUp", down: "optionDown" }} />
          {option.active ? (
            <button type="submit" name="intent" value="retireOption" className={smallButtonClass}>
              {t("admin.plugins.option.retire")}
            </button>
          ) : (
            <button type="submit" name="intent" value="restoreOption" className={smallButtonClass}>
              {t("admin.plugins.option.restore")}
            </button>
          )}
          {option.referenced ? null : (
            <ConfirmSubmit
              form={formId}
              intent="deleteOption"
              label={t("admin.plugins.option.delete")}
              title={t("admin.plugins.option.deleteTitle", { name })}
              description={t("admin.plugins.option.deleteText")}
              confirmLabel={t("admin.plugins.option.deleteConfirm")}
            />
          )}
        </div>
      </Form>
    </li>
  );
}

/** Prices of a plugin: change, reorder, retire (bought options) or delete (unbought ones), add. */
export function PricingPanel({ options, actionData }: { options: AdminPricingOption[]; actionData: PluginActionData | undefined }) {
  const { t } = useI18n();
  const adding = actionData?.intent === "addOption" ? actionData : undefined;
  return (
    <section aria-labelledby="plugin-pricing" className="mt-10">
      <h2 id="plugin-pricing" className="text-xl font-semibold">
        {t("admin.plugins.pricing.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("admin.plugins.pricing.intro")}</p>
      {options.length === 0 ? <p className="mt-4">{t("admin.plugins.pricing.none")}</p> : null}
      <ul className="mt-4 space-y-4">
        {options.map((option, index) => (
          // Keyed by the saved values too: a saved card starts afresh with what the server kept
          // ("59" comes back as "59,00"), so its fields no longer count as unsaved changes.
          <OptionCard
            key={[option.id, option.name_de, option.name_en, option.amount_cents, option.site_limit, option.update_months].join("|")}
            option={option}
            index={index}
            count={options.length}
            actionData={actionData}
          />
        ))}
      </ul>
      <Form method="post" noValidate className="mt-6 rounded-lg border border-gray-300 bg-white p-4" aria-labelledby="plugin-pricing-add" key={options.length}>
        <h3 id="plugin-pricing-add" className="mb-3 font-semibold">
          {t("admin.plugins.pricing.add")}
        </h3>
        <OptionFields errors={adding?.errors} />
        <ActionNotice success={adding?.notice} error={adding?.errors?.form} />
        <button type="submit" name="intent" value="addOption" className={`mt-4 ${buttonStyles.primary}`}>
          {t("admin.plugins.pricing.addSubmit")}
        </button>
      </Form>
    </section>
  );
}
