import type { Route } from "./+types/api.plugins.downloads";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { countDownload } from "../features/catalog/catalog.server.ts";

/** Counts a free download that opened on WordPress.org, where we cannot see it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  const { db } = context.get(servicesContext);
  if (!(await countDownload(db, params.slug, "wordpress.org"))) {
    return apiError(404, "not_found", "No plugin hosted on WordPress.org has this slug.");
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
