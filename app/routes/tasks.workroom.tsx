import { data } from "react-router";
import type { Route } from "./+types/tasks.workroom";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { workroomAction } from "../features/tasks/task-actions.server.ts";
import { workroomHref } from "../features/tasks/task-paths.ts";
import { findTaskFor, loadWorkroom, markRead } from "../features/tasks/tasks.server.ts";
import { Workroom } from "../features/tasks/workroom.tsx";
import { requireRecordId } from "../lib/ids.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, { title: "page.taskWorkroom.title", titleText: loaderData?.workroom.task.title });

/** Every task's workroom for its client (admins have theirs below /admin); anyone else's task is a 404. */
async function ownTask(request: Request, context: Route.LoaderArgs["context"], taskIdParam: string | undefined) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const task = await findTaskFor(db, { userId: user.id, role: "customer" }, requireRecordId(taskIdParam));
  if (!task) throw data(null, { status: 404 });
  return { user, task };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { task } = await ownTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  if (await markRead(services.db, task.id, "client")) services.taskChanges.announce(task.id);
  return { messages: pageMessages("tasks", languageOfRequest(request)), workroom: await loadWorkroom(services.db, task, "client") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, task } = await ownTask(request, context, params.taskId);
  return workroomAction(request, context.get(servicesContext), { userId: user.id, role: "customer" }, task, workroomHref(task.id, languageOfRequest(request)));
}

export default function TaskWorkroom({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <Workroom workroom={loaderData.workroom} side="client" refusal={actionData} />
      </div>
    </PageMessages>
  );
}
