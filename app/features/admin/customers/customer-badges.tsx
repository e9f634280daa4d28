import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type AccountState, type CustomerRole, roleLabels, stateLabels } from "./customer-states.ts";

const badge = "inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap";

const stateStyles: Record<AccountState, string> = {
  active: "border-green-700 bg-green-50 text-green-900",
  disabled: "border-red-700 bg-red-50 text-red-900",
  unverified: "border-amber-700 bg-amber-50 text-amber-900",
};

/** The state in words; the colour only repeats it. */
export function AccountStateBadge({ state }: { state: AccountState }) {
  const { t } = useI18n();
  return <span className={`${badge} ${stateStyles[state]}`}>{t(stateLabels[state])}</span>;
}

export function RoleBadge({ role }: { role: CustomerRole }) {
  const { t } = useI18n();
  return <span className={`${badge} ${role === "admin" ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-400 bg-white text-ink"}`}>{t(roleLabels[role])}</span>;
}
