import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatEuro, pluralOf } from "./format.ts";
import type { PricingOption, PricingTier } from "./plugin.ts";

function isTier(option: PricingOption): option is PricingTier {
  return "updateMonths" in option;
}

/** What a tier grants, e.g. "5 websites · 12 months of updates and support". */
function TierGrants({ tier }: { tier: PricingTier }) {
  const { t, language } = useI18n();
  const sites =
    tier.siteLimit === null
      ? t("catalog.tier.sites.unlimited")
      : t(`catalog.tier.sites.${pluralOf(tier.siteLimit, language)}`, { count: tier.siteLimit });
  const updates = t(`catalog.tier.updates.${pluralOf(tier.updateMonths, language)}`, { count: tier.updateMonths });
  return (
    <span className="block text-xs font-normal text-muted">
      {sites} · {updates}
    </span>
  );
}

/**
 * SPEC §2: the pricing options as a radio list of name and euro amount. The value is the option's
 * index, so two options of the same name stay apart. Tiers also say what they grant.
 */
export function PricingOptions({
  options,
  value,
  onValueChange,
  label,
}: {
  options: readonly (PricingOption | PricingTier)[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const { language } = useI18n();
  const idBase = useId();
  return (
    <RadioGroup.Root value={value} onValueChange={onValueChange} aria-label={label} className="grid gap-2">
      {options.map((option, index) => {
        const id = `${idBase}-${index}`;
        return (
          <label
            key={id}
            htmlFor={id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm hover:border-brand-600 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroup.Item
              id={id}
              value={String(index)}
              className="flex h-5 w-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-gray-500 bg-white data-[state=checked]:border-brand-700"
            >
              <RadioGroup.Indicator className="block h-2.5 w-2.5 rounded-full bg-brand-700" />
            </RadioGroup.Item>
            <span className="min-w-0 flex-1 font-medium">
              {option.name}
              {isTier(option) ? <TierGrants tier={option} /> : null}
            </span>
            <span className="font-semibold tabular-nums">{formatEuro(option.amount, language)}</span>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
