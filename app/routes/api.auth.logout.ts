import type { Route } from "./+types/api.auth.logout";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { endSession } from "../features/accounts/session.server.ts";
import { signOutCookie } from "../features/accounts/sign-in.server.ts";

/** Ends the session; the browser then goes to /. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  const { db, publicUrl } = context.get(servicesContext);
  await endSession(db, request.headers.get("cookie") ?? undefined);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": signOutCookie(publicUrl), "Cache-Control": "private, no-store" },
  });
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
