import { useId, useLayoutEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatEuro, pluralOf } from "../../i18n/format.ts";
import type { PricingOption, PricingTier } from "./plugin.ts";

function isTier(option: PricingOption): option is PricingTier {
  return "updateMonths" in option;
}

/**
 * What a tier grants, e.g. "5 websites · 12 months of updates and support"; the websites only when
 * the tier's name does not already give their number ("5 sites", "Business (3 Websites)") or
 * "unlimited".
 */
function TierGrants({ tier }: { tier: PricingTier }) {
  const { t, language } = useI18n();
  const sites =
    tier.siteLimit === null ? t("catalog.tier.sites.unlimited") : t(`catalog.tier.sites.${pluralOf(tier.siteLimit, language)}`, { count: tier.siteLimit });
  const updates = t(`catalog.tier.updates.${pluralOf(tier.updateMonths, language)}`, { count: tier.updateMonths });
  const namedSites =
    tier.siteLimit === null
      ? tier.name.toLocaleLowerCase(language).includes((sites.split(" ")[0] ?? sites).toLocaleLowerCase(language))
      : new RegExp(`(^|\\D)${tier.siteLimit}(\\D|$)`).test(tier.name);
  return <span className="block text-xs font-normal text-muted">{namedSites ? updates : `${sites} · ${updates}`}</span>;
}

/**
 * The pricing options as a radio list of name and euro amount. The state is the option's index,
 * so two options of the same name stay apart; the form sends the checked option's name as
 * `fieldName` (the radios group by it within their form). Tiers also say what they grant.
 */
export function PricingOptions({
  options,
  value,
  onValueChange,
  fieldName,
  label,
}: {
  options: readonly (PricingOption | PricingTier)[];
  value: string;
  onValueChange: (value: string) => void;
  fieldName: string;
  label: string;
}) {
  const { language } = useI18n();
  const idBase = useId();
  const group = useRef<HTMLDivElement>(null);
  // A visitor may have checked another option before the page hydrated (the browser checks it; the
  // loader leaves radio buttons alone, decision 041). Hydration keeps the checked state in the page
  // without telling us, so the option shown checked is read back once, before Purchase Now could use it.
  useLayoutEffect(() => {
    const radios = [...(group.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])];
    const checkedIndex = radios.findIndex((radio) => radio.checked);
    // The state is the index; a radio's value is the option's name, which the form sends.
    if (checkedIndex !== -1 && String(checkedIndex) !== value) onValueChange(String(checkedIndex));
    // Only the state the page hydrated with; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Native radio buttons: the browser gives them arrow keys, one tab stop and a checked state even
  // before the page's script has loaded, without a radio-group library in every catalogue page.
  return (
    <div ref={group} role="radiogroup" aria-label={label} className="grid gap-2">
      {options.map((option, index) => {
        const id = `${idBase}-${index}`;
        return (
          <label
            key={id}
            htmlFor={id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={id}
              name={fieldName}
              value={option.name}
              data-amount={option.amount}
              checked={value === String(index)}
              onChange={() => onValueChange(String(index))}
              className="grid h-5 w-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border-2 border-gray-500 bg-white before:block before:h-2.5 before:w-2.5 before:scale-0 before:rounded-full before:bg-brand-700 checked:border-brand-700 checked:before:scale-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            />
            <span className="min-w-0 flex-1 font-medium">
              {option.name}
              {isTier(option) ? <TierGrants tier={option} /> : null}
            </span>
            <span className="font-semibold tabular-nums">{formatEuro(option.amount, language)}</span>
          </label>
        );
      })}
    </div>
  );
}
