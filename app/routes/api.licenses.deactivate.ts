import type { Route } from "./+types/api.licenses.deactivate";
import { servicesContext } from "../context.ts";
import { handleLicenseApiCall } from "../features/licenses/license-api.server.ts";

/** `POST /api/licenses/deactivate` of the licence API (docs/api.md). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLicenseApiCall("deactivate", request, context.get(servicesContext));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleLicenseApiCall("deactivate", request, context.get(servicesContext));
}
