import type { Route } from "./+types/api.plugins.info";
import { servicesContext } from "../context.ts";
import { handlePluginInformation } from "../features/licenses/update-api.server.ts";

/** `GET /api/plugins/{slug}/info`: the "View details" data for WordPress (docs/api.md). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handlePluginInformation(request, params.slug, context.get(servicesContext));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handlePluginInformation(request, params.slug, context.get(servicesContext));
}
