import type { Route } from "./+types/tasks";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { TasksPage } from "../features/tasks/tasks-page.tsx";
import { listClientTasks } from "../features/tasks/tasks.server.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.tasks.title" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  return { messages: pageMessages("tasks", languageOfRequest(request)), tasks: await listClientTasks(db, user.id) };
}

export default function Tasks({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <TasksPage tasks={loaderData.tasks} />
    </PageMessages>
  );
}
