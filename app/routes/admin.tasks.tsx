import type { Route } from "./+types/admin.tasks";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { DeliveryInbox } from "../features/delivery/admin/delivery-inbox.tsx";
import { loadDeliveryInbox } from "../features/delivery/delivery-view.server.ts";
import { InboxScreen } from "../features/tasks/admin/inbox-screen.tsx";
import { isTaskState } from "../features/tasks/task-rules.ts";
import { countTasksByState, listInbox } from "../features/tasks/tasks.server.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const state = url.searchParams.get("state");
  const filters = { state: isTaskState(state) ? state : null, query: (url.searchParams.get("q") ?? "").slice(0, 200) };
  const [counts, tasks, attention] = await Promise.all([countTasksByState(db), listInbox(db, filters), loadDeliveryInbox(db)]);
  return {
    title: translator(language)("tasks.admin.title"),
    messages: { ...pageMessages("tasks", language), ...pageMessages("delivery", language) },
    filters,
    counts,
    tasks,
    attention,
  };
}

export default function AdminTasks({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <InboxScreen
        filters={loaderData.filters}
        counts={loaderData.counts}
        tasks={loaderData.tasks}
        attention={<DeliveryInbox inbox={loaderData.attention} />}
      />
    </PageMessages>
  );
}
