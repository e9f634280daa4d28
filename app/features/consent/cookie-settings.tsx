import { ExternalLink } from "lucide-react";
import { Switch } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type ConsentCategory, type ConsentSelection, optionalConsentCategories } from "./consent-state.ts";
import { actions, choiceButton, secondaryButton } from "./consent-styles.ts";

const categoryTexts = {
  essential: { label: "consent.category.essential.label", description: "consent.category.essential.description" },
  analytics: { label: "consent.category.analytics.label", description: "consent.category.analytics.description" },
  functionality: { label: "consent.category.functionality.label", description: "consent.category.functionality.description" },
  marketing: { label: "consent.category.marketing.label", description: "consent.category.marketing.description" },
} as const satisfies Record<ConsentCategory, { label: MessageKey; description: MessageKey }>;

/** The banner's settings view, one switch per category; loaded by `CookieConsent` when it is opened. */
export default function DetailedView(props: {
  titleId: string;
  initial: ConsentSelection | undefined;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (selection: ConsentSelection) => void;
}) {
  const { t, language } = useI18n();
  // Nothing optional is preselected (GDPR: consent needs an active choice); a stored choice is shown as it is.
  const [selection, setSelection] = useState<ConsentSelection>(() => ({
    analytics: props.initial?.analytics ?? false,
    functionality: props.initial?.functionality ?? false,
    marketing: props.initial?.marketing ?? false,
  }));

  return (
    <>
      <h2 id={props.titleId} className="pr-12 text-lg font-bold">
        {t("consent.detailsTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t("consent.detailsIntro")}{" "}
        <a
          href={hrefOf("imprint", language)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
        >
          {t("consent.moreDetails")}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">{t("consent.opensInNewTab")}</span>
        </a>
      </p>
      <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
        <CategoryRow category="essential" checked disabled note={t("consent.alwaysActive")} />
        {optionalConsentCategories.map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={selection[category]}
            onCheckedChange={(checked) => setSelection((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      {/* Sticky, so the choices stay in reach while the categories scroll on small screens. */}
      <div className={`${actions} sticky bottom-0 -mb-5 bg-white pb-5 pt-3`}>
        <button type="button" className={choiceButton} onClick={props.onAcceptAll}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className={choiceButton} onClick={props.onRejectAll}>
          {t("consent.rejectAll")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => props.onSave(selection)}>
          {t("consent.save")}
        </button>
      </div>
    </>
  );
}

function CategoryRow(props: {
  category: ConsentCategory;
  checked: boolean;
  disabled?: boolean;
  note?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const texts = categoryTexts[props.category];
  return (
    <li className="flex items-start justify-between gap-4 py-3" data-category={props.category}>
      <div>
        <label htmlFor={`${id}-switch`} className="font-semibold">
          {t(texts.label)}
        </label>
        {props.note ? <span className="ml-2 text-xs font-medium text-muted">{props.note}</span> : null}
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {t(texts.description)}
        </p>
      </div>
      <Switch.Root
        id={`${id}-switch`}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-gray-500 transition-colors data-[state=checked]:bg-brand-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </li>
  );
}
