import { type BadgeTone, StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type AccountState, type CustomerRole, roleLabels, stateLabels } from "./customer-states.ts";

const stateTones: Record<AccountState, BadgeTone> = {
  active: "positive",
  disabled: "danger",
  unverified: "caution",
};

export function AccountStateBadge({ state }: { state: AccountState }) {
  const { t } = useI18n();
  return <StatusBadge tone={stateTones[state]}>{t(stateLabels[state])}</StatusBadge>;
}

export function RoleBadge({ role }: { role: CustomerRole }) {
  const { t } = useI18n();
  return <StatusBadge tone={role === "admin" ? "brand" : "outline"}>{t(roleLabels[role])}</StatusBadge>;
}
