import { data, Link } from "react-router";
import type { Route } from "./+types/admin.task";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin/admin-meta.ts";
import { WorkroomControls } from "../features/tasks/admin/workroom-controls.tsx";
import { workroomAction } from "../features/tasks/task-actions.server.ts";
import { adminWorkroomHref } from "../features/tasks/task-paths.ts";
import { findTaskFor, listAssignableAdmins, loadWorkroom, markRead } from "../features/tasks/tasks.server.ts";
import { Workroom } from "../features/tasks/workroom.tsx";
import { requireRecordId } from "../lib/ids.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

async function adminTask(request: Request, context: Route.LoaderArgs["context"], taskIdParam: string | undefined) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const task = await findTaskFor(db, { userId: admin.id, role: "admin" }, requireRecordId(taskIdParam));
  if (!task) throw data(null, { status: 404 });
  return { admin, task };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { task } = await adminTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  const language = languageOfRequest(request);
  if (await markRead(services.db, task.id, "company")) services.taskChanges.announce(task.id);
  const [workroom, admins] = await Promise.all([loadWorkroom(services.db, task, "company"), listAssignableAdmins(services.db)]);
  return { title: translator(language)("tasks.admin.workroomTitle", { title: task.title }), messages: pageMessages("tasks", language), workroom, admins };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin, task } = await adminTask(request, context, params.taskId);
  return workroomAction(request, context.get(servicesContext), { userId: admin.id, role: "admin" }, task, adminWorkroomHref(task.id, languageOfRequest(request)));
}

function BackToInbox() {
  const { t, language } = useI18n();
  return (
    <p className="mb-4">
      <Link to={hrefOf("adminTasks", language)} className="font-medium text-brand-700 underline underline-offset-2">
        {t("tasks.admin.back")}
      </Link>
    </p>
  );
}

export default function AdminTask({ loaderData, actionData }: Route.ComponentProps) {
  const { workroom, admins } = loaderData;
  return (
    <PageMessages messages={loaderData.messages}>
      <BackToInbox />
      <Workroom
        workroom={workroom}
        side="company"
        refusal={actionData}
        controls={<WorkroomControls state={workroom.task.state} assignedAdminId={workroom.task.assignedAdminId} admins={admins} />}
      />
    </PageMessages>
  );
}
