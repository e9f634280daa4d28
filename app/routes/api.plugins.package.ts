import type { Route } from "./+types/api.plugins.package";
import { servicesContext } from "../context.ts";
import { handlePackageDownload } from "../features/licenses/update-api.server.ts";

/** `GET /api/plugins/{slug}/package`: the zip behind a signed update link (docs/api.md). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handlePackageDownload(request, params.slug, context.get(servicesContext));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handlePackageDownload(request, params.slug, context.get(servicesContext));
}
