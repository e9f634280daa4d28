import type { Route } from "./+types/api.auth.user";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";

/** The signed-in user, or 401 while nobody is signed in (the browser reads 401 as "signed out"). */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(servicesContext);
  if (!user) return apiError(401, "unauthenticated", "Not signed in.");
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
}
