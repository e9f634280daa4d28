import type { Route } from "./+types/api.plugins.update";
import { servicesContext } from "../context.ts";
import { handleUpdateCheck } from "../features/licenses/update-api.server.ts";

/** `GET /api/plugins/{slug}/update` of the update server (docs/api.md). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleUpdateCheck(request, params.slug, context.get(servicesContext));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleUpdateCheck(request, params.slug, context.get(servicesContext));
}
