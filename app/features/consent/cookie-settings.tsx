import { ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type ConsentCategory, type ConsentSelection, consentActionAttribute, consentCategoryAttribute, optionalConsentCategories } from "./consent-state.ts";
import { actions, choiceButton, secondaryButton } from "./consent-styles.ts";

const categoryTexts = {
  essential: { label: "consent.category.essential.label", description: "consent.category.essential.description" },
  analytics: { label: "consent.category.analytics.label", description: "consent.category.analytics.description" },
  functionality: { label: "consent.category.functionality.label", description: "consent.category.functionality.description" },
  marketing: { label: "consent.category.marketing.label", description: "consent.category.marketing.description" },
} as const satisfies Record<ConsentCategory, { label: MessageKey; description: MessageKey }>;

/**
 * The banner's settings view, one switch per category. It is in the page from the start (hidden
 * until Manage preferences), so it works before hydration: the switches are native checkboxes and
 * the inline <head> script answers the buttons (decision 041).
 */
export default function DetailedView(props: {
  titleId: string;
  initial: ConsentSelection | undefined;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (selection: ConsentSelection) => void;
}) {
  const { t, language } = useI18n();
  // Nothing optional is preselected (GDPR: consent needs an active choice); a stored choice is shown
  // as it is. While hydrating, the switches are those of the server's page, which a visitor may
  // have flipped before (decision 041): hydration keeps what the page shows, and so does the state.
  const [selection, setSelection] = useState<ConsentSelection>(() => {
    const shown: ConsentSelection = {
      analytics: props.initial?.analytics ?? false,
      functionality: props.initial?.functionality ?? false,
      marketing: props.initial?.marketing ?? false,
    };
    if (typeof document === "undefined") return shown;
    for (const category of optionalConsentCategories) {
      const box = document.querySelector<HTMLInputElement>(`[${consentCategoryAttribute}=${category}]`);
      if (box) shown[category] = box.checked;
    }
    return shown;
  });

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
        <button type="button" className={choiceButton} onClick={props.onAcceptAll} {...{ [consentActionAttribute]: "accept" }}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className={choiceButton} onClick={props.onRejectAll} {...{ [consentActionAttribute]: "reject" }}>
          {t("consent.rejectAll")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => props.onSave(selection)} {...{ [consentActionAttribute]: "save" }}>
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
      {/* A native checkbox, so it switches before the page's script has loaded. */}
      <input
        type="checkbox"
        role="switch"
        id={`${id}-switch`}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onCheckedChange?.(event.currentTarget.checked)}
        aria-describedby={`${id}-description`}
        {...(props.disabled ? {} : { [consentCategoryAttribute]: props.category })}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer appearance-none items-center rounded-full bg-gray-500 transition-colors before:block before:h-5 before:w-5 before:translate-x-1 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      />
    </li>
  );
}
