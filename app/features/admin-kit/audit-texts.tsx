import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

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
