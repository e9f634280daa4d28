import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { taskEventsHref } from "./task-paths.ts";

/**
 * Keeps an open workroom current: the task's event stream says when something changed, and the
 * page loads its data again (decision 045). After the browser reconnected a dropped stream the page
 * loads once more, for what changed meanwhile. Without JavaScript the page is current on each
 * reload. Answers whether the stream is open.
 */
export function useLiveTask(taskId: number): boolean {
  const { revalidate } = useRevalidator();
  const [connected, setConnected] = useState(false);
  // The stream stays open across the page's own reloads, whatever identity `revalidate` has in each render.
  const reload = useRef(revalidate);
  useEffect(() => {
    reload.current = revalidate;
  }, [revalidate]);
  useEffect(() => {
    const events = new EventSource(taskEventsHref(taskId));
    let openedBefore = false;
    const changed = () => void reload.current();
    const opened = () => {
      setConnected(true);
      if (openedBefore) changed();
      openedBefore = true;
    };
    const lost = () => setConnected(false);
    events.addEventListener("change", changed);
    events.addEventListener("open", opened);
    events.addEventListener("error", lost);
    return () => {
      events.close();
      setConnected(false);
    };
  }, [taskId]);
  return connected;
}
