import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** Where a message stands: unread, open or handled. */
export function MessageStateBadge({ read, handled }: { read: boolean; handled: boolean }) {
  const { t } = useI18n();
  if (handled) return <StatusBadge tone="outline">{t("admin.messages.state.handled")}</StatusBadge>;
  if (!read) return <StatusBadge tone="strong">{t("admin.messages.state.unread")}</StatusBadge>;
  return <StatusBadge tone="caution">{t("admin.messages.state.open")}</StatusBadge>;
}
