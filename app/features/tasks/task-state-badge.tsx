import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type TaskState, taskStateLabels } from "./task-rules.ts";

const tones: Record<TaskState, BadgeTone> = {
  new: "brand",
  awaiting_offer: "caution",
  awaiting_client: "neutral",
  awaiting_credits: "caution",
  in_progress: "positive",
  completed: "positive",
  cancelled: "neutral",
};

export function TaskStateBadge({ state }: { state: TaskState }) {
  const { t } = useI18n();
  return <StatusBadge tone={tones[state]}>{t(taskStateLabels[state])}</StatusBadge>;
}

/** The count of unread messages as a badge, or nothing when all are read. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useI18n();
  if (count === 0) return null;
  return <StatusBadge tone="strong">{t(count === 1 ? "tasks.unread.one" : "tasks.unread.other", { count })}</StatusBadge>;
}
