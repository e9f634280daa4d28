import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { inputClass } from "../task-fields.tsx";
import { closedTaskStates, manualTaskStates, type TaskState, taskStateLabels } from "../task-rules.ts";

/** The company's controls of a task: its state and the admin who has it. */
export function WorkroomControls({
  state,
  assignedAdminId,
  admins,
}: {
  state: TaskState;
  assignedAdminId: number | null;
  admins: { id: number; name: string }[];
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="task-controls" className="rounded-lg border border-gray-300 p-5">
      <h2 id="task-controls" className="text-xl font-bold">
        {t("tasks.admin.controls")}
      </h2>
      <div className="mt-3 grid gap-6 sm:grid-cols-2">
        {closedTaskStates.includes(state) ? null : (
          <Form method="post" encType="multipart/form-data" className="flex items-end gap-3">
            <input type="hidden" name="intent" value="state" />
            <div className="flex-1">
              <label htmlFor="task-state-select" className="block font-medium">
                {t("tasks.admin.stateLabel")}
              </label>
              <select id="task-state-select" name="state" defaultValue={state} key={state} className={inputClass}>
                {manualTaskStates.map((option) => (
                  <option key={option} value={option}>
                    {t(taskStateLabels[option])}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonStyles.secondary}>
              {t("tasks.admin.stateButton")}
            </button>
          </Form>
        )}
        <Form method="post" encType="multipart/form-data" className="flex items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <div className="flex-1">
            <label htmlFor="task-assignee-select" className="block font-medium">
              {t("tasks.admin.assigneeLabel")}
            </label>
            <select id="task-assignee-select" name="adminId" defaultValue={assignedAdminId ?? ""} key={assignedAdminId ?? "none"} className={inputClass}>
              <option value="">{t("tasks.admin.unassigned")}</option>
              {admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            {t("tasks.admin.assignButton")}
          </button>
        </Form>
      </div>
    </section>
  );
}
