import { Link } from "react-router";
import { formatViennaDateTime } from "../../i18n/vienna-time.ts";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { isServiceType, serviceTypeLabels, taskNumber } from "./task-rules.ts";
import { TaskStateBadge, UnreadBadge } from "./task-state-badge.tsx";
import { workroomHref } from "./task-paths.ts";
import type { TaskSummary } from "./tasks.server.ts";

/** A client's tasks: each with its state and the company's messages not read yet. */
export function TasksPage({ tasks }: { tasks: TaskSummary[] }) {
  const { t, language } = useI18n();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("tasks.list.title")}</h1>
        <Link to={hrefOf("newTask", language)} className={buttonStyles.primary}>
          {t("tasks.list.new")}
        </Link>
      </div>
      <p className="mt-4 text-lg text-muted">{t("tasks.list.intro")}</p>
      {tasks.length === 0 ? (
        <p className="mt-10 rounded-lg border border-dashed border-gray-400 p-8 text-center">{t("tasks.list.empty")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-gray-200 rounded-lg border border-gray-300">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link to={workroomHref(task.id, language)} className="text-lg font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {taskNumber(task.id)} {task.title}
                </Link>
                <p className="text-sm text-muted">
                  {isServiceType(task.serviceType) ? t(serviceTypeLabels[task.serviceType]) : task.serviceType} ·{" "}
                  {t("tasks.list.updated", { date: formatViennaDateTime(task.updatedAt, language) })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <UnreadBadge count={task.unread} />
                <TaskStateBadge state={task.state} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
