import type { Route } from "./+types/api.licenses.activate";
import { servicesContext } from "../context.ts";
import { handleLicenseApiCall } from "../features/licenses/license-api.server.ts";

/** `POST /api/licenses/activate` of the licence API (docs/api.md). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLicenseApiCall("activate", request, context.get(servicesContext));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleLicenseApiCall("activate", request, context.get(servicesContext));
}
