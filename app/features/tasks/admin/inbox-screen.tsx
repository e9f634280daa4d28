import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatViennaDateTime } from "../../../i18n/vienna-time.ts";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { hrefOf } from "../../../i18n/paths.ts";
import { inputClass } from "../task-fields.tsx";
import { isServiceType, serviceTypeLabels, taskNumber, type TaskState, taskStateLabels, taskStates } from "../task-rules.ts";
import { TaskStateBadge, UnreadBadge } from "../task-state-badge.tsx";
import { adminWorkroomHref } from "../task-paths.ts";
import type { InboxFilters, InboxTask } from "../tasks.server.ts";

const cellClass = "px-3 py-2 align-top";

/** Tabs of the inbox: every task, then one per state with its count. */
function StateTabs({ filters, counts }: { filters: InboxFilters; counts: Partial<Record<TaskState, number>> }) {
  const { t, language } = useI18n();
  const base = hrefOf("adminTasks", language);
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const tab = (state: TaskState | null, label: string, count: number) => {
    const params = new URLSearchParams();
    if (state) params.set("state", state);
    if (filters.query) params.set("q", filters.query);
    const current = filters.state === state;
    return (
      <li key={state ?? "all"}>
        <Link
          to={params.size > 0 ? `${base}?${params.toString()}` : base}
          aria-current={current ? "page" : undefined}
          className={`inline-block rounded-md border px-3 py-1.5 text-sm font-medium ${current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 text-ink hover:bg-gray-100"}`}
        >
          {label} ({count})
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t("tasks.admin.states")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tab(null, t("tasks.admin.allStates"), total)}
        {taskStates.map((state) => tab(state, t(taskStateLabels[state]), counts[state] ?? 0))}
      </ul>
    </nav>
  );
}

/**
 * The company's inbox of tasks: by state, searchable by title, client and number, with the clients'
 * unread messages; `attention` (deliveries awaiting acceptance, defects, cancellations) above them.
 */
export function InboxScreen({
  filters,
  counts,
  tasks,
  attention,
}: {
  filters: InboxFilters;
  counts: Partial<Record<TaskState, number>>;
  tasks: InboxTask[];
  attention?: ReactNode;
}) {
  const { t, language } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t("tasks.admin.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("tasks.admin.intro")}</p>
      {attention}
      <StateTabs filters={filters} counts={counts} />
      <Form method="get" role="search" aria-label={t("tasks.admin.search")} className="mt-4 flex flex-wrap items-end gap-3">
        {filters.state ? <input type="hidden" name="state" value={filters.state} /> : null}
        <div className="min-w-64 flex-1">
          <label htmlFor="task-search" className="block font-medium">
            {t("tasks.admin.searchLabel")}
          </label>
          <input id="task-search" name="q" type="search" defaultValue={filters.query} maxLength={200} className={inputClass} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t("tasks.admin.searchButton")}
        </button>
      </Form>
      {tasks.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-gray-400 p-6 text-center">{t("tasks.admin.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-left">
            <caption className="sr-only">{t("tasks.admin.tableLabel")}</caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className={cellClass}>
                  {t("tasks.admin.column.task")}
                </th>
                <th scope="col" className={cellClass}>
                  {t("tasks.admin.column.client")}
                </th>
                <th scope="col" className={cellClass}>
                  {t("tasks.admin.column.state")}
                </th>
                <th scope="col" className={cellClass}>
                  {t("tasks.admin.column.assignee")}
                </th>
                <th scope="col" className={cellClass}>
                  {t("tasks.admin.column.updated")}
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id} className={`border-b border-gray-200 ${task.unread > 0 ? "bg-brand-50/60" : ""}`} data-testid="task-row">
                  <td className={cellClass}>
                    <Link to={adminWorkroomHref(task.id, language)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                      {taskNumber(task.id)} {task.title}
                    </Link>
                    <span className="block text-sm text-muted">
                      {isServiceType(task.serviceType) ? t(serviceTypeLabels[task.serviceType]) : task.serviceType}
                    </span>
                  </td>
                  <td className={cellClass}>
                    {task.clientName}
                    <span className="block text-sm text-muted">{task.clientEmail}</span>
                  </td>
                  <td className={cellClass}>
                    <div className="flex flex-wrap gap-2">
                      <TaskStateBadge state={task.state} />
                      <UnreadBadge count={task.unread} />
                    </div>
                  </td>
                  <td className={cellClass}>{task.assignedAdminName ?? t("tasks.admin.unassigned")}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatViennaDateTime(task.updatedAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
