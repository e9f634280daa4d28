import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

/** Every entry of app/routes.ts, layouts and the routes inside them alike (child paths are full paths). */
export function routesInside(entries: RouteConfigEntry[] = routes): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...routesInside(entry.children ?? [])]);
}

/** The routes that answer a URL: every entry with a path or an index, without pathless layouts. */
export function pageRoutes(): RouteConfigEntry[] {
  return routesInside().filter((entry) => entry.index || entry.path !== undefined);
}
