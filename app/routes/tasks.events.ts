import type { Route } from "./+types/tasks.events";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { taskEventStream } from "../features/tasks/task-changes.server.ts";
import { findTaskFor } from "../features/tasks/tasks.server.ts";
import { requireRecordId } from "../lib/ids.ts";

/** The task's server-sent events (docs/api.md), for whoever may open its workroom; anyone else's task is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db, taskChanges } = context.get(servicesContext);
  const task = await findTaskFor(db, { userId: user.id, role: user.role }, requireRecordId(params.taskId));
  if (!task) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return taskEventStream(taskChanges, task.id, request.signal);
}
