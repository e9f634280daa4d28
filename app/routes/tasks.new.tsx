import type { Route } from "./+types/tasks.new";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { readDraft } from "../features/tasks/drafts.server.ts";
import { NewTaskPage } from "../features/tasks/new-task-page.tsx";
import { createTaskFromRequest } from "../features/tasks/task-actions.server.ts";
import { emptyTaskForm } from "../features/tasks/task-form.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.newTask.title" });

/** Open to visitors too: signed out, the form is kept as a draft through login (`?draft=`); `?service=web` preselects a service. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, user } = context.get(servicesContext);
  const draftToken = url.searchParams.get("draft");
  const draft = user ? await readDraft(db, draftToken) : undefined;
  return {
    messages: pageMessages("tasks", languageOfRequest(request)),
    signedIn: user !== null,
    values: draft ?? emptyTaskForm(url.searchParams.get("service")),
    draft: draft ? draftToken : null,
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createTaskFromRequest(request, context.get(servicesContext), languageOfRequest(request));
}

export default function NewTask({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <NewTaskPage
        signedIn={loaderData.signedIn}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        draft={loaderData.draft}
        today={loaderData.today}
      />
    </PageMessages>
  );
}
