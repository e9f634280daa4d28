import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { taskEventsHref } from "./task-paths.ts";

/**
 * Keeps an open workroom current: the task's event stream says when something changed, and the
 * page loads its data again (decision 045). Without JavaScript the page is current on each reload.
 */
export function useLiveTask(taskId: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const events = new EventSource(taskEventsHref(taskId));
    const changed = () => void revalidate();
    events.addEventListener("change", changed);
    return () => {
      events.removeEventListener("change", changed);
      events.close();
    };
  }, [taskId, revalidate]);
}
