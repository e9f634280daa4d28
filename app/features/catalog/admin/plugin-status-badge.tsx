import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

export const pluginStatusLabels: Record<"published" | "draft", MessageKey> = {
  published: "admin.plugins.status.published",
  draft: "admin.plugins.status.draft",
};

export function PluginStatusBadge({ status }: { status: "published" | "draft" }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={status === "published" ? "positive" : "neutral"} testId="plugin-status">
      {t(pluginStatusLabels[status])}
    </StatusBadge>
  );
}
