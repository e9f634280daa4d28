import { useI18n } from "../../../i18n/i18n-context.tsx";

const badge = "inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap";

/** Where a message stands, in words: unread, open or handled. */
export function MessageStateBadge({ read, handled }: { read: boolean; handled: boolean }) {
  const { t } = useI18n();
  if (handled) return <span className={`${badge} border-gray-400 bg-white text-ink`}>{t("admin.messages.state.handled")}</span>;
  if (!read) return <span className={`${badge} border-brand-700 bg-brand-700 text-white`}>{t("admin.messages.state.unread")}</span>;
  return <span className={`${badge} border-amber-700 bg-amber-50 text-amber-900`}>{t("admin.messages.state.open")}</span>;
}
