import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { businessTimeZone } from "../dashboard/vienna-calendar.ts";

const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-AT", { dateStyle: "medium", timeStyle: "short", timeZone: businessTimeZone }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: businessTimeZone }),
};

/** When an entry was written, in Vienna time. */
export function AuditTime({ instant }: { instant: string }) {
  const { language } = useI18n();
  return <time dateTime={instant}>{timeFormats[language].format(new Date(instant))}</time>;
}

/**
 * Names of actions and record types. Each section adds `admin.audit.action.<action>` for the
 * actions it records; an action or type without a text shows its key, so no entry is unreadable.
 */
export function useAuditTexts(): { actionText(action: string): string; entityTypeText(type: string): string } {
  const { t, messages } = useI18n();
  const textOf = (key: string, fallback: string) => (Object.hasOwn(messages, key) ? t(key as MessageKey) : fallback);
  return {
    actionText: (action) => textOf(`admin.audit.action.${action}`, action),
    entityTypeText: (type) => textOf(`admin.audit.entity.${type}`, type),
  };
}
