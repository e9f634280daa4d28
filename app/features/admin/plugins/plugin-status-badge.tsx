import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

const labels: Record<"published" | "draft", MessageKey> = {
  published: "admin.plugins.status.published",
  draft: "admin.plugins.status.draft",
};

/** The state in words as well as colour. */
const classes: Record<"published" | "draft", string> = {
  published: "border-green-700 bg-green-50 text-green-800",
  draft: "border-gray-600 bg-gray-100 text-gray-800",
};

export function PluginStatusBadge({ status }: { status: "published" | "draft" }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${classes[status]}`} data-testid="plugin-status">
      {t(labels[status])}
    </span>
  );
}

export const pluginStatusLabels = labels;

export const textLinkClass = "font-medium text-brand-700 underline hover:text-brand-800";
export const smallButtonClass =
  "inline-flex min-h-9 items-center justify-center gap-1 rounded-md border border-gray-400 bg-white px-2.5 py-1 text-sm font-medium text-ink hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";
