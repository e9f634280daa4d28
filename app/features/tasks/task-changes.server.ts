import { SqliteAdapter } from "kysely";
import { taskChangeChannel } from "../../../db/migrations/024-tasks.ts";
import type { Db } from "../../../db/client.ts";
import type { DatabaseNotifications } from "../../lib/database-notifications.server.ts";

/**
 * Tells a process's open workrooms that their task changed (decision 045). On PostgreSQL every
 * change to a task's rows notifies `task_changed` with the task's id when its transaction commits
 * (migration 024's triggers), and each process LISTENs: a message sent through one process reaches
 * a workroom open on another. SQLite serves from one process, which tells its own watchers.
 */
export interface TaskChanges {
  /** After a committed change to `taskId`: on SQLite tells this process's watchers; on PostgreSQL the database already does. */
  announce(taskId: number): void;
  /** Runs `listener` after every change to `taskId` (and after a lost LISTEN connection came back); returns the unsubscribe function. */
  subscribe(taskId: number, listener: () => void): () => void;
  /** Runs `listener` when the process stops, so open event streams end instead of holding the shutdown. */
  onClose(listener: () => void): () => void;
  close(): void;
}

export function createTaskChanges({ db, notifications }: { db: Db; notifications?: DatabaseNotifications }): TaskChanges {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const watchers = new Map<number, Set<() => void>>();
  const closeListeners = new Set<() => void>();
  const tell = (taskId: number) => {
    for (const listener of [...(watchers.get(taskId) ?? [])]) listener();
  };
  notifications?.listen(taskChangeChannel, (payload) => {
    const taskId = Number(payload);
    if (Number.isSafeInteger(taskId)) tell(taskId);
  });
  // Whatever was sent while the connection was down went unheard: every workroom looks again.
  notifications?.onReconnect(() => {
    for (const taskId of [...watchers.keys()]) tell(taskId);
  });
  return {
    announce(taskId) {
      if (sqlite || !notifications) tell(taskId);
    },
    subscribe(taskId, listener) {
      const set = watchers.get(taskId) ?? new Set();
      set.add(listener);
      watchers.set(taskId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && watchers.get(taskId) === set) watchers.delete(taskId);
      };
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    close() {
      for (const listener of [...closeListeners]) listener();
      closeListeners.clear();
    },
  };
}

/** Keeps proxies (nginx closes after 60 s of silence) and browsers from dropping a quiet stream. */
export const heartbeatIntervalMs = 25_000;

/**
 * The server-sent events of one task for one viewer (docs/api.md): a `change` event whenever
 * something in the task changed, which the workroom answers by loading itself again. The event
 * carries no content, so nothing of the task leaves through the stream that the page would not show.
 */
export function taskEventStream(changes: TaskChanges, taskId: number, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (!open) return;
        open = false;
        cleanup();
        controller.close();
      };
      const unsubscribe = changes.subscribe(taskId, () => send(`event: change\ndata: ${JSON.stringify({ taskId })}\n\n`));
      const unClose = changes.onClose(end);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), heartbeatIntervalMs);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unClose();
        signal.removeEventListener("abort", end);
      };
      signal.addEventListener("abort", end);
      send("retry: 3000\n: connected\n\n");
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression from buffering the stream; nginx is told the same.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
